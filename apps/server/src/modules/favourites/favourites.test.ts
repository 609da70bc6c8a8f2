import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/harness';
import { registerTestUser, type TestUser } from '../../test/users';
import { executeRows, toNumber } from '../../db/client';
import type { Db } from '../../db/client';
import { recordGamePlayed } from '.';
import { FavoriteLoader } from './favorite-loader';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const ADD = `mutation AddGameToFavorites($identifier: ID) { addGameToFavorites(identifier: $identifier) {
  __typename ... on FavoriteGameSuccess { ok code gameId isFavorite } ... on GeneralAppError { code message } } }`;
const REMOVE = `mutation RemoveGameFromFavorites($identifier: ID) { removeGameFromFavorites(identifier: $identifier) {
  __typename ... on FavoriteGameSuccess { ok code gameId isFavorite } ... on GeneralAppError { code message } } }`;
const OPENED = `mutation MarkGameOpened($identifier: ID) { markGameOpened(identifier: $identifier) {
  __typename ... on MarkGameOpenedSuccess { ok } ... on GeneralAppError { code } } }`;
const FAVORITES = `query FavoriteGames($pagination: FavoritesPagination) { favoriteGames(pagination: $pagination) {
  count items { id slug isFavorite } } }`;
const LAST_PLAYED = `query LastPlayedGames($pagination: FavoritesPagination) { lastPlayedGames(pagination: $pagination) {
  count items { id slug } } }`;

type Outcome = {
  __typename: string;
  ok?: boolean;
  code: string;
  gameId?: string;
  isFavorite?: boolean;
};
type GameList = { count: number; items: { id: string; slug: string; isFavorite?: boolean }[] };

// The catalogue's rows are read with plain SQL here: this module imports no other module's tables.
async function enabledGames(n: number) {
  const rows = await executeRows<{ id: unknown; slug: string }>(
    server.db,
    sql`select id, slug from games where disabled = false order by id limit ${n}`,
  );
  return rows.map((r) => ({ id: toNumber(r.id), slug: r.slug }));
}

async function setDisabled(id: number, disabled: boolean) {
  await server.db.execute(sql`update games set disabled = ${disabled} where id = ${id}`);
}

async function mutate(query: string, identifier: string | null, user?: TestUser) {
  const res = await server.gql<Record<string, Outcome>>(
    query,
    { identifier },
    user ? { headers: user.headers } : undefined,
  );
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return Object.values(res.data!)[0]!;
}

async function favorites(user: TestUser, pagination?: { page?: number; count?: number }) {
  const res = await server.gql<{ favoriteGames: GameList }>(
    FAVORITES,
    pagination ? { pagination } : undefined,
    { headers: user.headers },
  );
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data!.favoriteGames;
}

describe('favourites for guests', () => {
  it('answers UNAUTHORIZED to the mutations and the lists', async () => {
    const [g] = await enabledGames(1);
    for (const query of [ADD, REMOVE, OPENED]) {
      expect(await mutate(query, String(g!.id))).toMatchObject({
        __typename: 'GeneralAppError',
        code: 'UNAUTHORIZED',
      });
    }
    for (const query of [FAVORITES, LAST_PLAYED]) {
      const res = await server.gql(query);
      expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHORIZED');
    }
  });
});

describe('favourites for a player', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await registerTestUser(server);
  });

  it('requires an id and an existing game', async () => {
    for (const identifier of [null, '', '  ']) {
      expect(await mutate(ADD, identifier, user)).toMatchObject({ code: 'ID_REQUIRED' });
      expect(await mutate(REMOVE, identifier, user)).toMatchObject({ code: 'ID_REQUIRED' });
    }
    expect(await mutate(ADD, '999999999', user)).toMatchObject({
      __typename: 'GeneralAppError',
      code: 'GAME_NOT_FOUND',
    });
    expect(await mutate(ADD, 'no-such-game', user)).toMatchObject({ code: 'GAME_NOT_FOUND' });
  });

  it('adds by id or slug, lists newest first from page 0 in pages of 9, removes', async () => {
    const picked = await enabledGames(11);
    for (const [i, g] of picked.entries()) {
      const outcome = await mutate(ADD, i % 2 ? g.slug : String(g.id), user);
      expect(outcome).toEqual({
        __typename: 'FavoriteGameSuccess',
        ok: true,
        code: 'GAME_ADDED_TO_FAVORITES',
        gameId: String(g.id),
        isFavorite: true,
      });
      // Distinct timestamps keep "newest first" observable.
      await new Promise((r) => setTimeout(r, 3));
    }
    // Adding again is harmless.
    expect(await mutate(ADD, String(picked[0]!.id), user)).toMatchObject({ ok: true });

    const page0 = await favorites(user);
    expect(page0.count).toBe(11);
    expect(page0.items).toHaveLength(9);
    const newestFirst = [...picked].reverse().map((g) => String(g.id));
    expect(page0.items.map((g) => g.id)).toEqual(newestFirst.slice(0, 9));
    expect(page0.items.every((g) => g.isFavorite)).toBe(true);
    const page1 = await favorites(user, { page: 1 });
    expect(page1.items.map((g) => g.id)).toEqual(newestFirst.slice(9));
    expect(await favorites(user, { page: 2 })).toEqual({ items: [], count: 11 });
    expect((await favorites(user, { page: -4, count: 500 })).items).toHaveLength(11);

    const removed = await mutate(REMOVE, picked[0]!.slug, user);
    expect(removed).toMatchObject({
      ok: true,
      code: 'GAME_REMOVED_FROM_FAVORITES',
      isFavorite: false,
    });
    expect(await mutate(REMOVE, picked[0]!.slug, user)).toMatchObject({ ok: true });
    const after = await favorites(user, { count: 100 });
    expect(after.count).toBe(10);
    expect(after.items.map((g) => g.id)).not.toContain(String(picked[0]!.id));
  });

  it('marks Game.isFavorite per viewer in lists, in one batch', async () => {
    const [g] = await enabledGames(2);
    const other = await registerTestUser(server);
    await mutate(ADD, String(g!.id), other);
    const query = `query GamesList($input: GamesListInput) { gamesList(input: $input) { items { id isFavorite } } }`;
    const input = {
      filter: { onlyAvailable: false },
      sort: { field: 'name' },
      pagination: { count: 100 },
    };
    const mine = await server.gql<{ gamesList: { items: { id: string; isFavorite: boolean }[] } }>(
      query,
      { input },
      { headers: other.headers },
    );
    const marked = mine.data!.gamesList.items.filter((x) => x.isFavorite).map((x) => x.id);
    expect(marked).toEqual(
      mine.data!.gamesList.items.some((x) => x.id === String(g!.id)) ? [String(g!.id)] : [],
    );
    const guest = await server.gql<{ gamesList: { items: { isFavorite: boolean }[] } }>(query, {
      input,
    });
    expect(guest.data!.gamesList.items.every((x) => !x.isFavorite)).toBe(true);
  });

  it('hides a favourite whose game gets disabled, from the list and the count', async () => {
    const player = await registerTestUser(server);
    const [a, b] = await enabledGames(2);
    await mutate(ADD, String(a!.id), player);
    await mutate(ADD, String(b!.id), player);
    await setDisabled(a!.id, true);
    try {
      const list = await favorites(player);
      expect(list).toEqual({ count: 1, items: [expect.objectContaining({ id: String(b!.id) })] });
    } finally {
      await setDisabled(a!.id, false);
    }
  });
});

describe('last played', () => {
  it('lists opened and played games, most recent first, pages from 0', async () => {
    const player = await registerTestUser(server);
    const picked = await enabledGames(4);
    for (const g of picked.slice(0, 3)) {
      expect(await mutate(OPENED, g.slug, player)).toEqual({
        __typename: 'MarkGameOpenedSuccess',
        ok: true,
      });
      await new Promise((r) => setTimeout(r, 3));
    }
    await recordGamePlayed(server.db, player.userId, picked[0]!.id);
    await new Promise((r) => setTimeout(r, 3));
    await recordGamePlayed(server.db, player.userId, picked[3]!.id);
    expect(await mutate(OPENED, null, player)).toMatchObject({ code: 'ID_REQUIRED' });
    expect(await mutate(OPENED, 'no-such-game', player)).toMatchObject({ code: 'GAME_NOT_FOUND' });

    const res = await server.gql<{ lastPlayedGames: GameList }>(
      LAST_PLAYED,
      { pagination: { page: 0, count: 3 } },
      { headers: player.headers },
    );
    expect(res.data!.lastPlayedGames.count).toBe(4);
    expect(res.data!.lastPlayedGames.items.map((g) => g.id)).toEqual(
      [picked[3]!, picked[0]!, picked[2]!].map((g) => String(g.id)),
    );
    const next = await server.gql<{ lastPlayedGames: GameList }>(
      LAST_PLAYED,
      { pagination: { page: 1, count: 3 } },
      { headers: player.headers },
    );
    expect(next.data!.lastPlayedGames.items.map((g) => g.id)).toEqual([String(picked[1]!.id)]);

    // Statistics per category: plays, opens, distinct games, favourites.
    await mutate(ADD, String(picked[1]!.id), player);
    const stats = await server.rest<{
      response: {
        data: {
          category: string;
          title: string;
          plays: number;
          opens: number;
          games: number;
          favorites: number;
        }[];
        meta: {
          total: number;
          currentPage: number;
          perPage: number;
          lastPage: number;
          totals: Record<string, number>;
        };
      };
    }>('GET', '/api/games/user-statistics', undefined, player.headers);
    expect(stats.status).toBe(200);
    expect(stats.body.response.meta.totals).toEqual({ plays: 2, opens: 3, games: 4, favorites: 1 });
    expect(stats.body.response.meta).toMatchObject({ currentPage: 1, perPage: 20, lastPage: 1 });
    expect(stats.body.response.meta.total).toBe(stats.body.response.data.length);
    const sum = (k: 'plays' | 'opens' | 'games' | 'favorites') =>
      stats.body.response.data.reduce((s, r) => s + r[k], 0);
    expect(sum('plays')).toBe(2);
    expect(sum('games')).toBe(4);
    expect(stats.body.response.data[0]!.title).toBeTruthy();
  });
});

describe('FavoriteLoader', () => {
  it('answers every id asked for in one tick with one query', async () => {
    const player = await registerTestUser(server);
    const picked = await enabledGames(5);
    await mutate(ADD, String(picked[1]!.id), player);
    let selects = 0;
    const counting = new Proxy(server.db, {
      get(target, key, receiver) {
        if (key === 'select') selects++;
        return Reflect.get(target, key, receiver) as unknown;
      },
    }) as Db;
    const loader = new FavoriteLoader(counting, player.userId);
    const answers = await Promise.all(picked.map((g) => loader.load(g.id)));
    expect(answers).toEqual([false, true, false, false, false]);
    expect(selects).toBe(1);
    expect(await loader.load(picked[1]!.id)).toBe(true);
    expect(selects).toBe(2);
  });
});
