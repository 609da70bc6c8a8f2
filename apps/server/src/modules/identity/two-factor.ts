// TOTP two-factor authentication (otplib, RFC 6238: SHA-1, 6 digits, 30 s, ±1 step): setup hands
// out a pending secret and its otpauth URI (for the QR), the first valid code enables it, a code
// disables it. A code's time step is remembered so the same code never works twice.
//
// Secrets at rest: both columns (`totp_secret`, `totp_pending_secret`) hold AES-256-GCM sealed
// values (security/secret-box.ts) bound to the user's id, never the base32 secret. A value that
// does not open (its key was removed, a wrong key, tampering) fails closed with a coded
// SERVICE_UNAVAILABLE: no code is accepted and nothing is disabled.
import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import type { Db } from '../../db/client';
import {
  isCurrent,
  isSealed,
  openSecret,
  sealSecret,
  SecretUnavailableError,
  SEALED_VERSION,
  type Keyring,
} from '../../security/secret-box';
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

/** What a user's sealed TOTP values are bound to (AES-GCM additional data). */
export function totpContext(userId: string): string {
  return `aurum:totp:${userId}`;
}

/** The base32 secret of a stored (sealed) value; fails closed with SERVICE_UNAVAILABLE. */
function reveal(keyring: Keyring, userId: string, stored: string): string {
  try {
    return openSecret(keyring, stored, totpContext(userId));
  } catch (error) {
    if (!(error instanceof SecretUnavailableError)) throw error;
    throw fail(
      'SERVICE_UNAVAILABLE',
      'Two-factor authentication is unavailable right now. Try again later.',
    );
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

export async function verifyUserTotp(
  db: Db,
  keyring: Keyring,
  user: UserRow,
  code: string,
): Promise<boolean> {
  if (!user.totpEnabled || !user.totpSecret) return false;
  return acceptCode(db, user, reveal(keyring, user.id, user.totpSecret), code);
}

export async function setupTwoFactor(
  db: Db,
  keyring: Keyring,
  userId: string,
): Promise<{ secret: string; otpauthUri: string }> {
  const user = await findUserById(db, userId);
  if (!user) throw fail('UNAUTHORIZED', 'Sign in to continue.');
  if (user.totpEnabled) throw fail('TWO_FACTOR_ALREADY_ENABLED', '2FA is already enabled.');
  const secret = generateSecret();
  await db
    .update(users)
    .set({
      totpPendingSecret: sealSecret(keyring, secret, totpContext(userId)),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
  const otpauthUri = generateURI({ issuer: TOTP_ISSUER, label: user.email, secret });
  return { secret, otpauthUri };
}

export async function enableTwoFactor(
  db: Db,
  keyring: Keyring,
  userId: string,
  code: string,
): Promise<void> {
  const user = await findUserById(db, userId);
  if (!user) throw fail('UNAUTHORIZED', 'Sign in to continue.');
  if (user.totpEnabled) throw fail('TWO_FACTOR_ALREADY_ENABLED', '2FA is already enabled.');
  if (!user.totpPendingSecret) {
    throw fail('TWO_FACTOR_SETUP_REQUIRED', 'Start the 2FA setup first.');
  }
  const pending = reveal(keyring, user.id, user.totpPendingSecret);
  if (!(await acceptCode(db, user, pending, code))) {
    throw fail('INVALID_TWO_FACTOR_CODE', 'The authenticator code is not valid.');
  }
  await db
    .update(users)
    .set({
      // sealed under the same context: the pending value moves as it is
      totpSecret: user.totpPendingSecret,
      totpPendingSecret: null,
      totpEnabled: true,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
  return;
}

export async function disableTwoFactor(
  db: Db,
  keyring: Keyring,
  userId: string,
  code: string,
): Promise<void> {
  const user = await findUserById(db, userId);
  if (!user) throw fail('UNAUTHORIZED', 'Sign in to continue.');
  if (!user.totpEnabled) throw fail('TWO_FACTOR_NOT_ENABLED', '2FA is not enabled.');
  if (!(await verifyUserTotp(db, keyring, user, code))) {
    throw fail('INVALID_TWO_FACTOR_CODE', 'The authenticator code is not valid.');
  }
  await db
    .update(users)
    .set({ totpSecret: null, totpPendingSecret: null, totpEnabled: false, updatedAt: new Date() })
    .where(eq(users.id, userId));
  return;
}

export interface TotpResealReport {
  /** values sealed or re-sealed under the current key */
  resealed: number;
  /** users whose values did not open with any key of the ring (left as they are) */
  failed: string[];
}

/**
 * Seals what is not sealed under the keyring's current key: plain-text secrets (rows from before
 * encryption at rest) always; with `rotate`, also values sealed under an older key of the ring.
 * Each row is updated only if it still holds the value read (several instances may run this at
 * once, and a player may change 2FA meanwhile), so nothing is sealed twice.
 */
export async function resealTotpSecrets(
  db: Db,
  keyring: Keyring,
  options: { rotate: boolean },
): Promise<TotpResealReport> {
  const current = keyring.keys[0]!.id;
  const needsWork = (column: typeof users.totpSecret | typeof users.totpPendingSecret) =>
    options.rotate
      ? and(isNotNull(column), sql`${column} not like ${`${SEALED_VERSION}:${current}:%`}`)
      : and(isNotNull(column), sql`${column} not like ${`${SEALED_VERSION}:%`}`);
  const rows = await db
    .select({ id: users.id, secret: users.totpSecret, pending: users.totpPendingSecret })
    .from(users)
    .where(or(needsWork(users.totpSecret), needsWork(users.totpPendingSecret)));
  const report: TotpResealReport = { resealed: 0, failed: [] };
  for (const row of rows) {
    const context = totpContext(row.id);
    const reseal = (stored: string | null): string | null => {
      if (stored === null) return null;
      if (isSealed(stored)) {
        if (!options.rotate || isCurrent(keyring, stored)) return stored;
        return sealSecret(keyring, openSecret(keyring, stored, context), context);
      }
      return sealSecret(keyring, stored, context);
    };
    let secret: string | null;
    let pending: string | null;
    try {
      secret = reseal(row.secret);
      pending = reseal(row.pending);
    } catch (error) {
      if (!(error instanceof SecretUnavailableError)) throw error;
      report.failed.push(row.id);
      continue;
    }
    const updated = await db
      .update(users)
      .set({ totpSecret: secret, totpPendingSecret: pending })
      .where(
        and(
          eq(users.id, row.id),
          row.secret === null ? isNull(users.totpSecret) : eq(users.totpSecret, row.secret),
          row.pending === null
            ? isNull(users.totpPendingSecret)
            : eq(users.totpPendingSecret, row.pending),
        ),
      )
      .returning({ id: users.id });
    if (updated.length > 0) {
      report.resealed += Number(secret !== row.secret) + Number(pending !== row.pending);
    }
  }
  return report;
}
