// Sentences of issue 14 the other rg suites did not prove: the 2FA step of sign-in (GraphQL and
// REST) refuses a player blocked after the password step; an indefinite self-exclusion can be
// left only by asking (after its minimum period) and waiting 7 days; account closure keeps its
// reason; bonus (marketing) notices of a blocked player are dropped.
import { randomInt, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../../db/client';
import { createTestServer, type TestServer } from '../../test/harness';
import { registerTestUser, type TestUser } from '../../test/users';
import { notificationsConsumer } from '../../workflows/notify';
import { rgHistory } from './tables';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server?.close();
});

const auth = (user: TestUser) => ({ headers: user.headers });

const LOGIN = `mutation Login($input: LoginInput!) { login(input: $input) { __typename
  ... on LoginSuccess { token }
  ... on LoginTwoFactorRequired { challenge }
  ... on LoginError { code rg { code until indefinite } } } }`;

interface LoginAnswer {
  __typename: string;
  token?: string;
  challenge?: string;
  code?: string;
  rg?: { code: string; until: string | null; indefinite: boolean } | null;
}

async function login(user: TestUser): Promise<LoginAnswer> {
  const res = await server.gql<{ login: LoginAnswer }>(LOGIN, {
    input: { username: user.email, password: user.password },
  });
  expect(res.errors).toBeUndefined();
  return res.data!.login;
}

describe('sign-in with two-factor authentication', () => {
  it('a challenge issued before a time-out is refused at the 2FA step, on GraphQL and REST', async () => {
    const user = await registerTestUser(server);
    const setup = await server.gql<{ twoFactorSetup: { secret: string } }>(
      'mutation TwoFactorSetup { twoFactorSetup { ... on TwoFactorSetup { secret } } }',
      undefined,
      auth(user),
    );
    const secret = setup.data!.twoFactorSetup.secret;
    const enabled = await server.gql<{ twoFactorEnable: { __typename: string } }>(
      'mutation TwoFactorEnable($code: String!) { twoFactorEnable(code: $code) { __typename } }',
      { code: await generate({ secret }) },
      auth(user),
    );
    expect(enabled.data!.twoFactorEnable.__typename).toBe('ActionSuccess');
    // the replay guard: the next code of the same 30 s step is accepted in the test
    const forgetStep = () =>
      server.db.execute(sql`UPDATE users SET totp_last_step = NULL WHERE id = ${user.userId}`);

    // both password steps pass now: challenges in hand
    const gqlChallenge = (await login(user)).challenge!;
    expect(gqlChallenge).toBeTruthy();
    const rest = await server.rest<{ response: { tfa: { challenge: string } } }>(
      'POST',
      '/api/auth/sign-in',
      { email: user.email, password: user.password },
    );
    const restChallenge = rest.body.response.tfa.challenge;

    const timeOut = await server.gql<{ takeRgTimeOut: { __typename: string } }>(
      `mutation TakeRgTimeOut($password: String!) { takeRgTimeOut(duration: DAYS_7, password: $password) { __typename } }`,
      { password: user.password },
      auth(user),
    );
    expect(timeOut.data!.takeRgTimeOut.__typename).toBe('RgExclusionSuccess');

    await forgetStep();
    const second = await server.gql<{ loginWithTwoFactor: LoginAnswer }>(
      `mutation LoginWithTwoFactor($challenge: String!, $code: String!) {
        loginWithTwoFactor(challenge: $challenge, code: $code) { __typename
          ... on LoginSuccess { token } ... on LoginError { code rg { code until } } } }`,
      { challenge: gqlChallenge, code: await generate({ secret }) },
    );
    expect(second.data!.loginWithTwoFactor).toMatchObject({
      __typename: 'LoginError',
      code: 'RG_TIME_OUT',
    });
    expect(second.data!.loginWithTwoFactor.rg!.until).toBeTruthy();

    await forgetStep();
    const restSecond = await server.rest<{ error: { code: string; details: { until: string } } }>(
      'POST',
      '/api/auth/2fa/google/sign-in',
      { authenticatorCode: await generate({ secret }) },
      { 'x-tfa-challenge': restChallenge },
    );
    expect(restSecond.status).toBe(403);
    expect(restSecond.body.error.code).toBe('RG_TIME_OUT');
    expect(restSecond.body.error.details.until).toBeTruthy();
    // and the password step itself is refused now (no challenge is issued)
    expect(await login(user)).toMatchObject({ code: 'RG_TIME_OUT' });
  });
});

describe('return after an indefinite self-exclusion', () => {
  it('asks no sooner than 6 months after it began, then waits 7 days', async () => {
    const user = await registerTestUser(server);
    const excluded = await server.gql<{
      selfExclude: { __typename: string; block?: { until: string | null } };
    }>(
      `mutation SelfExclude($password: String!) { selfExclude(duration: INDEFINITE, password: $password) {
        __typename ... on RgExclusionSuccess { block { until } } } }`,
      { password: user.password },
      auth(user),
    );
    expect(excluded.data!.selfExclude).toMatchObject({
      __typename: 'RgExclusionSuccess',
      block: { until: null },
    });
    expect(await login(user)).toMatchObject({
      code: 'RG_SELF_EXCLUDED',
      rg: { until: null, indefinite: true },
    });
    const RETURN = `mutation RequestRgReturn($email: String!, $password: String!) {
      requestRgReturn(email: $email, password: $password) { __typename
        ... on RgReturnSuccess { availableAt } ... on GeneralAppError { code } } }`;
    const ask = () =>
      server.gql<{ requestRgReturn: { __typename: string; availableAt?: string; code?: string } }>(
        RETURN,
        { email: user.email, password: user.password },
      );
    // not before the minimum period
    expect((await ask()).data!.requestRgReturn).toMatchObject({ code: 'RG_SELF_EXCLUDED' });
    server.clock.advance(184 * 24 * 3600_000);
    expect(await login(user)).toMatchObject({ code: 'RG_SELF_EXCLUDED' }); // still, until asked
    const asked = (await ask()).data!.requestRgReturn;
    expect(asked.__typename).toBe('RgReturnSuccess');
    const wait = new Date(asked.availableAt!).getTime() - server.clock.now().getTime();
    expect(Math.abs(wait - 7 * 24 * 3600_000)).toBeLessThan(60_000);
    expect(await login(user)).toMatchObject({ code: 'RG_RETURN_PENDING' });
    server.clock.advance(6 * 24 * 3600_000);
    expect(await login(user)).toMatchObject({ code: 'RG_RETURN_PENDING' });
    server.clock.advance(24 * 3600_000 + 60_000);
    expect((await login(user)).__typename).toBe('LoginSuccess');
  });
});

describe('account closure', () => {
  it('closes with the reason and comment in the history; sign-in is refused', async () => {
    const user = await registerTestUser(server);
    const closed = await server.gql<{ closeAccount: { __typename: string } }>(
      `mutation CloseAccount($password: String!) {
        closeAccount(input: { reason: TOO_MUCH_TIME, comment: "taking a step back" }, password: $password) {
          __typename } }`,
      { password: user.password },
      auth(user),
    );
    expect(closed.data!.closeAccount.__typename).toBe('RgExclusionSuccess');
    expect(await login(user)).toMatchObject({ code: 'RG_ACCOUNT_CLOSED' });
    const [row] = await server.db
      .select()
      .from(rgHistory)
      .where(and(eq(rgHistory.userId, user.userId), eq(rgHistory.action, 'CLOSURE')));
    expect(row).toMatchObject({
      actor: 'player',
      newValue: 'CLOSED:TOO_MUCH_TIME',
      details: { reason: 'TOO_MUCH_TIME', comment: 'taking a step back' },
    });
  });
});

describe('bonus (marketing) notices during a block', () => {
  it('are dropped for a blocked player and stored for an open one', async () => {
    const consumer = notificationsConsumer(server.db, server.pubsub);
    let bonusIds = randomInt(1_000_000_000, 2_000_000_000);
    const notice = (userId: string) => ({
      id: BigInt(Date.now()),
      type: 'bonus.notice' as const,
      payload: {
        userId,
        content: 'BONUS_GRANTED' as const,
        // notices dedupe on `bonus:<content>:<user bonus id>` across the whole database: an id of
        // this test only (a real user bonus 1 of another test would swallow the notice)
        bonusId: bonusIds++,
        bonusName: `welcome-${randomUUID().slice(0, 6)}`,
        amount: '10.00',
        currency: 'USD',
      },
    });
    const count = async (userId: string) => {
      const [row] = await executeRows<{ n: number }>(
        server.db,
        sql`SELECT count(*)::int AS n FROM notifications WHERE user_id = ${userId}`,
      );
      return Number(row!.n);
    };

    const open = await registerTestUser(server);
    const blocked = await registerTestUser(server);
    const res = await server.gql<{ takeRgTimeOut: { __typename: string } }>(
      `mutation TakeRgTimeOut($password: String!) { takeRgTimeOut(duration: HOURS_24, password: $password) { __typename } }`,
      { password: blocked.password },
      auth(blocked),
    );
    expect(res.data!.takeRgTimeOut.__typename).toBe('RgExclusionSuccess');
    const before = { open: await count(open.userId), blocked: await count(blocked.userId) };
    await server.db.transaction(async (tx) => {
      await consumer.handle(tx, notice(open.userId) as never);
      await consumer.handle(tx, notice(blocked.userId) as never);
    });
    expect(await count(open.userId)).toBe(before.open + 1);
    expect(await count(blocked.userId)).toBe(before.blocked);
  });
});
