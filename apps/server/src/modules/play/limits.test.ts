// Stake limits per engine (engines/registry.ts STAKE_LIMITS_USD) through the real API: slots
// start at 0.20 like real casinos' video slots (the free-spins bonus spins 0.20 and wagers 0.20–2),
// the table games at 1.00; roulette takes every inside bet of the layout, checked by the rule
// shared with the web board (@aurum/domain).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/harness';
import { registerTestUser, type TestUser } from '../../test/users';
import { account, transfer } from '../wallet';

let server: TestServer;
let user: TestUser;

beforeAll(async () => {
  server = await createTestServer();
  user = await registerTestUser(server);
  await transfer(server.db, {
    idempotencyKey: `limits-test:${randomUUID()}`,
    debit: account.house('USD'),
    credit: account.real(user.userId, 'USD'),
    amount: 500_00n,
    currency: 'USD',
    kind: 'FUN_TOP_UP',
  });
});
afterAll(async () => {
  await server?.close();
});

async function slugOf(category: string): Promise<string> {
  const res = await server.gql<{
    gamesList: {
      items: { slug: string; recalled: boolean; restrictions: { disabled: boolean }[] }[];
    };
  }>(
    `query GamesList($input: GamesListInput) { gamesList(input: $input) { items { slug recalled restrictions { disabled } } } }`,
    {
      input: {
        filter: { categories: [category], onlyAvailable: false },
        pagination: { page: 1, count: 50 },
      },
    },
  );
  const game = res.data!.gamesList.items.find(
    (g) => !g.recalled && g.restrictions.every((r) => !r.disabled),
  );
  return game!.slug;
}

async function play(field: string, input: Record<string, unknown>) {
  const type = `${field[0]!.toUpperCase()}${field.slice(1)}Input`;
  const res = await server.gql<
    Record<string, { __typename: string; code?: string; round?: { amount: string } }>
  >(
    `mutation Play($input: ${type}!) { ${field}(input: $input) { __typename
      ... on PlaySuccess { round { amount } } ... on GeneralAppError { code } } }`,
    { input },
    { headers: user.headers },
  );
  expect(res.errors).toBeUndefined();
  return res.data![field]!;
}

describe('stake limits', () => {
  it('slots take 0.20; the table games keep 1.00', async () => {
    const slots = await slugOf('slots');
    const config = await server.gql<{ gameEngine: { minBet: string; maxBet: string } }>(
      `query GameEngine($slug: String!) { gameEngine(slug: $slug) { ... on GameEngineConfig { minBet maxBet } } }`,
      { slug: slots },
    );
    expect(config.data!.gameEngine).toEqual({ minBet: '0.20', maxBet: '100.00' });
    expect(await play('playSlots', { gameSlug: slots, amount: '0.20' })).toMatchObject({
      __typename: 'PlaySuccess',
      round: { amount: '0.20' },
    });
    expect(await play('playSlots', { gameSlug: slots, amount: '0.19' })).toMatchObject({
      code: 'BET_TOO_LOW',
    });
    expect(await play('playSlots', { gameSlug: slots, amount: '100.01' })).toMatchObject({
      code: 'BET_TOO_HIGH',
    });
    const roulette = await slugOf('roulette');
    const half = { type: 'SPLIT', numbers: [17, 20], amount: '0.50' };
    expect(await play('playRoulette', { gameSlug: roulette, bets: [half] })).toMatchObject({
      code: 'BET_TOO_LOW',
    });
    expect(await play('playRoulette', { gameSlug: roulette, bets: [half, half] })).toMatchObject({
      __typename: 'PlaySuccess',
      round: { amount: '1.00' },
    });
  });

  it('roulette takes every kind of bet in one spin and refuses what is not on the layout', async () => {
    const roulette = await slugOf('roulette');
    const bets = [
      { type: 'STRAIGHT', numbers: [0] },
      { type: 'SPLIT', numbers: [0, 2] },
      { type: 'STREET', numbers: [0, 2, 3] },
      { type: 'STREET', numbers: [34, 35, 36] },
      { type: 'CORNER', numbers: [0, 1, 2, 3] },
      { type: 'CORNER', numbers: [32, 33, 35, 36] },
      { type: 'LINE', numbers: [31, 32, 33, 34, 35, 36] },
      { type: 'DOZEN', numbers: [3] },
      { type: 'COLUMN', numbers: [1] },
      { type: 'BLACK', numbers: [] },
    ].map((b) => ({ ...b, amount: '1.00' }));
    expect(await play('playRoulette', { gameSlug: roulette, bets })).toMatchObject({
      __typename: 'PlaySuccess',
      round: { amount: '10.00' },
    });
    expect(
      await play('playRoulette', {
        gameSlug: roulette,
        bets: [{ type: 'CORNER', numbers: [3, 4, 6, 7], amount: '1.00' }],
      }),
    ).toMatchObject({ code: 'VALIDATION_ERROR' });
  });
});
