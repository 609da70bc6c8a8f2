// GameCategoryList: categories with their game counts (rating desc, 'other' last). Shared by the
// side menu, the home category browser and the game list tabs, so it lives below the features.
import type { GameCategoryListQuery } from '@/gql/graphql';
import { graphql } from '@/lib/graphql';
import { useQuery } from 'urql';

export type GameCategory = GameCategoryListQuery['gameCategoryList'][number];

export const GAME_CATEGORY_LIST_QUERY = graphql(`
  query GameCategoryList {
    gameCategoryList {
      name
      description
      rollover
      _count
    }
    gamesCount
  }
`);

export interface GameCategoryCounts {
  categories: GameCategory[];
  /** The all-games list's total for this viewer (the server's gamesCount). */
  total: number;
  countOf: (name: string) => number | undefined;
  fetching: boolean;
}

/** Keeps 'other' last whatever order the server answers in. */
export function orderCategories(list: readonly GameCategory[]): GameCategory[] {
  return [...list.filter((c) => c.name !== 'other'), ...list.filter((c) => c.name === 'other')];
}

/**
 * Cache-first: the side menu, the home browser, the game list's tabs and the providers page each
 * read it, and with the client's cache-and-network every reader that mounted asked the server
 * again (a player's /games at 1280 sent it 9–10 times). The counts change with the catalogue,
 * which a visit does not wait for; a new client (sign-in, sign-out, language) reads them afresh.
 */
export function useGameCategories(): GameCategoryCounts {
  const [{ data, fetching }] = useQuery({
    query: GAME_CATEGORY_LIST_QUERY,
    requestPolicy: 'cache-first',
  });
  const categories = orderCategories(data?.gameCategoryList ?? []);
  // not the sum of the categories: 'live-casino' counts every live category (walk issue item 6)
  const total = data?.gamesCount ?? 0;
  return {
    categories,
    total,
    countOf: (name) =>
      name === 'all-games'
        ? data
          ? total
          : undefined
        : categories.find((c) => c.name === name)?._count,
    fetching: fetching && !data,
  };
}
