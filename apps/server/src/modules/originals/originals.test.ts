// The originals through the real API and database: Plinko, Keno and Wheel bets through the ledger
// with bet.settled, refusal codes, verification; Mines rounds (stake at start, reveals with steps,
// one cash-out however many arrive at once, a reveal after the cash-out refused, busts, resume,
// rotation with an open round) with money conserved.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { placeMines } from '@aurum/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../../db/client';
import { LIVE_CATEGORY_TEXTS } from '../../db/seed/data/honest-texts';
import { cardProblems } from '../../db/seed/honest-check';
import { outboxPayloads } from '../../outbox/test-helpers';
import { createTestServer, type TestServer } from '../../test/harness';
import { registerTestUser, type TestUser } from '../../test/users';
import { fairFloats, hashServerSeed } from '../play';
import {
  MINES_TIMEOUT_MS,
  openMinesRound,
  revealMines,
  settleStaleMinesRounds,
  startMines,
} from './round';
import { account, accountBalance, transfer } from '../wallet';
import { auditLedger } from '../wallet/testing';

let server: TestServer;
const slugs: Record<string, string> = {};

beforeAll(async () => {
  server = await createTestServer();
  const res = await server.gql<{
    gamesList: {
      items: {
        slug: string;
        name: string;
        category: string;
        recalled: boolean;
        restrictions: { disabled: boolean }[];
      }[];
    };
  }>(
    `query GamesList($input: GamesListInput) { gamesList(input: $input) {
       items { slug name category recalled restrictions { disabled } } } }`,
    {
      input: {
        filter: { categories: ['other', 'live-game-show'], onlyAvailable: false },
        pagination: { page: 1, count: 100 },
      },
    },
  );
  for (const g of res.data!.gamesList.items) {
    if (g.recalled || g.restrictions.some((r) => r.disabled)) continue;
    const kind =
      g.category === 'live-game-show'
        ? 'WHEEL'
        : /\bmines\b/i.test(g.name)
          ? 'MINES'
          : /\bplinko\b/i.test(g.name)
            ? 'PLINKO'
            : /\bkeno\b/i.test(g.name)
              ? 'KENO'
              : null;
    if (kind && !slugs[kind]) slugs[kind] = g.slug;
  }
});
afterAll(async () => {
  await server?.close();
});

const real = (u: TestUser) => accountBalance(server.db, account.real(u.userId, 'USD'));
const bonus = (u: TestUser) => accountBalance(server.db, account.bonus(u.userId, 'USD'));
const house = () => accountBalance(server.db, account.house('USD'));

async function fund(user: TestUser, cents: bigint, kind: 'REAL' | 'BONUS' = 'REAL') {
  await transfer(server.db, {
    idempotencyKey: `originals-test-fund:${randomUUID()}`,
    debit: kind === 'REAL' ? account.house('USD') : account.bonusPool('USD'),
    credit: account.player(user.userId, kind, 'USD'),
    amount: cents,
    currency: 'USD',
    kind: kind === 'REAL' ? 'FUN_TOP_UP' : 'BONUS_GRANT',
  });
}

const SERVER_SEED = 'aurum-mines-test-server-seed';
async function rigSeeds(user: TestUser, clientSeed = 'mines-kat') {
  await server.gql('query FairnessSeeds { fairnessSeeds { nonce } }', undefined, {
    headers: user.headers,
  });
  await server.db.execute(sql`UPDATE fairness_seeds SET server_seed = ${SERVER_SEED},
    server_seed_hash = ${hashServerSeed(SERVER_SEED)}, client_seed = ${clientSeed}, nonce = 0
    WHERE user_id = ${user.userId}`);
  return { mines: (n: number) => placeMines(n, fairFloats(SERVER_SEED, clientSeed, 0)) };
}

const PLAY = `__typename
  ... on PlaySuccess { replayed round { id engine amount win multiplier nonce outcome {
    __typename
    ... on PlinkoOutcome { rows risk path slot multiplier }
    ... on KenoOutcome { picks drawn hits multiplier }
    ... on WheelOutcome { segments segment multiplier }
  } } balance { real } }
  ... on GeneralAppError { code message }`;

interface PlayData {
  __typename: string;
  code?: string;
  replayed?: boolean;
  round?: {
    id: string;
    engine: string;
    amount: string;
    win: string;
    multiplier: string;
    nonce: number;
    outcome: Record<string, unknown>;
  };
}

async function mutate<T>(user: TestUser, field: string, type: string, input: object): Promise<T> {
  const selection = field.startsWith('mines') ? MINES : PLAY;
  const res = await server.gql<Record<string, T>>(
    `mutation M($input: ${type}!) { ${field}(input: $input) { ${selection} } }`,
    { input },
    { headers: user.headers },
  );
  expect(res.errors).toBeUndefined();
  return res.data![field]!;
}

const MINES = `__typename
  ... on MinesSuccess { replayed resumed round { id status mines revealed safe multiplier
    nextMultiplier win mineTiles nonce amount } balance { real total } }
  ... on GeneralAppError { code message }`;

interface MinesData {
  __typename: string;
  code?: string;
  replayed?: boolean;
  resumed?: boolean;
  round?: {
    id: string;
    status: string;
    mines: number;
    revealed: number[];
    safe: number;
    multiplier: string;
    nextMultiplier: string | null;
    win: string;
    mineTiles: number[] | null;
  };
  balance?: { real: string; total: string };
}

const played = (id: string) =>
  executeRows<{ engine: string; amount: string; win: string }>(
    server.db,
    sql`SELECT engine, amount::text, win::text FROM play_rounds WHERE id = ${id}`,
  );

describe('originals', () => {
  it('the catalogue names a game of each original and it plays that engine', async () => {
    for (const kind of ['MINES', 'PLINKO', 'KENO', 'WHEEL']) {
      expect(slugs[kind], kind).toBeTruthy();
      const res = await server.gql<{ gameEngine: { engine: string; rtp: string } }>(
        `query E($slug: String!) { gameEngine(slug: $slug) { ... on GameEngineConfig {
           engine rtp plinko { tables { rows risk multipliers } } keno { numbers tables { picks } }
           wheel { segments } mines { tiles maxMines } } } }`,
        { slug: slugs[kind] },
      );
      expect(res.data!.gameEngine.engine).toBe(kind);
      expect(res.data!.gameEngine.rtp).toBe('99.00');
    }
  });

  it('every seeded game opens the engine its card names, and no Live text promises a dealer', async () => {
    const games = await executeRows<{
      category: string;
      name: string;
      description: Record<string, string>;
    }>(server.db, sql`SELECT category, name, description FROM games`);
    expect(games.length).toBeGreaterThan(100);
    expect(games.flatMap((g) => cardProblems(g)).slice(0, 10)).toEqual([]);
    const live = await executeRows<{ name: string; description: Record<string, string> }>(
      server.db,
      sql`SELECT name, description FROM game_categories WHERE name LIKE 'live-%'`,
    );
    expect(live).toHaveLength(5);
    for (const c of live) {
      // the mended texts, in the six languages
      expect(c.description, c.name).toEqual(LIVE_CATEGORY_TEXTS[c.name as 'live-casino']);
      expect(c.description.en, c.name).not.toMatch(/professional dealers|with hosts|studios/i);
    }
  });

  it('plinko, keno and wheel settle through the ledger, once per round id', async () => {
    const user = await registerTestUser(server);
    await fund(user, 100_00n);
    const houseBefore = await house();
    const roundId = randomUUID();
    const plinko = await mutate<PlayData>(user, 'playPlinko', 'PlayPlinkoInput', {
      gameSlug: slugs.PLINKO,
      amount: '2.00',
      rows: 12,
      risk: 'HIGH',
      roundId,
    });
    expect(plinko.__typename).toBe('PlaySuccess');
    expect(plinko.round!.engine).toBe('PLINKO');
    const out = plinko.round!.outcome as { path: number[]; slot: number; multiplier: string };
    expect(out.path).toHaveLength(12);
    expect(out.slot).toBe(out.path.reduce((a, b) => a + b, 0));
    const again = await mutate<PlayData>(user, 'playPlinko', 'PlayPlinkoInput', {
      gameSlug: slugs.PLINKO,
      amount: '2.00',
      rows: 12,
      risk: 'HIGH',
      roundId,
    });
    expect(again.replayed).toBe(true);

    const keno = await mutate<PlayData>(user, 'playKeno', 'PlayKenoInput', {
      gameSlug: slugs.KENO,
      amount: '1.00',
      picks: [1, 7, 13, 22, 40],
      risk: 'MEDIUM',
    });
    expect(keno.__typename).toBe('PlaySuccess');
    const k = keno.round!.outcome as { drawn: number[]; hits: number[] };
    expect(new Set(k.drawn).size).toBe(10);
    expect(k.hits).toEqual([1, 7, 13, 22, 40].filter((n) => k.drawn.includes(n)));

    const wheel = await mutate<PlayData>(user, 'playWheel', 'PlayWheelInput', {
      gameSlug: slugs.WHEEL,
      amount: '1.00',
      segments: 30,
      risk: 'LOW',
    });
    expect(wheel.__typename).toBe('PlaySuccess');

    const wins = [plinko, keno, wheel].reduce(
      (n, r) => n + BigInt(r.round!.win.replace('.', '')),
      0n,
    );
    expect(await real(user)).toBe(100_00n - 400n + wins);
    expect(await house()).toBe(houseBefore + 400n - wins);
    const events = await outboxPayloads(server.db, 'bet.settled', (e) => e.userId === user.userId);
    expect(events).toHaveLength(3);
    expect((await auditLedger(server.db)).ok).toBe(true);
  });

  it('refuses bad parameters with a code and moves nothing', async () => {
    const user = await registerTestUser(server);
    await fund(user, 5_00n);
    const cases: [string, string, object, string][] = [
      [
        'playPlinko',
        'PlayPlinkoInput',
        { gameSlug: slugs.PLINKO, amount: '1.00', rows: 7, risk: 'LOW' },
        'VALIDATION_ERROR',
      ],
      [
        'playPlinko',
        'PlayPlinkoInput',
        { gameSlug: slugs.KENO, amount: '1.00', rows: 8, risk: 'LOW' },
        'VALIDATION_ERROR',
      ],
      [
        'playPlinko',
        'PlayPlinkoInput',
        { gameSlug: slugs.PLINKO, amount: '0.01', rows: 8, risk: 'LOW' },
        'BET_TOO_LOW',
      ],
      [
        'playPlinko',
        'PlayPlinkoInput',
        { gameSlug: slugs.PLINKO, amount: '5000.00', rows: 8, risk: 'LOW' },
        'BET_TOO_HIGH',
      ],
      [
        'playPlinko',
        'PlayPlinkoInput',
        { gameSlug: slugs.PLINKO, amount: '6.00', rows: 8, risk: 'LOW' },
        'INSUFFICIENT_FUNDS',
      ],
      [
        'playKeno',
        'PlayKenoInput',
        { gameSlug: slugs.KENO, amount: '1.00', picks: [3, 3], risk: 'LOW' },
        'VALIDATION_ERROR',
      ],
      [
        'playKeno',
        'PlayKenoInput',
        { gameSlug: slugs.KENO, amount: '1.00', picks: [41], risk: 'LOW' },
        'VALIDATION_ERROR',
      ],
      [
        'playWheel',
        'PlayWheelInput',
        { gameSlug: slugs.WHEEL, amount: '1.00', segments: 12, risk: 'LOW' },
        'VALIDATION_ERROR',
      ],
      [
        'minesStart',
        'MinesStartInput',
        { gameSlug: slugs.MINES, amount: '1.00', mines: 25 },
        'VALIDATION_ERROR',
      ],
      [
        'minesStart',
        'MinesStartInput',
        { gameSlug: slugs.PLINKO, amount: '1.00', mines: 3 },
        'VALIDATION_ERROR',
      ],
      [
        'minesStart',
        'MinesStartInput',
        { gameSlug: slugs.MINES, amount: '9.00', mines: 3 },
        'INSUFFICIENT_FUNDS',
      ],
      [
        'minesStart',
        'MinesStartInput',
        { gameSlug: 'no-such-game', amount: '1.00', mines: 3 },
        'GAME_NOT_FOUND',
      ],
    ];
    for (const [field, type, input, code] of cases) {
      const r = await mutate<{ __typename: string; code?: string }>(user, field, type, input);
      expect(r.code, `${field} ${JSON.stringify(input)}`).toBe(code);
    }
    expect(await real(user)).toBe(5_00n);
  });

  it('mines: reveals, cashes out once under parallel cash-outs, refuses a reveal after it', async () => {
    const user = await registerTestUser(server);
    await fund(user, 50_00n);
    const { mines } = await rigSeeds(user);
    const mineTiles = mines(3);
    const safe = Array.from({ length: 25 }, (_, i) => i).filter((t) => !mineTiles.includes(t));
    const houseBefore = await house();

    const started = await mutate<MinesData>(user, 'minesStart', 'MinesStartInput', {
      gameSlug: slugs.MINES,
      amount: '10.00',
      mines: 3,
    });
    expect(started.__typename).toBe('MinesSuccess');
    expect(started.round).toMatchObject({ status: 'ACTIVE', safe: 0, mineTiles: null });
    expect(await real(user)).toBe(40_00n);
    const id = started.round!.id;

    // the same start resumes the open round: nothing more taken
    const resumed = await mutate<MinesData>(user, 'minesStart', 'MinesStartInput', {
      gameSlug: slugs.MINES,
      amount: '10.00',
      mines: 5,
    });
    expect(resumed.resumed).toBe(true);
    expect(resumed.round!.id).toBe(id);
    expect(await real(user)).toBe(40_00n);

    const r1 = await mutate<MinesData>(user, 'minesReveal', 'MinesRevealInput', {
      roundId: id,
      tile: safe[0],
      step: 0,
    });
    expect(r1.round).toMatchObject({ safe: 1, multiplier: '1.1250', status: 'ACTIVE' });
    // 5 parallel copies of step 1: one reveal, the rest replays
    const copies = await Promise.all(
      Array.from({ length: 5 }, () =>
        mutate<MinesData>(user, 'minesReveal', 'MinesRevealInput', {
          roundId: id,
          tile: safe[1],
          step: 1,
        }),
      ),
    );
    expect(copies.every((c) => c.__typename === 'MinesSuccess')).toBe(true);
    expect(copies.filter((c) => !c.replayed)).toHaveLength(1);
    const wrongStep = await mutate<MinesData>(user, 'minesReveal', 'MinesRevealInput', {
      roundId: id,
      tile: safe[2],
      step: 1,
    });
    expect(wrongStep.code).toBe('VALIDATION_ERROR');
    const openAgain = await mutate<MinesData>(user, 'minesReveal', 'MinesRevealInput', {
      roundId: id,
      tile: safe[0],
    });
    expect(openAgain.code).toBe('VALIDATION_ERROR');

    // two safe tiles with 3 mines: 0.99 · C(25,2)/C(22,2) = 0.99 · 300/231 → ×1.2857
    const outs = await Promise.all(
      Array.from({ length: 2 }, () =>
        mutate<MinesData>(user, 'minesCashOut', 'MinesCashOutInput', { roundId: id }),
      ),
    );
    expect(outs.every((o) => o.__typename === 'MinesSuccess')).toBe(true);
    expect(outs.filter((o) => o.replayed)).toHaveLength(1);
    const win = 1285n; // ⌊1000 · 9900 · 300 / (10000 · 231)⌋
    expect(outs[0]!.round).toMatchObject({ status: 'CASHED_OUT', win: '12.85' });
    expect(outs[0]!.round!.mineTiles).toEqual(mineTiles);
    expect(await real(user)).toBe(40_00n + win);
    expect(await house()).toBe(houseBefore + 10_00n - win);

    const late = await mutate<MinesData>(user, 'minesReveal', 'MinesRevealInput', {
      roundId: id,
      tile: safe[3],
      step: 2,
    });
    expect(late.code).toBe('VALIDATION_ERROR');
    expect(await real(user)).toBe(40_00n + win);

    const events = await outboxPayloads(server.db, 'bet.settled', (e) => e.userId === user.userId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ roundId: id, amount: 10_00n, win });
    expect(await played(id)).toEqual([{ engine: 'MINES', amount: '1000', win: '1285' }]);
    expect((await auditLedger(server.db)).ok).toBe(true);
  });

  it('mines: a mine loses the stake (taken REAL first, then BONUS)', async () => {
    const user = await registerTestUser(server);
    await fund(user, 3_00n);
    await fund(user, 7_00n, 'BONUS');
    const { mines } = await rigSeeds(user, 'mines-bust');
    const mineTiles = mines(5);
    const started = await mutate<MinesData>(user, 'minesStart', 'MinesStartInput', {
      gameSlug: slugs.MINES,
      amount: '10.00',
      mines: 5,
    });
    expect(await real(user)).toBe(0n);
    expect(await bonus(user)).toBe(0n);
    const boom = await mutate<MinesData>(user, 'minesReveal', 'MinesRevealInput', {
      roundId: started.round!.id,
      tile: mineTiles[0],
      step: 0,
    });
    expect(boom.round).toMatchObject({ status: 'BUSTED', win: '0.00', multiplier: '0.0000' });
    expect(boom.round!.mineTiles).toEqual(mineTiles);
    const cash = await mutate<MinesData>(user, 'minesCashOut', 'MinesCashOutInput', {
      roundId: started.round!.id,
    });
    expect(cash.code).toBe('VALIDATION_ERROR');
    expect(await real(user)).toBe(0n);
    expect((await auditLedger(server.db)).ok).toBe(true);
  });

  it('mines: rotating the seed cashes out the open round first, then reveals the mines', async () => {
    const user = await registerTestUser(server);
    await fund(user, 10_00n);
    const { mines } = await rigSeeds(user, 'mines-rotate');
    const safe = Array.from({ length: 25 }, (_, i) => i).filter((t) => !mines(1).includes(t));
    const started = await mutate<MinesData>(user, 'minesStart', 'MinesStartInput', {
      gameSlug: slugs.MINES,
      amount: '1.00',
      mines: 1,
    });
    await mutate<MinesData>(user, 'minesReveal', 'MinesRevealInput', {
      roundId: started.round!.id,
      tile: safe[0],
    });
    const rotated = await server.gql<{
      rotateServerSeed: { __typename: string; revealed?: { serverSeed: string } };
    }>(
      `mutation { rotateServerSeed { __typename ... on RotateSeedSuccess { revealed { serverSeed } } } }`,
      undefined,
      { headers: user.headers },
    );
    expect(rotated.data!.rotateServerSeed.revealed!.serverSeed).toBe(SERVER_SEED);
    // 1 mine, 1 safe tile: 0.99 · 25/24 → ⌊100 · 1.03125⌋ = 103
    expect(await real(user)).toBe(9_00n + 103n);
    const verified = await server.gql<{ verifyBet: { mineTiles: number[] } }>(
      `query V { verifyBet(serverSeed: "${SERVER_SEED}", clientSeed: "mines-rotate", nonce: 0,
         engine: MINES, params: { mines: 1 }) { ... on VerifiedBet { mineTiles } } }`,
    );
    expect(verified.data!.verifyBet.mineTiles).toEqual(mines(1));
  });

  it('mines: the inactivity job settles a stale round once (3 jobs at the same time), not a fresh one', async () => {
    const user = await registerTestUser(server);
    await fund(user, 10_00n);
    const { mines } = await rigSeeds(user, 'mines-stale');
    const safe = Array.from({ length: 25 }, (_, i) => i).filter((t) => !mines(1).includes(t));
    const past = new Date(Date.now() - MINES_TIMEOUT_MS - 60_000);
    const deps = { db: server.db, pubsub: server.pubsub };
    const stale = await startMines(
      { ...deps, now: () => past },
      { userId: user.userId, gameSlug: slugs.MINES!, amount: 1_00n, mines: 1, demo: false },
    );
    await revealMines(
      { ...deps, now: () => past },
      { userId: user.userId, roundId: stale.round.id, tile: safe[0]!, step: 0 },
    );
    expect(await real(user)).toBe(9_00n);
    // another player's round with a recent move stays open
    const other = await registerTestUser(server);
    await fund(other, 1_00n);
    const fresh = await startMines(deps, {
      userId: other.userId,
      gameSlug: slugs.MINES!,
      amount: 1_00n,
      mines: 3,
      demo: false,
    });
    const counts = await Promise.all([
      settleStaleMinesRounds(deps),
      settleStaleMinesRounds(deps),
      settleStaleMinesRounds(deps),
    ]);
    expect(counts.reduce((n, c) => n + c, 0)).toBe(1);
    // 1 mine, 1 safe tile: cashed out at ×1.03125 → 103
    expect(await real(user)).toBe(9_00n + 103n);
    expect(await played(stale.round.id)).toEqual([{ engine: 'MINES', amount: '100', win: '103' }]);
    const events = await outboxPayloads(server.db, 'bet.settled', (e) => e.userId === user.userId);
    expect(events).toHaveLength(1);
    expect(await settleStaleMinesRounds(deps)).toBe(0);
    const late = await mutate<MinesData>(user, 'minesReveal', 'MinesRevealInput', {
      roundId: stale.round.id,
      tile: safe[1],
      step: 1,
    });
    expect(late.code).toBe('VALIDATION_ERROR');
    const open = await openMinesRound(server.db, other.userId, slugs.MINES!);
    expect(open?.id).toBe(fresh.round.id);
    expect((await auditLedger(server.db)).ok).toBe(true);
  });

  it('guests play demo rounds on the engines and nothing touches the ledger or the rounds table', async () => {
    const counts = async () =>
      (
        await executeRows<{ transfers: string; entries: string; rounds: string; events: string }>(
          server.db,
          sql`SELECT (SELECT count(*) FROM ledger_transfers)::text AS transfers,
            (SELECT count(*) FROM ledger_account_deltas)::text AS entries,
            (SELECT count(*) FROM play_rounds)::text AS rounds,
            (SELECT count(*) FROM outbox_events)::text AS events`,
        )
      )[0];
    const before = await counts();
    const houseBefore = await house();
    const guest = (field: string, type: string, input: object) =>
      server.gql<Record<string, PlayData>>(
        `mutation M($input: ${type}!) { ${field}(input: $input) { ${PLAY} } }`,
        { input },
      );
    const wins: string[] = [];
    for (let i = 0; i < 20; i += 1) {
      const res = await guest('playWheel', 'PlayWheelInput', {
        gameSlug: slugs.WHEEL,
        amount: '100.00',
        segments: 10,
        risk: 'HIGH',
        demo: true,
      });
      expect(res.data!.playWheel!.__typename).toBe('PlaySuccess');
      const round = res.data!.playWheel!.round!;
      expect(round.engine).toBe('WHEEL');
      expect(round.outcome.__typename).toBe('WheelOutcome');
      wins.push(round.win);
    }
    // HIGH on 10 segments: one segment pays 9.90×, the rest 0 — both seen in 20 spins is likely
    // but not certain, so only the shape is checked; the outcome is the engine's
    expect(wins.every((w) => w === '0.00' || w === '990.00')).toBe(true);
    const plinko = await guest('playPlinko', 'PlayPlinkoInput', {
      gameSlug: slugs.PLINKO,
      amount: '1.00',
      rows: 16,
      risk: 'HIGH',
      demo: true,
    });
    expect(plinko.data!.playPlinko!.round!.outcome.__typename).toBe('PlinkoOutcome');
    // limits hold in demo too; real money still needs sign-in
    const high = await guest('playKeno', 'PlayKenoInput', {
      gameSlug: slugs.KENO,
      amount: '5000.00',
      picks: [1, 2, 3],
      risk: 'LOW',
      demo: true,
    });
    expect(high.data!.playKeno!.code).toBe('BET_TOO_HIGH');
    const realMoney = await guest('playKeno', 'PlayKenoInput', {
      gameSlug: slugs.KENO,
      amount: '1.00',
      picks: [1, 2, 3],
      risk: 'LOW',
    });
    expect(realMoney.errors?.[0]?.extensions?.code ?? realMoney.data?.playKeno?.code).toBe(
      'UNAUTHORIZED',
    );
    // the play engines' guest path too (their round views read the stored shapes)
    const first = async (category: string) =>
      (
        await server.gql<{ gamesList: { items: { slug: string }[] } }>(
          `query G($input: GamesListInput) { gamesList(input: $input) { items { slug } } }`,
          { input: { filter: { categories: [category] }, pagination: { page: 1, count: 1 } } },
        )
      ).data!.gamesList.items[0]!.slug;
    const guestPlay = async (field: string, type: string, input: object) =>
      (
        await server.gql<
          Record<string, { __typename: string; round?: { outcome: { __typename: string } } }>
        >(
          `mutation M($input: ${type}!) { ${field}(input: $input) { __typename
            ... on PlaySuccess { round { outcome { __typename } } } } }`,
          { input: { ...input, demo: true } },
        )
      ).data![field]!;
    const baccarat = await guestPlay('playBaccarat', 'PlayBaccaratInput', {
      gameSlug: await first('live-baccarat'),
      bets: [{ type: 'BANKER', amount: '5.00' }],
    });
    expect(baccarat.round!.outcome.__typename).toBe('BaccaratOutcome');
    const roulette = await guestPlay('playRoulette', 'PlayRouletteInput', {
      gameSlug: await first('roulette'),
      bets: [{ type: 'RED', numbers: [], amount: '5.00' }],
    });
    expect(roulette.round!.outcome.__typename).toBe('RouletteOutcome');
    const slots = await guestPlay('playSlots', 'PlaySlotsInput', {
      gameSlug: await first('slots'),
      amount: '1.00',
    });
    expect(slots.round!.outcome.__typename).toBe('SlotsOutcome');
    expect(await counts()).toEqual(before);
    expect(await house()).toBe(houseBefore);
  });

  it("a guest's demo rounds are played on a committed seed pair and verifiable once it is revealed", async () => {
    const counts = async () =>
      (
        await executeRows<{ transfers: string; rounds: string; events: string }>(
          server.db,
          sql`SELECT (SELECT count(*) FROM ledger_transfers)::text AS transfers,
            (SELECT count(*) FROM play_rounds)::text AS rounds,
            (SELECT count(*) FROM outbox_events)::text AS events`,
        )
      )[0];
    const before = await counts();
    const rotate = async (previous?: string) =>
      (
        await server.gql<{
          rotateGuestDemoSeed: {
            __typename: string;
            token?: string;
            serverSeedHash?: string;
            revealedServerSeed?: string | null;
            code?: string;
          };
        }>(
          `mutation R($previous: String) { rotateGuestDemoSeed(previous: $previous) { __typename
            ... on GuestDemoSeed { token serverSeedHash revealedServerSeed }
            ... on GeneralAppError { code } } }`,
          { previous },
        )
      ).data!.rotateGuestDemoSeed;
    const pair = await rotate();
    expect(pair.__typename).toBe('GuestDemoSeed');
    expect(pair.revealedServerSeed).toBeNull();
    expect(pair.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    // the token does not give the seed away
    expect(pair.token).not.toContain(pair.serverSeedHash);
    const roulette = (
      await server.gql<{ gamesList: { items: { slug: string }[] } }>(
        `query G($input: GamesListInput) { gamesList(input: $input) { items { slug } } }`,
        { input: { filter: { categories: ['roulette'] }, pagination: { page: 1, count: 1 } } },
      )
    ).data!.gamesList.items[0]!.slug;
    const rounds: { nonce: number; pocket: number; hash: string; clientSeed: string }[] = [];
    for (let nonce = 0; nonce < 3; nonce += 1) {
      const res = await server.gql<{
        playRoulette: {
          __typename: string;
          round: {
            serverSeedHash: string;
            clientSeed: string;
            nonce: number;
            outcome: { pocket: number };
          };
        };
      }>(
        `mutation P($input: PlayRouletteInput!) { playRoulette(input: $input) { __typename
          ... on PlaySuccess { round { serverSeedHash clientSeed nonce
            outcome { ... on RouletteOutcome { pocket } } } } } }`,
        {
          input: {
            gameSlug: roulette,
            bets: [{ type: 'RED', numbers: [], amount: '1.00' }],
            demo: true,
            demoSeed: { token: pair.token, clientSeed: 'guest-seed', nonce },
          },
        },
      );
      const round = res.data!.playRoulette.round;
      expect(round).toMatchObject({
        serverSeedHash: pair.serverSeedHash,
        clientSeed: 'guest-seed',
        nonce,
      });
      rounds.push({
        nonce,
        pocket: round.outcome.pocket,
        hash: round.serverSeedHash,
        clientSeed: round.clientSeed,
      });
    }
    const keno = await guestKeno(pair.token!, 3);
    // the rotation reveals the pair's seed: it matches the hash shown before the rounds and
    // recomputes every round
    const next = await rotate(pair.token);
    expect(next.serverSeedHash).not.toBe(pair.serverSeedHash);
    const seed = next.revealedServerSeed!;
    expect(hashServerSeed(seed)).toBe(pair.serverSeedHash);
    for (const r of rounds) {
      const v = await server.gql<{ verifyBet: { serverSeedHash: string; pocket: number } }>(
        `query V($s: String!, $n: Int!) { verifyBet(serverSeed: $s, clientSeed: "guest-seed", nonce: $n,
          engine: ROULETTE) { ... on VerifiedBet { serverSeedHash pocket } } }`,
        { s: seed, n: r.nonce },
      );
      expect(v.data!.verifyBet).toEqual({ serverSeedHash: pair.serverSeedHash, pocket: r.pocket });
    }
    const vk = await server.gql<{ verifyBet: { keno: { drawn: number[] } } }>(
      `query V($s: String!) { verifyBet(serverSeed: $s, clientSeed: "guest-seed", nonce: 3,
        engine: KENO, params: { picks: [1, 2, 3], risk: LOW }) { ... on VerifiedBet { keno { drawn } } } }`,
      { s: seed },
    );
    expect(vk.data!.verifyBet.keno.drawn).toEqual(keno.drawn);
    // a token this server did not seal is refused, in a rotation and in a round
    expect((await rotate(`${pair.token}x`)).code).toBe('VALIDATION_ERROR');
    const forged = await server.gql<{ playRoulette: { __typename: string; code?: string } }>(
      `mutation P($input: PlayRouletteInput!) { playRoulette(input: $input) { __typename
        ... on GeneralAppError { code } } }`,
      {
        input: {
          gameSlug: roulette,
          bets: [{ type: 'RED', numbers: [], amount: '1.00' }],
          demo: true,
          demoSeed: { token: 'v1:dev:AAAA', clientSeed: 'guest-seed', nonce: 0 },
        },
      },
    );
    expect(forged.data!.playRoulette.code).toBe('VALIDATION_ERROR');
    expect(await counts()).toEqual(before);
  });

  it('verifies plinko, keno and wheel from revealed seeds', async () => {
    const res = await server.gql<{
      p: { plinko: { path: number[]; slot: number } };
      k: { keno: { drawn: number[]; hits: number[] } };
      w: { wheel: { segment: number; multiplier: string } };
    }>(
      `query V {
        p: verifyBet(serverSeed: "s", clientSeed: "c", nonce: 1, engine: PLINKO,
          params: { rows: 16, risk: HIGH }) { ... on VerifiedBet { plinko { path slot } } }
        k: verifyBet(serverSeed: "s", clientSeed: "c", nonce: 1, engine: KENO,
          params: { picks: [1, 2, 3], risk: LOW }) { ... on VerifiedBet { keno { drawn hits } } }
        w: verifyBet(serverSeed: "s", clientSeed: "c", nonce: 1, engine: WHEEL,
          params: { segments: 50, risk: HIGH }) { ... on VerifiedBet { wheel { segment multiplier } } }
      }`,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.p.plinko.path).toHaveLength(16);
    expect(res.data!.k.keno.drawn).toHaveLength(10);
    expect(res.data!.w.wheel.segment).toBeLessThan(50);
  });
});

async function guestKeno(token: string, nonce: number) {
  const res = await server.gql<Record<string, PlayData>>(
    `mutation M($input: PlayKenoInput!) { playKeno(input: $input) { ${PLAY} } }`,
    {
      input: {
        gameSlug: slugs.KENO,
        amount: '1.00',
        picks: [1, 2, 3],
        risk: 'LOW',
        demo: true,
        demoSeed: { token, clientSeed: 'guest-seed', nonce },
      },
    },
  );
  const round = res.data!.playKeno!.round!;
  expect(round.nonce).toBe(nonce);
  return round.outcome as unknown as { drawn: number[] };
}
