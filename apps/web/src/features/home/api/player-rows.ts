// The signed-in home's own rows (walk issue item 16): the games the player opened last ("Continue
// playing") and their favourites, one request for both, asked only for a signed-in player.
import type { HomePlayerRowsQuery } from '@/gql/graphql';
import { graphql, withFragments } from '@/lib/graphql';
import { GAME_CARD_FIELDS } from '@/lib/api/games';
import { useQuery } from 'urql';

export const HOME_PLAYER_ROWS_COUNT = 20;

export const HOME_PLAYER_ROWS_QUERY = withFragments(
  graphql(`
    query HomePlayerRows($pagination: FavoritesPagination) {
      lastPlayedGames(pagination: $pagination) {
        items {
          ...GameCardFields
        }
        count
      }
      favoriteGames(pagination: $pagination) {
        items {
          ...GameCardFields
        }
        count
      }
    }
  `),
  [GAME_CARD_FIELDS],
);

export type HomePlayerRows = HomePlayerRowsQuery;

export function useHomePlayerRows(signedIn: boolean) {
  const [{ data, fetching }] = useQuery({
    query: HOME_PLAYER_ROWS_QUERY,
    variables: { pagination: { page: 0, count: HOME_PLAYER_ROWS_COUNT } },
    pause: !signedIn,
  });
  return {
    lastPlayed: data?.lastPlayedGames.items ?? null,
    favourites: data?.favoriteGames.items ?? null,
    loading: signedIn && fetching && !data,
  };
}
