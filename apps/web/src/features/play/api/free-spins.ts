// The viewer's free spins on this game (the current FREESPINS_PLAY bonus whose free-spins game is
// this slot) and playFreeSpin (bonuses.graphql): a slots round at the bonus's spin value, paid
// from the bonus balance.
import type { FreeSpinsOfferQuery } from '@/gql/graphql';
import { RG_REFUSAL_FIELDS } from '@/lib/api/rg-refusal';
import { graphql, withFragments } from '@/lib/graphql';
import { ROUND_FIELDS } from './play';

export const FREE_SPINS_QUERY = graphql(`
  query FreeSpinsOffer {
    getUserBonusesList {
      __typename
      ... on UserBonusList {
        bonusList {
          id
          status
          isCurrent
          freeSpinsLeft
          freeSpinValue
          activatedCurrencyCode
          bonusInfo {
            freespinsInfo {
              freespinsGameSlug
            }
          }
        }
      }
      ... on GeneralAppError {
        code
        message
      }
    }
  }
`);

export const PLAY_FREE_SPIN_MUTATION = withFragments(
  graphql(`
    mutation playFreeSpin($input: PlayFreeSpinInput!) {
      playFreeSpin(input: $input) {
        __typename
        ... on FreeSpinSuccess {
          freeSpinsLeft
          status
          play {
            __typename
            replayed
            round {
              ...BetRoundFields
            }
            balance {
              currency
              real
              bonus
              total
            }
          }
        }
        ... on GeneralAppError {
          code
          message
          rg {
            ...RgRefusalFields
          }
        }
      }
    }
  `),
  [ROUND_FIELDS, RG_REFUSAL_FIELDS],
);

export type FreeSpinsBonus = Extract<
  FreeSpinsOfferQuery['getUserBonusesList'],
  { __typename: 'UserBonusList' }
>['bonusList'][number];

/** The bonus's free spins on `slug`, when it is the viewer's current bonus in free-spins play. */
export function freeSpinsOn(
  list: readonly FreeSpinsBonus[],
  slug: string,
): { id: number; left: number; value: string } | null {
  const bonus = list.find(
    (b) =>
      b.isCurrent &&
      b.status === 'FREESPINS_PLAY' &&
      b.freeSpinsLeft > 0 &&
      b.freeSpinValue !== null &&
      b.bonusInfo.freespinsInfo?.freespinsGameSlug === slug,
  );
  return bonus ? { id: bonus.id, left: bonus.freeSpinsLeft, value: bonus.freeSpinValue! } : null;
}
