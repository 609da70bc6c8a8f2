// gamesList for one provider's page (spec §7.2), filtered by the provider's slug.
import { graphql, withFragments } from '@/lib/graphql';
import { GAME_CARD_FIELDS } from '@/lib/api/games';

export const PROVIDER_GAMES_QUERY = withFragments(
  graphql(`
    query ProviderGames($input: GamesListInput) {
      gamesList(input: $input) {
        items {
          ...GameCardFields
        }
        count
      }
    }
  `),
  [GAME_CARD_FIELDS],
);
