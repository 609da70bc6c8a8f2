// Shared crash rounds (play.graphql): crashGame, the crashRound subscription, placeCrashBet and
// cashOutCrash. Amounts are decimal strings in major units; multipliers decimal strings ("2.35").
import { gql } from 'urql';
import type { AppError } from './play';

export type CrashPhase = 'BETTING' | 'RUNNING' | 'CRASHED';
export type CrashBetStatus = 'ACTIVE' | 'CASHED_OUT' | 'LOST';

export interface CrashRound {
  id: string;
  gameSlug: string;
  number: number;
  phase: CrashPhase;
  bettingEndsAt: string;
  startedAt: string | null;
  crashedAt: string | null;
  crashPoint: string | null;
  gameHash: string | null;
  chainId: number;
  gameIndex: number;
  terminalHash: string;
  salt: string;
  rtp: string;
  growthRate: number;
}

export interface CrashBet {
  id: string;
  roundId: string;
  player: string;
  mine: boolean;
  demo: boolean;
  currency: string;
  amount: string;
  win: string;
  status: CrashBetStatus;
  cashedOutAt: string | null;
  autoCashOut: string | null;
}

export interface CrashHistoryPoint {
  roundId: string;
  number: number;
  crashPoint: string;
  gameHash: string;
  gameIndex: number;
  chainId: number;
  terminalHash: string;
  salt: string;
}

export interface CrashGame {
  __typename: 'CrashGame';
  slug: string;
  round: CrashRound | null;
  bets: CrashBet[];
  myBet: CrashBet | null;
  history: CrashHistoryPoint[];
  bettingMs: number;
  growthRate: number;
  serverTime: string;
}

export interface CrashRoundEvent {
  kind: 'PHASE' | 'BET' | 'CASH_OUT';
  round: CrashRound;
  bet: CrashBet | null;
  serverTime: string;
}

export interface CrashBetSuccess {
  __typename: 'CrashBetSuccess';
  bet: CrashBet;
  replayed: boolean;
  balance: { currency: string; real: string; bonus: string; total: string };
}
export type CrashBetResult = CrashBetSuccess | AppError;

const ROUND = `
  id gameSlug number phase bettingEndsAt startedAt crashedAt crashPoint gameHash
  chainId gameIndex terminalHash salt rtp growthRate
`;
const BET = `id roundId player mine demo currency amount win status cashedOutAt autoCashOut`;

export const CRASH_GAME_QUERY = gql<{ crashGame: CrashGame | AppError }, { slug: string }>(`
  query CrashGame($slug: String!) {
    crashGame(slug: $slug) {
      __typename
      ... on CrashGame {
        slug
        round { ${ROUND} }
        bets { ${BET} }
        myBet { ${BET} }
        history { roundId number crashPoint gameHash gameIndex chainId terminalHash salt }
        bettingMs
        growthRate
        serverTime
      }
      ... on GeneralAppError { code message }
    }
  }
`);

export const CRASH_ROUND_SUBSCRIPTION = gql<{ crashRound: CrashRoundEvent }, { slug: string }>(`
  subscription CrashRound($slug: String!) {
    crashRound(slug: $slug) {
      kind
      serverTime
      round { ${ROUND} }
      bet { ${BET} }
    }
  }
`);

const RESULT = `
  __typename
  ... on CrashBetSuccess {
    replayed
    bet { ${BET} }
    balance { currency real bonus total }
  }
  ... on GeneralAppError { code message }
`;

export const PLACE_CRASH_BET_MUTATION = gql<
  { placeCrashBet: CrashBetResult },
  {
    input: {
      gameSlug: string;
      amount: string;
      autoCashOut?: string | null;
      demo: boolean;
      betId: string;
    };
  }
>(`
  mutation PlaceCrashBet($input: PlaceCrashBetInput!) { placeCrashBet(input: $input) { ${RESULT} } }
`);

export const CASH_OUT_CRASH_MUTATION = gql<{ cashOutCrash: CrashBetResult }, { roundId: string }>(`
  mutation CashOutCrash($roundId: ID!) { cashOutCrash(roundId: $roundId) { ${RESULT} } }
`);
