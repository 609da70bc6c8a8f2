// Email confirmation: a link for visitors (sent at registration, `/?emailConfirmationCode=`),
// a 6-digit code for signed-in players (`/?otpCode=`), 1-minute resend cooldown, and the
// `email.confirmed` event after the confirming transaction commits.
import { RESEND_CONFIRMATION_COOLDOWN_MS } from '@aurum/domain';
import { and, eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { PlayerAccessGate } from './access-gate';
import { enqueueEvent } from '../../outbox/enqueue';
import type { Logger } from '../../http/logger';
import type { AppPubSub } from '../../pubsub';
import { sendMail } from '../mail';
import './events';
import { confirmationCodeMail, confirmationLinkMail } from './mails';
import { consumeCode, issueCode, lastIssuedWithin, voidCodes } from './one-time-codes';
import { fail } from './results';
import { numericCode, randomToken } from './secrets';
import { recordAttempt, recentFailures } from './throttle';
import { users, type UserRow } from './tables';
import { findUserById } from './users';

export const CONFIRMATION_LINK_TTL_HOURS = 48;
export const CONFIRMATION_OTP_TTL_MINUTES = 15;
/** wrong OTPs accepted per user within OTP_ATTEMPT_WINDOW_MS before TRY_AGAIN_LATER */
export const OTP_MAX_FAILURES = 5;
export const OTP_ATTEMPT_WINDOW_MS = 15 * 60 * 1000;

export interface IdentityDeps {
  db: Db;
  config: Config;
  log: Logger;
  pubsub: AppPubSub;
  /** responsible gaming's checks (registration of an excluded player, session start) */
  playerAccess?: PlayerAccessGate;
  clock?: Clock;
}

/** Mails the visitor link (registration). Mail failures are logged, not raised. */
export async function sendConfirmationLink(deps: IdentityDeps, user: UserRow): Promise<void> {
  const code = randomToken();
  await issueCode(deps.db, {
    userId: user.id,
    kind: 'EMAIL_CONFIRMATION_LINK',
    code,
    ttlMs: CONFIRMATION_LINK_TTL_HOURS * 3600_000,
  });
  try {
    await sendMail(
      deps,
      confirmationLinkMail({
        to: user.email,
        language: user.language,
        publicUrl: deps.config.publicUrl,
        code,
        ttlHours: CONFIRMATION_LINK_TTL_HOURS,
      }),
    );
  } catch (error) {
    deps.log.error({ err: error, userId: user.id }, 'confirmation mail failed');
  }
}

/** sendEmailConfirmationOtp and its resend: one code per minute at most (TRY_AGAIN_LATER). */
export async function sendConfirmationOtp(deps: IdentityDeps, userId: string): Promise<void> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw fail('UNAUTHORIZED', 'Sign in to continue.');
  if (user.emailConfirmed) {
    throw fail('EMAIL_ALREADY_CONFIRMED', 'The email address is already confirmed.');
  }
  const last = await lastIssuedWithin(
    deps.db,
    userId,
    'EMAIL_CONFIRMATION_OTP',
    RESEND_CONFIRMATION_COOLDOWN_MS,
  );
  if (last) {
    const retryAfterSeconds = Math.max(
      1,
      Math.ceil((last.getTime() + RESEND_CONFIRMATION_COOLDOWN_MS - Date.now()) / 1000),
    );
    throw fail('TRY_AGAIN_LATER', 'A code was sent less than a minute ago.', {
      retryAfterSeconds,
    });
  }
  const code = numericCode(6);
  await issueCode(deps.db, {
    userId,
    kind: 'EMAIL_CONFIRMATION_OTP',
    code,
    ttlMs: CONFIRMATION_OTP_TTL_MINUTES * 60_000,
  });
  await sendMail(
    deps,
    confirmationCodeMail({
      to: user.email,
      language: user.language,
      publicUrl: deps.config.publicUrl,
      code,
      ttlMinutes: CONFIRMATION_OTP_TTL_MINUTES,
    }),
  );
  return;
}

async function markConfirmed(deps: IdentityDeps, userId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ emailConfirmed: true, updatedAt: new Date() })
      .where(and(eq(users.id, userId)));
    await voidCodes(tx, userId, ['EMAIL_CONFIRMATION_LINK', 'EMAIL_CONFIRMATION_OTP']);
    await enqueueEvent(tx, 'email.confirmed', { userId });
  });
}

/** confirmUserEmail: the visitor link's code. */
export async function confirmEmailByCode(deps: IdentityDeps, code: string): Promise<void> {
  const trimmed = code.trim();
  if (!trimmed || trimmed.length > 200) {
    throw fail('CONFIRMATION_CODE_NOT_FOUND', 'The confirmation link is invalid.');
  }
  const result = await consumeCode(deps.db, { kind: 'EMAIL_CONFIRMATION_LINK', code: trimmed });
  if (result.status === 'not_found') {
    throw fail('CONFIRMATION_CODE_NOT_FOUND', 'The confirmation link is invalid.');
  }
  if (result.status === 'expired') {
    throw fail('CONFIRMATION_CODE_EXPIRED', 'The confirmation link has expired.');
  }
  await markConfirmed(deps, result.userId);
  return;
}

/** verifyEmailConfirmationOtp: the signed-in player's 6-digit code. */
export async function confirmEmailByOtp(
  deps: IdentityDeps,
  userId: string,
  code: string,
): Promise<void> {
  const key = `otp:${userId}`;
  const failures = await recentFailures(deps.db, { account: key, windowMs: OTP_ATTEMPT_WINDOW_MS });
  if (failures.count >= OTP_MAX_FAILURES) {
    const retryAfterSeconds = Math.max(
      1,
      Math.ceil(
        ((failures.oldest?.getTime() ?? Date.now()) + OTP_ATTEMPT_WINDOW_MS - Date.now()) / 1000,
      ),
    );
    throw fail('TRY_AGAIN_LATER', 'Too many wrong codes. Try again later.', { retryAfterSeconds });
  }
  const trimmed = code.replace(/\s+/g, '');
  const result = /^\d{6}$/.test(trimmed)
    ? await consumeCode(deps.db, { kind: 'EMAIL_CONFIRMATION_OTP', code: trimmed, userId })
    : ({ status: 'not_found' } as const);
  if (result.status !== 'ok') {
    await recordAttempt(deps.db, { account: key, ip: '-', success: false });
  }
  if (result.status === 'not_found') throw fail('OTP_CODE_NOT_FOUND', 'The code is invalid.');
  if (result.status === 'expired') throw fail('OTP_CODE_EXPIRED', 'The code has expired.');
  await markConfirmed(deps, userId);
  return;
}
