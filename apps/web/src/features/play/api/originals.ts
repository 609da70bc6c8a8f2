// The originals' operations (apps/server/src/modules/originals/originals.graphql): each game's
// tables, Plinko / Keno / Wheel plays and Mines rounds. Kept apart from api/play.ts so they load
// with the originals' own chunks. Amounts are decimal strings in major units.
import type {
  MinesResultFieldsFragment,
  MinesRoundFieldsFragment,
  OriginalPlayFieldsFragment,
  OriginalsConfigQuery,
  OriginalsRisk,
} from '@/gql/graphql';
import { RG_REFUSAL_FIELDS } from '@/lib/api/rg-refusal';
import { graphql, withFragments } from '@/lib/graphql';

export type Risk = OriginalsRisk;
export const RISKS: readonly Risk[] = ['LOW', 'MEDIUM', 'HIGH'];
export type MinesRoundView = MinesRoundFieldsFragment;
export type MinesResult = MinesResultFieldsFragment;
export type OriginalPlayResult = OriginalPlayFieldsFragment;
export type OriginalPlaySuccess = Extract<OriginalPlayResult, { __typename: 'PlaySuccess' }>;
export type OriginalsConfig = Extract<
  OriginalsConfigQuery['gameEngine'],
  { __typename: 'GameEngineConfig' }
>;

export const ORIGINALS_CONFIG_QUERY = graphql(`
  query OriginalsConfig($slug: String!) {
    gameEngine(slug: $slug) {
      __typename
      ... on GameEngineConfig {
        slug
        plinko {
          minRows
          maxRows
          tables {
            rows
            risk
            multipliers
          }
        }
        keno {
          numbers
          drawn
          maxPicks
          tables {
            picks
            risk
            multipliers
          }
        }
        wheel {
          segments
          layouts {
            segments
            risk
            multipliers
          }
        }
        mines {
          tiles
          minMines
          maxMines
        }
      }
    }
  }
`);

const ORIGINAL_PLAY_FIELDS = withFragments(
  graphql(`
    fragment OriginalPlayFields on PlayResult {
      __typename
      ... on PlaySuccess {
        replayed
        round {
          id
          engine
          gameSlug
          demo
          currency
          amount
          win
          multiplier
          serverSeedHash
          clientSeed
          nonce
          outcome {
            __typename
            ... on PlinkoOutcome {
              rows
              risk
              path
              slot
              multiplier
            }
            ... on KenoOutcome {
              picks
              drawn
              hits
              multiplier
            }
            ... on WheelOutcome {
              segments
              risk
              segment
              multiplier
            }
          }
        }
        balance {
          currency
          total
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
  `),
  [RG_REFUSAL_FIELDS],
);

export const PLAY_PLINKO_MUTATION = withFragments(
  graphql(`
    mutation playPlinko($input: PlayPlinkoInput!) {
      playPlinko(input: $input) {
        ...OriginalPlayFields
      }
    }
  `),
  [ORIGINAL_PLAY_FIELDS],
);

export const PLAY_KENO_MUTATION = withFragments(
  graphql(`
    mutation playKeno($input: PlayKenoInput!) {
      playKeno(input: $input) {
        ...OriginalPlayFields
      }
    }
  `),
  [ORIGINAL_PLAY_FIELDS],
);

export const PLAY_WHEEL_MUTATION = withFragments(
  graphql(`
    mutation playWheel($input: PlayWheelInput!) {
      playWheel(input: $input) {
        ...OriginalPlayFields
      }
    }
  `),
  [ORIGINAL_PLAY_FIELDS],
);

const MINES_ROUND = graphql(`
  fragment MinesRoundFields on MinesRound {
    id
    gameSlug
    demo
    currency
    amount
    mines
    revealed
    safe
    status
    multiplier
    nextMultiplier
    win
    mineTiles
    serverSeedHash
    clientSeed
    nonce
  }
`);

const MINES_RESULT = withFragments(
  graphql(`
    fragment MinesResultFields on MinesResult {
      __typename
      ... on MinesSuccess {
        replayed
        resumed
        round {
          ...MinesRoundFields
        }
        balance {
          currency
          total
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
  `),
  [MINES_ROUND, RG_REFUSAL_FIELDS],
);

export const MINES_ROUND_QUERY = withFragments(
  graphql(`
    query minesRound($gameSlug: String!) {
      minesRound(gameSlug: $gameSlug) {
        __typename
        ... on MinesOpenRound {
          round {
            ...MinesRoundFields
          }
        }
      }
    }
  `),
  [MINES_ROUND],
);

export const MINES_START_MUTATION = withFragments(
  graphql(`
    mutation minesStart($input: MinesStartInput!) {
      minesStart(input: $input) {
        ...MinesResultFields
      }
    }
  `),
  [MINES_RESULT],
);

export const MINES_REVEAL_MUTATION = withFragments(
  graphql(`
    mutation minesReveal($input: MinesRevealInput!) {
      minesReveal(input: $input) {
        ...MinesResultFields
      }
    }
  `),
  [MINES_RESULT],
);

export const MINES_CASH_OUT_MUTATION = withFragments(
  graphql(`
    mutation minesCashOut($input: MinesCashOutInput!) {
      minesCashOut(input: $input) {
        ...MinesResultFields
      }
    }
  `),
  [MINES_RESULT],
);
