// Play operations (play.graphql): gameEngine, the five play mutations, seeds, bet history and
// verifyBet. Amounts are decimal strings in major units of the account currency.
import type { RouletteBetType } from '@aurum/domain';
import { gql } from 'urql';

export type Engine = 'SLOTS' | 'ROULETTE' | 'DICE' | 'CRASH' | 'BACCARAT' | 'BLACKJACK';
export type DiceDirection = 'UNDER' | 'OVER';
export type BaccaratBet = 'PLAYER' | 'BANKER' | 'TIE';
export type { RouletteBetType };

export interface AppError {
  __typename: 'GeneralAppError';
  code: string;
  message: string;
}

export interface SlotSymbol {
  id: number;
  name: string;
  kind: string;
  pays: string[];
}

export interface GameEngineConfig {
  __typename: 'GameEngineConfig';
  slug: string;
  engine: Engine;
  rtp: string;
  currency: string;
  minBet: string;
  maxBet: string;
  slots: {
    lines: number[][];
    symbols: SlotSymbol[];
    freeSpins: number;
    freeSpinMultiplier: number;
  } | null;
  roulette: { redNumbers: number[] } | null;
  dice: { minChance: string; maxChance: string } | null;
  crash: { minTarget: string; maxTarget: string; terminalHash: string } | null;
}

export const GAME_ENGINE_QUERY = gql<{ gameEngine: GameEngineConfig | AppError }, { slug: string }>`
  query GameEngine($slug: String!) {
    gameEngine(slug: $slug) {
      __typename
      ... on GameEngineConfig {
        slug
        engine
        rtp
        currency
        minBet
        maxBet
        slots {
          lines
          symbols {
            id
            name
            kind
            pays
          }
          freeSpins
          freeSpinMultiplier
        }
        roulette {
          redNumbers
        }
        dice {
          minChance
          maxChance
        }
        crash {
          minTarget
          maxTarget
          terminalHash
        }
      }
      ... on GeneralAppError {
        code
        message
      }
    }
  }
`;

export interface SlotsSpin {
  grid: number[][];
  lineWins: { line: number; symbol: number; count: number }[];
  scatters: number;
}

export type BetOutcome =
  | {
      __typename: 'SlotsOutcome';
      base: SlotsSpin;
      freeSpins: SlotsSpin[];
      freeSpinMultiplier: number;
    }
  | { __typename: 'RouletteOutcome'; pocket: number; color: string }
  | {
      __typename: 'DiceOutcome';
      roll: string;
      target: string;
      direction: DiceDirection;
      chance: string;
      won: boolean;
    }
  | {
      __typename: 'CrashOutcome';
      /** null while the round still runs (a bet cashed out before the crash) */
      crashPoint: string | null;
      target: string;
      autoCashOut: string | null;
      cashedOutAt: string | null;
      won: boolean;
      gameIndex: number;
      /** revealed when the round crashes */
      gameHash: string | null;
      terminalHash: string;
      roundNumber: number | null;
    }
  | {
      __typename: 'BaccaratOutcome';
      playerCards: number[];
      bankerCards: number[];
      playerTotal: number;
      bankerTotal: number;
      result: string;
    }
  | {
      __typename: 'BlackjackOutcome';
      dealerCards: number[];
      dealerTotal: number;
      hands: { cards: number[]; total: number; doubled: boolean; result: string | null }[];
      actions: string;
      timedOut: boolean;
    };

export interface BetRound {
  id: string;
  gameSlug: string;
  engine: Engine;
  demo: boolean;
  currency: string;
  amount: string;
  win: string;
  multiplier: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  createdAt: string;
  outcome: BetOutcome;
}

export const ROUND_FIELDS = `
  id
  gameSlug
  engine
  demo
  currency
  amount
  win
  multiplier
  serverSeedHash
  clientSeed
  nonce
  createdAt
  outcome {
    __typename
    ... on SlotsOutcome {
      base { ...Spin }
      freeSpins { ...Spin }
      freeSpinMultiplier
    }
    ... on RouletteOutcome {
      pocket
      color
    }
    ... on DiceOutcome {
      roll
      target
      direction
      chance
      won
    }
    ... on CrashOutcome {
      crashPoint
      target
      autoCashOut
      cashedOutAt
      won
      gameIndex
      gameHash
      terminalHash
      roundNumber
    }
    ... on BaccaratOutcome {
      playerCards
      bankerCards
      playerTotal
      bankerTotal
      result
    }
    ... on BlackjackOutcome {
      dealerCards
      dealerTotal
      hands { cards total doubled result }
      actions
      timedOut
    }
  }
`;
export const SPIN_FRAGMENT = `
  fragment Spin on SlotsSpin {
    grid
    lineWins { line symbol count }
    scatters
  }
`;

export interface PlaySuccess {
  __typename: 'PlaySuccess';
  round: BetRound;
  replayed: boolean;
  balance: { currency: string; real: string; bonus: string; total: string };
}
export type PlayResult = PlaySuccess | AppError;

const RESULT_FIELDS = `
  __typename
  ... on PlaySuccess {
    replayed
    round { ${ROUND_FIELDS} }
    balance { currency real bonus total }
  }
  ... on GeneralAppError { code message }
`;

interface Common {
  gameSlug: string;
  demo: boolean;
  roundId: string;
}

export const PLAY_SLOTS_MUTATION = gql<
  { playSlots: PlayResult },
  { input: Common & { amount: string } }
>(`
  mutation playSlots($input: PlaySlotsInput!) { playSlots(input: $input) { ${RESULT_FIELDS} } }
  ${SPIN_FRAGMENT}
`);

export const PLAY_ROULETTE_MUTATION = gql<
  { playRoulette: PlayResult },
  { input: Common & { bets: { type: RouletteBetType; numbers: number[]; amount: string }[] } }
>(`
  mutation playRoulette($input: PlayRouletteInput!) { playRoulette(input: $input) { ${RESULT_FIELDS} } }
  ${SPIN_FRAGMENT}
`);

export const PLAY_DICE_MUTATION = gql<
  { playDice: PlayResult },
  { input: Common & { amount: string; target: string; direction: DiceDirection } }
>(`
  mutation playDice($input: PlayDiceInput!) { playDice(input: $input) { ${RESULT_FIELDS} } }
  ${SPIN_FRAGMENT}
`);

export const PLAY_BACCARAT_MUTATION = gql<
  { playBaccarat: PlayResult },
  { input: Common & { bets: { type: BaccaratBet; amount: string }[] } }
>(`
  mutation playBaccarat($input: PlayBaccaratInput!) { playBaccarat(input: $input) { ${RESULT_FIELDS} } }
  ${SPIN_FRAGMENT}
`);

export interface BetHistoryVars {
  input: {
    gameSlug?: string;
    from?: string;
    to?: string;
    pagination: { page: number; count: number };
  };
}

export const BET_HISTORY_QUERY = gql<
  { betHistory: { items: BetRound[]; count: number } },
  BetHistoryVars
>(`
  query betHistory($input: BetHistoryInput) {
    betHistory(input: $input) {
      count
      items { ${ROUND_FIELDS} }
    }
  }
  ${SPIN_FRAGMENT}
`);

export interface RevealedSeed {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  revealedAt: string;
}
export interface FairnessSeeds {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  previous: RevealedSeed[];
}

const SEEDS_FIELDS = `
  serverSeedHash
  clientSeed
  nonce
  previous { serverSeed serverSeedHash clientSeed nonce revealedAt }
`;

export const FAIRNESS_SEEDS_QUERY = gql<{ fairnessSeeds: FairnessSeeds }>(`
  query fairnessSeeds { fairnessSeeds { ${SEEDS_FIELDS} } }
`);

type RotateResult =
  { __typename: 'RotateSeedSuccess'; seeds: FairnessSeeds; revealed: RevealedSeed } | AppError;

const ROTATE_FIELDS = `
  __typename
  ... on RotateSeedSuccess {
    revealed { serverSeed serverSeedHash clientSeed nonce revealedAt }
    seeds { ${SEEDS_FIELDS} }
  }
  ... on GeneralAppError { code message }
`;

export const ROTATE_SERVER_SEED_MUTATION = gql<{ rotateServerSeed: RotateResult }>(`
  mutation rotateServerSeed { rotateServerSeed { ${ROTATE_FIELDS} } }
`);

export const SET_CLIENT_SEED_MUTATION = gql<
  { setClientSeed: RotateResult },
  { clientSeed: string }
>(`
  mutation setClientSeed($clientSeed: String!) { setClientSeed(clientSeed: $clientSeed) { ${ROTATE_FIELDS} } }
`);

export interface VerifiedBet {
  __typename: 'VerifiedBet';
  serverSeedHash: string;
  floats: number[];
  pocket: number | null;
  roll: string | null;
  crashPoint: string | null;
  chainValid: boolean | null;
  baccarat: { playerTotal: number; bankerTotal: number; result: string } | null;
  blackjack: {
    shoe: number[];
    dealerCards: number[];
    finished: boolean;
    hands: { cards: number[]; doubled: boolean; result: string | null }[];
  } | null;
}

export const VERIFY_BET_QUERY = gql<
  { verifyBet: VerifiedBet | AppError },
  {
    serverSeed: string;
    clientSeed: string;
    nonce: number;
    engine: Engine;
    params?: { rtp?: string; terminalHash?: string; actions?: string };
  }
>(`
  query verifyBet($serverSeed: String!, $clientSeed: String!, $nonce: Int!, $engine: GameEngineKind!, $params: VerifyBetParams) {
    verifyBet(serverSeed: $serverSeed, clientSeed: $clientSeed, nonce: $nonce, engine: $engine, params: $params) {
      __typename
      ... on VerifiedBet {
        serverSeedHash
        floats
        pocket
        roll
        crashPoint
        chainValid
        baccarat { playerTotal bankerTotal result }
        blackjack { shoe dealerCards finished hands { cards doubled result } }
      }
      ... on GeneralAppError { code message }
    }
  }
`);
