// gameBySlug (spec §7.2): the game of `/game/{slug}`, or GeneralAppError GAME_NOT_FOUND.
import { gql } from 'urql';
import { GAME_CARD_FIELDS, type GameSummary } from '@/lib/api/games';

export interface GameDetails extends GameSummary {
  recalled: boolean;
  likes: number;
  rating: number;
  hasBonus: boolean;
  info: { payout: number; description: string; devices: string[] };
}

export type GameBySlugResult =
  | { __typename: 'GameBySlugSuccess'; game: GameDetails }
  | { __typename: 'GeneralAppError'; code: string; message: string };

export const GAME_BY_SLUG_QUERY = gql<{ gameBySlug: GameBySlugResult }, { slug: string }>`
  query GameBySlug($slug: String!) {
    gameBySlug(slug: $slug) {
      __typename
      ... on GameBySlugSuccess {
        game {
          ...GameCardFields
          recalled
          likes
          rating
          hasBonus
          info {
            payout
            description
            devices
          }
        }
      }
      ... on GeneralAppError {
        code
        message
      }
    }
  }
  ${GAME_CARD_FIELDS}
`;
