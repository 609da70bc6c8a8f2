import type { GamesListByCategoryQuery } from '@/gql/graphql';
import { graphql, withFragments } from '@/lib/graphql';
import { PAGE_SIZES } from '@aurum/domain';
import { useQuery } from 'urql';
import { GAME_CARD_FIELDS } from '@/lib/api/games';

export type HomeGamesList = GamesListByCategoryQuery['gamesListByCategory'];

export const HOME_GAMES_QUERY = withFragments(
  graphql(`
    query GamesListByCategory($count: Int) {
      gamesListByCategory(count: $count) {
        topSlots {
          ...GameCardFields
        }
        topLiveCasino {
          ...GameCardFields
        }
        topAll {
          ...GameCardFields
        }
      }
    }
  `),
  [GAME_CARD_FIELDS],
);

export function useHomeGames() {
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: HOME_GAMES_QUERY,
    variables: { count: PAGE_SIZES.homeRowPlaceholders },
  });
  return {
    games: data?.gamesListByCategory ?? null,
    loading: fetching && !data,
    failed: Boolean(error && !data),
    retry: () => reexecute({ requestPolicy: 'network-only' }),
  };
}
