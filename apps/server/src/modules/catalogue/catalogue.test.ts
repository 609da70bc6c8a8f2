import { GAME_CATEGORIES, LIVE_CATEGORIES } from '@aurum/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/harness';
import { banners, games } from './tables';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const GAME_FIELDS = `
  id name slug title category providerName providerSlug likes recalled rating hasBonus
  info { payout description devices }
  image { src width height }
  images { src width height }
  restrictions { country currency disabled }
`;

interface GameResult {
  id: string;
  slug: string;
  name: string;
  category: string;
  rating: number;
  likes: number;
  recalled: boolean;
  providerName: string;
  providerSlug: string;
  info: { payout: number; description: string; devices: string[] };
  image: { src: string; width: number; height: number };
  images: { src: string }[];
  restrictions: { country: string | null; currency: string | null; disabled: boolean }[];
}

type HomeRows = {
  gamesListByCategory: {
    topSlots: GameResult[];
    topLiveCasino: GameResult[];
    topAll: GameResult[];
  };
};

async function enabledCounts(): Promise<Map<string, number>> {
  const rows = await server.db
    .select({ category: games.category, n: sql<number>`cast(count(*) as integer)` })
    .from(games)
    .where(eq(games.disabled, false))
    .groupBy(games.category);
  return new Map(rows.map((r) => [r.category, Number(r.n)]));
}

function expectSortedByRating(list: GameResult[]) {
  for (let i = 1; i < list.length; i++)
    expect(list[i - 1]!.rating).toBeGreaterThanOrEqual(list[i]!.rating);
}

describe('gameCategoryList', () => {
  it('lists all ten categories, other last, with the count each category list shows', async () => {
    const res = await server.gql<{
      gameCategoryList: { name: string; _count: number; rollover: number; description: string }[];
    }>('query GameCategoryList { gameCategoryList { name _count rollover description } }');
    expect(res.status).toBe(200);
    expect(res.errors).toBeUndefined();
    const list = res.data!.gameCategoryList;
    expect(list.map((c) => c.name).sort()).toEqual([...GAME_CATEGORIES].sort());
    expect(list.at(-1)!.name).toBe('other');
    expect(list[0]!.name).toBe('slots');

    // each count is the total of the list its link shows this viewer (walk issue 19 item 6)
    for (const c of list) {
      const shown = await server.gql<{ gamesList: { count: number } }>(
        'query GamesList($input: GamesListInput) { gamesList(input: $input) { count } }',
        { input: { filter: { categories: [c.name], devices: ['mobile'] } } },
      );
      expect(c._count, c.name).toBe(shown.data!.gamesList.count);
    }
    const counts = await enabledCounts();
    expect(list.find((c) => c.name === 'slots')!._count).toBeLessThanOrEqual(counts.get('slots')!);
    expect(list.find((c) => c.name === 'slots')!.rollover).toBe(1);
    expect(list.find((c) => c.name === 'slots')!.description).toMatch(/^Video slots/);
  });

  it('answers descriptions in the Accept-Language language, English as fallback', async () => {
    const query = 'query GameCategoryList { gameCategoryList { name description } }';
    const ru = await server.gql<{ gameCategoryList: { name: string; description: string }[] }>(
      query,
      undefined,
      {
        headers: { 'accept-language': 'ru-RU,ru;q=0.9,en;q=0.8' },
      },
    );
    const slotsRu = ru.data!.gameCategoryList.find((c) => c.name === 'slots')!.description;
    expect(slotsRu).toMatch(/^Видеослоты/);
    const ar = await server.gql<{ gameCategoryList: { name: string; description: string }[] }>(
      query,
      undefined,
      {
        headers: { 'accept-language': 'ar' },
      },
    );
    expect(ar.data!.gameCategoryList[0]!.description).toMatch(/[\u0600-\u06FF]/);
    const fr = await server.gql<{ gameCategoryList: { name: string; description: string }[] }>(
      query,
      undefined,
      {
        headers: { 'accept-language': 'fr-FR' },
      },
    );
    expect(fr.data!.gameCategoryList.find((c) => c.name === 'slots')!.description).toMatch(
      /^Video slots/,
    );
  });
});

describe('gamesListByCategory', () => {
  it('returns the best-rated slots, live games and games of all categories', async () => {
    const res = await server.gql<HomeRows>(
      `query GamesListByCategory($count: Int) { gamesListByCategory(count: $count) { topSlots { ${GAME_FIELDS} } topLiveCasino { ${GAME_FIELDS} } topAll { ${GAME_FIELDS} } } }`,
      { count: 8 },
    );
    expect(res.errors).toBeUndefined();
    const { topSlots, topLiveCasino, topAll } = res.data!.gamesListByCategory;
    for (const row of [topSlots, topLiveCasino, topAll]) {
      expect(row.length).toBeGreaterThan(0);
      expect(row.length).toBeLessThanOrEqual(8);
      expectSortedByRating(row);
      for (const g of row) expect(g.recalled).toBe(false);
    }
    expect(topSlots.every((g) => g.category === 'slots')).toBe(true);
    expect(topLiveCasino.every((g) => LIVE_CATEGORIES.includes(g.category as never))).toBe(true);

    // topAll is the true top of the enabled, non-recalled catalogue.
    const [best] = await server.db
      .select({ rating: sql<number>`max(${games.rating})` })
      .from(games)
      .where(and(eq(games.disabled, false), eq(games.recalled, false)));
    expect(topAll[0]!.rating).toBeCloseTo(Number(best!.rating), 4);

    const g = topAll[0]!;
    // versioned by its art (art/version.ts): cacheable as immutable
    expect(g.image).toEqual({
      src: expect.stringMatching(new RegExp(`^/media/games/${g.slug}\\.svg\\?v=[\\w-]{12}$`)),
      width: 600,
      height: 800,
    });
    expect(g.images[0]!.src).toBe(g.image.src);
    expect(g.info.payout).toBeGreaterThanOrEqual(94);
    expect(g.info.description).toContain(g.name);
    expect(g.providerName).toBeTruthy();
    expect(g.providerSlug).toMatch(/^[a-z0-9-]+$/);
  });

  it('excludes disabled games', async () => {
    const [top] = await server.db
      .select({ id: games.id })
      .from(games)
      .where(and(eq(games.disabled, false), eq(games.recalled, false)))
      .orderBy(sql`${games.rating} desc, ${games.likes} desc, ${games.id} asc`)
      .limit(1);
    await server.db.update(games).set({ disabled: true }).where(eq(games.id, top!.id));
    try {
      const res = await server.gql<HomeRows>(
        'query GamesListByCategory { gamesListByCategory(count: 50) { topAll { id } } }',
      );
      expect(res.data!.gamesListByCategory.topAll.map((g) => g.id)).not.toContain(String(top!.id));
    } finally {
      await server.db.update(games).set({ disabled: false }).where(eq(games.id, top!.id));
    }
  });

  it('defaults to 20 per row and clamps the count to 1..50', async () => {
    const query =
      'query GamesListByCategory($count: Int) { gamesListByCategory(count: $count) { topAll { id } topSlots { id } } }';
    const byDefault = await server.gql<HomeRows>(query);
    expect(byDefault.data!.gamesListByCategory.topAll).toHaveLength(20);
    const tooMany = await server.gql<HomeRows>(query, { count: 500 });
    expect(tooMany.data!.gamesListByCategory.topAll).toHaveLength(50);
    const tooFew = await server.gql<HomeRows>(query, { count: -3 });
    expect(tooFew.data!.gamesListByCategory.topAll).toHaveLength(1);
  });

  it('returns restrictions with the games that have them', async () => {
    const res = await server.gql<HomeRows>(
      'query GamesListByCategory { gamesListByCategory(count: 50) { topAll { slug restrictions { country currency disabled } } } }',
    );
    for (const g of res.data!.gamesListByCategory.topAll) {
      for (const r of g.restrictions) expect(r.country !== null || r.currency !== null).toBe(true);
    }
  });

  it('describes games in the request language', async () => {
    const res = await server.gql<HomeRows>(
      'query GamesListByCategory { gamesListByCategory(count: 3) { topSlots { name info { description } } } }',
      undefined,
      { headers: { 'accept-language': 'kk' } },
    );
    const g = res.data!.gamesListByCategory.topSlots[0]!;
    expect(g.info.description).toContain(`«${g.name}»`);
    expect(g.info.description).toMatch(/әзірлеген/);
  });
});

describe('banners', () => {
  const query =
    'query Banners($position: String) { banners(position: $position) { id key title description url active position path buttonText } }';
  type Banners = {
    banners: {
      id: string;
      key: string;
      title: string;
      url: string;
      active: boolean;
      position: string;
      path: string;
      buttonText: string;
    }[];
  };

  it('lists only active banners, top first, in their order', async () => {
    const res = await server.gql<Banners>(query);
    expect(res.errors).toBeUndefined();
    const list = res.data!.banners;
    expect(list.map((b) => b.key)).toEqual([
      'vip',
      'cashback',
      'providers',
      '2x_deposit',
      'high-rollers',
      'cryptodeposit',
    ]);
    expect(list.every((b) => b.active)).toBe(true);
    const [inactive] = await server.db
      .select({ key: banners.key })
      .from(banners)
      .where(eq(banners.active, false));
    expect(inactive).toBeDefined();
    expect(list.map((b) => b.key)).not.toContain(inactive!.key);
    expect(list[0]).toMatchObject({
      title: 'VIP Club',
      url: '/vip',
      position: 'top',
      path: expect.stringMatching(/^\/media\/banners\/vip\.svg\?v=[\w-]{12}$/),
    });
  });

  it('filters by position and translates texts', async () => {
    const res = await server.gql<Banners>(
      query,
      { position: 'bottom' },
      { headers: { 'accept-language': 'tr' } },
    );
    const list = res.data!.banners;
    expect(list.map((b) => b.key)).toEqual(['2x_deposit', 'high-rollers', 'cryptodeposit']);
    expect(list[0]!.title).toBe('İlk yatırımınızı ikiye katlayın');
    expect(list[0]!.url).toBe('/bonuses/welcome');
    const none = await server.gql<Banners>(query, { position: 'sideways' });
    expect(none.data!.banners).toEqual([]);
  });

  it('hides a banner once it is deactivated', async () => {
    await server.db.update(banners).set({ active: false }).where(eq(banners.key, 'cashback'));
    try {
      const res = await server.gql<Banners>(query, { position: 'top' });
      expect(res.data!.banners.map((b) => b.key)).toEqual(['vip', 'providers']);
    } finally {
      await server.db.update(banners).set({ active: true }).where(eq(banners.key, 'cashback'));
    }
  });
});
