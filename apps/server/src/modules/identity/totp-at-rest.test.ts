// TOTP secrets at rest: sealed with AES-256-GCM under the configured keyring, sealed at boot when
// found in plain text, failing closed under a wrong key, re-sealed by rotation.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { generate, generateSecret } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseKeyring } from '../../security/secret-box';
import { createTestServer, TEST_TOTP_KEYRING, type TestServer } from '../../test/harness';
import { registerTestUser, type TestUser } from '../../test/users';
import { resealTotpSecrets } from './index';
import { users } from './tables';
import { ACTION_FIELDS, auth, LOGIN, type ActionData, type LoginData } from './test-helpers';

const SETUP = `mutation TwoFactorSetup { twoFactorSetup { __typename
  ... on TwoFactorSetup { secret otpauthUri } ... on IdentityError { code } } }`;
const ENABLE = `mutation TwoFactorEnable($code: String!) { twoFactorEnable(code: $code) { ${ACTION_FIELDS} } }`;
const LOGIN_2FA = `mutation LoginWithTwoFactor($challenge: String!, $code: String!) {
  loginWithTwoFactor(challenge: $challenge, code: $code) { __typename
    ... on LoginSuccess { token } ... on LoginError { code } } }`;

const NEW_KEY = `k2:${randomBytes(32).toString('base64')}`;
const WRONG_KEY = `test:${randomBytes(32).toString('base64')}`;

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

async function storedOf(userId: string) {
  const [row] = await server.db
    .select({ secret: users.totpSecret, pending: users.totpPendingSecret })
    .from(users)
    .where(eq(users.id, userId));
  return row!;
}

async function forgetLastStep(userId: string) {
  await server.db.update(users).set({ totpLastStep: null }).where(eq(users.id, userId));
}

async function enable2fa(on: TestServer, user: TestUser): Promise<string> {
  const setup = await on.gql<{ twoFactorSetup: { secret: string } }>(
    SETUP,
    undefined,
    auth(user.token),
  );
  const secret = setup.data!.twoFactorSetup.secret;
  const enabled = await on.gql<{ twoFactorEnable: ActionData }>(
    ENABLE,
    { code: await generate({ secret }) },
    auth(user.token),
  );
  expect(enabled.data!.twoFactorEnable.__typename).toBe('ActionSuccess');
  return secret;
}

/** Password step then code step over GraphQL; the login's outcome. */
async function signIn2fa(on: TestServer, user: TestUser, secret: string) {
  await forgetLastStep(user.userId);
  const login = await on.gql<LoginData>(LOGIN, {
    input: { username: user.email, password: user.password },
  });
  expect(login.data!.login.__typename).toBe('LoginTwoFactorRequired');
  const redeemed = await on.gql<{
    loginWithTwoFactor: { __typename: string; token?: string; code?: string };
  }>(LOGIN_2FA, { challenge: login.data!.login.challenge!, code: await generate({ secret }) });
  return redeemed;
}

describe('TOTP secrets at rest', () => {
  it('stores sealed values, never the secret, and 2FA sign-in works end to end', async () => {
    const user = await registerTestUser(server);
    const setup = await server.gql<{ twoFactorSetup: { secret: string } }>(
      SETUP,
      undefined,
      auth(user.token),
    );
    const secret = setup.data!.twoFactorSetup.secret;
    const pending = (await storedOf(user.userId)).pending!;
    expect(pending).toMatch(/^v1:test:[A-Za-z0-9_-]+$/);
    expect(pending).not.toContain(secret);

    const enabled = await server.gql<{ twoFactorEnable: ActionData }>(
      ENABLE,
      { code: await generate({ secret }) },
      auth(user.token),
    );
    expect(enabled.data!.twoFactorEnable.__typename).toBe('ActionSuccess');
    const stored = await storedOf(user.userId);
    expect(stored.pending).toBeNull();
    expect(stored.secret).toMatch(/^v1:test:/);
    expect(stored.secret).not.toContain(secret);
    // the secret's bytes appear in no encoding either (base32 → raw → base64/hex)
    expect(stored.secret!.toLowerCase()).not.toContain(secret.toLowerCase());

    const redeemed = await signIn2fa(server, user, secret);
    expect(redeemed.data!.loginWithTwoFactor.__typename).toBe('LoginSuccess');
  });

  it('a sealed value copied onto another user does not open (bound to its owner)', async () => {
    const a = await registerTestUser(server);
    const b = await registerTestUser(server);
    const secretA = await enable2fa(server, a);
    await enable2fa(server, b);
    const sealedA = (await storedOf(a.userId)).secret!;
    await server.db.update(users).set({ totpSecret: sealedA }).where(eq(users.id, b.userId));
    const redeemed = await signIn2fa(server, b, secretA);
    expect(redeemed.data!.loginWithTwoFactor).toMatchObject({
      __typename: 'LoginError',
      code: 'SERVICE_UNAVAILABLE',
    });
    // leave no row that no key opens (the rotation test below expects none)
    await server.db
      .update(users)
      .set({ totpSecret: null, totpEnabled: false })
      .where(eq(users.id, b.userId));
  });

  it('seals plain-text secrets at boot, and those players still sign in', async () => {
    const user = await registerTestUser(server);
    const secret = generateSecret();
    await server.db
      .update(users)
      .set({ totpSecret: secret, totpEnabled: true })
      .where(eq(users.id, user.userId));
    const booted = await createTestServer();
    try {
      const stored = await storedOf(user.userId);
      expect(stored.secret).toMatch(/^v1:test:/);
      expect(stored.secret).not.toContain(secret);
      const redeemed = await signIn2fa(booted, user, secret);
      expect(redeemed.data!.loginWithTwoFactor.__typename).toBe('LoginSuccess');
    } finally {
      await booted.close();
    }
  });

  it('fails closed with a coded error under a wrong key, and changes nothing', async () => {
    const user = await registerTestUser(server);
    const secret = await enable2fa(server, user);
    const before = await storedOf(user.userId);
    const wrong = await createTestServer({ env: { TOTP_ENCRYPTION_KEYS: WRONG_KEY } });
    try {
      const graphql = await signIn2fa(wrong, user, secret);
      expect(graphql.data!.loginWithTwoFactor).toMatchObject({
        __typename: 'LoginError',
        code: 'SERVICE_UNAVAILABLE',
      });
      await forgetLastStep(user.userId);
      const first = await wrong.rest<{ response: { tfa: { challenge: string } } }>(
        'POST',
        '/api/auth/sign-in',
        { email: user.email, password: user.password },
      );
      const rest = await wrong.rest<{ error: { code: string } }>(
        'POST',
        '/api/auth/2fa/google/sign-in',
        {
          authenticatorCode: await generate({ secret }),
          challenge: first.body.response.tfa.challenge,
        },
      );
      expect(rest.status).toBe(503);
      expect(rest.body.error.code).toBe('SERVICE_UNAVAILABLE');
      const disable = await wrong.gql<{ twoFactorDisable: ActionData }>(
        `mutation TwoFactorDisable($code: String!) { twoFactorDisable(code: $code) { ${ACTION_FIELDS} } }`,
        { code: await generate({ secret }) },
        auth(user.token),
      );
      expect(disable.data!.twoFactorDisable.code).toBe('SERVICE_UNAVAILABLE');
      expect(await storedOf(user.userId)).toEqual(before);
    } finally {
      await wrong.close();
    }
  });

  it('rotation re-seals under the new key; the old key can then be removed', async () => {
    const user = await registerTestUser(server);
    const secret = await enable2fa(server, user);
    const pendingUser = await registerTestUser(server);
    await server.gql(SETUP, undefined, auth(pendingUser.token));
    expect((await storedOf(user.userId)).secret).toMatch(/^v1:test:/);

    const both = parseKeyring(`${NEW_KEY},${TEST_TOTP_KEYRING}`);
    try {
      const report = await resealTotpSecrets(server.db, both, { rotate: true });
      expect(report.failed).toEqual([]);
      expect(report.resealed).toBeGreaterThanOrEqual(2);
      expect((await storedOf(user.userId)).secret).toMatch(/^v1:k2:/);
      expect((await storedOf(pendingUser.userId)).pending).toMatch(/^v1:k2:/);
      // a second run has nothing left to do
      expect((await resealTotpSecrets(server.db, both, { rotate: true })).resealed).toBe(0);

      const onlyNew = await createTestServer({ env: { TOTP_ENCRYPTION_KEYS: NEW_KEY } });
      try {
        const redeemed = await signIn2fa(onlyNew, user, secret);
        expect(redeemed.data!.loginWithTwoFactor.__typename).toBe('LoginSuccess');
      } finally {
        await onlyNew.close();
      }
      // the old key alone no longer opens them
      const redeemedOld = await signIn2fa(server, user, secret);
      expect(redeemedOld.data!.loginWithTwoFactor).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
      // without the key that sealed a value, rotation reports the user and leaves the value
      const missing = await resealTotpSecrets(
        server.db,
        parseKeyring(`k3:${randomBytes(32).toString('base64')}`),
        { rotate: true },
      );
      expect(missing.failed).toContain(user.userId);
      expect((await storedOf(user.userId)).secret).toMatch(/^v1:k2:/);
    } finally {
      // the worker's database is shared with other test files: seal everything back under `test`
      const back = await resealTotpSecrets(
        server.db,
        parseKeyring(`${TEST_TOTP_KEYRING},${NEW_KEY}`),
        { rotate: true },
      );
      expect(back.failed).toEqual([]);
    }
    expect((await storedOf(user.userId)).secret).toMatch(/^v1:test:/);
    const redeemed = await signIn2fa(server, user, secret);
    expect(redeemed.data!.loginWithTwoFactor.__typename).toBe('LoginSuccess');
  });
});
