// favoriteGames(pagination) (spec §7.2): the player's favourites, pages from 0, 9 per page.
import { graphql, withFragments } from '@/lib/graphql';
import { GAME_CARD_FIELDS } from '@/lib/api/games';

export const FAVORITE_GAMES_QUERY = withFragments(
  graphql(`
    query FavoriteGames($pagination: FavoritesPagination) {
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
