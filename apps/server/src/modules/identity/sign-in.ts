// Sign-in by email and password (GraphQL `login`, REST /api/auth/sign-in), with throttling per
// account and IP (throttle.ts) and, when 2FA is on, a short-lived challenge that the
// authenticator code redeems (`loginWithTwoFactor`, REST /api/auth/2fa/google/sign-in).
import { loginRules, stripSpaces, validateForm } from '@aurum/domain';
import { systemClock, type Clock } from '../../clock';
import type { Db } from '../../db/client';
import { consumeCode, findCodeOwner, issueCode } from './one-time-codes';
import { fail, failRule } from './results';
import { burnPasswordCheck, randomToken, verifyPassword } from './secrets';
import { createSession, type SessionClient } from './sessions';
import { recordAttempt, signInWait } from './throttle';
import { verifyUserTotp } from './two-factor';
import type { PlayerAccessGate } from './access-gate';
import { findUserByEmail, findUserById, normalizeEmail } from './users';
import type { UserRow } from './tables';

export const TFA_CHALLENGE_TTL_MS = 5 * 60 * 1000;

export type SignInResult =
  | { kind: 'session'; token: string; userId: string }
  | { kind: 'tfa'; type: 'GOOGLE'; challenge: string };

function checkStatus(user: UserRow): void {
  if (user.status === 'BANNED') throw fail('USER_BANNED', 'This account is banned.');
  if (user.status === 'SUSPENDED') throw fail('USER_SUSPENDED', 'This account is suspended.');
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
  access?: PlayerAccessGate,
): Promise<SignInResult> {
  const email = stripSpaces(input.email);
  const errors = validateForm({ email, password: input.password ?? '' }, loginRules);
  if (errors.email) throw failRule('email', errors.email, 'Enter a valid email.');
  if (errors.password) throw failRule('password', errors.password, 'Enter the password.');

  const account = normalizeEmail(email);
  const ip = client.ip ?? 'unknown';
  const wait = await signInWait(db, account, ip, clock.now());
  if (wait > 0) throw tooSoon(wait);

  const user = await findUserByEmail(db, email);
  const valid = user
    ? await verifyPassword(user.passwordHash, input.password)
    : (await burnPasswordCheck(input.password), false);
  if (!user || !valid) {
    await recordAttempt(db, { account, ip, success: false }, clock.now());
    throw fail('INVALID_CREDENTIALS', 'The email or password is incorrect.');
  }
  checkStatus(user);
  // responsible gaming: a time-out, self-exclusion or closure refuses (with its end)
  await access?.beforeSignIn(db, user.id, clock.now());

  if (user.totpEnabled) {
    const challenge = randomToken();
    await issueCode(db, {
      userId: user.id,
      kind: 'TFA_CHALLENGE',
      code: challenge,
      ttlMs: TFA_CHALLENGE_TTL_MS,
    });
    return { kind: 'tfa', type: 'GOOGLE', challenge };
  }
  await recordAttempt(db, { account, ip, success: true }, clock.now());
  const session = await createSession(db, user.id, client);
  await access?.sessionStarted(db, user.id, clock.now());
  return { kind: 'session', token: session.token, userId: user.id };
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
  access?: PlayerAccessGate,
): Promise<{ token: string; userId: string }> {
  const challenge = (input.challenge ?? '').trim();
  if (!challenge || challenge.length > 200) {
    throw fail('TFA_CHALLENGE_NOT_FOUND', 'Sign in again.');
  }
  const owner = await findCodeOwner(db, 'TFA_CHALLENGE', challenge);
  if (!owner) throw fail('TFA_CHALLENGE_NOT_FOUND', 'Sign in again.');
  if (owner.expired)
    throw fail('TFA_CHALLENGE_EXPIRED', 'The sign-in took too long. Sign in again.');
  const user = await findUserById(db, owner.userId);
  if (!user) throw fail('TFA_CHALLENGE_NOT_FOUND', 'Sign in again.');
  const ip = client.ip ?? 'unknown';
  const wait = await signInWait(db, user.emailNormalized, ip, clock.now());
  if (wait > 0) throw tooSoon(wait);
  checkStatus(user);
  if (!(await verifyUserTotp(db, user, input.code ?? ''))) {
    await recordAttempt(db, { account: user.emailNormalized, ip, success: false }, clock.now());
    throw fail('INVALID_TWO_FACTOR_CODE', 'The authenticator code is not valid.');
  }
  // responsible gaming: a block that started after the password step still refuses
  await access?.beforeSignIn(db, user.id, clock.now());
  const used = await consumeCode(db, { kind: 'TFA_CHALLENGE', code: challenge });
  if (used.status !== 'ok') throw fail('TFA_CHALLENGE_NOT_FOUND', 'Sign in again.');
  await recordAttempt(db, { account: user.emailNormalized, ip, success: true }, clock.now());
  const session = await createSession(db, user.id, client);
  await access?.sessionStarted(db, user.id, clock.now());
  return { token: session.token, userId: user.id };
}
