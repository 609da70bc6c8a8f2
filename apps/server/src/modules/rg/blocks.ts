// Time-out, self-exclusion and closure; the return after one; the sign-in and registration
// checks; the session time limit. A block takes effect at once: the player's row is locked and
// updated and every session revoked in one transaction; then the player's sockets are closed on
// every instance and the effects in other modules run (AppDeps.blockEffects). No function here shortens or lifts a block: a
// new block only replaces one that ends sooner, and nothing else writes `block_until`.
import { createHash } from 'node:crypto';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { AppPubSub } from '../../pubsub';
import {
  findUserByEmail,
  findUserById,
  revokeOtherSessions,
  revokeSession,
  verifiedIdentityOf,
  verifyPassword,
  type PersonIdentity,
} from '../identity';
import { CLOSE_RG_BLOCKED, CLOSE_RG_SESSION_LIMIT } from './events';
import './events';
import { recordHistory } from './history';
import { listLimits } from './limits';
import {
  INDEFINITE_MINIMUM_MONTHS,
  blockInForce,
  blockRefusal,
  lockPlayer,
  playerRow,
  rgError,
  type BlockKind,
} from './state';
import { rgExcludedIdentities, rgLimits, rgPlayers, type RgPlayerRow } from './tables';

export const TIME_OUT_MS = {
  HOURS_24: 24 * 3600_000,
  DAYS_7: 7 * 24 * 3600_000,
  WEEKS_6: 42 * 24 * 3600_000,
} as const;
export type TimeOutDuration = keyof typeof TIME_OUT_MS;
export type ExclusionDuration = 'MONTHS_6' | 'YEARS_1' | 'YEARS_2' | 'YEARS_5' | 'INDEFINITE';
export const CLOSURE_REASONS = [
  'NOT_INTERESTED',
  'TOO_MUCH_TIME',
  'TOO_MUCH_MONEY',
  'UNHAPPY_WITH_SERVICE',
  'OTHER',
] as const;

const RETURN_WAIT_MS = 24 * 3600_000;
const RETURN_WAIT_INDEFINITE_MS = 7 * 24 * 3600_000;

/** The end of a self-exclusion starting at `now` (calendar months/years, UTC), null: indefinite. */
export function exclusionEnd(duration: ExclusionDuration, now: Date): Date | null {
  const end = new Date(now);
  switch (duration) {
    case 'MONTHS_6':
      end.setUTCMonth(end.getUTCMonth() + 6);
      return end;
    case 'YEARS_1':
    case 'YEARS_2':
    case 'YEARS_5':
      end.setUTCFullYear(end.getUTCFullYear() + Number(duration.slice(6)));
      return end;
    case 'INDEFINITE':
      return null;
    default:
      throw new AppError('VALIDATION_ERROR', { message: 'Unknown duration.' });
  }
}

export interface RgDeps {
  db: Db;
  pubsub: AppPubSub;
}

/** The keys identifying a player across accounts (docs/rg-server-notes.md). */
export function identityKeys(input: {
  email?: string | null;
  phone?: string | null;
  identity?: PersonIdentity | null;
}): string[] {
  const keys: string[] = [];
  if (input.email) keys.push(`email:${canonicalEmail(input.email)}`);
  const digits = (input.phone ?? '').replace(/\D/g, '');
  if (digits.length >= 6) keys.push(`phone:${digits}`);
  if (input.identity) {
    const { firstName, lastName, birthDate } = input.identity;
    const text = [firstName, lastName].map(normalName).join('|');
    keys.push(
      `identity:${createHash('sha256')
        .update(`${text}|${birthDate.trim().slice(0, 10)}`)
        .digest('hex')}`,
    );
  }
  return keys;
}

/**
 * A name as one key: Unicode-compatible form, accents dropped, lower case, only letters and
 * digits ("José-María  O'Neil" and "jose maria oneil" are the same person).
 */
export function normalName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** Lower case, no `+tag`, and for Gmail no dots and one domain: the same mailbox, one key. */
export function canonicalEmail(email: string): string {
  const clean = email.replace(/\s+/g, '').toLowerCase();
  const at = clean.lastIndexOf('@');
  if (at < 0) return clean;
  let local = clean.slice(0, at).split('+')[0]!;
  let domain = clean.slice(at + 1);
  if (domain === 'googlemail.com') domain = 'gmail.com';
  if (domain === 'gmail.com') local = local.replace(/\./g, '');
  return `${local}@${domain}`;
}

function publishClose(pubsub: AppPubSub, userId: string, code: number, reason: string) {
  pubsub.publish('rg.close-sockets', { userId, code, reason });
}

export interface BlockInput {
  userId: string;
  kind: BlockKind;
  /** null: indefinite exclusion or closure */
  until: Date | null;
  /** the duration code or the closure reason */
  reason: string;
  comment?: string | null;
  now: Date;
  actor?: string;
}

/** Blocks the account at once (see the file's head). Returns the row now in force. */
export async function blockPlayer(deps: RgDeps, input: BlockInput): Promise<RgPlayerRow> {
  const { userId, kind, until, now } = input;
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError('USER_NOT_FOUND', { message: 'Unknown player.' });
  const identity = kind === 'SELF_EXCLUSION' ? await verifiedIdentityOf(deps.db, userId) : null;
  const row = await deps.db.transaction(async (tx) => {
    const player = await lockPlayer(tx, userId);
    if (blockInForce(player, now) && player.blockKind !== 'CLOSED') {
      const current = player.blockUntil;
      // never shorten: a block in force that ends later (or never) stays
      if (current === null || (until !== null && current >= until) || kind === 'CLOSED') {
        throw blockRefusal(player, now)!;
      }
    }
    const [updated] = await tx
      .update(rgPlayers)
      .set({
        blockKind: kind,
        blockSince: now,
        blockUntil: until,
        blockReason: input.reason,
        blockComment: input.comment ?? null,
        returnAvailableAt: null,
        updatedAt: now,
      })
      .where(eq(rgPlayers.userId, userId))
      .returning();
    await recordHistory(tx, {
      userId,
      at: now,
      actor: input.actor ?? 'player',
      action: kind === 'TIME_OUT' ? 'TIME_OUT' : kind === 'CLOSED' ? 'CLOSURE' : 'SELF_EXCLUSION',
      oldValue: player.blockKind
        ? `${player.blockKind}:${player.blockUntil?.toISOString() ?? 'INDEFINITE'}`
        : null,
      newValue: `${kind}:${until?.toISOString() ?? (kind === 'CLOSED' ? input.reason : 'INDEFINITE')}`,
      details: { reason: input.reason, comment: input.comment ?? null },
    });
    if (kind === 'SELF_EXCLUSION') {
      const keys = identityKeys({ email: user.email, phone: user.phone, identity });
      if (keys.length > 0) {
        await tx
          .insert(rgExcludedIdentities)
          .values(keys.map((key) => ({ key, userId, createdAt: now })))
          .onConflictDoNothing();
      }
    }
    await revokeOtherSessions(tx, userId, null);
    return updated!;
  });
  publishClose(
    deps.pubsub,
    userId,
    CLOSE_RG_BLOCKED,
    kind === 'TIME_OUT'
      ? 'RG_TIME_OUT'
      : kind === 'CLOSED'
        ? 'RG_ACCOUNT_CLOSED'
        : 'RG_SELF_EXCLUDED',
  );
  return row;
}

/** Checks the account password of a signed-in player (time-out, exclusion, closure confirm it). */
export async function checkPassword(db: Db, userId: string, password: string): Promise<void> {
  const user = await findUserById(db, userId);
  if (!user || !(await verifyPassword(user.passwordHash, password ?? ''))) {
    throw new AppError('INVALID_CREDENTIALS', { message: 'The password is incorrect.' });
  }
}

/**
 * A return after a block ended (a closure: any time). The account opens 24 hours later (7 days
 * after an indefinite exclusion — which never ends by itself, so it can only be asked for once an
 * operator-independent end exists; see docs). Asked without a session.
 */
export async function requestReturn(
  db: Db,
  input: { email: string; password: string; now: Date },
): Promise<Date> {
  const user = await findUserByEmail(db, input.email ?? '');
  if (!user || !(await verifyPassword(user.passwordHash, input.password ?? ''))) {
    throw new AppError('INVALID_CREDENTIALS', { message: 'The email or password is incorrect.' });
  }
  const { now } = input;
  return db.transaction(async (tx) => {
    const player = await lockPlayer(tx, user.id);
    if (!player.blockKind) {
      throw rgError('RG_NOTHING_TO_RETURN_FROM', 'There is nothing to return from.');
    }
    if (player.returnAvailableAt) return player.returnAvailableAt;
    if (player.blockKind !== 'CLOSED' && player.blockUntil === null) {
      const earliest = new Date(player.blockSince!);
      earliest.setUTCMonth(earliest.getUTCMonth() + INDEFINITE_MINIMUM_MONTHS);
      if (earliest > now) throw blockRefusal(player, now)!;
    } else if (player.blockKind !== 'CLOSED' && blockInForce(player, now)) {
      throw blockRefusal(player, now)!;
    }
    const wait = player.blockReason === 'INDEFINITE' ? RETURN_WAIT_INDEFINITE_MS : RETURN_WAIT_MS;
    const at = new Date(now.getTime() + wait);
    await tx
      .update(rgPlayers)
      .set({ returnAvailableAt: at, updatedAt: now })
      .where(eq(rgPlayers.userId, user.id));
    await recordHistory(tx, {
      userId: user.id,
      at: now,
      actor: 'player',
      action: 'RETURN_REQUESTED',
      oldValue: player.blockKind,
      newValue: at.toISOString(),
    });
    return at;
  });
}

/**
 * The sign-in check (GraphQL, REST, the 2FA step): a block in force or a return not yet due
 * refuses; a block whose return is due is cleared now (the account is open again).
 */
export async function beforeSignIn(db: Db, userId: string, now: Date): Promise<void> {
  const player = await playerRow(db, userId);
  if (!player.blockKind) return;
  const refusal = blockRefusal(player, now);
  if (refusal) throw refusal;
  await db.transaction(async (tx) => {
    const locked = await lockPlayer(tx, userId);
    if (!locked.blockKind || blockRefusal(locked, now)) return;
    await tx
      .update(rgPlayers)
      .set({
        blockKind: null,
        blockSince: null,
        blockUntil: null,
        blockReason: null,
        blockComment: null,
        returnAvailableAt: null,
        updatedAt: now,
      })
      .where(eq(rgPlayers.userId, userId));
    await recordHistory(tx, {
      userId,
      at: now,
      actor: 'system',
      action: 'RETURNED',
      oldValue: locked.blockKind,
    });
  });
}

/** A session was made: the session limit and the reality check count from now. */
export async function sessionStarted(db: Db, userId: string, now: Date): Promise<void> {
  await playerRow(db, userId);
  await db
    .update(rgPlayers)
    .set({ sessionStartedAt: now, realityCheckAnchor: now, updatedAt: now })
    .where(eq(rgPlayers.userId, userId));
}

/**
 * Registration, a phone change, a profile's name and birth date or a KYC verification with an
 * excluded player's email, phone or verified identity is refused (`userId`: the account asking,
 * whose own keys do not count).
 */
export async function beforeRegistration(
  db: Db,
  input: {
    email?: string | null;
    phone?: string | null;
    identity?: PersonIdentity | null;
    userId?: string;
  },
  now: Date,
): Promise<void> {
  const keys = identityKeys(input);
  if (keys.length === 0) return;
  const owners = (
    await db
      .select({ userId: rgExcludedIdentities.userId })
      .from(rgExcludedIdentities)
      .where(inArray(rgExcludedIdentities.key, keys))
  ).filter((o) => o.userId !== input.userId);
  if (owners.length === 0) return;
  const rows = await db
    .select()
    .from(rgPlayers)
    .where(
      and(
        inArray(
          rgPlayers.userId,
          owners.map((o) => o.userId),
        ),
        isNotNull(rgPlayers.blockKind),
      ),
    );
  if (rows.some((r) => r.blockKind === 'SELF_EXCLUSION' && blockRefusal(r, now))) {
    throw new AppError('RG_SELF_EXCLUDED', {
      message: 'Registration is not possible: this person is self-excluded.',
    });
  }
}

/**
 * A player's identity was verified (KYC): when the player is self-excluded now, the identity is
 * remembered with the exclusion's other keys (an exclusion taken before the verification).
 */
export async function identityVerified(
  db: Db,
  userId: string,
  identity: PersonIdentity,
  now: Date,
): Promise<void> {
  const [row] = await db.select().from(rgPlayers).where(eq(rgPlayers.userId, userId));
  if (row?.blockKind !== 'SELF_EXCLUSION' || !blockRefusal(row, now)) return;
  await db
    .insert(rgExcludedIdentities)
    .values(identityKeys({ identity }).map((key) => ({ key, userId, createdAt: now })))
    .onConflictDoNothing();
}

/** The session end of a player's current session under the session limit, or null. */
export async function sessionEndsAt(db: Db, userId: string): Promise<Date | null> {
  const player = await playerRow(db, userId);
  const [limit] = await db
    .select()
    .from(rgLimits)
    .where(and(eq(rgLimits.userId, userId), eq(rgLimits.type, 'SESSION')));
  if (!limit?.amount || !player.sessionStartedAt) return null;
  return new Date(player.sessionStartedAt.getTime() + Number(limit.amount) * 60_000);
}

/**
 * Ends the sessions of a player whose session time limit ran out: every session revoked, the
 * sockets closed with 4461, once per session (history SESSION_LIMIT_REACHED). True when it ended.
 */
export async function endSessionIfOver(deps: RgDeps, userId: string, now: Date): Promise<boolean> {
  const ends = await sessionEndsAt(deps.db, userId);
  if (!ends || ends > now) return false;
  const ended = await deps.db.transaction(async (tx) => {
    const player = await lockPlayer(tx, userId);
    if (!player.sessionStartedAt) return false;
    await tx
      .update(rgPlayers)
      .set({ sessionStartedAt: null, realityCheckAnchor: null, updatedAt: now })
      .where(eq(rgPlayers.userId, userId));
    await revokeOtherSessions(tx, userId, null);
    await recordHistory(tx, {
      userId,
      at: now,
      actor: 'system',
      action: 'SESSION_LIMIT_REACHED',
      limitType: 'SESSION',
      period: 'SESSION',
      newValue: ends.toISOString(),
    });
    return true;
  });
  if (ended) publishClose(deps.pubsub, userId, CLOSE_RG_SESSION_LIMIT, 'RG_SESSION_LIMIT');
  return ended;
}

/** The sweep: every player with a session limit whose session ran out. */
export async function endExpiredSessions(deps: RgDeps, now: Date): Promise<number> {
  const candidates = await deps.db
    .select({ userId: rgPlayers.userId })
    .from(rgPlayers)
    .innerJoin(rgLimits, and(eq(rgLimits.userId, rgPlayers.userId), eq(rgLimits.type, 'SESSION')))
    .where(and(isNotNull(rgPlayers.sessionStartedAt), isNotNull(rgLimits.amount)));
  let ended = 0;
  for (const { userId } of candidates) {
    if (await endSessionIfOver(deps, userId, now)) ended += 1;
  }
  return ended;
}

/**
 * Before a stake, outside its transaction: a session over its limit is ended here (revoked, sockets
 * closed) and refused with RG_SESSION_LIMIT; the guard in the transaction checks again.
 */
export async function preflightStake(deps: RgDeps, userId: string, now: Date): Promise<void> {
  const ends = await sessionEndsAt(deps.db, userId);
  if (ends && ends <= now) {
    await endSessionIfOver(deps, userId, now);
    throw rgError('RG_SESSION_LIMIT', 'Your session time limit has been reached.', {
      until: ends.toISOString(),
    });
  }
}

/** Ends the current session after the reality check's "Stop playing". */
export async function stopPlaying(db: Db, userId: string, sessionId: string, now: Date) {
  await revokeSession(db, sessionId);
  await recordHistory(db, {
    userId,
    at: now,
    actor: 'player',
    action: 'REALITY_CHECK_ANSWERED',
    newValue: 'STOP',
  });
}

/** True when the player's block is in force (marketing and bonus notices stop). */
export async function isBlocked(db: Db, userId: string, now: Date): Promise<boolean> {
  const [row] = await db.select().from(rgPlayers).where(eq(rgPlayers.userId, userId));
  return row ? blockInForce(row, now) || Boolean(row.blockKind && blockRefusal(row, now)) : false;
}

export { listLimits };

/** Refuses while the account is blocked or waits for its return (bonus activation, deposits). */
export async function assertOpen(db: Db, userId: string, now: Date): Promise<void> {
  const [row] = await db.select().from(rgPlayers).where(eq(rgPlayers.userId, userId));
  const refusal = row ? blockRefusal(row, now) : null;
  if (refusal) throw refusal;
}
