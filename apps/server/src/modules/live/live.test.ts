// Live tables through the real API and database, on a controlled clock: one round for many
// players (one pocket / one deal for all, every bet paid, bet history verifiable on /fairness),
// bets after the window refused with TABLE_BETTING_CLOSED, one bet per player and round, retried
// bet ids debit once, settlement exactly once with two runners and concurrent sweeps, a fault in
// the middle of a settlement rolls it back and the next attempt pays everyone once.
import { randomUUID } from 'node:crypto';
import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../../db/client';
import { createLogger } from '../../http/logger';
import { outboxMark, outboxPayloads } from '../../outbox/test-helpers';
import { registerTestUser } from '../../test/users';
import { account } from '../wallet';
import { auditLedger } from '../wallet/testing';
import type { LiveTableEvent } from './events';
import { latestLiveRound, settleLiveRound } from './rounds';
import { LiveScheduler } from './scheduler';
import { liveTestBed } from './test-helpers';
import { liveBets, liveRounds } from './tables';

let roulette: string[] = [];
let baccarat: string[] = [];

beforeAll(async () => {
  await bed.start();
  roulette = await liveSlugs('live-roulette');
  baccarat = await liveSlugs('live-baccarat');
  expect(roulette.length).toBeGreaterThanOrEqual(3);
  expect(baccarat.length).toBeGreaterThanOrEqual(1);
});

// settle whatever this file left open (no round of the controlled clock stays BETTING)
afterAll(() => bed.close());

const SPOT = `type numbers amount`;
const BET = `id roundId player mine demo currency amount win spots { ${SPOT} }`;
const ROUND = `id number phase engine bettingEndsAt settledAt nextRoundAt serverSeedHash serverSeed clientSeed
  outcome { pocket color playerCards bankerCards playerTotal bankerTotal result }`;
const TABLE = `query LiveTable($slug: String!) { liveTable(slug: $slug) { __typename
  ... on LiveTable { slug engine bettingMs pauseMs serverTime round { ${ROUND} } bets { ${BET} } myBet { ${BET} } history { ${ROUND} } }
  ... on GeneralAppError { code } } }`;
const PLACE = `mutation PlaceLiveBet($input: PlaceLiveBetInput!) { placeLiveBet(input: $input) { __typename
  ... on LiveBetSuccess { replayed bet { ${BET} } round { id number phase } balance { real bonus total } }
  ... on GeneralAppError { code message } } }`;

interface BetResult {
  __typename: string;
  code?: string;
  replayed?: boolean;
  bet?: { id: string; amount: string; mine: boolean; player: string; spots: unknown[] };
  round?: { id: string };
  balance?: { real: string };
}

interface TableView {
  __typename: string;
  round: {
    id: string;
    number: number;
    phase: string;
    serverSeedHash: string;
    serverSeed: string | null;
    clientSeed: string;
    outcome: { pocket: number | null; result: string | null; playerCards: number[] | null } | null;
  };
  bets: { id: string; mine: boolean; win: string | null; demo: boolean; player: string }[];
  myBet: { id: string } | null;
  history: { id: string; outcome: { pocket: number | null } | null }[];
}

const bed = liveTestBed<TableView, BetResult>({ table: TABLE, place: PLACE });
const { fund, real, table, place, openRound, winLegsOf, liveSlugs } = bed;

describe('live tables', () => {
  it('one round for everyone at the table: one pocket, every bet paid once, verifiable', async () => {
    const slug = roulette[0]!;
    const players = await Promise.all([0, 1, 2].map(() => registerTestUser(bed.server)));
    for (const p of players) await fund(p, 100_00n);
    const round = await openRound(slug);
    expect(round.serverSeedHash).toBe(createHash('sha256').update(round.serverSeed).digest('hex'));
    // the commitment is public before betting closes, the seed is not
    const before = await table(slug);
    expect(before.round.serverSeedHash).toBe(round.serverSeedHash);
    expect(before.round.serverSeed).toBeNull();
    expect(before.round.outcome).toBeNull();

    const mark = await outboxMark(bed.server.db);
    const bets = [
      [{ type: 'RED', numbers: [], amount: '5.00' }],
      [{ type: 'BLACK', numbers: [], amount: '5.00' }],
      [
        { type: 'STRAIGHT', numbers: [17], amount: '1.00' },
        { type: 'DOZEN', numbers: [2], amount: '2.00' },
      ],
    ];
    const placed = await Promise.all(
      players.map((p, i) => place(p, { gameSlug: slug, roulette: bets[i], betId: randomUUID() })),
    );
    for (const r of placed) expect(r.__typename).toBe('LiveBetSuccess');
    expect(placed.map((r) => r.round!.id)).toEqual([round.id, round.id, round.id]);
    // a demo bet rides the same round, seen by its owner only
    const demo = await place(players[0]!, {
      gameSlug: slug,
      roulette: [{ type: 'ODD', numbers: [], amount: '1.00' }],
      demo: true,
    });
    expect(demo.code).toBe('TABLE_ALREADY_BET'); // one bet per player and round, demo or not
    expect((await real(players[0]!)).toString()).toBe('9500');

    // the table sees every bet (masked), the viewer's own marked
    const seen = await table(slug, players[2]);
    expect(seen.bets).toHaveLength(3);
    expect(seen.bets.filter((b) => b.mine)).toHaveLength(1);
    expect(seen.myBet?.id).toBe(placed[2]!.bet!.id);
    expect(seen.bets.every((b) => /^[0-9A-F]{4}$/.test(b.player))).toBe(true);

    // betting closes: the runner settles the round once for everybody
    bed.clock = round.bettingEndsAt.getTime();
    await bed.manual.step(slug);
    const after = await table(slug, players[0]);
    const settled = after.history[0]!;
    expect(settled.id).toBe(round.id);
    const pocket = settled.outcome!.pocket!;
    expect(pocket).toBeGreaterThanOrEqual(0);
    const rows = await executeRows<{ id: string; outcome: { roulette: { pocket: number } } }>(
      bed.server.db,
      sql`SELECT id, outcome FROM play_rounds WHERE id IN (${sql.join(
        placed.map((p) => sql`${p.bet!.id}`),
        sql`, `,
      )})`,
    );
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((r) => r.outcome.roulette.pocket))).toEqual(new Set([pocket]));

    // every balance = funded − stake + the win of that pocket
    const red = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
    const win0 = pocket !== 0 && red.has(pocket) ? 10_00n : 0n;
    const win1 = pocket !== 0 && !red.has(pocket) ? 10_00n : 0n;
    const win2 = (pocket === 17 ? 36_00n : 0n) + (pocket >= 13 && pocket <= 24 ? 6_00n : 0n);
    expect(await real(players[0]!)).toBe(100_00n - 5_00n + win0);
    expect(await real(players[1]!)).toBe(100_00n - 5_00n + win1);
    expect(await real(players[2]!)).toBe(100_00n - 3_00n + win2);
    const events = await outboxPayloads(bed.server.db, 'bet.settled', () => true, mark);
    expect(events.map((e) => e.roundId).sort()).toEqual(placed.map((p) => p.bet!.id).sort());

    // the revealed seed verifies on /fairness: verifyBet(serverSeed, clientSeed, nonce = number)
    const revealed = await bed.server.gql<{
      liveTable: { history: { serverSeed: string; clientSeed: string; number: number }[] };
    }>(TABLE, { slug });
    const h = revealed.data!.liveTable.history[0]!;
    expect(h.serverSeed).toBe(round.serverSeed);
    const verified = await bed.server.gql<{
      verifyBet: { pocket: number; serverSeedHash: string };
    }>(
      `query V($s: String!, $c: String!, $n: Int!) {
         verifyBet(serverSeed: $s, clientSeed: $c, nonce: $n, engine: ROULETTE) {
           ... on VerifiedBet { pocket serverSeedHash } } }`,
      { s: h.serverSeed, c: h.clientSeed, n: h.number },
    );
    expect(verified.data!.verifyBet).toEqual({ pocket, serverSeedHash: round.serverSeedHash });
    expect((await auditLedger(bed.server.db)).ok).toBe(true);
  });

  it('refuses bets after the window with TABLE_BETTING_CLOSED and moves nothing', async () => {
    const slug = roulette[1]!;
    const player = await registerTestUser(bed.server);
    await fund(player, 20_00n);
    const round = await openRound(slug);
    bed.clock = round.bettingEndsAt.getTime(); // the window is over even before the runner steps
    const late = await place(player, {
      gameSlug: slug,
      roulette: [{ type: 'RED', numbers: [], amount: '5.00' }],
    });
    expect(late).toMatchObject({ __typename: 'GeneralAppError', code: 'TABLE_BETTING_CLOSED' });
    await bed.manual.step(slug); // settled
    const again = await place(player, {
      gameSlug: slug,
      roulette: [{ type: 'RED', numbers: [], amount: '5.00' }],
    });
    expect(again.code).toBe('TABLE_BETTING_CLOSED'); // between rounds too
    expect(await real(player)).toBe(20_00n);
    // a baccarat bet at a roulette table, a game that is no live table
    const next = await openRound(slug);
    expect(next.number).toBe(round.number + 1);
    const wrong = await place(player, {
      gameSlug: slug,
      baccarat: [{ type: 'PLAYER', amount: '1.00' }],
    });
    expect(wrong.code).toBe('VALIDATION_ERROR');
    const low = await place(player, {
      gameSlug: slug,
      roulette: [{ type: 'RED', numbers: [], amount: '0.50' }],
    });
    expect(low.code).toBe('BET_TOO_LOW');
    // the game page asks whether a game is a shared table
    const flag = `query F($slug: String!) { gameEngine(slug: $slug) { ... on GameEngineConfig { liveTable } } }`;
    const live = await bed.server.gql<{ gameEngine: { liveTable: boolean } }>(flag, { slug });
    expect(live.data!.gameEngine.liveTable).toBe(true);
    const [instant] = await liveSlugs('roulette');
    const plain = await bed.server.gql<{ gameEngine: { liveTable: boolean } }>(flag, {
      slug: instant,
    });
    expect(plain.data!.gameEngine.liveTable).toBe(false);
    const notLive = await place(player, {
      gameSlug: 'no-such-table',
      roulette: [{ type: 'RED', numbers: [], amount: '1.00' }],
    });
    expect(notLive.code).toBe('GAME_NOT_FOUND');
    expect(await real(player)).toBe(20_00n);
  });

  it('a retried bet id debits once, also when sent concurrently', async () => {
    const slug = baccarat[0]!;
    const player = await registerTestUser(bed.server);
    await fund(player, 10_00n);
    await openRound(slug);
    const input = {
      gameSlug: slug,
      baccarat: [{ type: 'BANKER', amount: '2.00' }],
      betId: randomUUID(),
    };
    const results = await Promise.all([1, 2, 3, 4, 5].map(() => place(player, input)));
    expect(results.every((r) => r.__typename === 'LiveBetSuccess')).toBe(true);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await real(player)).toBe(8_00n);
    const other = await place(player, { ...input, betId: randomUUID() });
    expect(other.code).toBe('TABLE_ALREADY_BET');
    expect(await real(player)).toBe(8_00n);
  });

  it('settles exactly once with two runners and concurrent sweeps; a fault rolls back', async () => {
    const slug = roulette[2]!;
    const players = await Promise.all([0, 1, 2, 3, 4].map(() => registerTestUser(bed.server)));
    for (const p of players) await fund(p, 10_00n);
    const round = await openRound(slug);
    const placed = await Promise.all(
      players.map((p) =>
        place(p, { gameSlug: slug, roulette: [{ type: 'EVEN', numbers: [], amount: '4.00' }] }),
      ),
    );
    const ids = placed.map((p) => p.bet!.id);
    bed.clock = round.bettingEndsAt.getTime() + 1;

    // a settlement that fails after paying its first bet leaves nothing paid
    const faulty = {
      ...bed.manual.liveDeps,
      afterFirstPayment: () => Promise.reject(new Error('boom')),
    };
    await expect(settleLiveRound(faulty, round.id)).rejects.toThrow('boom');
    expect(await winLegsOf(ids)).toBe(0);
    expect((await latestLiveRound(bed.server.db, slug))!.phase).toBe('BETTING');

    // two instances' runners (and their sweeps) at once: one settlement
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
    const pocket = ((await latestLiveRound(bed.server.db, slug))!.outcome as { pocket: number })
      .pocket;
    const wins = pocket !== 0 && pocket % 2 === 0;
    expect(await winLegsOf(ids)).toBe(wins ? 5 : 0);
    for (const p of players) expect(await real(p)).toBe(wins ? 14_00n : 6_00n);
    const rows = await bed.server.db
      .select({ status: liveBets.status })
      .from(liveBets)
      .where(inArray(liveBets.id, ids));
    expect(rows.every((r) => r.status === 'SETTLED')).toBe(true);
    expect(results.filter((e) => e.kind === 'RESULT')).toHaveLength(1);
    expect(results.find((e) => e.kind === 'RESULT')!.bets).toHaveLength(5);
    const [history] = await executeRows<{ n: number }>(
      bed.server.db,
      sql`SELECT COUNT(*)::int AS n FROM play_rounds WHERE id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    expect(Number(history!.n)).toBe(5);
    // stepping again later opens the next round, never a second settlement
    bed.clock += bed.manual.timings.pauseMs;
    await Promise.all([bed.manual.touch(slug), other.touch(slug)]);
    const open = await bed.server.db
      .select()
      .from(liveRounds)
      .where(and(eq(liveRounds.gameSlug, slug), eq(liveRounds.phase, 'BETTING')));
    expect(open).toHaveLength(1);
    expect(open[0]!.number).toBe(round.number + 1);
    await other.stop();
    expect((await auditLedger(bed.server.db)).ok).toBe(true);
  });

  // PostgreSQL only: the check runs on a second connection while the settlement holds its own
  it.runIf(process.env.DATABASE_URL)(
    "holds every paid player's accounts from before its first payment (no deadlock with their bets)",
    async () => {
      // ordered by address the other way round from the bets, as a table's bets may well be
      const slug = roulette[1]!;
      const players = await Promise.all([0, 1, 2].map(() => registerTestUser(bed.server)));
      for (const p of players) await fund(p, 10_00n);
      const round = await openRound(slug);
      for (const p of [...players].sort((x, y) => (x.userId < y.userId ? 1 : -1))) {
        await place(p, {
          gameSlug: slug,
          roulette: [{ type: 'ODD', numbers: [], amount: '1.00' }],
        });
      }
      bed.clock = round.bettingEndsAt.getTime() + 1;
      const free: boolean[] = [];
      const probing = {
        ...bed.manual.liveDeps,
        // after the first bet's payment, before the others': can another transaction take a
        // player's account now? (it must not: the settlement would then wait for it mid-way)
        afterFirstPayment: async () => {
          for (const p of players) {
            free.push(
              await executeRows(
                bed.server.db,
                sql`SELECT address FROM ledger_accounts
                    WHERE address = ${account.real(p.userId, 'USD')} FOR UPDATE NOWAIT`,
              ).then(
                () => true,
                () => false,
              ),
            );
          }
        },
      };
      expect(await settleLiveRound(probing, round.id)).toBeDefined();
      expect(free).toEqual([false, false, false]);
      expect((await auditLedger(bed.server.db)).ok).toBe(true);
    },
  );

  it('one deal for a whole baccarat table', async () => {
    const slug = baccarat[0]!;
    const last = await latestLiveRound(bed.server.db, slug);
    if (last?.phase === 'BETTING') {
      bed.clock = Math.max(bed.clock, last.bettingEndsAt.getTime());
      await bed.manual.step(slug);
    }
    const [a, b] = await Promise.all([registerTestUser(bed.server), registerTestUser(bed.server)]);
    await fund(a, 10_00n);
    await fund(b, 10_00n);
    const round = await openRound(slug);
    await place(a, { gameSlug: slug, baccarat: [{ type: 'PLAYER', amount: '2.00' }] });
    await place(b, { gameSlug: slug, baccarat: [{ type: 'BANKER', amount: '2.00' }] });
    bed.clock = round.bettingEndsAt.getTime();
    await bed.manual.step(slug);
    const view = await table(slug, a);
    const outcome = view.history[0]!.outcome as unknown as {
      result: string;
      playerCards: number[];
    };
    expect(['PLAYER', 'BANKER', 'TIE']).toContain(outcome.result);
    const rows = await executeRows<{ outcome: { baccarat: { playerCards: number[] } } }>(
      bed.server.db,
      sql`SELECT outcome FROM play_rounds WHERE user_id IN (${a.userId}, ${b.userId})`,
    );
    expect(rows).toHaveLength(2);
    for (const r of rows) expect(r.outcome.baccarat.playerCards).toEqual(outcome.playerCards);
    const expectA =
      outcome.result === 'PLAYER' ? 12_00n : outcome.result === 'TIE' ? 10_00n : 8_00n;
    const expectB =
      outcome.result === 'BANKER' ? 11_90n : outcome.result === 'TIE' ? 10_00n : 8_00n;
    expect(await real(a)).toBe(expectA);
    expect(await real(b)).toBe(expectB);
  });
});
