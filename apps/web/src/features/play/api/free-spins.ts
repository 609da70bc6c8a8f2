// The viewer's free spins on this game (the current FREESPINS_PLAY bonus whose free-spins game is
// this slot) and playFreeSpin (bonuses.graphql): a slots round at the bonus's spin value, paid
// from the bonus balance.
import { gql } from 'urql';
import { SPIN_FRAGMENT, ROUND_FIELDS, type AppError, type PlaySuccess } from './play';

export interface FreeSpinsBonus {
  id: number;
  status: string;
  isCurrent: boolean;
  freeSpinsLeft: number;
  freeSpinValue: string | null;
  activatedCurrencyCode: string;
  bonusInfo: { freespinsInfo: { freespinsGameSlug: string | null } | null };
}

export const FREE_SPINS_QUERY = gql<{
  getUserBonusesList: { __typename: 'UserBonusList'; bonusList: FreeSpinsBonus[] } | AppError;
}>`
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
`;

export interface FreeSpinSuccess {
  __typename: 'FreeSpinSuccess';
  play: PlaySuccess;
  freeSpinsLeft: number;
  status: string;
}

export const PLAY_FREE_SPIN_MUTATION = gql<
  { playFreeSpin: FreeSpinSuccess | AppError },
  { input: { userBonusId: number; gameSlug: string; roundId: string } }
>(`
  mutation playFreeSpin($input: PlayFreeSpinInput!) {
    playFreeSpin(input: $input) {
      __typename
      ... on FreeSpinSuccess {
        freeSpinsLeft
        status
        play {
          __typename
          replayed
          round { ${ROUND_FIELDS} }
          balance { currency real bonus total }
        }
      }
      ... on GeneralAppError { code message }
    }
  }
  ${SPIN_FRAGMENT}
`);

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
