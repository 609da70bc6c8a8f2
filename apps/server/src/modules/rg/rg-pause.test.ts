// The reality check pauses every play action (issue 14: "Play is paused until the player answers;
// it appears in every game, crash and blackjack included"): a blackjack hit and stand are refused
// while the check is due, like a stake; the e2e-only hook that makes the check due is gated like
// the other e2e hooks (off in production unless RG_TEST_HOOKS=1, 404 when off).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { executeRows } from '../../db/client';
import { createTestServer, type TestServer } from '../../test/harness';
import { playableSlugs } from '../../test/games';
import { registerTestUser, type TestUser } from '../../test/users';
import { account, transfer } from '../wallet';

let server: TestServer;
let blackjack: string;

beforeAll(async () => {
  server = await createTestServer();
  blackjack = (await playableSlugs(server, 'live-blackjack'))[0]!;
});
afterAll(async () => {
  await server?.close();
});

async function fund(user: TestUser, cents: bigint) {
  await transfer(server.db, {
    idempotencyKey: `rg-pause-fund:${randomUUID()}`,
    debit: account.house('USD'),
    credit: account.real(user.userId, 'USD'),
    amount: cents,
    currency: 'USD',
    kind: 'FUN_TOP_UP',
  });
}

const hook = (user: TestUser | null, dueInSeconds: unknown) =>
  server.rest<{ response?: { nextRealityCheckAt: string }; error?: { code: string } }>(
    'POST',
    '/api/dev/rg/reality-check',
    { dueInSeconds },
    user ? { authorization: `Bearer ${user.token}` } : {},
  );

interface Answer {
  __typename: string;
  code?: string;
  round?: { id: string; status: string; step: number; legalActions: string[] };
}

async function act(user: TestUser, roundId: string, action: string): Promise<Answer> {
  const res = await server.gql<{ blackjackAction: Answer }>(
    `mutation BlackjackAction($input: BlackjackActionInput!) { blackjackAction(input: $input) {
      __typename ... on BlackjackSuccess { round { id status step legalActions } }
      ... on GeneralAppError { code } } }`,
    { input: { roundId, action } },
    { headers: user.headers },
  );
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.blackjackAction;
}

/** Deals until a hand is open (a natural blackjack settles at once). */
async function openHand(user: TestUser): Promise<{ id: string; status: string; step: number }> {
  for (let i = 0; i < 15; i += 1) {
    const started = await server.gql<{
      blackjackStart: { round?: { id: string; status: string; step: number } };
    }>(
      `mutation BlackjackStart($input: BlackjackStartInput!) { blackjackStart(input: $input) {
        __typename ... on BlackjackSuccess { round { id status step } } ... on GeneralAppError { code } } }`,
      { input: { gameSlug: blackjack, amount: '1.00' } },
      { headers: user.headers },
    );
    const round = started.data!.blackjackStart.round!;
    if (round.status === 'ACTIVE') return round;
  }
  throw new Error('no open hand in 15 deals');
}

const answer = (user: TestUser, value: 'CONTINUE' | 'STOP') =>
  server.gql<{ answerRealityCheck: { realityCheckDue?: boolean } }>(
    `mutation AnswerRealityCheck { answerRealityCheck(answer: ${value}) {
      ... on RgSessionStats { realityCheckDue } } }`,
    undefined,
    { headers: user.headers },
  );

describe('the reality check pauses blackjack hit and stand', () => {
  it('refuses HIT and STAND while the check is due, and lets them through once answered', async () => {
    const user = await registerTestUser(server);
    await fund(user, 20_00n);
    const round = await openHand(user);
    const due = await hook(user, 0);
    expect(due.status).toBe(200);

    expect(await act(user, round.id, 'HIT')).toMatchObject({ code: 'RG_REALITY_CHECK_DUE' });
    expect(await act(user, round.id, 'STAND')).toMatchObject({ code: 'RG_REALITY_CHECK_DUE' });
    const [row] = await executeRows<{ status: string; actions: number }>(
      server.db,
      sql`SELECT status, jsonb_array_length(state->'actions') AS actions FROM blackjack_rounds WHERE id = ${round.id}`,
    );
    expect(row).toMatchObject({ status: 'ACTIVE', actions: 0 }); // nothing was played

    const stats = await server.gql<{ rgSessionStats: { realityCheckDue: boolean } }>(
      'query { rgSessionStats { realityCheckDue } }',
      undefined,
      { headers: user.headers },
    );
    expect(stats.data!.rgSessionStats.realityCheckDue).toBe(true);
    expect((await answer(user, 'CONTINUE')).data!.answerRealityCheck.realityCheckDue).toBe(false);
    expect(await act(user, round.id, 'STAND')).toMatchObject({ __typename: 'BlackjackSuccess' });
  });

  it('the hook can set the check a few seconds ahead: not due before, due after', async () => {
    const user = await registerTestUser(server);
    await fund(user, 20_00n);
    const round = await openHand(user);
    const ahead = await hook(user, 30);
    const at = new Date(ahead.body.response!.nextRealityCheckAt).getTime();
    expect(Math.abs(at - (server.clock.now().getTime() + 30_000))).toBeLessThan(5_000);
    const stats = () =>
      server.gql<{ rgSessionStats: { realityCheckDue: boolean } }>(
        'query { rgSessionStats { realityCheckDue } }',
        undefined,
        { headers: user.headers },
      );
    expect((await stats()).data!.rgSessionStats.realityCheckDue).toBe(false);
    server.clock.advance(31_000);
    expect((await stats()).data!.rgSessionStats.realityCheckDue).toBe(true);
    expect(await act(user, round.id, 'STAND')).toMatchObject({ code: 'RG_REALITY_CHECK_DUE' });
  });
});

describe('the e2e hook is gated like the other e2e hooks', () => {
  it('is off in production unless RG_TEST_HOOKS=1, on outside production', () => {
    const prod = {
      NODE_ENV: 'production',
      TOTP_ENCRYPTION_KEYS: `k1:${Buffer.alloc(32, 7).toString('base64')}`,
    };
    expect(loadConfig(prod, '/srv/aurum').rgTestHooks).toBe(false);
    expect(loadConfig({ ...prod, RG_TEST_HOOKS: '1' }, '/srv/aurum').rgTestHooks).toBe(true);
    expect(loadConfig({}, '/srv/aurum').rgTestHooks).toBe(true);
    expect(loadConfig({ RG_TEST_HOOKS: '0' }, '/srv/aurum').rgTestHooks).toBe(false);
  });

  it('answers 404 when off, 401 without a token, 400 on bad input', async () => {
    const user = await registerTestUser(server);
    expect((await hook(null, 0)).status).toBe(401);
    expect((await hook(user, -1)).status).toBe(400);
    expect((await hook(user, 'soon')).status).toBe(400);
    server.config.rgTestHooks = false;
    try {
      expect((await hook(user, 0)).status).toBe(404);
    } finally {
      server.config.rgTestHooks = true;
    }
  });
});
