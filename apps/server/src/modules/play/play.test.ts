// Play through the real API and database: settlement through the ledger, idempotent rounds,
// concurrency on one balance, atomicity, demo mode, geo restriction, seeds and history.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxPayloads } from '../../outbox/test-helpers';
import { gamesOf as listGames, openGame as firstGame } from '../../test/games';
import { createTestServer, type TestServer } from '../../test/harness';
import { registerTestUser, type TestUser } from '../../test/users';
import { account, accountBalance, transfer } from '../wallet';
import { auditLedger } from '../wallet/testing';
import { floatsFor } from './fairness';
import { placeBet } from './place-bet';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server?.close();
});

const gamesOf = (category: string) => listGames(server, category);
const openGame = (category: string) => firstGame(server, category);

async function fund(user: TestUser, major: bigint, kind: 'REAL' | 'BONUS' = 'REAL') {
  await transfer(server.db, {
    idempotencyKey: `play-test-fund:${randomUUID()}`,
    debit: kind === 'REAL' ? account.house('USD') : account.bonusPool('USD'),
    credit: account.player(user.userId, kind, 'USD'),
    amount: major * 100n,
    currency: 'USD',
    kind: kind === 'REAL' ? 'FUN_TOP_UP' : 'BONUS_GRANT',
  });
}

const ROUND_FIELDS = `
  id engine demo amount win multiplier serverSeedHash clientSeed nonce gameSlug
  outcome {
    __typename
    ... on SlotsOutcome { base { stops grid scatters lineWins { line symbol count } } freeSpins { stops } }
    ... on RouletteOutcome { pocket color bets { type amount win } }
    ... on DiceOutcome { roll target direction chance won }
    ... on CrashOutcome { crashPoint target won gameIndex gameHash terminalHash }
    ... on BaccaratOutcome { playerCards bankerCards result betResults { type amount win } }
  }`;

const PLAY_DICE = `mutation PlayDice($input: PlayDiceInput!) { playDice(input: $input) {
  __typename
  ... on PlaySuccess { replayed round { ${ROUND_FIELDS} } balance { real bonus total currency } }
  ... on GeneralAppError { code message } } }`;

const PLAY_SLOTS = `mutation PlaySlots($input: PlaySlotsInput!) { playSlots(input: $input) {
  __typename
  ... on PlaySuccess { replayed round { ${ROUND_FIELDS} } balance { real bonus total } }
  ... on GeneralAppError { code message } } }`;

const PLAY_ROULETTE = `mutation PlayRoulette($input: PlayRouletteInput!) { playRoulette(input: $input) {
  __typename
  ... on PlaySuccess { round { ${ROUND_FIELDS} } balance { real } }
  ... on GeneralAppError { code message } } }`;

const PLAY_BACCARAT = `mutation PlayBaccarat($input: PlayBaccaratInput!) { playBaccarat(input: $input) {
  __typename
  ... on PlaySuccess { round { ${ROUND_FIELDS} } balance { real } }
  ... on GeneralAppError { code message } } }`;

const SEEDS = `query FairnessSeeds { fairnessSeeds { serverSeedHash clientSeed nonce previous { serverSeed serverSeedHash clientSeed nonce } } }`;

type PlayData = Record<
  string,
  {
    __typename: string;
    code?: string;
    replayed?: boolean;
    round?: {
      id: string;
      amount: string;
      win: string;
      nonce: number;
      clientSeed: string;
      serverSeedHash: string;
      demo: boolean;
      outcome: Record<string, unknown>;
    };
    balance?: { real: string; bonus: string; total: string };
  }
>;

async function play(user: TestUser, query: string, input: Record<string, unknown>) {
  const res = await server.gql<PlayData>(query, { input }, { headers: user.headers });
  expect(res.errors).toBeUndefined();
  return Object.values(res.data!)[0]!;
}

describe('play', () => {
  it('settles a dice bet through the ledger, publishes events and verifies from the revealed seed', async () => {
    const user = await registerTestUser(server);
    await fund(user, 100n);
    const slug = await openGame('live-casino');
    const balanceEvents = server.pubsub.subscribe('balance.updated', user.userId);
    const nextBalance = balanceEvents.next();
    const seeds = await server.gql<{
      fairnessSeeds: { serverSeedHash: string; clientSeed: string; nonce: number };
    }>(SEEDS, undefined, { headers: user.headers });
    expect(seeds.data!.fairnessSeeds.nonce).toBe(0);

    const result = await play(user, PLAY_DICE, {
      gameSlug: slug,
      amount: '10.00',
      target: '50.00',
      direction: 'UNDER',
    });
    expect(result.__typename).toBe('PlaySuccess');
    const round = result.round!;
    expect(round.amount).toBe('10.00');
    expect(round.nonce).toBe(0);
    expect(round.serverSeedHash).toBe(seeds.data!.fairnessSeeds.serverSeedHash);
    const won = (round.outcome as { won: boolean }).won;
    if (won) expect(Number(round.win)).toBeGreaterThan(18);
    else expect(round.win).toBe('0.00');
    const expected = 100_00n - 10_00n + (won ? BigInt(Math.round(Number(round.win) * 100)) : 0n);
    expect(await accountBalance(server.db, account.real(user.userId, 'USD'))).toBe(expected);
    expect(result.balance!.real).toBe((Number(expected) / 100).toFixed(2));

    // bet.settled is written to the outbox in the settlement's transaction
    const [event] = await outboxPayloads(server.db, 'bet.settled', (e) => e.userId === user.userId);
    expect(event).toMatchObject({
      roundId: round.id,
      userId: user.userId,
      amount: 1000n,
      currency: 'USD',
      gameCategory: 'live-casino',
    });
    expect((await nextBalance).value).toMatchObject({
      source: 'BET',
      currency: 'USD',
      balanceType: 'REAL',
    });
    await balanceEvents.return?.();

    // rotate: the revealed seed recomputes the roll
    const rotated = await server.gql<{
      rotateServerSeed: {
        __typename: string;
        revealed: { serverSeed: string; serverSeedHash: string; nonce: number };
      };
    }>(
      'mutation RotateServerSeed { rotateServerSeed { __typename ... on RotateSeedSuccess { revealed { serverSeed serverSeedHash nonce } } } }',
      undefined,
      { headers: user.headers },
    );
    const revealed = rotated.data!.rotateServerSeed.revealed;
    expect(revealed.serverSeedHash).toBe(round.serverSeedHash);
    expect(revealed.nonce).toBe(1);
    const roll = Math.floor(floatsFor(revealed.serverSeed, round.clientSeed, 0, 1)[0]! * 10000);
    expect((round.outcome as { roll: string }).roll).toBe((roll / 100).toFixed(2));
    const verified = await server.gql<{ verifyBet: { roll: string; serverSeedHash: string } }>(
      `query VerifyBet($s: String!, $c: String!) { verifyBet(serverSeed: $s, clientSeed: $c, nonce: 0, engine: DICE) {
         ... on VerifiedBet { roll serverSeedHash } } }`,
      { s: revealed.serverSeed, c: round.clientSeed },
    );
    expect(verified.data!.verifyBet).toEqual({
      roll: (roll / 100).toFixed(2),
      serverSeedHash: round.serverSeedHash,
    });

    const after = await server.gql<{
      fairnessSeeds: { serverSeedHash: string; nonce: number; previous: unknown[] };
    }>(SEEDS, undefined, { headers: user.headers });
    expect(after.data!.fairnessSeeds.nonce).toBe(0);
    expect(after.data!.fairnessSeeds.serverSeedHash).not.toBe(round.serverSeedHash);
    expect(after.data!.fairnessSeeds.previous).toHaveLength(1);
  });

  // crash plays shared rounds: modules/crash/rounds.test.ts
  it('plays slots, roulette and baccarat; every round is in bet history', async () => {
    const user = await registerTestUser(server);
    await fund(user, 200n);
    const slots = await play(user, PLAY_SLOTS, {
      gameSlug: await openGame('slots'),
      amount: '1.00',
    });
    expect(slots.__typename).toBe('PlaySuccess');
    expect((slots.round!.outcome as { __typename: string }).__typename).toBe('SlotsOutcome');
    const roulette = await play(user, PLAY_ROULETTE, {
      gameSlug: await openGame('roulette'),
      bets: [
        { type: 'RED', numbers: [], amount: '1.00' },
        { type: 'STRAIGHT', numbers: [17], amount: '1.00' },
        { type: 'CORNER', numbers: [1, 2, 4, 5], amount: '1.00' },
      ],
    });
    expect(roulette.__typename).toBe('PlaySuccess');
    expect(roulette.round!.amount).toBe('3.00');
    const baccarat = await play(user, PLAY_BACCARAT, {
      gameSlug: await openGame('live-baccarat'),
      bets: [
        { type: 'BANKER', amount: '2.00' },
        { type: 'TIE', amount: '1.00' },
      ],
    });
    expect(baccarat.__typename).toBe('PlaySuccess');
    expect(baccarat.round!.amount).toBe('3.00');
    const coup = baccarat.round!.outcome as { result: string; betResults: { win: string }[] };
    const bankerWin = coup.result === 'BANKER' ? '3.90' : coup.result === 'TIE' ? '2.00' : '0.00';
    expect(coup.betResults[0]!.win).toBe(bankerWin);
    expect(coup.betResults[1]!.win).toBe(coup.result === 'TIE' ? '9.00' : '0.00');

    const history = await server.gql<{
      betHistory: { count: number; items: { id: string; engine: string }[] };
    }>(
      `query BetHistory($input: BetHistoryInput) { betHistory(input: $input) { count items { id engine } } }`,
      { input: { pagination: { page: 1, count: 2 } } },
      { headers: user.headers },
    );
    expect(history.data!.betHistory.count).toBe(3);
    expect(history.data!.betHistory.items.map((i) => i.engine)).toEqual(['BACCARAT', 'ROULETTE']);
    const total =
      200_00n -
      7_00n +
      [slots, roulette, baccarat].reduce(
        (n, r) => n + BigInt(Math.round(Number(r.round!.win) * 100)),
        0n,
      );
    expect(await accountBalance(server.db, account.real(user.userId, 'USD'))).toBe(total);
  });

  // Walk issue item 15: the history names its games (title and art) and filters by a game search.
  it("bet history carries each game's title and art and filters by a game search", async () => {
    const user = await registerTestUser(server);
    const slotSlug = await openGame('slots');
    const rouletteSlug = await openGame('roulette');
    await play(user, PLAY_SLOTS, { gameSlug: slotSlug, amount: '1.00', demo: true });
    await play(user, PLAY_ROULETTE, {
      gameSlug: rouletteSlug,
      bets: [{ type: 'RED', numbers: [], amount: '1.00' }],
      demo: true,
    });
    const query = `query BetHistory($input: BetHistoryInput) { betHistory(input: $input) {
      count items { gameSlug game { slug title providerName image { src } } } } }`;
    type Page = {
      betHistory: {
        count: number;
        items: {
          gameSlug: string;
          game: { slug: string; title: string; providerName: string; image: { src: string } };
        }[];
      };
    };
    const all = await server.gql<Page>(query, { input: {} }, { headers: user.headers });
    expect(all.errors).toBeUndefined();
    expect(all.data!.betHistory.count).toBe(2);
    for (const item of all.data!.betHistory.items) {
      expect(item.game.slug).toBe(item.gameSlug);
      expect(item.game.title).not.toBe(item.gameSlug);
      expect(item.game.title.length).toBeGreaterThan(0);
      expect(item.game.image.src).toMatch(/^\/media\/games\//);
    }
    const slot = all.data!.betHistory.items.find((i) => i.gameSlug === slotSlug)!;
    // a word of the title, in another case, finds that game's rounds only
    const word = slot.game.title.split(/\s+/).sort((a, b) => b.length - a.length)[0]!;
    const found = await server.gql<Page>(
      query,
      { input: { game: word.toUpperCase() } },
      { headers: user.headers },
    );
    expect(found.data!.betHistory.items.map((i) => i.gameSlug)).toContain(slotSlug);
    expect(
      found.data!.betHistory.items.every(
        (i) => i.game.title.includes(word) || i.game.providerName.includes(word),
      ),
    ).toBe(true);
    // the studio's name finds its games' rounds too
    const byStudio = await server.gql<Page>(
      query,
      { input: { game: slot.game.providerName } },
      { headers: user.headers },
    );
    expect(byStudio.data!.betHistory.items.map((i) => i.gameSlug)).toContain(slotSlug);
    const none = await server.gql<Page>(
      query,
      { input: { game: 'zzqx no such game' } },
      { headers: user.headers },
    );
    expect(none.data!.betHistory).toEqual({ count: 0, items: [] });
  });

  it('plays demo rounds without touching the ledger', async () => {
    const user = await registerTestUser(server);
    const result = await play(user, PLAY_SLOTS, {
      gameSlug: await openGame('slots'),
      amount: '5.00',
      demo: true,
    });
    expect(result.__typename).toBe('PlaySuccess');
    expect(result.round!.demo).toBe(true);
    expect(result.balance!.total).toBe('0.00');
  });

  it('refuses bad bets with their codes', async () => {
    const user = await registerTestUser(server);
    await fund(user, 5n);
    const slug = await openGame('live-casino');
    const base = { gameSlug: slug, target: '50.00', direction: 'UNDER' };
    expect((await play(user, PLAY_DICE, { ...base, amount: '10.00' })).code).toBe(
      'INSUFFICIENT_FUNDS',
    );
    expect((await play(user, PLAY_DICE, { ...base, amount: '0.50' })).code).toBe('BET_TOO_LOW');
    expect((await play(user, PLAY_DICE, { ...base, amount: '5000.00' })).code).toBe('BET_TOO_HIGH');
    expect((await play(user, PLAY_DICE, { ...base, amount: '1.001' })).code).toBe(
      'VALIDATION_ERROR',
    );
    expect((await play(user, PLAY_DICE, { ...base, amount: '1.00', target: '99.50' })).code).toBe(
      'VALIDATION_ERROR',
    );
    expect(
      (await play(user, PLAY_DICE, { ...base, gameSlug: 'no-such-game', amount: '1.00' })).code,
    ).toBe('GAME_NOT_FOUND');
    expect((await play(user, PLAY_SLOTS, { gameSlug: slug, amount: '1.00' })).code).toBe(
      'VALIDATION_ERROR',
    );
    const guest = await server.gql(PLAY_DICE, { input: { ...base, amount: '1.00' } });
    expect(guest.errors?.[0]?.extensions?.code).toBe('UNAUTHORIZED');
    expect(await accountBalance(server.db, account.real(user.userId, 'USD'))).toBe(500n);
  });

  it("refuses a game restricted in the player's country", async () => {
    const categories = [
      'slots',
      'fruit-game',
      'roulette',
      'crash',
      'other',
      'live-casino',
      'live-game-show',
      'live-roulette',
      'live-blackjack',
      'live-baccarat',
    ];
    let found: { slug: string; country: string } | null = null;
    for (const category of categories) {
      for (const game of await gamesOf(category)) {
        const rule = game.restrictions.find((r) => r.disabled && r.country && !r.currency);
        if (rule) {
          found = { slug: game.slug, country: rule.country! };
          break;
        }
      }
      if (found) break;
    }
    expect(found, 'the seed has country restrictions').not.toBeNull();
    const user = await registerTestUser(server, { country: found!.country });
    const result = await server.gql<PlayData>(
      PLAY_DICE,
      {
        input: {
          gameSlug: found!.slug,
          amount: '1.00',
          target: '50.00',
          direction: 'UNDER',
          demo: true,
        },
      },
      { headers: user.headers },
    );
    // the restriction is checked before the engine's own parameters
    expect(Object.values(result.data!)[0]!.code).toBe('RESTRICTION_GEO');
  });

  it('replaying a round id does not pay twice', async () => {
    const user = await registerTestUser(server);
    await fund(user, 50n);
    const input = {
      gameSlug: await openGame('live-casino'),
      amount: '10.00',
      target: '98.00',
      direction: 'UNDER',
      roundId: randomUUID(),
    };
    const first = await play(user, PLAY_DICE, input);
    const balanceAfterFirst = await accountBalance(server.db, account.real(user.userId, 'USD'));
    const again = await Promise.all([play(user, PLAY_DICE, input), play(user, PLAY_DICE, input)]);
    for (const r of again) {
      expect(r.replayed).toBe(true);
      expect(r.round!.id).toBe(first.round!.id);
      expect(r.round!.win).toBe(first.round!.win);
    }
    expect(await accountBalance(server.db, account.real(user.userId, 'USD'))).toBe(
      balanceAfterFirst,
    );
    const other = await registerTestUser(server);
    await fund(other, 50n);
    expect((await play(other, PLAY_DICE, input)).code).toBe('VALIDATION_ERROR');
  });

  it('100 parallel bets on one balance never overdraw', async () => {
    const user = await registerTestUser(server);
    await fund(user, 30n);
    const slug = await openGame('live-casino');
    const results = await Promise.all(
      Array.from({ length: 100 }, () =>
        play(user, PLAY_DICE, {
          gameSlug: slug,
          amount: '1.00',
          target: '1.00',
          direction: 'UNDER',
        }),
      ),
    );
    const ok = results.filter((r) => r.__typename === 'PlaySuccess');
    const refused = results.filter((r) => r.code === 'INSUFFICIENT_FUNDS');
    expect(ok.length + refused.length).toBe(100);
    const won = ok.reduce((n, r) => n + BigInt(Math.round(Number(r.round!.win) * 100)), 0n);
    const balance = await accountBalance(server.db, account.real(user.userId, 'USD'));
    expect(balance).toBe(30_00n - BigInt(ok.length) * 100n + won);
    expect(balance >= 0n).toBe(true);
    expect(ok.length).toBeGreaterThanOrEqual(30);
    // nonces are consecutive and unique
    const nonces = ok.map((r) => r.round!.nonce).sort((a, b) => a - b);
    expect(new Set(nonces).size).toBe(ok.length);
    const audit = await auditLedger(server.db);
    expect(audit.ok).toBe(true);
  }, 120_000);

  it('a failure after the debit leaves no money created or lost', async () => {
    const user = await registerTestUser(server);
    await fund(user, 20n);
    await fund(user, 5n, 'BONUS');
    const slug = await openGame('live-casino');
    const before = {
      real: await accountBalance(server.db, account.real(user.userId, 'USD')),
      bonus: await accountBalance(server.db, account.bonus(user.userId, 'USD')),
      house: await accountBalance(server.db, account.house('USD')),
    };
    const roundId = randomUUID();
    await expect(
      placeBet(
        {
          db: server.db,
          pubsub: server.pubsub,
          afterDebit: () => {
            throw new Error('killed midway');
          },
        },
        {
          userId: user.userId,
          gameSlug: slug,
          amount: 22_00n,
          params: { kind: 'DICE', target: 5000, direction: 'UNDER' },
          demo: false,
          roundId,
        },
      ),
    ).rejects.toThrow('killed midway');
    expect(await accountBalance(server.db, account.real(user.userId, 'USD'))).toBe(before.real);
    expect(await accountBalance(server.db, account.bonus(user.userId, 'USD'))).toBe(before.bonus);
    expect(await accountBalance(server.db, account.house('USD'))).toBe(before.house);
    // the same round id settles normally afterwards: REAL first, then BONUS
    const result = await placeBet(
      { db: server.db, pubsub: server.pubsub },
      {
        userId: user.userId,
        gameSlug: slug,
        amount: 22_00n,
        params: { kind: 'DICE', target: 5000, direction: 'UNDER' },
        demo: false,
        roundId,
      },
    );
    expect(result.round.realAmount).toBe(20_00n);
    expect(result.round.bonusAmount).toBe(2_00n);
    const bonusWin = (result.round.win * 2_00n) / 22_00n;
    expect(result.balance.real).toBe(result.round.win - bonusWin);
    expect(result.balance.bonus).toBe(3_00n + bonusWin);
    const audit = await auditLedger(server.db);
    expect(audit.ok).toBe(true);
  });

  it('describes each engine for the game page', async () => {
    const res = await server.gql<{ gameEngine: Record<string, unknown> }>(
      `query GameEngine($slug: String!) { gameEngine(slug: $slug) { __typename
         ... on GameEngineConfig { engine rtp minBet maxBet currency
           slots { theme lines symbols { id name kind pays } scatterPays freeSpins } } } }`,
      { slug: await openGame('slots') },
    );
    const config = res.data!.gameEngine as {
      engine: string;
      rtp: string;
      minBet: string;
      slots: { symbols: unknown[]; lines: unknown[] };
    };
    expect(config.engine).toBe('SLOTS');
    expect(Number(config.rtp)).toBeGreaterThanOrEqual(94);
    expect(config.minBet).toBe('0.20');
    expect(config.slots.symbols).toHaveLength(10);
    expect(config.slots.lines).toHaveLength(10);
    const crash = await server.gql<{ gameEngine: { crash: { terminalHash: string } } }>(
      `query GameEngine($slug: String!) { gameEngine(slug: $slug) { ... on GameEngineConfig { crash { terminalHash } } } }`,
      { slug: await openGame('crash') },
    );
    expect(crash.data!.gameEngine.crash.terminalHash).toMatch(/^[0-9a-f]{64}$/);
    // limits in the player's account currency (converted at the wallet's FX rates)
    const eur = await registerTestUser(server, { currency: 'EUR', country: 'DE' });
    const limits = await server.gql<{ gameEngine: { currency: string; minBet: string } }>(
      `query GameEngine($slug: String!) { gameEngine(slug: $slug) { ... on GameEngineConfig { currency minBet } } }`,
      { slug: await openGame('roulette') },
      { headers: eur.headers },
    );
    expect(limits.data!.gameEngine.currency).toBe('EUR');
    expect(Number(limits.data!.gameEngine.minBet)).toBeGreaterThan(0);
  });
});
