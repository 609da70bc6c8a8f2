// What staff do to a player's identity (the back office calls these; docs/bo-core-notes.md):
// account status, sessions, 2FA reset, the confirmation mail again. Each answers the state before
// and after, for the staff audit trail; none writes an audit row itself.
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { sendConfirmationLink, type IdentityDeps } from './email-confirmation';
import { sessions, users, USER_STATUSES, type UserRow, type UserStatus } from './tables';
import { findUserById } from './users';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The player, or USER_NOT_FOUND (a malformed id included). */
export async function requirePlayer(db: Db, userId: string): Promise<UserRow> {
  const user = UUID.test(userId) ? await findUserById(db, userId) : null;
  if (!user) throw new AppError('USER_NOT_FOUND', { message: 'No such player.' });
  return user;
}

/** Revokes every live session of the player; answers how many. */
export async function revokeAllSessions(db: Db, userId: string, now: Date): Promise<number> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return revoked.length;
}

/** ACTIVE, SUSPENDED or BANNED; anything but ACTIVE also ends every session. */
export async function setUserStatus(
  db: Db,
  userId: string,
  status: UserStatus,
  now: Date,
): Promise<{ before: UserStatus; after: UserStatus; sessionsRevoked: number }> {
  if (!USER_STATUSES.includes(status)) {
    throw new AppError('VALIDATION_ERROR', { message: 'Unknown status.' });
  }
  const user = await requirePlayer(db, userId);
  await db.update(users).set({ status, updatedAt: now }).where(eq(users.id, user.id));
  const sessionsRevoked = status === 'ACTIVE' ? 0 : await revokeAllSessions(db, user.id, now);
  return { before: user.status, after: status, sessionsRevoked };
}

/** Turns the player's 2FA off (lost device, after support checked who they are). */
export async function resetTwoFactorByStaff(
  db: Db,
  userId: string,
  now: Date,
): Promise<{ wasEnabled: boolean }> {
  const user = await requirePlayer(db, userId);
  await db
    .update(users)
    .set({ totpSecret: null, totpPendingSecret: null, totpEnabled: false, updatedAt: now })
    .where(eq(users.id, user.id));
  return { wasEnabled: user.totpEnabled };
}

/** Mails the confirmation link again; EMAIL_ALREADY_CONFIRMED when there is nothing to confirm. */
export async function resendConfirmationByStaff(deps: IdentityDeps, userId: string): Promise<void> {
  const user = await requirePlayer(deps.db, userId);
  if (user.emailConfirmed) {
    throw new AppError('EMAIL_ALREADY_CONFIRMED', { message: 'The address is already confirmed.' });
  }
  await sendConfirmationLink(deps, user);
}
