// TOTP two-factor authentication (otplib, RFC 6238: SHA-1, 6 digits, 30 s, ±1 step): setup hands
// out a pending secret and its otpauth URI (for the QR), the first valid code enables it, a code
// disables it. A code's time step is remembered so the same code never works twice.
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import type { Db } from '../../db/client';
import { fail } from './results';
import { users, type UserRow } from './tables';
import { findUserById } from './users';

export const TOTP_ISSUER = 'Aurum';

/** Checks a code against a secret; returns its time step when valid. */
export async function checkTotp(secret: string, code: string): Promise<number | null> {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  try {
    const result = await verify({ secret, token, epochTolerance: 30 });
    if (!result.valid) return null;
    return 'timeStep' in result && typeof result.timeStep === 'number'
      ? result.timeStep
      : Math.floor(Date.now() / 30_000);
  } catch {
    return null;
  }
}

/** Accepts a code of the user's enabled (or pending) secret once: replays are refused. */
async function acceptCode(db: Db, user: UserRow, secret: string, code: string): Promise<boolean> {
  const step = await checkTotp(secret, code);
  if (step === null) return false;
  const updated = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, user.id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return updated.length > 0;
}

export async function verifyUserTotp(db: Db, user: UserRow, code: string): Promise<boolean> {
  if (!user.totpEnabled || !user.totpSecret) return false;
  return acceptCode(db, user, user.totpSecret, code);
}

export async function setupTwoFactor(
  db: Db,
  userId: string,
): Promise<{ secret: string; otpauthUri: string }> {
  const user = await findUserById(db, userId);
  if (!user) throw fail('UNAUTHORIZED', 'Sign in to continue.');
  if (user.totpEnabled) throw fail('TWO_FACTOR_ALREADY_ENABLED', '2FA is already enabled.');
  const secret = generateSecret();
  await db
    .update(users)
    .set({ totpPendingSecret: secret, updatedAt: new Date() })
    .where(eq(users.id, userId));
  const otpauthUri = generateURI({ issuer: TOTP_ISSUER, label: user.email, secret });
  return { secret, otpauthUri };
}

export async function enableTwoFactor(db: Db, userId: string, code: string): Promise<void> {
  const user = await findUserById(db, userId);
  if (!user) throw fail('UNAUTHORIZED', 'Sign in to continue.');
  if (user.totpEnabled) throw fail('TWO_FACTOR_ALREADY_ENABLED', '2FA is already enabled.');
  if (!user.totpPendingSecret) {
    throw fail('TWO_FACTOR_SETUP_REQUIRED', 'Start the 2FA setup first.');
  }
  if (!(await acceptCode(db, user, user.totpPendingSecret, code))) {
    throw fail('INVALID_TWO_FACTOR_CODE', 'The authenticator code is not valid.');
  }
  await db
    .update(users)
    .set({
      totpSecret: user.totpPendingSecret,
      totpPendingSecret: null,
      totpEnabled: true,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
  return;
}

export async function disableTwoFactor(db: Db, userId: string, code: string): Promise<void> {
  const user = await findUserById(db, userId);
  if (!user) throw fail('UNAUTHORIZED', 'Sign in to continue.');
  if (!user.totpEnabled) throw fail('TWO_FACTOR_NOT_ENABLED', '2FA is not enabled.');
  if (!(await verifyUserTotp(db, user, code))) {
    throw fail('INVALID_TWO_FACTOR_CODE', 'The authenticator code is not valid.');
  }
  await db
    .update(users)
    .set({ totpSecret: null, totpPendingSecret: null, totpEnabled: false, updatedAt: new Date() })
    .where(eq(users.id, userId));
  return;
}
