// Password change (signed in), forgot password (mail with a single-use link) and reset with
// that link's token. Every change revokes sessions: the others on a change, all on a reset.
import { email as emailRule, required, sharedPasswordRule, stripSpaces } from '@aurum/domain';
import { eq } from 'drizzle-orm';
import { sendMail } from '../mail';
import type { IdentityDeps } from './email-confirmation';
import { passwordResetMail } from './mails';
import { consumeCode, issueCode, lastIssuedWithin } from './one-time-codes';
import { fail, failRule } from './results';
import { hashPassword, randomToken, verifyPassword } from './secrets';
import { revokeOtherSessions } from './sessions';
import { users } from './tables';
import { findUserByEmail, findUserById } from './users';

export const PASSWORD_RESET_TTL_MINUTES = 60;
/** at most one reset mail per account per minute (silently: the answer stays the same) */
export const PASSWORD_RESET_MAIL_INTERVAL_MS = 60_000;

async function setPassword(deps: IdentityDeps, userId: string, password: string): Promise<void> {
  await deps.db
    .update(users)
    .set({
      passwordHash: await hashPassword(password),
      passwordChangedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}

/**
 * changeUserPassword / REST reset-password: the new password follows the shared rule (8–20,
 * upper, lower, digit, special). `oldPassword`, when given, must match (REST always gives it).
 */
export async function changePassword(
  deps: IdentityDeps,
  viewer: { userId: string; sessionId: string },
  input: { password: string; oldPassword?: string | null | undefined },
): Promise<void> {
  const user = await findUserById(deps.db, viewer.userId);
  if (!user) throw fail('UNAUTHORIZED', 'Sign in to continue.');
  const ruleError = sharedPasswordRule(input.password);
  if (ruleError) {
    throw failRule('password', ruleError, 'The new password does not meet the rules.');
  }
  if (input.oldPassword !== undefined && input.oldPassword !== null) {
    if (!(await verifyPassword(user.passwordHash, input.oldPassword))) {
      throw fail('INVALID_CREDENTIALS', 'The current password is incorrect.', {
        field: 'oldPassword',
      });
    }
  }
  await setPassword(deps, user.id, input.password);
  await revokeOtherSessions(deps.db, user.id, viewer.sessionId);
  return;
}

/**
 * resetPasswordByEmail: answers the same whether or not the account exists. The mail is composed
 * and sent after the answer, so timing does not tell either.
 */
export async function requestPasswordReset(deps: IdentityDeps, rawEmail: string): Promise<void> {
  const email = stripSpaces(rawEmail);
  const error = required(email) ?? emailRule(email);
  if (error) throw failRule('email', error, 'Enter a valid email.');
  const task = async () => {
    const user = await findUserByEmail(deps.db, email);
    if (!user || user.status === 'BANNED') return;
    const recent = await lastIssuedWithin(
      deps.db,
      user.id,
      'PASSWORD_RESET',
      PASSWORD_RESET_MAIL_INTERVAL_MS,
    );
    if (recent) return;
    const token = randomToken();
    await issueCode(deps.db, {
      userId: user.id,
      kind: 'PASSWORD_RESET',
      code: token,
      ttlMs: PASSWORD_RESET_TTL_MINUTES * 60_000,
    });
    await sendMail(
      deps,
      passwordResetMail({
        to: user.email,
        language: user.language,
        publicUrl: deps.config.publicUrl,
        token,
        ttlMinutes: PASSWORD_RESET_TTL_MINUTES,
      }),
    );
  };
  setImmediate(() => {
    task().catch((err: unknown) => deps.log.error({ err }, 'password reset mail failed'));
  });
  return;
}

/**
 * resetPasswordWithToken: true when the token was valid (unused, unexpired, issued after the
 * last password change) and the password is set; false otherwise. A password breaking the
 * shared rule is an error with its validation code (the form checks it first).
 */
export async function resetPasswordWithToken(
  deps: IdentityDeps,
  input: { token: string; password: string },
): Promise<boolean> {
  const ruleError = sharedPasswordRule(input.password);
  if (ruleError) {
    throw failRule('password', ruleError, 'The new password does not meet the rules.');
  }
  const token = (input.token ?? '').trim();
  if (!token || token.length > 200) return false;
  const used = await consumeCode(deps.db, { kind: 'PASSWORD_RESET', code: token });
  if (used.status !== 'ok') return false;
  const user = await findUserById(deps.db, used.userId);
  if (!user || user.status === 'BANNED') return false;
  if (used.createdAt.getTime() < user.passwordChangedAt.getTime()) return false;
  await setPassword(deps, user.id, input.password);
  await revokeOtherSessions(deps.db, user.id, null);
  return true;
}
