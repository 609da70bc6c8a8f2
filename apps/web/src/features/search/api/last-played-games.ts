// lastPlayedGames(pagination) (spec §2.8): the signed-in player's last played games (10 here).
import { graphql, withFragments } from '@/lib/graphql';
import { GAME_CARD_FIELDS } from '@/lib/api/games';

export const LAST_PLAYED_GAMES_QUERY = withFragments(
  graphql(`
    query LastPlayedGames($pagination: FavoritesPagination) {
      lastPlayedGames(pagination: $pagination) {
        items {
          ...GameCardFields
        }
        count
      }
    }
  `),
  [GAME_CARD_FIELDS],
);
