import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/harness';
import { registerTestUser } from '../../test/users';
import { loginAttempts, oneTimeCodes, users } from './tables';
import {
  ACTION_FIELDS,
  auth,
  LOGIN,
  outbox,
  waitForMail,
  type ActionData,
  type LoginData,
} from './test-helpers';
import { delayAfterFailures, THROTTLE } from './throttle';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

describe('sign-in throttling', () => {
  it('grows the delay after a few failures and refuses even the right password meanwhile', async () => {
    expect([1, 4, 5, 6, 7, 14, 40].map(delayAfterFailures)).toEqual([0, 0, 1, 2, 4, 512, 900]);
    const user = await registerTestUser(server);
    for (let i = 0; i < 5; i += 1) {
      const res = await server.gql<LoginData>(LOGIN, {
        input: { username: user.email, password: `wrong-${i}` },
      });
      expect(res.data!.login.code).toBe('INVALID_CREDENTIALS');
    }
    const throttled = await server.gql<LoginData>(LOGIN, {
      input: { username: user.email, password: user.password },
    });
    expect(throttled.data!.login).toMatchObject({
      __typename: 'LoginError',
      code: 'TRY_AGAIN_LATER',
    });
    expect(throttled.data!.login.retryAfterSeconds).toBeGreaterThanOrEqual(1);

    const rest = await server.rest<{
      error: { code: string; details: { retryAfterSeconds: number } };
    }>('POST', '/api/auth/sign-in', { email: user.email, password: user.password });
    expect(rest.status).toBe(429);
    expect(rest.body.error.code).toBe('TRY_AGAIN_LATER');
    expect(rest.headers['retry-after']).toBeDefined();

    // once the delay (1 s) has passed on the app's clock, the right password works and resets the
    // count
    server.clock.advance(1_000);
    const ok = await server.gql<LoginData>(LOGIN, {
      input: { username: user.email, password: user.password },
    });
    expect(ok.data!.login.__typename).toBe('LoginSuccess');
    const wrongAgain = await server.gql<LoginData>(LOGIN, {
      input: { username: user.email, password: 'wrong' },
    });
    expect(wrongAgain.data!.login.code).toBe('INVALID_CREDENTIALS');
  });

  it('locks an account for the hour after 100 failures', async () => {
    const user = await registerTestUser(server);
    const account = user.email.toLowerCase();
    const at = new Date(Date.now() - 30 * 60 * 1000);
    await server.db.insert(loginAttempts).values(
      Array.from({ length: THROTTLE.maxAccountFailures }, () => ({
        account,
        ip: '203.0.113.9',
        success: false,
        at,
      })),
    );
    const res = await server.gql<LoginData>(LOGIN, {
      input: { username: user.email, password: user.password },
    });
    expect(res.data!.login.code).toBe('TRY_AGAIN_LATER');
    expect(res.data!.login.retryAfterSeconds).toBeGreaterThan(29 * 60);
    expect(res.data!.login.retryAfterSeconds).toBeLessThanOrEqual(30 * 60);
  });

  it('limits failures per IP across accounts', async () => {
    const proxied = await createTestServer({ env: { TRUST_PROXY: '1' } });
    try {
      const ip = `198.51.100.${Math.floor(Math.random() * 200) + 1}`;
      await proxied.db.insert(loginAttempts).values(
        Array.from({ length: THROTTLE.maxIpFailures }, (_, i) => ({
          account: `victim-${i}-${randomUUID()}@example.com`,
          ip,
          success: false,
        })),
      );
      const user = await registerTestUser(proxied);
      const blocked = await proxied.gql<LoginData>(
        LOGIN,
        { input: { username: user.email, password: user.password } },
        { headers: { 'x-forwarded-for': ip } },
      );
      expect(blocked.data!.login.code).toBe('TRY_AGAIN_LATER');
      const elsewhere = await proxied.gql<LoginData>(
        LOGIN,
        { input: { username: user.email, password: user.password } },
        { headers: { 'x-forwarded-for': '198.51.100.250' } },
      );
      expect(elsewhere.data!.login.__typename).toBe('LoginSuccess');
    } finally {
      await proxied.close();
    }
  });
});

describe('forgotten password', () => {
  const FORGOT = `mutation ResetPasswordByEmail($input: ResetPasswordByEmailInput!) {
    resetPasswordByEmail(input: $input) { ${ACTION_FIELDS} } }`;
  const RESET = `mutation ResetPasswordWithToken($password: String!, $token: String!) {
    resetPasswordWithToken(password: $password, token: $token) }`;

  it('answers the same whether or not the account exists, and mails only real accounts', async () => {
    const user = await registerTestUser(server, { language: 'ar' });
    const unknown = `ghost-${randomUUID()}@example.com`;
    const a = await server.gql<{ resetPasswordByEmail: ActionData }>(FORGOT, {
      input: { email: user.email },
    });
    const b = await server.gql<{ resetPasswordByEmail: ActionData }>(FORGOT, {
      input: { email: unknown },
    });
    expect(a.status).toBe(b.status);
    expect(a.data).toEqual(b.data);
    expect(a.data!.resetPasswordByEmail).toEqual({ __typename: 'ActionSuccess', ok: true });
    const mail = await waitForMail(server, user.email, 'password-reset');
    expect(mail.subject).toBe('إعادة تعيين كلمة المرور');
    expect(mail.html).toContain('dir="rtl"');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await outbox(server, unknown)).toEqual([]);

    const invalid = await server.gql<{ resetPasswordByEmail: ActionData }>(FORGOT, {
      input: { email: 'nope' },
    });
    expect(invalid.data!.resetPasswordByEmail.code).toBe('EMAIL');
  });

  it('resets with the mailed token once; used, unknown and expired tokens give false', async () => {
    const user = await registerTestUser(server);
    const other = await registerTestUser(server);
    await server.gql(FORGOT, { input: { email: user.email } });
    const mail = await waitForMail(server, user.email, 'password-reset');
    const link = /(\S+\/reset-password\?token=([A-Za-z0-9_-]+)&type=recovery-mail)/.exec(mail.text);
    expect(link?.[1]?.startsWith(`${server.config.publicUrl}/reset-password?token=`)).toBe(true);
    const token = link![2]!;

    const weak = await server.gql(RESET, { password: 'weak', token });
    expect(weak.errors?.[0]?.extensions?.code).toBe('PASSWORD.LENGTH');
    const ok = await server.gql<{ resetPasswordWithToken: boolean }>(RESET, {
      password: 'Reset#Pass1',
      token,
    });
    expect(ok.data!.resetPasswordWithToken).toBe(true);
    const reused = await server.gql<{ resetPasswordWithToken: boolean }>(RESET, {
      password: 'Reset#Pass2',
      token,
    });
    expect(reused.data!.resetPasswordWithToken).toBe(false);
    const unknown = await server.gql<{ resetPasswordWithToken: boolean }>(RESET, {
      password: 'Reset#Pass2',
      token: 'x'.repeat(43),
    });
    expect(unknown.data!.resetPasswordWithToken).toBe(false);

    // every session of the account ended; the new password signs in
    const old = await server.gql(
      'query CurrentUser { currentUser { id } }',
      undefined,
      auth(user.token),
    );
    expect(old.errors?.[0]?.extensions?.code).toBe('UNAUTHORIZED');
    const login = await server.gql<LoginData>(LOGIN, {
      input: { username: user.email, password: 'Reset#Pass1' },
    });
    expect(login.data!.login.__typename).toBe('LoginSuccess');

    // expired
    await server.gql(FORGOT, { input: { email: other.email } });
    const otherMail = await waitForMail(server, other.email, 'password-reset');
    const otherToken = /token=([A-Za-z0-9_-]+)/.exec(otherMail.text)![1]!;
    await server.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.userId, other.userId));
    const expired = await server.gql<{ resetPasswordWithToken: boolean }>(RESET, {
      password: 'Reset#Pass1',
      token: otherToken,
    });
    expect(expired.data!.resetPasswordWithToken).toBe(false);
  });
});

describe('email confirmation codes for signed-in players', () => {
  const SEND = `mutation SendEmailConfirmationOtp { sendEmailConfirmationOtp { ${ACTION_FIELDS} } }`;
  const RESEND = `mutation ResendEmailConfirmationOtp { resendEmailConfirmationOtp { ${ACTION_FIELDS} } }`;
  const VERIFY = `mutation VerifyEmailConfirmationOtp($code: String!) { verifyEmailConfirmationOtp(code: $code) { ${ACTION_FIELDS} } }`;
  const CONFIRM = `mutation ConfirmUserEmail($input: ConfirmUserEmailInput!) { confirmUserEmail(input: $input) { ${ACTION_FIELDS} } }`;

  it('sends a code, enforces the 1-minute resend cooldown and verifies the code once', async () => {
    const user = await registerTestUser(server, { language: 'kk' });
    const sent = await server.gql<{ sendEmailConfirmationOtp: ActionData }>(
      SEND,
      undefined,
      auth(user.token),
    );
    expect(sent.data!.sendEmailConfirmationOtp).toEqual({ __typename: 'ActionSuccess', ok: true });
    const resend = await server.gql<{ resendEmailConfirmationOtp: ActionData }>(
      RESEND,
      undefined,
      auth(user.token),
    );
    expect(resend.data!.resendEmailConfirmationOtp.code).toBe('TRY_AGAIN_LATER');
    expect(resend.data!.resendEmailConfirmationOtp.retryAfterSeconds).toBeGreaterThan(50);

    const mail = await waitForMail(server, user.email, 'email-confirmation-otp');
    expect(mail.subject).toBe('Электрондық поштаны растау коды');
    const code = /otpCode=(\d{6})/.exec(mail.text)![1]!;
    expect(mail.html).toContain(code);

    const wrong = await server.gql<{ verifyEmailConfirmationOtp: ActionData }>(
      VERIFY,
      { code: code === '000000' ? '111111' : '000000' },
      auth(user.token),
    );
    expect(wrong.data!.verifyEmailConfirmationOtp.code).toBe('OTP_CODE_NOT_FOUND');
    const ok = await server.gql<{ verifyEmailConfirmationOtp: ActionData }>(
      VERIFY,
      { code },
      auth(user.token),
    );
    expect(ok.data!.verifyEmailConfirmationOtp).toEqual({ __typename: 'ActionSuccess', ok: true });
    const again = await server.gql<{ verifyEmailConfirmationOtp: ActionData }>(
      VERIFY,
      { code },
      auth(user.token),
    );
    expect(again.data!.verifyEmailConfirmationOtp.code).toBe('OTP_CODE_NOT_FOUND');
    const done = await server.gql<{ sendEmailConfirmationOtp: ActionData }>(
      SEND,
      undefined,
      auth(user.token),
    );
    expect(done.data!.sendEmailConfirmationOtp.code).toBe('EMAIL_ALREADY_CONFIRMED');

    // after the cooldown a new code may be sent (moved back in time rather than waited for)
    const fresh = await registerTestUser(server);
    await server.gql(SEND, undefined, auth(fresh.token));
    await server.db
      .update(oneTimeCodes)
      .set({ createdAt: new Date(Date.now() - 61_000) })
      .where(eq(oneTimeCodes.userId, fresh.userId));
    const later = await server.gql<{ resendEmailConfirmationOtp: ActionData }>(
      RESEND,
      undefined,
      auth(fresh.token),
    );
    expect(later.data!.resendEmailConfirmationOtp.__typename).toBe('ActionSuccess');
  });

  it('reports expired codes and links, and stops guessing after 5 wrong codes', async () => {
    const user = await registerTestUser(server);
    const link = await waitForMail(server, user.email, 'email-confirmation-link');
    const linkCode = /emailConfirmationCode=([A-Za-z0-9_-]+)/.exec(link.text)![1]!;
    await server.gql(SEND, undefined, auth(user.token));
    const otp = /otpCode=(\d{6})/.exec(
      (await waitForMail(server, user.email, 'email-confirmation-otp')).text,
    )![1]!;
    await server.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.userId, user.userId));
    const expiredOtp = await server.gql<{ verifyEmailConfirmationOtp: ActionData }>(
      VERIFY,
      { code: otp },
      auth(user.token),
    );
    expect(expiredOtp.data!.verifyEmailConfirmationOtp.code).toBe('OTP_CODE_EXPIRED');
    const expiredLink = await server.gql<{ confirmUserEmail: ActionData }>(CONFIRM, {
      input: { code: linkCode },
    });
    expect(expiredLink.data!.confirmUserEmail.code).toBe('CONFIRMATION_CODE_EXPIRED');
    const unknownLink = await server.gql<{ confirmUserEmail: ActionData }>(CONFIRM, {
      input: { code: 'nope' },
    });
    expect(unknownLink.data!.confirmUserEmail.code).toBe('CONFIRMATION_CODE_NOT_FOUND');

    for (let i = 0; i < 4; i += 1) {
      const res = await server.gql<{ verifyEmailConfirmationOtp: ActionData }>(
        VERIFY,
        { code: '12345x' },
        auth(user.token),
      );
      expect(res.data!.verifyEmailConfirmationOtp.code).toBe('OTP_CODE_NOT_FOUND');
    }
    const blocked = await server.gql<{ verifyEmailConfirmationOtp: ActionData }>(
      VERIFY,
      { code: otp },
      auth(user.token),
    );
    expect(blocked.data!.verifyEmailConfirmationOtp.code).toBe('TRY_AGAIN_LATER');
  });

  it('needs a session for the signed-in flow', async () => {
    const res = await server.gql(SEND);
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHORIZED');
  });
});

describe('two-factor authentication', () => {
  const SETUP = `mutation TwoFactorSetup { twoFactorSetup { __typename
    ... on TwoFactorSetup { secret otpauthUri } ... on IdentityError { code } } }`;
  const ENABLE = `mutation TwoFactorEnable($code: String!) { twoFactorEnable(code: $code) { ${ACTION_FIELDS} } }`;
  const DISABLE = `mutation TwoFactorDisable($code: String!) { twoFactorDisable(code: $code) { ${ACTION_FIELDS} } }`;
  const LOGIN_2FA = `mutation LoginWithTwoFactor($challenge: String!, $code: String!) {
    loginWithTwoFactor(challenge: $challenge, code: $code) { __typename
      ... on LoginSuccess { token } ... on LoginError { code } } }`;

  /** Clears the replay guard so the next code of the same 30 s step is accepted in the test. */
  async function forgetLastStep(userId: string) {
    await server.db.update(users).set({ totpLastStep: null }).where(eq(users.id, userId));
  }

  it('enables 2FA with a code, then signs in over REST and GraphQL with a challenge, then disables it', async () => {
    const user = await registerTestUser(server);
    const setup = await server.gql<{
      twoFactorSetup: { __typename: string; secret: string; otpauthUri: string };
    }>(SETUP, undefined, auth(user.token));
    const { secret, otpauthUri } = setup.data!.twoFactorSetup;
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/Aurum:/);
    expect(otpauthUri).toContain(`secret=${secret}`);

    const wrong = await server.gql<{ twoFactorEnable: ActionData }>(
      ENABLE,
      { code: '000000' },
      auth(user.token),
    );
    expect(wrong.data!.twoFactorEnable.code).toBe('INVALID_TWO_FACTOR_CODE');
    const code = await generate({ secret });
    const enabled = await server.gql<{ twoFactorEnable: ActionData }>(
      ENABLE,
      { code },
      auth(user.token),
    );
    expect(enabled.data!.twoFactorEnable.__typename).toBe('ActionSuccess');
    const me = await server.gql<{ currentUser: { twoFactorEnabled: boolean } }>(
      'query CurrentUser { currentUser { twoFactorEnabled } }',
      undefined,
      auth(user.token),
    );
    expect(me.data!.currentUser.twoFactorEnabled).toBe(true);

    // REST: the password step answers a challenge, not a session
    const first = await server.rest<{
      response: { tfa: { type: string; challenge: string }; token?: string };
    }>('POST', '/api/auth/sign-in', { email: user.email, password: user.password });
    expect(first.status).toBe(200);
    expect(first.body.response.token).toBeUndefined();
    expect(first.body.response.tfa.type).toBe('GOOGLE');
    const challenge = first.body.response.tfa.challenge;

    const badCode = await server.rest<{ error: { code: string } }>(
      'POST',
      '/api/auth/2fa/google/sign-in',
      { authenticatorCode: '000000', challenge },
    );
    expect(badCode.status).toBe(401);
    expect(badCode.body.error.code).toBe('INVALID_TWO_FACTOR_CODE');
    // the same code that enabled 2FA is refused as a replay within its time step
    const replay = await server.rest<{ error: { code: string } }>(
      'POST',
      '/api/auth/2fa/google/sign-in',
      { authenticatorCode: code },
      { 'x-tfa-challenge': challenge },
    );
    expect(replay.body.error.code).toBe('INVALID_TWO_FACTOR_CODE');
    await forgetLastStep(user.userId);
    const second = await server.rest<{ response: { token: string; user: { id: string } } }>(
      'POST',
      '/api/auth/2fa/google/sign-in',
      { authenticatorCode: await generate({ secret }) },
      { 'x-tfa-challenge': challenge },
    );
    expect(second.status).toBe(200);
    expect(second.body.response.user.id).toBe(user.userId);
    const viaRest = await server.rest(
      'GET',
      '/api/users/me',
      undefined,
      auth(second.body.response.token).headers,
    );
    expect(viaRest.status).toBe(200);
    const spent = await server.rest<{ error: { code: string } }>(
      'POST',
      '/api/auth/2fa/google/sign-in',
      { authenticatorCode: await generate({ secret }), challenge },
    );
    expect(spent.body.error.code).toBe('TFA_CHALLENGE_NOT_FOUND');

    // GraphQL: login → LoginTwoFactorRequired → loginWithTwoFactor
    const login = await server.gql<LoginData>(LOGIN, {
      input: { username: user.email, password: user.password },
    });
    expect(login.data!.login).toMatchObject({
      __typename: 'LoginTwoFactorRequired',
      type: 'GOOGLE',
    });
    await forgetLastStep(user.userId);
    const redeemed = await server.gql<{
      loginWithTwoFactor: { __typename: string; token?: string };
    }>(LOGIN_2FA, {
      challenge: login.data!.login.challenge!,
      code: await generate({ secret }),
    });
    expect(redeemed.data!.loginWithTwoFactor.__typename).toBe('LoginSuccess');

    // expired challenge
    const late = await server.gql<LoginData>(LOGIN, {
      input: { username: user.email, password: user.password },
    });
    await server.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.kind, 'TFA_CHALLENGE'));
    const expired = await server.gql<{ loginWithTwoFactor: { code?: string } }>(LOGIN_2FA, {
      challenge: late.data!.login.challenge!,
      code: await generate({ secret }),
    });
    expect(expired.data!.loginWithTwoFactor.code).toBe('TFA_CHALLENGE_EXPIRED');

    await forgetLastStep(user.userId);
    const disabled = await server.gql<{ twoFactorDisable: ActionData }>(
      DISABLE,
      { code: await generate({ secret }) },
      auth(user.token),
    );
    expect(disabled.data!.twoFactorDisable.__typename).toBe('ActionSuccess');
    const plain = await server.gql<LoginData>(LOGIN, {
      input: { username: user.email, password: user.password },
    });
    expect(plain.data!.login.__typename).toBe('LoginSuccess');
  });
});

describe('housekeeping', () => {
  it('deletes attempts older than a day and codes expired for a day', async () => {
    const { pruneIdentityRecords } = await import('./prune');
    const user = await registerTestUser(server);
    const account = `prune-${randomUUID()}@example.com`;
    const old = new Date(Date.now() - 25 * 60 * 60 * 1000);
    await server.db.insert(loginAttempts).values([
      { account, ip: '192.0.2.1', success: false, at: old },
      { account, ip: '192.0.2.1', success: false },
    ]);
    await server.db.insert(oneTimeCodes).values([
      { userId: user.userId, kind: 'PASSWORD_RESET', codeHash: randomUUID(), expiresAt: old },
      {
        userId: user.userId,
        kind: 'PASSWORD_RESET',
        codeHash: randomUUID(),
        expiresAt: new Date(Date.now() + 60_000),
      },
    ]);
    await pruneIdentityRecords(server.db);
    expect(
      await server.db.select().from(loginAttempts).where(eq(loginAttempts.account, account)),
    ).toHaveLength(1);
    const codes = await server.db
      .select()
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.userId, user.userId));
    expect(codes.filter((c) => c.kind === 'PASSWORD_RESET')).toHaveLength(1);
  });
});
