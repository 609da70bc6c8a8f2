// Free spins through the real API, ledger and database: a FREESPINS_PLAY bonus's spins are slots
// rounds at the spin value (0.20 for the seeded free-spins bonus), paid from BONUS only, won into
// BONUS; each uses one spin and counts towards wagering; a replayed round id uses nothing;
// parallel spins never use more spins than are left; a refused spin moves no money; paid rounds
// on the game no longer use spins. Σ balances per currency = 0 throughout.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../../db/client';
import { createTestServer, type TestServer } from '../../test/harness';
import { registerTestUser, type TestUser } from '../../test/users';
import { account, accountBalance, transfer } from '../wallet';
import { auditLedger } from '../wallet/testing';
import { bonusesIdle } from '.';
import { userBonuses } from './tables';
import { depositWithBonus } from './test-deposit';

let server: TestServer;
let slug: string;

beforeAll(async () => {
  server = await createTestServer();
  const rows = await executeRows<{ slug: string }>(
    server.db,
    sql`SELECT freespins_game_slug AS slug FROM bonuses WHERE name = 'free-spins'`,
  );
  slug = rows[0]!.slug;
});
afterAll(async () => {
  await server?.close();
});

const BONUSES = `query GetUserBonusesList { getUserBonusesList { __typename ... on UserBonusList {
  bonusList { id status freeSpinsLeft freeSpinValue wagerProgress { wageredAmount }
  bonusInfo { name freespinsInfo { freespinsGameSlug } } } } } }`;

interface BonusView {
  id: number;
  status: string;
  freeSpinsLeft: number;
  freeSpinValue: string | null;
  wagerProgress: { wageredAmount: string };
  bonusInfo: { name: string; freespinsInfo: { freespinsGameSlug: string } | null };
}

async function freeSpinsBonus(user: TestUser): Promise<BonusView> {
  const res = await server.gql<{ getUserBonusesList: { bonusList: BonusView[] } }>(
    BONUSES,
    undefined,
    { headers: user.headers },
  );
  expect(res.errors).toBeUndefined();
  return res.data!.getUserBonusesList.bonusList.find((b) => b.bonusInfo.name === 'free-spins')!;
}

const PLAY_FREE_SPIN = `mutation PlayFreeSpin($input: PlayFreeSpinInput!) { playFreeSpin(input: $input) {
  __typename
  ... on FreeSpinSuccess { freeSpinsLeft status
    play { replayed round { id amount win demo gameSlug } balance { real bonus total } } }
  ... on GeneralAppError { code message } } }`;

interface FreeSpinAnswer {
  __typename: string;
  code?: string;
  freeSpinsLeft?: number;
  status?: string;
  play?: {
    replayed: boolean;
    round: { id: string; amount: string; win: string; demo: boolean; gameSlug: string };
    balance: { real: string; bonus: string; total: string };
  };
}

async function freeSpin(
  user: TestUser,
  input: { userBonusId: number; gameSlug?: string; roundId?: string },
): Promise<FreeSpinAnswer> {
  const res = await server.gql<{ playFreeSpin: FreeSpinAnswer }>(
    PLAY_FREE_SPIN,
    { input: { gameSlug: slug, ...input } },
    { headers: user.headers },
  );
  expect(res.errors).toBeUndefined();
  return res.data!.playFreeSpin;
}

const balance = (user: TestUser, kind: 'REAL' | 'BONUS') =>
  accountBalance(server.db, account.player(user.userId, kind, 'USD'));

async function expectLedgerBalanced() {
  const audit = await auditLedger(server.db);
  expect(audit.unbalancedCurrencies).toEqual([]);
  expect(audit.ok).toBe(true);
}

/** A player with 20.00 REAL who took the free-spins bonus with that deposit: 10.00 BONUS, 50 spins. */
async function playerInFreeSpins(): Promise<{ user: TestUser; bonusId: number }> {
  const user = await registerTestUser(server);
  const offer = await freeSpinsBonus(user);
  await depositWithBonus(server, user, offer.id, 20_00n, 'free-spins-test');
  const playing = await freeSpinsBonus(user);
  expect(playing).toMatchObject({
    status: 'FREESPINS_PLAY',
    freeSpinsLeft: 50,
    freeSpinValue: '0.20',
  });
  expect(playing.bonusInfo.freespinsInfo?.freespinsGameSlug).toBe(slug);
  expect(await balance(user, 'BONUS')).toBe(10_00n);
  return { user, bonusId: playing.id };
}

const minor = (major: string) => BigInt(Math.round(Number(major) * 100));

describe('free spins', () => {
  it('go to a slot every region may play', async () => {
    const res = await server.gql<{
      gameBySlug: {
        game?: { category: string; recalled: boolean; restrictions: { disabled: boolean }[] };
      };
    }>(
      `query GameBySlug($slug: String!) { gameBySlug(slug: $slug) { __typename
        ... on GameBySlugSuccess { game { category recalled restrictions { disabled } } } } }`,
      { slug },
    );
    expect(res.errors).toBeUndefined();
    const game = res.data!.gameBySlug.game!;
    expect(game).toMatchObject({ category: 'slots', recalled: false });
    expect(game.restrictions.filter((r) => r.disabled)).toEqual([]);
  });

  it('play at the spin value from BONUS only, win into BONUS, use one spin and count wagering', async () => {
    const { user, bonusId } = await playerInFreeSpins();
    const roundId = randomUUID();
    const spin = await freeSpin(user, { userBonusId: bonusId, roundId });
    expect(spin).toMatchObject({
      __typename: 'FreeSpinSuccess',
      freeSpinsLeft: 49,
      status: 'FREESPINS_PLAY',
    });
    expect(spin.play!.round).toMatchObject({
      id: roundId,
      amount: '0.20',
      demo: false,
      gameSlug: slug,
    });
    const win = minor(spin.play!.round.win);
    // REAL is untouched; the stake came from BONUS and the win went back there
    expect(await balance(user, 'REAL')).toBe(20_00n);
    expect(await balance(user, 'BONUS')).toBe(10_00n - 20n + win);
    expect(spin.play!.balance.real).toBe('20.00');
    await bonusesIdle(server.pubsub);
    expect((await freeSpinsBonus(user)).wagerProgress.wageredAmount).toBe('0.20');

    // the same round id again: the stored round, nothing moves, no spin used
    const again = await freeSpin(user, { userBonusId: bonusId, roundId });
    expect(again).toMatchObject({ __typename: 'FreeSpinSuccess', freeSpinsLeft: 49 });
    expect(again.play!.replayed).toBe(true);
    expect(await balance(user, 'BONUS')).toBe(10_00n - 20n + win);

    // a paid spin on the same slot is paid from REAL and uses no free spin
    const paid = await server.gql<{
      playSlots: { __typename: string; round?: { amount: string } };
    }>(
      `mutation PlaySlots($input: PlaySlotsInput!) { playSlots(input: $input) { __typename ... on PlaySuccess { round { amount win } } } }`,
      { input: { gameSlug: slug, amount: '0.20' } },
      { headers: user.headers },
    );
    expect(paid.data!.playSlots.__typename).toBe('PlaySuccess');
    await bonusesIdle(server.pubsub);
    const after = await freeSpinsBonus(user);
    expect(after.freeSpinsLeft).toBe(49);
    expect(after.wagerProgress.wageredAmount).toBe('0.40');
    expect(await balance(user, 'BONUS')).toBe(10_00n - 20n + win);
    await expectLedgerBalanced();
  });

  it('are refused on another game, for a bonus without spins, and for another player', async () => {
    const { user, bonusId } = await playerInFreeSpins();
    const other = await registerTestUser(server);
    expect(await freeSpin(user, { userBonusId: bonusId, gameSlug: `${slug}-x` })).toMatchObject({
      __typename: 'GeneralAppError',
      code: 'BONUS_UNAVAILABLE',
    });
    expect(await freeSpin(other, { userBonusId: bonusId })).toMatchObject({
      code: 'BONUS_UNAVAILABLE',
    });
    expect(await freeSpin(user, { userBonusId: bonusId, roundId: 'not-a-uuid' })).toMatchObject({
      code: 'VALIDATION_ERROR',
    });
    expect(await balance(user, 'BONUS')).toBe(10_00n);
    expect((await freeSpinsBonus(user)).freeSpinsLeft).toBe(50);
  });

  it('in parallel never use more spins than are left; the last one moves the bonus to ACTIVE', async () => {
    const { user, bonusId } = await playerInFreeSpins();
    await server.db
      .update(userBonuses)
      .set({ freeSpinsLeft: 3 })
      .where(eq(userBonuses.id, bonusId));
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => freeSpin(user, { userBonusId: bonusId })),
    );
    const played = answers.filter((a) => a.__typename === 'FreeSpinSuccess');
    expect(played).toHaveLength(3);
    expect(answers.filter((a) => a.code === 'BONUS_UNAVAILABLE')).toHaveLength(5);
    expect(played.map((a) => a.freeSpinsLeft).sort()).toEqual([0, 1, 2]);
    const wins = played.reduce((sum, a) => sum + minor(a.play!.round.win), 0n);
    expect(await balance(user, 'BONUS')).toBe(10_00n - 3n * 20n + wins);
    expect(await balance(user, 'REAL')).toBe(20_00n);
    const after = await freeSpinsBonus(user);
    expect(after).toMatchObject({ status: 'ACTIVE', freeSpinsLeft: 0 });
    // no spins left: refused, nothing moves
    expect(await freeSpin(user, { userBonusId: bonusId })).toMatchObject({
      code: 'BONUS_UNAVAILABLE',
    });
    expect(await balance(user, 'BONUS')).toBe(10_00n - 3n * 20n + wins);
    await expectLedgerBalanced();
  });

  it('a spin the bonus money cannot pay is refused whole: the spin is not used', async () => {
    const { user, bonusId } = await playerInFreeSpins();
    // the bonus money was lost on paid rounds (REAL ran out first): move it back to the pool
    await transfer(server.db, {
      idempotencyKey: `free-spins-test:drain:${randomUUID()}`,
      debit: account.bonus(user.userId, 'USD'),
      credit: account.bonusPool('USD'),
      amount: 10_00n - 10n,
      currency: 'USD',
      kind: 'BONUS_FORFEIT',
    });
    expect(await freeSpin(user, { userBonusId: bonusId })).toMatchObject({
      __typename: 'GeneralAppError',
      code: 'INSUFFICIENT_FUNDS',
    });
    expect((await freeSpinsBonus(user)).freeSpinsLeft).toBe(50);
    expect(await balance(user, 'BONUS')).toBe(10n);
    expect(await balance(user, 'REAL')).toBe(20_00n);
    await expectLedgerBalanced();
  });
});
