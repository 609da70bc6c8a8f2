// Blackjack through the real API and database: deal, actions and settlement through the ledger
// with money conserved, REAL-then-BONUS stakes, idempotent rounds and steps, parallel actions and
// starts, resuming, the timeout job, rotation while a round is open, atomicity and verification.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { executeRows } from '../../db/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxPayloads } from '../../outbox/test-helpers';
import { createTestServer, type TestServer } from '../../test/harness';
import { playableSlugs } from '../../test/games';
import { registerTestUser, type TestUser } from '../../test/users';
import { account, accountBalance, transfer } from '../wallet';
import { auditLedger } from '../wallet/testing';
import {
  actBlackjack,
  BLACKJACK_TIMEOUT_MS,
  standStaleBlackjackRounds,
  startBlackjack,
} from './round';
import { dealBlackjack, fairShoe, legalActions, type BlackjackState } from '@aurum/domain';
import { fairFloats, hashServerSeed } from '../play';
import { basicStrategy } from '../play/testing';
import { blackjackRounds } from './tables';

let server: TestServer;
let games: string[] = [];

beforeAll(async () => {
  server = await createTestServer();
  games = await playableSlugs(server, 'live-blackjack');
});
afterAll(async () => {
  await server?.close();
});

const usd = (major: number) => BigInt(Math.round(major * 100));
const real = (u: TestUser) => accountBalance(server.db, account.real(u.userId, 'USD'));
const bonus = (u: TestUser) => accountBalance(server.db, account.bonus(u.userId, 'USD'));
const house = () => accountBalance(server.db, account.house('USD'));

async function fund(user: TestUser, major: number, kind: 'REAL' | 'BONUS' = 'REAL') {
  await transfer(server.db, {
    idempotencyKey: `bj-test-fund:${randomUUID()}`,
    debit: kind === 'REAL' ? account.house('USD') : account.bonusPool('USD'),
    credit: account.player(user.userId, kind, 'USD'),
    amount: usd(major),
    currency: 'USD',
    kind: kind === 'REAL' ? 'FUN_TOP_UP' : 'BONUS_GRANT',
  });
}

/** Bet-history rows of a round id (play's table, read by SQL). */
const historyRows = (id: string) =>
  executeRows<{ id: string }>(server.db, sql`SELECT id FROM play_rounds WHERE id = ${id}`);

const SERVER_SEED = 'aurum-blackjack-test-server-seed';

/** Gives the player a known seed pair whose next deal (nonce 0) satisfies `want`. */
async function rigSeeds(user: TestUser, want: (deal: BlackjackState) => boolean): Promise<void> {
  await server.gql('query FairnessSeeds { fairnessSeeds { nonce } }', undefined, {
    headers: user.headers,
  });
  for (let i = 0; i < 5000; i++) {
    const clientSeed = `bj-${i}`;
    if (!want(dealBlackjack(fairShoe(fairFloats(SERVER_SEED, clientSeed, 0))))) continue;
    await server.db.execute(sql`UPDATE fairness_seeds SET server_seed = ${SERVER_SEED},
      server_seed_hash = ${hashServerSeed(SERVER_SEED)}, client_seed = ${clientSeed}, nonce = 0
      WHERE user_id = ${user.userId}`);
    return;
  }
  throw new Error('no such deal');
}

const ROUND = `id status demo stake amount win dealerCards dealerHidden dealerTotal activeHand
  legalActions actions step timedOut serverSeedHash clientSeed nonce
  hands { cards total soft amount doubled split result win }`;

interface RoundData {
  id: string;
  status: 'ACTIVE' | 'SETTLED';
  stake: string;
  amount: string;
  win: string;
  dealerCards: number[];
  dealerHidden: number;
  legalActions: string[];
  actions: string;
  step: number;
  activeHand: number | null;
  nonce: number;
  clientSeed: string;
  serverSeedHash: string;
  hands: { cards: number[]; result: string | null; amount: string; win: string | null }[];
}

interface BjResult {
  __typename: string;
  code?: string;
  round?: RoundData;
  replayed?: boolean;
  resumed?: boolean;
  balance?: { real: string; bonus: string; total: string };
}

const START = `mutation BlackjackStart($input: BlackjackStartInput!) { blackjackStart(input: $input) {
  __typename
  ... on BlackjackSuccess { replayed resumed round { ${ROUND} } balance { real bonus total } }
  ... on GeneralAppError { code message } } }`;

const ACT = `mutation BlackjackAction($input: BlackjackActionInput!) { blackjackAction(input: $input) {
  __typename
  ... on BlackjackSuccess { replayed resumed round { ${ROUND} } balance { real bonus total } }
  ... on GeneralAppError { code message } } }`;

async function start(user: TestUser, input: Record<string, unknown>): Promise<BjResult> {
  const res = await server.gql<{ blackjackStart: BjResult }>(
    START,
    { input: { gameSlug: games[0], ...input } },
    { headers: user.headers },
  );
  expect(res.errors).toBeUndefined();
  return res.data!.blackjackStart;
}

async function act(user: TestUser, input: Record<string, unknown>): Promise<BjResult> {
  const res = await server.gql<{ blackjackAction: BjResult }>(
    ACT,
    { input },
    { headers: user.headers },
  );
  expect(res.errors).toBeUndefined();
  return res.data!.blackjackAction;
}

/** The round's state as stored (the test reads its own module's table). */
async function stored(id: string) {
  const [row] = await server.db.select().from(blackjackRounds).where(eq(blackjackRounds.id, id));
  return row!;
}

/** Plays the round out by basic strategy, with steps; returns the settled round. */
async function playOut(user: TestUser, round: RoundData): Promise<RoundData> {
  let current = round;
  while (current.status === 'ACTIVE') {
    const state = (await stored(current.id)).state as BlackjackState;
    const r = await act(user, {
      roundId: current.id,
      action: basicStrategy(state),
      step: current.step,
    });
    expect(r.__typename).toBe('BlackjackSuccess');
    current = r.round!;
  }
  return current;
}

function settledEvents(userId: string) {
  const read = () => outboxPayloads(server.db, 'bet.settled', (e) => e.userId === userId);
  return { read };
}

describe('blackjack', () => {
  it('the seed has live-blackjack games that play blackjack', async () => {
    expect(games.length).toBeGreaterThan(0);
    const res = await server.gql<{
      gameEngine: { engine: string; rtp: string; blackjack: { decks: number; maxHands: number } };
    }>(
      `query GameEngine($slug: String!) { gameEngine(slug: $slug) { ... on GameEngineConfig {
         engine rtp blackjack { decks dealerHitsSoft17 blackjackPays maxHands doubleAfterSplit insurance rtpWagered } } } }`,
      { slug: games[0] },
    );
    expect(res.data!.gameEngine.engine).toBe('BLACKJACK');
    expect(res.data!.gameEngine.blackjack).toMatchObject({ decks: 6, maxHands: 3 });
    expect(Number(res.data!.gameEngine.rtp)).toBeGreaterThan(99.5);
  });

  it('deals, splits, plays and settles through the ledger with money conserved', async () => {
    const user = await registerTestUser(server);
    await fund(user, 100);
    await rigSeeds(user, (d) => !d.finished && legalActions(d).includes('SPLIT'));
    const events = settledEvents(user.userId);
    const houseBefore = await house();

    const dealt = await start(user, { amount: '10.00' });
    expect(dealt.__typename).toBe('BlackjackSuccess');
    const round = dealt.round!;
    expect(round).toMatchObject({ status: 'ACTIVE', stake: '10.00', amount: '10.00', nonce: 0 });
    // the hole card stays hidden while the round is open
    expect(round.dealerCards).toHaveLength(1);
    expect(round.dealerHidden).toBe(1);
    expect(round.legalActions).toEqual(['HIT', 'STAND', 'DOUBLE', 'SPLIT']);
    expect(await real(user)).toBe(usd(90));

    const split = await act(user, { roundId: round.id, action: 'SPLIT', step: 0 });
    expect(split.round!.hands).toHaveLength(2);
    expect(split.round!.amount).toBe('20.00');
    expect(await real(user)).toBe(usd(80));

    const settled = await playOut(user, split.round!);
    expect(settled.dealerHidden).toBe(0);
    expect(settled.hands.every((h) => h.result !== null)).toBe(true);
    const amount = usd(Number(settled.amount));
    const win = usd(Number(settled.win));
    expect(settled.hands.reduce((n, h) => n + usd(Number(h.win)), 0n)).toBe(win);
    expect(await real(user)).toBe(usd(100) - amount + win);
    expect(await house()).toBe(houseBefore + amount - win);

    // one bet.settled with the total staked
    await new Promise((r) => setTimeout(r, 50));
    const seen = await events.read();
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      roundId: round.id,
      amount,
      win,
      realAmount: amount,
      bonusAmount: 0n,
      gameCategory: 'live-blackjack',
    });

    // bet history holds the round with its cards and actions
    const history = await server.gql<{
      betHistory: {
        items: {
          id: string;
          engine: string;
          amount: string;
          win: string;
          outcome: { __typename: string; actions: string; hands: { cards: number[] }[] };
        }[];
      };
    }>(
      `query BetHistory { betHistory { items { id engine amount win outcome { __typename
         ... on BlackjackOutcome { actions dealerCards dealerTotal hands { cards result win } } } } } }`,
      undefined,
      { headers: user.headers },
    );
    const item = history.data!.betHistory.items[0]!;
    expect(item).toMatchObject({ id: round.id, engine: 'BLACKJACK', amount: settled.amount });
    expect(item.outcome.__typename).toBe('BlackjackOutcome');
    expect(item.outcome.actions).toBe(settled.actions);
    expect((await auditLedger(server.db)).ok).toBe(true);
  });

  it('takes REAL first, then BONUS, for the deal and for a double, and pays back in proportion', async () => {
    const user = await registerTestUser(server);
    await fund(user, 15);
    await fund(user, 10, 'BONUS');
    await rigSeeds(user, (d) => !d.finished && legalActions(d).includes('DOUBLE'));
    const dealt = await start(user, { amount: '10.00' });
    expect(await real(user)).toBe(usd(5));
    const doubled = await act(user, { roundId: dealt.round!.id, action: 'DOUBLE', step: 0 });
    expect(doubled.round!.status).toBe('SETTLED');
    const row = await stored(dealt.round!.id);
    expect(row.realAmount).toBe(usd(15));
    expect(row.bonusAmount).toBe(usd(5));
    const bonusWin = (row.win * usd(5)) / usd(20);
    expect(await real(user)).toBe(row.win - bonusWin);
    expect(await bonus(user)).toBe(usd(5) + bonusWin);
  });

  it('replaying a round id or a step pays once; another action for a played step is refused', async () => {
    const user = await registerTestUser(server);
    await fund(user, 50);
    await rigSeeds(user, (d) => !d.finished && legalActions(d).includes('DOUBLE'));
    const roundId = randomUUID();
    const first = await start(user, { amount: '5.00', roundId });
    const again = await Promise.all([
      start(user, { amount: '5.00', roundId }),
      start(user, { amount: '5.00', roundId }),
    ]);
    for (const r of again) {
      expect(r.replayed).toBe(true);
      expect(r.round!.id).toBe(first.round!.id);
    }
    expect(await real(user)).toBe(usd(45));

    // five parallel doubles of step 0: one is played, the others replay it
    const doubles = await Promise.all(
      Array.from({ length: 5 }, () => act(user, { roundId, action: 'DOUBLE', step: 0 })),
    );
    expect(doubles.filter((r) => r.replayed === false)).toHaveLength(1);
    expect(doubles.filter((r) => r.replayed === true)).toHaveLength(4);
    const row = await stored(roundId);
    expect(row.status).toBe('SETTLED');
    expect(row.amount).toBe(usd(10));
    expect(await real(user)).toBe(usd(40) + row.win);
    expect((await act(user, { roundId, action: 'STAND', step: 0 })).code).toBe('VALIDATION_ERROR');
    expect((await act(user, { roundId, action: 'STAND' })).code).toBe('VALIDATION_ERROR');
    const rows = await historyRows(roundId);
    expect(rows).toHaveLength(1);
    // a round id belongs to its player
    const other = await registerTestUser(server);
    await fund(other, 10);
    expect((await start(other, { amount: '5.00', roundId })).code).toBe('VALIDATION_ERROR');
    expect((await act(other, { roundId, action: 'HIT' })).code).toBe('VALIDATION_ERROR');
  });

  it('parallel actions on one round settle it once', async () => {
    const user = await registerTestUser(server);
    await fund(user, 20);
    await rigSeeds(user, (d) => !d.finished);
    const dealt = await start(user, { amount: '10.00' });
    const events = settledEvents(user.userId);
    const results = await Promise.all(
      Array.from({ length: 8 }, () => act(user, { roundId: dealt.round!.id, action: 'STAND' })),
    );
    const ok = results.filter((r) => r.__typename === 'BlackjackSuccess');
    expect(ok).toHaveLength(1);
    expect(results.filter((r) => r.code === 'VALIDATION_ERROR')).toHaveLength(7);
    const row = await stored(dealt.round!.id);
    expect(row.status).toBe('SETTLED');
    expect(await real(user)).toBe(usd(10) + row.win);
    await new Promise((r) => setTimeout(r, 50));
    expect(await events.read()).toHaveLength(1);
  });

  it('50 parallel starts never overdraw', async () => {
    const user = await registerTestUser(server);
    await fund(user, 3);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        start(user, { amount: '1.00', gameSlug: games[i % games.length] }),
      ),
    );
    for (const r of results) {
      expect(['BlackjackSuccess', 'GeneralAppError']).toContain(r.__typename);
      if (r.__typename === 'GeneralAppError') expect(r.code).toBe('INSUFFICIENT_FUNDS');
    }
    const dealt = new Map(
      results
        .filter((r) => r.__typename === 'BlackjackSuccess' && !r.resumed)
        .map((r) => [r.round!.id, r.round!]),
    );
    expect(dealt.size).toBeGreaterThanOrEqual(Math.min(3, games.length));
    let won = 0n;
    for (const id of dealt.keys()) won += (await stored(id)).win;
    const balance = await real(user);
    expect(balance).toBe(usd(3) - BigInt(dealt.size) * usd(1) + won);
    expect(balance >= 0n).toBe(true);
    // never two open rounds of one game
    const open = await server.db
      .select()
      .from(blackjackRounds)
      .where(eq(blackjackRounds.userId, user.userId));
    const active = open.filter((r) => r.status === 'ACTIVE').map((r) => r.gameSlug);
    expect(new Set(active).size).toBe(active.length);
    expect((await auditLedger(server.db)).ok).toBe(true);
  }, 120_000);

  it('reopening the game resumes the open round; a new deal waits until it is settled', async () => {
    const user = await registerTestUser(server);
    await fund(user, 20);
    await rigSeeds(user, (d) => !d.finished);
    const first = await start(user, { amount: '2.00' });
    const query = `query BlackjackRound($slug: String!) { blackjackRound(gameSlug: $slug) {
      __typename ... on BlackjackOpenRound { round { id status } } } }`;
    const open = await server.gql<{ blackjackRound: { round: { id: string } | null } }>(
      query,
      { slug: games[0] },
      { headers: user.headers },
    );
    expect(open.data!.blackjackRound.round!.id).toBe(first.round!.id);
    const second = await start(user, { amount: '7.00' });
    expect(second.resumed).toBe(true);
    expect(second.round!.id).toBe(first.round!.id);
    expect(await real(user)).toBe(usd(18));
    await playOut(user, second.round!);
    const none = await server.gql<{ blackjackRound: { round: unknown } }>(
      query,
      { slug: games[0] },
      { headers: user.headers },
    );
    expect(none.data!.blackjackRound.round).toBeNull();
  });

  it('stands rounds past the timeout, once, with several jobs at the same time', async () => {
    const user = await registerTestUser(server);
    await fund(user, 20);
    await rigSeeds(user, (d) => !d.finished);
    const past = new Date(Date.now() - BLACKJACK_TIMEOUT_MS - 60_000);
    const deps = { db: server.db, pubsub: server.pubsub };
    const dealt = await startBlackjack(
      { ...deps, now: () => past },
      { userId: user.userId, gameSlug: games[0]!, amount: usd(10), demo: false },
    );
    expect(dealt.round.status).toBe('ACTIVE');
    const counts = await Promise.all([
      standStaleBlackjackRounds(deps),
      standStaleBlackjackRounds(deps),
      standStaleBlackjackRounds(deps),
    ]);
    const row = await stored(dealt.round.id);
    expect(row.status).toBe('SETTLED');
    expect(row.timedOut).toBe(true);
    expect((row.state as BlackjackState).actions.every((a) => a === 'STAND')).toBe(true);
    expect(counts.reduce((n, c) => n + c, 0)).toBeGreaterThanOrEqual(1);
    const rows = await historyRows(row.id);
    expect(rows).toHaveLength(1);
    expect(await real(user)).toBe(usd(10) + row.win);
    // an action after the timeout finds the round over
    expect((await act(user, { roundId: row.id, action: 'HIT' })).code).toBe('VALIDATION_ERROR');
  });

  it('a rotation stands the open round first, then its seed verifies the round', async () => {
    const user = await registerTestUser(server);
    await fund(user, 20);
    await rigSeeds(user, (d) => !d.finished && legalActions(d).includes('DOUBLE'));
    const dealt = await start(user, { amount: '4.00' });
    const rotated = await server.gql<{
      rotateServerSeed: { __typename: string; revealed: { serverSeed: string } };
    }>(
      'mutation RotateServerSeed { rotateServerSeed { __typename ... on RotateSeedSuccess { revealed { serverSeed } } } }',
      undefined,
      { headers: user.headers },
    );
    expect(rotated.data!.rotateServerSeed.__typename).toBe('RotateSeedSuccess');
    const row = await stored(dealt.round!.id);
    expect(row.status).toBe('SETTLED');
    const state = row.state as BlackjackState;
    const verified = await server.gql<{
      verifyBet: {
        serverSeedHash: string;
        floats: number[];
        blackjack: {
          dealerCards: number[];
          hands: { cards: number[]; result: string }[];
          finished: boolean;
          shoe: number[];
        };
      };
    }>(
      `query VerifyBet($s: String!, $c: String!, $n: Int!, $a: String) {
         verifyBet(serverSeed: $s, clientSeed: $c, nonce: $n, engine: BLACKJACK, params: { actions: $a }) {
           ... on VerifiedBet { serverSeedHash floats blackjack { shoe dealerCards finished hands { cards result } } } } }`,
      {
        s: rotated.data!.rotateServerSeed.revealed.serverSeed,
        c: row.clientSeed,
        n: row.nonce,
        a: 'S'.repeat(state.actions.length),
      },
    );
    const v = verified.data!.verifyBet;
    expect(v.serverSeedHash).toBe(row.serverSeedHash);
    expect(v.blackjack.finished).toBe(true);
    expect(v.blackjack.dealerCards).toEqual(state.dealer);
    expect(v.blackjack.hands.map((h) => h.cards)).toEqual(state.hands.map((h) => h.cards));
    expect(v.blackjack.hands.map((h) => h.result)).toEqual(state.hands.map((h) => h.result));
    expect(v.floats).toHaveLength(v.blackjack.shoe.length);
  });

  it('a failure after the debit leaves no money moved, and the round id deals afterwards', async () => {
    const user = await registerTestUser(server);
    await fund(user, 8);
    await fund(user, 5, 'BONUS');
    await rigSeeds(user, (d) => !d.finished && legalActions(d).includes('DOUBLE'));
    const before = { real: await real(user), bonus: await bonus(user), house: await house() };
    const roundId = randomUUID();
    const deps = { db: server.db, pubsub: server.pubsub };
    const input = {
      userId: user.userId,
      gameSlug: games[0]!,
      amount: usd(6),
      demo: false,
      roundId,
    };
    const kill = () => {
      throw new Error('killed midway');
    };
    await expect(startBlackjack({ ...deps, afterDebit: kill }, input)).rejects.toThrow('killed');
    expect({ real: await real(user), bonus: await bonus(user), house: await house() }).toEqual(
      before,
    );
    expect(
      await server.db.select().from(blackjackRounds).where(eq(blackjackRounds.id, roundId)),
    ).toHaveLength(0);
    const dealt = await startBlackjack(deps, input);
    expect(dealt.round.nonce).toBe(0);
    expect(await real(user)).toBe(usd(2));
    await expect(
      actBlackjack(
        { ...deps, afterDebit: kill },
        {
          userId: user.userId,
          roundId,
          action: 'DOUBLE',
          step: 0,
        },
      ),
    ).rejects.toThrow('killed');
    expect(await real(user)).toBe(usd(2));
    expect(await bonus(user)).toBe(usd(5));
    expect((await stored(roundId)).status).toBe('ACTIVE');
    const doubled = await actBlackjack(deps, {
      userId: user.userId,
      roundId,
      action: 'DOUBLE',
      step: 0,
    });
    expect(doubled.round.realAmount).toBe(usd(8));
    expect(doubled.round.bonusAmount).toBe(usd(4));
    expect((await auditLedger(server.db)).ok).toBe(true);
  });

  it('demo rounds touch no money', async () => {
    const user = await registerTestUser(server);
    await rigSeeds(user, (d) => !d.finished);
    const dealt = await start(user, { amount: '50.00', demo: true });
    expect(dealt.__typename).toBe('BlackjackSuccess');
    const settled = await playOut(user, dealt.round!);
    expect(settled.status).toBe('SETTLED');
    expect(await real(user)).toBe(0n);
    expect(dealt.balance!.total).toBe('0.00');
  });

  it('refuses bad input with its code and changes nothing', async () => {
    const user = await registerTestUser(server);
    await fund(user, 5);
    await rigSeeds(user, (d) => !d.finished && !legalActions(d).includes('SPLIT'));
    expect((await start(user, { amount: '10.00' })).code).toBe('INSUFFICIENT_FUNDS');
    expect((await start(user, { amount: '0.50' })).code).toBe('BET_TOO_LOW');
    expect((await start(user, { amount: '5000.00' })).code).toBe('BET_TOO_HIGH');
    expect((await start(user, { amount: '1.001' })).code).toBe('VALIDATION_ERROR');
    expect((await start(user, { amount: '1.00', gameSlug: 'no-such-game' })).code).toBe(
      'GAME_NOT_FOUND',
    );
    expect((await start(user, { amount: '1.00', roundId: 'nope' })).code).toBe('VALIDATION_ERROR');
    expect((await act(user, { roundId: randomUUID(), action: 'HIT' })).code).toBe(
      'VALIDATION_ERROR',
    );
    const dealt = await start(user, { amount: '5.00' });
    expect(dealt.__typename).toBe('BlackjackSuccess');
    // not a pair: no split; the double has no money left
    expect((await act(user, { roundId: dealt.round!.id, action: 'SPLIT' })).code).toBe(
      'VALIDATION_ERROR',
    );
    expect((await act(user, { roundId: dealt.round!.id, action: 'DOUBLE', step: 0 })).code).toBe(
      'INSUFFICIENT_FUNDS',
    );
    expect((await act(user, { roundId: dealt.round!.id, action: 'HIT', step: 3 })).code).toBe(
      'VALIDATION_ERROR',
    );
    expect((await stored(dealt.round!.id)).amount).toBe(usd(5));
    expect(await real(user)).toBe(0n);
    const guest = await server.gql(START, { input: { gameSlug: games[0], amount: '1.00' } });
    expect(guest.errors?.[0]?.extensions?.code).toBe('UNAUTHORIZED');
  });

  it('verifies a known answer computed independently (Python hmac + Fisher–Yates)', async () => {
    const res = await server.gql<{
      verifyBet: {
        floats: number[];
        blackjack: {
          shoe: number[];
          dealerCards: number[];
          dealerTotal: number;
          finished: boolean;
          hands: { cards: number[]; total: number; result: string }[];
        };
      };
    }>(
      `query VerifyBet { verifyBet(serverSeed: "aurum-blackjack-kat-server", clientSeed: "kat-client",
         nonce: 3, engine: BLACKJACK, params: { actions: "PSH" }) {
           ... on VerifiedBet { floats blackjack { shoe dealerCards dealerTotal finished hands { cards total result } } } } }`,
    );
    const v = res.data!.verifyBet;
    expect(v.blackjack.shoe).toEqual([282, 38, 103, 118, 61, 106, 154, 291]);
    expect(v.floats).toHaveLength(8);
    expect(v.blackjack).toMatchObject({
      dealerCards: [38, 118, 291],
      dealerTotal: 18,
      finished: true,
      hands: [
        { cards: [282, 61], total: 20, result: 'WIN' },
        { cards: [103, 106, 154], total: 23, result: 'LOSE' },
      ],
    });
    const bad = await server.gql<{ verifyBet: { __typename: string; code: string } }>(
      `query VerifyBet { verifyBet(serverSeed: "s", clientSeed: "c", nonce: 0, engine: BLACKJACK,
         params: { actions: "HX" }) { __typename ... on GeneralAppError { code } } }`,
    );
    expect(bad.data!.verifyBet.code).toBe('VALIDATION_ERROR');
  });
});
