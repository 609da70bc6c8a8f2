// Shared crash rounds through the real API and database: phases on a controlled clock, bets,
// cash-outs (by hand, automatic, too late, twice at once), concurrency on one balance, faults
// between debit and settlement, a driver that dies, subscriptions, and two instances on
// PostgreSQL + Redis sharing one round (only when DATABASE_URL and REDIS_URL are set).
import { randomUUID } from 'node:crypto';
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { executeRows } from '../../db/client';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createLogger } from '../../http/logger';
import { outboxMark, outboxPayloads } from '../../outbox/test-helpers';
import { createTestServer, type TestServer } from '../../test/harness';
import { playableSlugs } from '../../test/games';
import { registerTestUser, type TestUser } from '../../test/users';
import { modules } from '../index';
import type { AppModule } from '../types';
import { account, accountBalance, transfer } from '../wallet';
import { auditLedger } from '../wallet/testing';
import type { CrashRoundEvent } from './round-events';
import {
  cashOutCrash,
  crashInstant,
  latestRound,
  placeCrashBet,
  type CrashRoundRow,
} from './rounds';
import {
  CrashScheduler,
  crashSchedulerFor,
  startCrashScheduler,
  type CrashTimings,
} from './scheduler';
import { msToReach, multiplierAt } from '@aurum/domain';
import { crashPoint, verifyGameHash } from '../play';
import { crashBets, crashGames, crashRounds } from './tables';

const FAST: Partial<CrashTimings> = {
  bettingMs: 1_200,
  crashedPauseMs: 300,
  settleGraceMs: 100,
  leaseMs: 1_500,
  heartbeatMs: 150,
  wantedMs: 4_000,
  growthRate: 0.001,
};

/** The registry's modules with the play module's scheduler started by `start`. */
function withScheduler(start: NonNullable<AppModule['start']>): AppModule[] {
  return modules.map((m) => (m.name === 'play' ? { ...m, start } : m));
}

let clock = Date.now();
let server: TestServer;

/** Bet-history rows (play's table, read as the API's consumers would: by SQL). */
const historyRows = (where: SQL) =>
  executeRows<{ id: string; outcome: unknown }>(
    server.db,
    sql`SELECT id, outcome FROM play_rounds WHERE ${where}`,
  );
let manual: CrashScheduler;
let slugs: string[] = [];

beforeAll(async () => {
  clock = Date.now();
  server = await createTestServer({
    modules: withScheduler((deps) => {
      manual = startCrashScheduler(deps, { autoStart: false, now: () => clock });
    }),
  });
  slugs = await playableSlugs(server, 'crash');
  // games 0–3 play on the controlled clock, 4–6 in real time (never mixed)
  expect(slugs.length).toBeGreaterThanOrEqual(7);
});
afterAll(async () => {
  // leave no round of the controlled clock open for later test files' schedulers
  for (const slug of slugs.slice(0, 4)) await finishRound(slug).catch(() => undefined);
  if (slugs.length > 0) {
    await server.db
      .update(crashGames)
      .set({ wantedUntil: sql`now() - interval '1 second'` })
      .where(inArray(crashGames.gameSlug, slugs.slice(0, 4)));
  }
  await server?.close();
});

async function fund(user: TestUser, minor: bigint, kind: 'REAL' | 'BONUS' = 'REAL') {
  await transfer(server.db, {
    idempotencyKey: `crash-test-fund:${randomUUID()}`,
    debit: kind === 'REAL' ? account.house('USD') : account.bonusPool('USD'),
    credit: account.player(user.userId, kind, 'USD'),
    amount: minor,
    currency: 'USD',
    kind: kind === 'REAL' ? 'FUN_TOP_UP' : 'BONUS_GRANT',
  });
}

const real = (user: TestUser) => accountBalance(server.db, account.real(user.userId, 'USD'));
const bonus = (user: TestUser) => accountBalance(server.db, account.bonus(user.userId, 'USD'));

async function current(slug: string): Promise<CrashRoundRow> {
  const round = await latestRound(server.db, slug);
  expect(round).toBeDefined();
  return round!;
}

/** Steps the manual scheduler until the round is settled (the clock jumps to each due time). */
async function finishRound(slug: string) {
  for (let i = 0; i < 10; i++) {
    const round = await latestRound(server.db, slug);
    if (!round || round.settledAt) return;
    const wake = await manual.step(slug);
    if (wake !== null && wake > clock) clock = wake;
  }
}

/** A round in BETTING whose crash point is at least `min` (hundredths). */
async function bettingRound(slug: string, min = 100): Promise<CrashRoundRow> {
  for (let i = 0; i < 40; i++) {
    await finishRound(slug);
    const last = await latestRound(server.db, slug);
    if (last?.crashedAt) clock = Math.max(clock, last.crashedAt.getTime() + 3_000);
    await manual.step(slug);
    const round = await current(slug);
    expect(round.phase).toBe('BETTING');
    if (round.crashPoint >= min) return round;
  }
  throw new Error('no round reached the crash point wanted');
}

async function start(slug: string): Promise<CrashRoundRow> {
  const round = await current(slug);
  clock = round.bettingEndsAt.getTime();
  await manual.step(slug);
  const running = await current(slug);
  expect(running.phase).toBe('RUNNING');
  return running;
}

const BET_FIELDS = `id roundId player mine demo currency amount win status cashedOutAt autoCashOut`;
const PLACE = `mutation PlaceCrashBet($input: PlaceCrashBetInput!) { placeCrashBet(input: $input) {
  __typename
  ... on CrashBetSuccess { replayed bet { ${BET_FIELDS} } balance { real bonus total } }
  ... on GeneralAppError { code message } } }`;
const CASH_OUT = `mutation CashOutCrash($roundId: ID!) { cashOutCrash(roundId: $roundId) {
  __typename
  ... on CrashBetSuccess { replayed bet { ${BET_FIELDS} } balance { real bonus total } }
  ... on GeneralAppError { code message } } }`;
const GAME = `query CrashGame($slug: String!) { crashGame(slug: $slug) { __typename
  ... on CrashGame { slug serverTime bettingMs growthRate
    round { id number phase bettingEndsAt startedAt crashedAt crashPoint gameHash gameIndex chainId terminalHash salt rtp growthRate }
    bets { ${BET_FIELDS} } myBet { ${BET_FIELDS} }
    history { roundId number crashPoint gameHash gameIndex } }
  ... on GeneralAppError { code } } }`;

interface BetView {
  id: string;
  roundId: string;
  player: string;
  mine: boolean;
  demo: boolean;
  amount: string;
  win: string;
  status: string;
  cashedOutAt: string | null;
  autoCashOut: string | null;
}
interface BetResult {
  __typename: string;
  code?: string;
  replayed?: boolean;
  bet?: BetView;
  balance?: { real: string; bonus: string; total: string };
}

async function bet(user: TestUser, input: Record<string, unknown>): Promise<BetResult> {
  const res = await server.gql<{ placeCrashBet: BetResult }>(
    PLACE,
    { input },
    { headers: user.headers },
  );
  expect(res.errors).toBeUndefined();
  return res.data!.placeCrashBet;
}

async function cashOut(user: TestUser, roundId: string): Promise<BetResult> {
  const res = await server.gql<{ cashOutCrash: BetResult }>(
    CASH_OUT,
    { roundId },
    { headers: user.headers },
  );
  expect(res.errors).toBeUndefined();
  return res.data!.cashOutCrash;
}

const hundredths = (n: number) => (n / 100).toFixed(2);

describe('crash growth', () => {
  it('reaches a multiplier at msToReach and never before', () => {
    expect(multiplierAt(11_552)).toBe(199);
    expect(multiplierAt(11_553)).toBe(200);
    expect(msToReach(200)).toBe(11_553);
    expect(msToReach(100)).toBe(0);
    for (const rate of [0.00006, 0.001]) {
      for (let c = 101; c < 10_000_000; c = Math.ceil(c * 1.37)) {
        const t = msToReach(c, rate);
        expect(multiplierAt(t, rate)).toBeGreaterThanOrEqual(c);
        expect(multiplierAt(t - 1, rate)).toBeLessThan(c);
      }
    }
  });
});

describe('crash rounds on a controlled clock', () => {
  it('moves through BETTING → RUNNING → CRASHED → settled → next round, and publishes each phase', async () => {
    const slug = slugs[0]!;
    const events: CrashRoundEvent[] = [];
    const sub = server.pubsub.subscribe('crash.round', slug);
    void (async () => {
      for await (const e of sub) events.push(e as CrashRoundEvent);
    })();
    const release = manual.watch(slug);
    await finishRound(slug);
    clock += 10_000;

    expect(await manual.step(slug)).toBe(clock);
    const opened = await current(slug);
    expect(opened.phase).toBe('BETTING');
    expect(opened.bettingEndsAt.getTime()).toBe(clock + 6_000);
    expect(await manual.step(slug)).toBe(clock + 6_000);
    clock += 5_999;
    expect(await manual.step(slug)).toBe(opened.bettingEndsAt.getTime());
    expect((await current(slug)).phase).toBe('BETTING');

    clock += 1;
    await manual.step(slug);
    const running = await current(slug);
    expect(running.phase).toBe('RUNNING');
    expect(running.startedAt!.getTime()).toBe(clock);
    const crashAt = crashInstant(running);
    expect(crashAt).toBe(clock + msToReach(running.crashPoint));
    // a round whose crash point is 1.00× crashes on this very step (a CI run drew one)
    expect(await manual.step(slug)).toBe(crashAt > clock ? crashAt : crashAt + 500);
    if (crashAt > clock) {
      clock = crashAt - 1;
      await manual.step(slug);
      expect((await current(slug)).phase).toBe('RUNNING');
    }
    clock = crashAt;
    expect(await manual.step(slug)).toBe(crashAt + 500);
    const crashed = await current(slug);
    expect(crashed.phase).toBe('CRASHED');
    expect(crashed.crashedAt!.getTime()).toBe(crashAt);
    expect(crashed.settledAt).toBeNull();
    clock = crashAt + 500;
    expect(await manual.step(slug)).toBe(crashAt + 3_000);
    expect((await current(slug)).settledAt).not.toBeNull();
    // the pause, then the next game of the same chain
    clock = crashAt + 2_999;
    expect(await manual.step(slug)).toBe(crashAt + 3_000);
    clock = crashAt + 3_000;
    await manual.step(slug);
    const next = await current(slug);
    expect(next.number).toBe(running.number + 1);
    expect(next.phase).toBe('BETTING');
    if (next.chainId === running.chainId) expect(next.gameIndex).toBe(running.gameIndex + 1);

    // the revealed hash belongs to the chain and gives the crash point
    expect(verifyGameHash(crashed.gameHash, crashed.gameIndex, crashed.terminalHash)).toBe(true);
    expect(crashPoint(crashed.gameHash, crashed.salt, crashed.rtpBp)).toBe(crashed.crashPoint);

    const mine = events.filter((e) => e.round.id === running.id).map((e) => e.round.phase);
    expect(mine).toEqual(['BETTING', 'RUNNING', 'CRASHED']);
    for (const e of events.filter((x) => x.round.id === running.id)) {
      if (e.round.phase === 'CRASHED') {
        expect(e.round.gameHash).toBe(crashed.gameHash);
        expect(e.round.crashPoint).toBe(crashed.crashPoint);
      } else {
        expect(e.round.gameHash).toBeNull();
        expect(e.round.crashPoint).toBeNull();
      }
    }

    // nobody watches any more: the open round is finished and no new one opens
    release();
    await server.db
      .update(crashGames)
      .set({ wantedUntil: sql`now() - interval '1 second'` })
      .where(eq(crashGames.gameSlug, slug));
    await finishRound(slug);
    const settled = await current(slug);
    clock = settled.crashedAt!.getTime() + 3_000;
    expect(await manual.step(slug)).toBeNull();
    expect((await current(slug)).id).toBe(settled.id);
    await sub.return?.();
  });

  it('pays cash-outs by hand and automatic ones at their target, refuses late ones, closes losers', async () => {
    const slug = slugs[1]!;
    manual.watch(slug);
    const round = await bettingRound(slug, 150);
    const [a, b, c, d, e] = await Promise.all(
      Array.from({ length: 5 }, () => registerTestUser(server)),
    );
    for (const u of [a!, b!, c!, d!]) await fund(u, 100_00n);
    const mark = await outboxMark(server.db);

    const betA = await bet(a!, { gameSlug: slug, amount: '10.00' });
    expect(betA.__typename).toBe('CrashBetSuccess');
    expect(betA.bet).toMatchObject({
      status: 'ACTIVE',
      mine: true,
      amount: '10.00',
      roundId: round.id,
    });
    expect(betA.bet!.player).toMatch(/^[0-9A-F]{4}$/);
    expect(betA.balance!.real).toBe('90.00');
    const betB = await bet(b!, { gameSlug: slug, amount: '10.00', autoCashOut: '1.20' });
    expect(betB.bet!.autoCashOut).toBe('1.20');
    const above = hundredths(round.crashPoint + 1);
    expect(
      (await bet(c!, { gameSlug: slug, amount: '10.00', autoCashOut: above })).__typename,
    ).toBe('CrashBetSuccess');
    expect((await bet(d!, { gameSlug: slug, amount: '10.00' })).__typename).toBe('CrashBetSuccess');
    const demo = await bet(e!, { gameSlug: slug, amount: '50.00', demo: true });
    expect(demo.bet).toMatchObject({ demo: true, status: 'ACTIVE' });
    expect(demo.balance!.total).toBe('0.00');

    // one bet per player and round; no cash-out before the round runs; bad input
    expect((await bet(a!, { gameSlug: slug, amount: '5.00' })).code).toBe('CRASH_ALREADY_BET');
    expect((await cashOut(a!, round.id)).code).toBe('CRASH_NOT_RUNNING');
    expect((await bet(d!, { gameSlug: slug, amount: '0.50' })).code).toBe('BET_TOO_LOW');
    expect((await bet(d!, { gameSlug: slug, amount: '5.00', autoCashOut: '1.00' })).code).toBe(
      'VALIDATION_ERROR',
    );
    expect((await bet(d!, { gameSlug: 'no-such-game', amount: '5.00' })).code).toBe(
      'GAME_NOT_FOUND',
    );

    // the public list hides other players' demo bets; the owner sees theirs
    const seenByA = await server.gql<{ crashGame: { bets: BetView[]; myBet: BetView } }>(
      GAME,
      { slug },
      { headers: a!.headers },
    );
    expect(seenByA.data!.crashGame.bets).toHaveLength(4);
    expect(seenByA.data!.crashGame.myBet.id).toBe(betA.bet!.id);
    expect(seenByA.data!.crashGame.bets.filter((x) => x.mine)).toHaveLength(1);
    expect(seenByA.data!.crashGame.bets.every((x) => x.autoCashOut === null)).toBe(true);
    const seenByE = await server.gql<{ crashGame: { bets: BetView[] } }>(
      GAME,
      { slug },
      { headers: e!.headers },
    );
    expect(seenByE.data!.crashGame.bets).toHaveLength(5);

    const running = await start(slug);
    expect((await bet(e!, { gameSlug: slug, amount: '1.00' })).code).toBe('CRASH_BETTING_CLOSED');
    const started = running.startedAt!.getTime();

    // A cashes out at 1.10× by hand
    clock = started + msToReach(110);
    const outA = await cashOut(a!, round.id);
    expect(outA.bet).toMatchObject({ status: 'CASHED_OUT', cashedOutAt: '1.10', win: '11.00' });
    expect(outA.balance!.real).toBe('101.00');
    // its bet history row does not reveal the round while it runs
    const early = await historyRows(sql`id = ${outA.bet!.id}`);
    const earlyCrash = (early[0]!.outcome as { crash: { point: unknown; gameHash: unknown } })
      .crash;
    expect(earlyCrash.point).toBeNull();
    expect(earlyCrash.gameHash).toBeNull();

    // B's automatic cash-out is due at 1.20×: the scheduler pays it at exactly 1.20
    expect(await manual.step(slug)).toBe(started + msToReach(120));
    clock = started + msToReach(120) + 37;
    await manual.step(slug);
    const [rowB] = await server.db.select().from(crashBets).where(eq(crashBets.id, betB.bet!.id));
    expect(rowB).toMatchObject({ status: 'CASHED_OUT', cashedOutAt: 120, win: 12_00n });
    expect(await real(b!)).toBe(102_00n);

    // D asks at the crash instant: too late
    clock = crashInstant(running);
    expect((await cashOut(d!, round.id)).code).toBe('CRASH_TOO_LATE');
    await finishRound(slug);
    const done = await current(slug);
    expect(done.phase).toBe('CRASHED');
    expect(done.settledAt).not.toBeNull();
    const bets = await server.db.select().from(crashBets).where(eq(crashBets.roundId, round.id));
    const byUser = new Map(bets.map((x) => [x.userId, x]));
    expect(byUser.get(c!.userId)!.status).toBe('LOST');
    expect(byUser.get(d!.userId)!.status).toBe('LOST');
    expect(byUser.get(e!.userId)!.status).toBe('LOST');
    expect(await real(c!)).toBe(90_00n);
    expect(await real(d!)).toBe(90_00n);
    expect((await cashOut(d!, round.id)).code).toBe('CRASH_TOO_LATE');
    // a cash-out asked again returns the same payment
    const again = await cashOut(a!, round.id);
    expect(again).toMatchObject({ replayed: true, bet: { win: '11.00' } });
    expect(await real(a!)).toBe(101_00n);

    // bet history: verification data revealed, and it verifies
    const history = await server.gql<{
      betHistory: {
        items: {
          id: string;
          win: string;
          clientSeed: string;
          nonce: number;
          serverSeedHash: string;
          outcome: {
            crashPoint: string;
            cashedOutAt: string | null;
            won: boolean;
            gameHash: string;
            roundId: string;
          };
        }[];
      };
    }>(
      `query BetHistory { betHistory { items { id win clientSeed nonce serverSeedHash outcome {
         ... on CrashOutcome { crashPoint target autoCashOut cashedOutAt won gameHash roundId roundNumber } } } } }`,
      undefined,
      { headers: a!.headers },
    );
    const item = history.data!.betHistory.items[0]!;
    expect(item).toMatchObject({
      id: outA.bet!.id,
      win: '11.00',
      clientSeed: done.salt,
      nonce: done.gameIndex,
      serverSeedHash: done.terminalHash,
    });
    expect(item.outcome).toMatchObject({
      crashPoint: hundredths(done.crashPoint),
      cashedOutAt: '1.10',
      won: true,
      gameHash: done.gameHash,
      roundId: done.id,
    });
    const verified = await server.gql<{ verifyBet: { crashPoint: string; chainValid: boolean } }>(
      `query VerifyBet($s: String!, $c: String!, $n: Int!, $t: String!, $r: String!) {
         verifyBet(serverSeed: $s, clientSeed: $c, nonce: $n, engine: CRASH, params: { terminalHash: $t, rtp: $r }) {
           ... on VerifiedBet { crashPoint chainValid } } }`,
      {
        s: done.gameHash,
        c: done.salt,
        n: done.gameIndex,
        t: done.terminalHash,
        r: hundredths(done.rtpBp),
      },
    );
    expect(verified.data!.verifyBet).toEqual({
      crashPoint: hundredths(done.crashPoint),
      chainValid: true,
    });

    // bet.settled for each real bet (none for demo), with the win
    const settled = await outboxPayloads(server.db, 'bet.settled', () => true, mark);
    const ours = new Map(
      settled.filter((s) => bets.some((x) => x.id === s.roundId)).map((s) => [s.userId, s]),
    );
    expect(ours.size).toBe(4);
    expect(ours.get(a!.userId)).toMatchObject({
      amount: 10_00n,
      win: 11_00n,
      gameCategory: 'crash',
    });
    expect(ours.get(b!.userId)!.win).toBe(12_00n);
    expect(ours.get(c!.userId)!.win).toBe(0n);
    expect(ours.get(e!.userId)).toBeUndefined();
    expect((await auditLedger(server.db)).ok).toBe(true);

    // the history strip shows the crash point
    const game = await server.gql<{
      crashGame: { history: { roundId: string; crashPoint: string; gameHash: string }[] };
    }>(GAME, { slug });
    expect(game.data!.crashGame.history[0]).toMatchObject({
      roundId: done.id,
      crashPoint: hundredths(done.crashPoint),
      gameHash: done.gameHash,
    });
  });

  it('a double cash-out in parallel pays once', async () => {
    const slug = slugs[2]!;
    manual.watch(slug);
    const round = await bettingRound(slug, 150);
    const user = await registerTestUser(server);
    await fund(user, 20_00n);
    await fund(user, 5_00n, 'BONUS');
    const placed = await bet(user, { gameSlug: slug, amount: '22.00' });
    expect(placed.balance).toMatchObject({ real: '0.00', bonus: '3.00' });
    const running = await start(slug);
    clock = running.startedAt!.getTime() + msToReach(125);
    const results = await Promise.all(Array.from({ length: 10 }, () => cashOut(user, round.id)));
    expect(results.every((r) => r.__typename === 'CrashBetSuccess')).toBe(true);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(results.map((r) => r.bet!.win))).toEqual(new Set(['27.50']));
    // win 27.50 = 22.00 × 1.25; BONUS gets ⌊27.50 · 2/22⌋ = 2.50, REAL the rest
    expect(await real(user)).toBe(25_00n);
    expect(await bonus(user)).toBe(3_00n + 2_50n);
    const wins = await server.db.execute(
      sql`SELECT count(*)::int AS n FROM ledger_transfers WHERE idempotency_key LIKE ${`round:${placed.bet!.id}:win:%`}`,
    );
    expect(Number((wins as unknown as { rows: { n: number }[] }).rows[0]!.n)).toBe(2);
    await finishRound(slug);
    expect((await auditLedger(server.db)).ok).toBe(true);
  });

  it('50 parallel bets on one balance never overdraw', async () => {
    const games = slugs.slice(0, 4);
    for (const slug of games) {
      manual.watch(slug);
      await bettingRound(slug);
    }
    const user = await registerTestUser(server);
    await fund(user, 25_00n);
    await fund(user, 10_00n, 'BONUS');
    const house = await accountBalance(server.db, account.house('USD'));
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        bet(user, { gameSlug: games[i % games.length]!, amount: '10.00' }),
      ),
    );
    const ok = results.filter((r) => r.__typename === 'CrashBetSuccess');
    for (const r of results.filter((x) => x.__typename !== 'CrashBetSuccess')) {
      expect(['INSUFFICIENT_FUNDS', 'CRASH_ALREADY_BET']).toContain(r.code);
    }
    // three stakes fit in 35.00, and one bet per round
    expect(ok.length).toBe(3);
    expect(new Set(ok.map((r) => r.bet!.roundId)).size).toBe(ok.length);
    const left = (await real(user)) + (await bonus(user));
    expect(left).toBe(35_00n - BigInt(ok.length) * 10_00n);
    expect(await real(user)).toBe(0n);
    expect(await accountBalance(server.db, account.house('USD'))).toBe(house + 30_00n);
    const rows = await server.db.select().from(crashBets).where(eq(crashBets.userId, user.userId));
    expect(rows).toHaveLength(3);
    expect((await auditLedger(server.db)).ok).toBe(true);
    for (const slug of games) await finishRound(slug);
  }, 60_000);

  it('a failure between debit and settlement leaves no money created or lost', async () => {
    const slug = slugs[3]!;
    manual.watch(slug);
    const round = await bettingRound(slug, 150);
    const user = await registerTestUser(server);
    await fund(user, 20_00n);
    const before = {
      real: await real(user),
      house: await accountBalance(server.db, account.house('USD')),
    };
    const betId = randomUUID();
    const deps = manual.crashDeps;
    const input = {
      userId: user.userId,
      gameSlug: slug,
      amount: 10_00n,
      autoCashOut: null,
      demo: false,
      betId,
    };
    await expect(
      placeCrashBet(
        {
          ...deps,
          afterDebit: () => {
            throw new Error('killed after the debit');
          },
        },
        input,
      ),
    ).rejects.toThrow('killed after the debit');
    expect(await real(user)).toBe(before.real);
    expect(await accountBalance(server.db, account.house('USD'))).toBe(before.house);
    expect(await server.db.select().from(crashBets).where(eq(crashBets.id, betId))).toHaveLength(0);
    // the same bet id then goes through once; a retry replays it
    expect((await placeCrashBet(deps, input)).replayed).toBe(false);
    expect((await placeCrashBet(deps, input)).replayed).toBe(true);
    expect(await real(user)).toBe(10_00n);

    const running = await start(slug);
    clock = running.startedAt!.getTime() + msToReach(140);
    await expect(
      cashOutCrash(
        {
          ...deps,
          afterWin: () => {
            throw new Error('killed after the win');
          },
        },
        { userId: user.userId, roundId: round.id },
      ),
    ).rejects.toThrow('killed after the win');
    expect(await real(user)).toBe(10_00n);
    const [still] = await server.db.select().from(crashBets).where(eq(crashBets.id, betId));
    expect(still!.status).toBe('ACTIVE');
    expect(await historyRows(sql`id = ${betId}`)).toHaveLength(0);
    const paid = await cashOutCrash(deps, { userId: user.userId, roundId: round.id });
    expect(paid.bet.cashedOutAt).toBe(multiplierAt(msToReach(140)));
    expect(await real(user)).toBe(10_00n + 14_00n);
    await finishRound(slug);
    expect((await auditLedger(server.db)).ok).toBe(true);
  });
});

describe('crash rounds driven by real schedulers', () => {
  const log = createLogger({ logLevel: 'silent', nodeEnv: 'test' });

  async function waitFor<T>(
    read: () => Promise<T>,
    ok: (v: T) => boolean,
    ms = 20_000,
  ): Promise<T> {
    const until = Date.now() + ms;
    for (;;) {
      const value = await read();
      if (ok(value)) return value;
      if (Date.now() > until) throw new Error('timed out');
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  it('a driver killed between the debit and the settlement is replaced; no money is created or lost', async () => {
    const slug = slugs[4]!;
    await finishRound(slug);
    const [manualPlayer, autoPlayer] = await Promise.all([
      registerTestUser(server),
      registerTestUser(server),
    ]);
    await fund(manualPlayer, 50_00n);
    await fund(autoPlayer, 50_00n);
    const house = await accountBalance(server.db, account.house('USD'));
    const deps = { db: server.db, pubsub: server.pubsub, log };
    const first = new CrashScheduler(deps, { timings: { ...FAST, bettingMs: 3_000 } });
    const release = first.watch(slug);
    const round = await waitFor(
      () => latestRound(server.db, slug),
      (r) =>
        r?.phase === 'BETTING' && !r.settledAt && r.bettingEndsAt.getTime() - Date.now() > 1_500,
    );
    await placeCrashBet(first.crashDeps, {
      userId: manualPlayer.userId,
      gameSlug: slug,
      amount: 10_00n,
      autoCashOut: null,
      demo: false,
    });
    await placeCrashBet(first.crashDeps, {
      userId: autoPlayer.userId,
      gameSlug: slug,
      amount: 10_00n,
      autoCashOut: 101,
      demo: false,
    });
    // the driver dies with the stakes taken and nothing settled (its lease is not released)
    release();
    await first.abandon();
    expect((await latestRound(server.db, slug))!.settledAt).toBeNull();

    const second = new CrashScheduler(deps, { timings: FAST });
    try {
      const done = await waitFor(
        () => server.db.select().from(crashRounds).where(eq(crashRounds.id, round!.id)),
        (rows) => rows[0]?.settledAt !== null && rows[0]?.settledAt !== undefined,
      );
      const c = done[0]!.crashPoint;
      const [driver] = await server.db
        .select()
        .from(crashGames)
        .where(eq(crashGames.gameSlug, slug));
      expect([second.instanceId, null]).toContain(driver!.driver);
      const autoWin = c >= 101 ? 10_10n : 0n;
      expect(await real(manualPlayer)).toBe(40_00n);
      expect(await real(autoPlayer)).toBe(40_00n + autoWin);
      expect(await accountBalance(server.db, account.house('USD'))).toBe(house + 20_00n - autoWin);
      const history = await historyRows(
        sql`game_slug = ${slug} AND user_id = ${manualPlayer.userId}`,
      );
      expect(history).toHaveLength(1);
      expect((await auditLedger(server.db)).ok).toBe(true);
    } finally {
      await second.stop();
    }
  }, 60_000);

  it('the subscription delivers the round to two viewers', async () => {
    const live = await createTestServer({
      listen: true,
      modules: withScheduler((d) => {
        startCrashScheduler(d, { timings: { ...FAST, bettingMs: 3_000 } });
      }),
    });
    const slug = slugs[5]!;
    const player = await registerTestUser(live);
    await fund(player, 20_00n);
    const clients: Client[] = [
      createClient({
        url: `${live.wsUrl}?token=${player.token}`,
        webSocketImpl: WebSocket,
        retryAttempts: 0,
      }),
      createClient({ url: live.wsUrl!, webSocketImpl: WebSocket, retryAttempts: 0 }),
    ];
    type Ev = {
      kind: string;
      round: {
        id: string;
        phase: string;
        startedAt: string | null;
        crashPoint: string | null;
        gameHash: string | null;
        growthRate: number;
      };
      bet: { player: string; mine: boolean; amount: string } | null;
    };
    const query = `subscription CrashRound($slug: String!) { crashRound(slug: $slug) {
      kind serverTime round { id phase startedAt crashPoint gameHash growthRate } bet { player mine amount } } }`;
    let betPlaced = false;
    const collect = async (client: Client) => {
      const seen: Ev[] = [];
      const iterator = client.iterate<{ crashRound: Ev }>({ query, variables: { slug } });
      for await (const result of iterator) {
        expect(result.errors).toBeUndefined();
        const ev = result.data!.crashRound;
        seen.push(ev);
        if (ev.kind === 'PHASE' && ev.round.phase === 'BETTING' && !betPlaced) {
          betPlaced = true;
          const placed = await live.gql<{ placeCrashBet: BetResult }>(
            PLACE,
            { input: { gameSlug: slug, amount: '2.00' } },
            { headers: player.headers },
          );
          expect(placed.data!.placeCrashBet.__typename).toBe('CrashBetSuccess');
        }
        const withBet = seen.find((x) => x.kind === 'BET');
        if (
          withBet &&
          ev.kind === 'PHASE' &&
          ev.round.phase === 'CRASHED' &&
          ev.round.id === withBet.round.id
        ) {
          await iterator.return?.();
        }
      }
      return seen;
    };
    try {
      const [one, two] = await Promise.all(clients.map(collect));
      for (const seen of [one!, two!]) {
        const bet = seen.find((x) => x.kind === 'BET')!;
        expect(bet.bet!.amount).toBe('2.00');
        const phases = seen.filter((x) => x.round.id === bet.round.id).map((x) => x.round.phase);
        expect(phases).toContain('RUNNING');
        expect(phases.at(-1)).toBe('CRASHED');
        const runningEvent = seen.find(
          (x) => x.round.id === bet.round.id && x.round.phase === 'RUNNING',
        )!;
        expect(runningEvent.round.startedAt).not.toBeNull();
        expect(runningEvent.round.gameHash).toBeNull();
        expect(runningEvent.round.growthRate).toBe(0.001);
        const end = seen.at(-1)!;
        expect(end.round.gameHash).toMatch(/^[0-9a-f]{64}$/);
        expect(Number(end.round.crashPoint)).toBeGreaterThanOrEqual(1);
      }
      expect(one!.find((x) => x.kind === 'BET')!.bet!.mine).toBe(true);
      expect(two!.find((x) => x.kind === 'BET')!.bet!.mine).toBe(false);
      expect(one!.find((x) => x.kind === 'BET')!.round.id).toBe(
        two!.find((x) => x.kind === 'BET')!.round.id,
      );
    } finally {
      await Promise.all(clients.map((c) => c.dispose()));
      await live.close();
    }
  }, 60_000);

  it.runIf(process.env.DATABASE_URL && process.env.REDIS_URL)(
    'two instances on PostgreSQL + Redis share one round, and one takes over when the driver dies',
    async () => {
      const start = (d: Parameters<NonNullable<AppModule['start']>>[0]) => {
        startCrashScheduler(d, { timings: { ...FAST, bettingMs: 3_000 } });
      };
      const a = await createTestServer({ listen: true, modules: withScheduler(start) });
      const b = await createTestServer({ listen: true, modules: withScheduler(start) });
      const slug = slugs[6]!;
      const [p1, p2] = await Promise.all([registerTestUser(a), registerTestUser(b)]);
      await fund(p1, 50_00n);
      await fund(p2, 50_00n);
      const viewers = [
        createClient({ url: a.wsUrl!, webSocketImpl: WebSocket, retryAttempts: 0 }),
        createClient({ url: b.wsUrl!, webSocketImpl: WebSocket, retryAttempts: 0 }),
      ];
      const seen: Ev2[][] = [[], []];
      type Ev2 = { kind: string; round: { id: string; number: number; phase: string } };
      const query = `subscription CrashRound($slug: String!) { crashRound(slug: $slug) { kind round { id number phase } } }`;
      const iterators = viewers.map((v, i) => {
        const it = v.iterate<{ crashRound: Ev2 }>({ query, variables: { slug } });
        void (async () => {
          for await (const r of it) seen[i]!.push(r.data!.crashRound);
        })().catch(() => undefined);
        return it;
      });
      try {
        // a round in BETTING with enough time and a crash point worth cashing out
        let round: CrashRoundRow | undefined;
        for (let i = 0; i < 30 && !round; i++) {
          const r = await waitFor(
            () => latestRound(a.db, slug),
            (x) => x?.phase === 'BETTING' && x.bettingEndsAt.getTime() - Date.now() > 1_500,
          );
          if (r!.crashPoint >= 300) round = r;
          else
            await waitFor(
              () => latestRound(a.db, slug),
              (x) => x?.id !== r!.id,
            );
        }
        expect(round).toBeDefined();
        const on = async (s: TestServer, u: TestUser, input: Record<string, unknown>) =>
          (await s.gql<{ placeCrashBet: BetResult }>(PLACE, { input }, { headers: u.headers }))
            .data!.placeCrashBet;
        expect((await on(a, p1, { gameSlug: slug, amount: '10.00' })).bet!.roundId).toBe(round!.id);
        expect(
          (await on(b, p2, { gameSlug: slug, amount: '10.00', autoCashOut: '1.30' })).bet!.roundId,
        ).toBe(round!.id);
        // exactly one instance drives the game
        const schedulers = [crashSchedulerFor(a.pubsub)!, crashSchedulerFor(b.pubsub)!];
        const drivers = schedulers.filter((s) => s.drivenGames().includes(slug));
        expect(drivers).toHaveLength(1);
        const [row] = await a.db.select().from(crashGames).where(eq(crashGames.gameSlug, slug));
        expect(row!.driver).toBe(drivers[0]!.instanceId);

        // p1 (who bet on A) cashes out through B while the round runs, after 1.30×
        const running = await waitFor(
          () => latestRound(a.db, slug),
          (x) =>
            x?.id === round!.id &&
            x.phase === 'RUNNING' &&
            Date.now() >= x.startedAt!.getTime() + msToReach(135, x.growthRate),
        );
        const out = await b.gql<{ cashOutCrash: BetResult }>(
          CASH_OUT,
          { roundId: running!.id },
          { headers: p1.headers },
        );
        expect(out.data!.cashOutCrash.__typename).toBe('CrashBetSuccess');
        const m = Math.round(Number(out.data!.cashOutCrash.bet!.cashedOutAt) * 100);
        expect(m).toBeGreaterThanOrEqual(135);
        expect(m).toBeLessThan(round!.crashPoint);
        await waitFor(
          () => a.db.select().from(crashRounds).where(eq(crashRounds.id, round!.id)),
          (rows) => Boolean(rows[0]?.settledAt),
        );
        expect(await real(p1)).toBe(40_00n + (10_00n * BigInt(m)) / 100n);
        expect(await real(p2)).toBe(40_00n + 13_00n);
        // both viewers saw the same round's bets and phases
        for (const list of seen) {
          const kinds = list.filter((e) => e.round.id === round!.id).map((e) => e.kind);
          expect(kinds.filter((k) => k === 'BET')).toHaveLength(2);
          expect(kinds).toContain('CASH_OUT');
          expect(list.filter((e) => e.round.id === round!.id).at(-1)!.round.phase).toBe('CRASHED');
        }

        // the driver dies without releasing its lease: the other instance takes over
        const dead = drivers[0]!;
        const survivor = schedulers.find((s) => s !== dead)!;
        const survivorSeen = seen[schedulers.indexOf(survivor)]!;
        await dead.abandon();
        const after = (await latestRound(a.db, slug))!.number;
        await waitFor(
          async () => survivorSeen.filter((e) => e.round.number > after + 1),
          (list) => list.some((e) => e.round.phase === 'CRASHED'),
          30_000,
        );
        expect(survivor.drivenGames()).toContain(slug);
        expect((await auditLedger(a.db)).ok).toBe(true);
      } finally {
        await Promise.all(iterators.map((it) => it.return?.()));
        await Promise.all(viewers.map((v) => v.dispose()));
        await a.close();
        await b.close();
      }
    },
    150_000,
  );
});
