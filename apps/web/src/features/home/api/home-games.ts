import { PAGE_SIZES } from '@aurum/domain';
import { gql, useQuery } from 'urql';
import { GAME_CARD_FIELDS, type GameSummary } from '@/lib/api/games';

export interface HomeGamesList {
  topSlots: GameSummary[];
  topLiveCasino: GameSummary[];
  topAll: GameSummary[];
}

export const HOME_GAMES_QUERY = gql<{ gamesListByCategory: HomeGamesList }, { count: number }>`
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
  ${GAME_CARD_FIELDS}
`;

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
