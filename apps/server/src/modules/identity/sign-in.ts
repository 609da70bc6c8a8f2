// Sign-in by email and password (GraphQL `login`, REST /api/auth/sign-in), with throttling per
// account and IP (throttle.ts) and, when 2FA is on, a short-lived challenge that the
// authenticator code redeems (`loginWithTwoFactor`, REST /api/auth/2fa/google/sign-in).
import { loginRules, stripSpaces, validateForm } from '@aurum/domain';
import { systemClock, type Clock } from '../../clock';
import type { Db } from '../../db/client';
import { consumeCode, findCodeOwner, issueCode } from './one-time-codes';
import { fail, type Outcome } from './results';
import { burnPasswordCheck, randomToken, verifyPassword } from './secrets';
import { createSession, type SessionClient } from './sessions';
import { recordAttempt, signInWait } from './throttle';
import { verifyUserTotp } from './two-factor';
import { findUserByEmail, findUserById, normalizeEmail } from './users';
import type { UserRow } from './tables';

export const TFA_CHALLENGE_TTL_MS = 5 * 60 * 1000;

export type SignInOutcome = Outcome<
  | { kind: 'session'; token: string; userId: string }
  | { kind: 'tfa'; type: 'GOOGLE'; challenge: string }
>;

function statusFailure(user: UserRow) {
  if (user.status === 'BANNED') return fail('USER_BANNED', 'This account is banned.');
  if (user.status === 'SUSPENDED') return fail('USER_SUSPENDED', 'This account is suspended.');
  return null;
}

function tooSoon(wait: number) {
  return fail('TRY_AGAIN_LATER', `Too many failed attempts. Try again in ${wait} s.`, {
    retryAfterSeconds: wait,
  });
}

export async function signIn(
  db: Db,
  input: { email: string; password: string },
  client: Required<SessionClient>,
  clock: Clock = systemClock,
): Promise<SignInOutcome> {
  const email = stripSpaces(input.email);
  const errors = validateForm({ email, password: input.password ?? '' }, loginRules);
  if (errors.email) return fail(errors.email.code, 'Enter a valid email.', { field: 'email' });
  if (errors.password)
    return fail(errors.password.code, 'Enter the password.', { field: 'password' });

  const account = normalizeEmail(email);
  const ip = client.ip ?? 'unknown';
  const wait = await signInWait(db, account, ip, clock.now());
  if (wait > 0) return tooSoon(wait);

  const user = await findUserByEmail(db, email);
  const valid = user
    ? await verifyPassword(user.passwordHash, input.password)
    : (await burnPasswordCheck(input.password), false);
  if (!user || !valid) {
    await recordAttempt(db, { account, ip, success: false }, clock.now());
    return fail('INVALID_CREDENTIALS', 'The email or password is incorrect.');
  }
  const blocked = statusFailure(user);
  if (blocked) return blocked;

  if (user.totpEnabled) {
    const challenge = randomToken();
    await issueCode(db, {
      userId: user.id,
      kind: 'TFA_CHALLENGE',
      code: challenge,
      ttlMs: TFA_CHALLENGE_TTL_MS,
    });
    return { ok: true, kind: 'tfa', type: 'GOOGLE', challenge };
  }
  await recordAttempt(db, { account, ip, success: true }, clock.now());
  const session = await createSession(db, user.id, client);
  return { ok: true, kind: 'session', token: session.token, userId: user.id };
}

/**
 * Redeems a 2FA challenge with an authenticator code. A wrong code counts as a failed sign-in of
 * the account (same throttle) and leaves the challenge usable until it expires.
 */
export async function signInWithTwoFactor(
  db: Db,
  input: { challenge: string; code: string },
  client: Required<SessionClient>,
  clock: Clock = systemClock,
): Promise<Outcome<{ token: string; userId: string }>> {
  const challenge = (input.challenge ?? '').trim();
  if (!challenge || challenge.length > 200) {
    return fail('TFA_CHALLENGE_NOT_FOUND', 'Sign in again.');
  }
  const owner = await findCodeOwner(db, 'TFA_CHALLENGE', challenge);
  if (!owner) return fail('TFA_CHALLENGE_NOT_FOUND', 'Sign in again.');
  if (owner.expired)
    return fail('TFA_CHALLENGE_EXPIRED', 'The sign-in took too long. Sign in again.');
  const user = await findUserById(db, owner.userId);
  if (!user) return fail('TFA_CHALLENGE_NOT_FOUND', 'Sign in again.');
  const ip = client.ip ?? 'unknown';
  const wait = await signInWait(db, user.emailNormalized, ip, clock.now());
  if (wait > 0) return tooSoon(wait);
  const blocked = statusFailure(user);
  if (blocked) return blocked;
  if (!(await verifyUserTotp(db, user, input.code ?? ''))) {
    await recordAttempt(db, { account: user.emailNormalized, ip, success: false }, clock.now());
    return fail('INVALID_TWO_FACTOR_CODE', 'The authenticator code is not valid.');
  }
  const used = await consumeCode(db, { kind: 'TFA_CHALLENGE', code: challenge });
  if (used.status !== 'ok') return fail('TFA_CHALLENGE_NOT_FOUND', 'Sign in again.');
  await recordAttempt(db, { account: user.emailNormalized, ip, success: true }, clock.now());
  const session = await createSession(db, user.id, client);
  return { ok: true, token: session.token, userId: user.id };
}
