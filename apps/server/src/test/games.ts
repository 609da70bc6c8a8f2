// Finding a game to play in tests. A category filter also lists its sub-categories' games (the
// Live casino chip lists every live category), so the game is picked from those whose own
// category is exactly the one asked for — e.g. a dice table of `live-casino`, not a game show.
import type { TestServer } from './harness';

export interface ListedGame {
  slug: string;
  category: string;
  recalled: boolean;
  restrictions: { country: string | null; currency: string | null; disabled: boolean }[];
}

/** Up to 100 of the category's own games that are not recalled. */
export async function gamesOf(server: Pick<TestServer, 'gql'>, category: string) {
  const res = await server.gql<{ gamesList: { items: ListedGame[] } }>(
    `query GamesList($input: GamesListInput) { gamesList(input: $input) {
       items { slug category recalled restrictions { country currency disabled } } } }`,
    {
      input: {
        filter: { categories: [category], onlyAvailable: false },
        pagination: { page: 1, count: 100 },
      },
    },
  );
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.gamesList.items.filter((g) => !g.recalled && g.category === category);
}

/** The first of them that no restriction disables (else the first). */
export async function openGame(server: Pick<TestServer, 'gql'>, category: string) {
  const games = await gamesOf(server, category);
  const game = games.find((g) => g.restrictions.every((r) => !r.disabled)) ?? games[0];
  if (!game) throw new Error(`no ${category} game in the test catalogue`);
  return game.slug;
}

/** The slugs of the category's own games that no restriction disables, in the list's order. */
export async function playableSlugs(server: Pick<TestServer, 'gql'>, category: string) {
  return (await gamesOf(server, category))
    .filter((g) => g.restrictions.every((r) => !r.disabled))
    .map((g) => g.slug);
}
