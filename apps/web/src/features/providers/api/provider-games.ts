// gamesList for one provider's page (spec §7.2), filtered by the provider's slug.
import { gql } from 'urql';
import { GAME_CARD_FIELDS, type GameSummary } from '@/lib/api/games';

export const PROVIDER_GAMES_QUERY = gql<
  { gamesList: { items: GameSummary[]; count: number } },
  {
    input: {
      filter: { providers: string[]; devices: string[] };
      pagination: { page: number; count: number };
    };
  }
>`
  query GamesList($input: GamesListInput) {
    gamesList(input: $input) {
      items {
        ...GameCardFields
      }
      count
    }
  }
  ${GAME_CARD_FIELDS}
`;
