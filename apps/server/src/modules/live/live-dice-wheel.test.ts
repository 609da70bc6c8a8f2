// Live dice (live-casino) and live wheel (live-game-show) as shared tables (docs/live2-notes.md),
// through the real API and database on a controlled clock: one roll / one wheel stop for every
// bet of the round, each bet settled with its own target and direction / its own risk, bets
// visible to the table, late bets refused, retried bet ids debit once, settlement exactly once
// with two runners, a fault mid-settlement rolls back, the round verifies with verifyBet.
import { createHash, randomUUID } from 'node:crypto';
import { diceWin, wheelLayout } from '@aurum/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../http/logger';
import { outboxMark, outboxPayloads } from '../../outbox/test-helpers';
import { registerTestUser } from '../../test/users';
import { auditLedger } from '../wallet/testing';
import type { LiveTableEvent } from './events';
import { latestLiveRound, liveWheelSegments, settleLiveRound } from './rounds';
import { LiveScheduler } from './scheduler';
import { liveTestBed } from './test-helpers';

let dice: string[] = [];
let wheels: string[] = [];

beforeAll(async () => {
  await bed.start();
  dice = await liveSlugs('live-casino', 'DICE');
  wheels = await liveSlugs('live-game-show', 'WHEEL');
  expect(dice.length).toBeGreaterThanOrEqual(3);
  expect(wheels.length).toBeGreaterThanOrEqual(2);
}, 180_000);

afterAll(() => bed.close());

const BET = `id roundId player mine demo currency amount win spots { type } target direction risk`;
const ROUND = `id number phase engine bettingEndsAt serverSeedHash serverSeed clientSeed segments
  outcome { roll segment segments pocket }`;
const TABLE = `query LiveTable($slug: String!) { liveTable(slug: $slug) { __typename
  ... on LiveTable { slug engine round { ${ROUND} } bets { ${BET} } history { ${ROUND} } }
  ... on GeneralAppError { code } } }`;
const PLACE = `mutation PlaceLiveBet($input: PlaceLiveBetInput!) { placeLiveBet(input: $input) { __typename
  ... on LiveBetSuccess { replayed bet { ${BET} } round { id number phase } }
  ... on GeneralAppError { code message } } }`;

interface BetView {
  id: string;
  player: string;
  mine: boolean;
  win: string | null;
  target: string | null;
  direction: string | null;
  risk: string | null;
  spots: unknown[];
}
interface RoundView {
  id: string;
  number: number;
  engine: string;
  serverSeed: string | null;
  serverSeedHash: string;
  clientSeed: string;
  segments: number | null;
  outcome: { roll: string | null; segment: number | null; segments: number | null } | null;
}
interface TableView {
  __typename: string;
  engine: string;
  round: RoundView;
  bets: BetView[];
  history: RoundView[];
}
interface BetResult {
  __typename: string;
  code?: string;
  replayed?: boolean;
  bet?: BetView;
  round?: { id: string };
}

const bed = liveTestBed<TableView, BetResult>({ table: TABLE, place: PLACE });
const { fund, real, table, place, openRound, winLegsOf, historyOf, liveSlugs } = bed;

describe('live dice table', () => {
  it('one roll for everyone, each bet with its own target and direction, verifiable', async () => {
    const slug = dice[0]!;
    const players = await Promise.all([0, 1, 2].map(() => registerTestUser(bed.server)));
    for (const p of players) await fund(p, 100_00n);
    const round = await openRound(slug);
    expect(round.engine).toBe('DICE');
    const rtpBp = round.config!.rtpBp!;
    expect(rtpBp).toBeGreaterThanOrEqual(9000);
    expect(round.serverSeedHash).toBe(createHash('sha256').update(round.serverSeed).digest('hex'));
    const before = await table(slug);
    expect(before.engine).toBe('DICE');
    expect(before.round.serverSeed).toBeNull();
    expect(before.round.outcome).toBeNull();

    const mark = await outboxMark(bed.server.db);
    const choices = [
      { amount: '5.00', target: '50.00', direction: 'UNDER' },
      { amount: '5.00', target: '50.00', direction: 'OVER' },
      { amount: '2.00', target: '10.00', direction: 'UNDER' },
    ];
    const placed = await Promise.all(
      players.map((p, i) => place(p, { gameSlug: slug, dice: choices[i], betId: randomUUID() })),
    );
    for (const r of placed) expect(r.__typename).toBe('LiveBetSuccess');
    expect(placed.map((r) => r.round!.id)).toEqual([round.id, round.id, round.id]);
    expect(await real(players[0]!)).toBe(95_00n);

    // the table sees every bet (masked) with its target and direction
    const seen = await table(slug, players[1]);
    expect(seen.bets).toHaveLength(3);
    expect(seen.bets.filter((b) => b.mine)).toHaveLength(1);
    expect(seen.bets.every((b) => /^[0-9A-F]{4}$/.test(b.player))).toBe(true);
    expect(seen.bets.map((b) => `${b.target} ${b.direction}`).sort()).toEqual(
      ['10.00 UNDER', '50.00 OVER', '50.00 UNDER'].sort(),
    );
    expect(seen.bets.every((b) => b.win === null && b.spots.length === 0)).toBe(true);

    bed.clock = round.bettingEndsAt.getTime();
    await bed.manual.step(slug);
    const after = await table(slug, players[0]);
    const settled = after.history[0]!;
    expect(settled.id).toBe(round.id);
    const roll = Math.round(Number(settled.outcome!.roll) * 100);
    expect(roll).toBeGreaterThanOrEqual(0);
    expect(roll).toBeLessThan(10000);

    // one roll in every history row; each balance = funded − stake + the engine's win
    const rows = await historyOf(placed.map((p) => p.bet!.id));
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((r) => r.outcome.dice!.roll))).toEqual(new Set([roll]));
    expect(new Set(rows.map((r) => r.nonce))).toEqual(new Set([round.number]));
    for (const [i, p] of players.entries()) {
      const c = choices[i]!;
      const target = Math.round(Number(c.target) * 100);
      const direction = c.direction as 'UNDER' | 'OVER';
      const won = direction === 'UNDER' ? roll < target : roll > target;
      const stake = BigInt(Math.round(Number(c.amount) * 100));
      const chanceBp = direction === 'UNDER' ? target : 9999 - target;
      const win = diceWin({ roll, target, direction, chanceBp, won }, stake, rtpBp);
      expect(await real(p)).toBe(100_00n - stake + win);
    }
    const events = await outboxPayloads(bed.server.db, 'bet.settled', () => true, mark);
    expect(events.map((e) => e.roundId).sort()).toEqual(placed.map((p) => p.bet!.id).sort());

    // the revealed seed verifies on /fairness
    const h = (await table(slug)).history[0]!;
    expect(h.serverSeed).toBe(round.serverSeed);
    const verified = await bed.server.gql<{ verifyBet: { roll: number; serverSeedHash: string } }>(
      `query V($s: String!, $c: String!, $n: Int!) {
         verifyBet(serverSeed: $s, clientSeed: $c, nonce: $n, engine: DICE) {
           ... on VerifiedBet { roll serverSeedHash } } }`,
      { s: h.serverSeed, c: h.clientSeed, n: h.number },
    );
    expect(verified.errors).toBeUndefined();
    expect(Math.round(Number(verified.data!.verifyBet.roll) * 100)).toBe(roll);
    expect(verified.data!.verifyBet.serverSeedHash).toBe(round.serverSeedHash);
    expect((await auditLedger(bed.server.db)).ok).toBe(true);
  });

  it('refuses late bets and bad ones with a clear code, moving nothing', async () => {
    const slug = dice[1]!;
    const player = await registerTestUser(bed.server);
    await fund(player, 20_00n);
    const round = await openRound(slug);
    const ok = { amount: '5.00', target: '50.00', direction: 'UNDER' };
    // a chance above 98 %, a roulette bet at a dice table, two kinds at once, a tiny stake
    const bad = await place(player, {
      gameSlug: slug,
      dice: { ...ok, target: '99.50', direction: 'UNDER' },
    });
    expect(bad.code).toBe('VALIDATION_ERROR');
    const wrong = await place(player, {
      gameSlug: slug,
      roulette: [{ type: 'RED', numbers: [], amount: '1.00' }],
    });
    expect(wrong.code).toBe('VALIDATION_ERROR');
    const both = await place(player, {
      gameSlug: slug,
      dice: ok,
      wheel: { amount: '1.00', risk: 'LOW' },
    });
    expect(both.code).toBe('VALIDATION_ERROR');
    const low = await place(player, { gameSlug: slug, dice: { ...ok, amount: '0.50' } });
    expect(low.code).toBe('BET_TOO_LOW');
    bed.clock = round.bettingEndsAt.getTime();
    const late = await place(player, { gameSlug: slug, dice: ok });
    expect(late.code).toBe('TABLE_BETTING_CLOSED');
    await bed.manual.step(slug);
    const between = await place(player, { gameSlug: slug, dice: ok });
    expect(between.code).toBe('TABLE_BETTING_CLOSED');
    expect(await real(player)).toBe(20_00n);
    const flag = `query F($slug: String!) { gameEngine(slug: $slug) { ... on GameEngineConfig { liveTable } } }`;
    const live = await bed.server.gql<{ gameEngine: { liveTable: boolean } }>(flag, { slug });
    expect(live.data!.gameEngine.liveTable).toBe(true);
    const wheel = await bed.server.gql<{ gameEngine: { liveTable: boolean } }>(flag, {
      slug: wheels[0],
    });
    expect(wheel.data!.gameEngine.liveTable).toBe(true);
  });

  it('concurrent copies of one bet id debit once', async () => {
    const slug = dice[2]!;
    const player = await registerTestUser(bed.server);
    await fund(player, 10_00n);
    await openRound(slug);
    const input = {
      gameSlug: slug,
      dice: { amount: '3.00', target: '40.00', direction: 'OVER' },
      betId: randomUUID(),
    };
    const results = await Promise.all([1, 2, 3, 4, 5].map(() => place(player, input)));
    expect(results.every((r) => r.__typename === 'LiveBetSuccess')).toBe(true);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await real(player)).toBe(7_00n);
    const other = await place(player, { ...input, betId: randomUUID() });
    expect(other.code).toBe('TABLE_ALREADY_BET');
    expect(await real(player)).toBe(7_00n);
  });
});

describe('live wheel table', () => {
  it("one stop for everyone on the table's wheel, each bet paid by its risk, verifiable", async () => {
    const slug = wheels[0]!;
    const segments = liveWheelSegments(slug);
    const players = await Promise.all([0, 1, 2].map(() => registerTestUser(bed.server)));
    for (const p of players) await fund(p, 100_00n);
    const round = await openRound(slug);
    expect(round.config).toEqual({ segments });
    // the wheel's size is public before the stop
    const before = await table(slug);
    expect(before.round.segments).toBe(segments);
    expect(before.round.outcome).toBeNull();
    const risks = ['LOW', 'MEDIUM', 'HIGH'] as const;
    const placed = await Promise.all(
      players.map((p, i) =>
        place(p, { gameSlug: slug, wheel: { amount: '10.00', risk: risks[i] } }),
      ),
    );
    for (const r of placed) expect(r.__typename).toBe('LiveBetSuccess');
    const seen = await table(slug, players[0]);
    expect(seen.bets.map((b) => b.risk).sort()).toEqual([...risks].sort());

    bed.clock = round.bettingEndsAt.getTime();
    await bed.manual.step(slug);
    const settled = (await table(slug)).history[0]!;
    expect(settled.id).toBe(round.id);
    const segment = settled.outcome!.segment!;
    expect(settled.outcome!.segments).toBe(segments);
    expect(segment).toBeGreaterThanOrEqual(0);
    expect(segment).toBeLessThan(segments);
    const rows = await historyOf(placed.map((p) => p.bet!.id));
    expect(new Set(rows.map((r) => r.outcome.wheel!.segment))).toEqual(new Set([segment]));
    for (const [i, p] of players.entries()) {
      const m = wheelLayout(segments, risks[i]!)[segment]!;
      expect(await real(p)).toBe(100_00n - 10_00n + (10_00n * BigInt(m)) / 100n);
    }
    const verified = await bed.server.gql<{ verifyBet: { wheel: { segment: number } } }>(
      `query V($s: String!, $c: String!, $n: Int!, $g: Int) {
         verifyBet(serverSeed: $s, clientSeed: $c, nonce: $n, engine: WHEEL, params: { segments: $g }) {
           ... on VerifiedBet { wheel { segment } } } }`,
      { s: settled.serverSeed, c: settled.clientSeed, n: settled.number, g: segments },
    );
    expect(verified.errors).toBeUndefined();
    expect(verified.data!.verifyBet.wheel.segment).toBe(segment);
    expect((await auditLedger(bed.server.db)).ok).toBe(true);
  });

  it('settles exactly once with two runners; a fault mid-settlement rolls back', async () => {
    const slug = wheels[1]!;
    const segments = liveWheelSegments(slug);
    const players = await Promise.all([0, 1, 2, 3].map(() => registerTestUser(bed.server)));
    for (const p of players) await fund(p, 10_00n);
    const round = await openRound(slug);
    const placed = await Promise.all(
      players.map((p) => place(p, { gameSlug: slug, wheel: { amount: '4.00', risk: 'LOW' } })),
    );
    const ids = placed.map((p) => p.bet!.id);
    bed.clock = round.bettingEndsAt.getTime() + 1;

    const faulty = {
      ...bed.manual.liveDeps,
      afterFirstPayment: () => Promise.reject(new Error('boom')),
    };
    await expect(settleLiveRound(faulty, round.id)).rejects.toThrow('boom');
    expect(await winLegsOf(ids)).toBe(0);
    expect((await latestLiveRound(bed.server.db, slug))!.phase).toBe('BETTING');
    expect(await historyOf(ids)).toHaveLength(0);

    const other = new LiveScheduler(
      {
        db: bed.server.db,
        pubsub: bed.server.pubsub,
        log: createLogger({ logLevel: 'silent', nodeEnv: 'test' }),
      },
      { autoStart: false, now: () => bed.clock },
    );
    const results: LiveTableEvent[] = [];
    const events = bed.server.pubsub.subscribe('live.table', slug);
    const collecting = (async () => {
      for await (const e of events as AsyncIterable<LiveTableEvent>) {
        results.push(e);
        if (e.kind === 'RESULT') break;
      }
    })();
    await Promise.all([
      bed.manual.step(slug),
      other.step(slug),
      bed.manual.sweep(),
      other.sweep(),
      settleLiveRound(bed.manual.liveDeps, round.id),
      settleLiveRound(other.liveDeps, round.id),
    ]);
    await collecting;
    const outcome = (await latestLiveRound(bed.server.db, slug))!.outcome as { segment: number };
    const m = BigInt(wheelLayout(segments, 'LOW')[outcome.segment]!);
    expect(await winLegsOf(ids)).toBe(m > 0n ? 4 : 0);
    for (const p of players) expect(await real(p)).toBe(10_00n - 4_00n + (4_00n * m) / 100n);
    expect(results.filter((e) => e.kind === 'RESULT')).toHaveLength(1);
    expect(await historyOf(ids)).toHaveLength(4);
    await other.stop();
    expect((await auditLedger(bed.server.db)).ok).toBe(true);
  });
});
