// gameBySlug (spec §7.2): the game of `/game/{slug}`, or GeneralAppError GAME_NOT_FOUND.
import type { GameBySlugQuery } from '@/gql/graphql';
import { graphql, withFragments } from '@/lib/graphql';
import { GAME_CARD_FIELDS } from '@/lib/api/games';

export type GameDetails = Extract<GameBySlugResult, { __typename: 'GameBySlugSuccess' }>['game'];

export type GameBySlugResult = GameBySlugQuery['gameBySlug'];

export const GAME_BY_SLUG_QUERY = withFragments(
  graphql(`
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
  `),
  [GAME_CARD_FIELDS],
);
