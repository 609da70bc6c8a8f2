// The responsible-gaming documents (issue 14; apps/server/src/modules/rg/rg.graphql): the
// player's settings, the reality check's session figures, limit changes, breaks, closure, the
// activity statement and the PGSI self-assessment.
import type {
  RgLimitFieldsFragment,
  RgOverviewFieldsFragment,
  RgSessionStatsFieldsFragment,
  RgHelpFieldsFragment,
  RgBlockFieldsFragment,
} from '@/gql/graphql';
import { RG_REFUSAL_FIELDS } from '@/lib/api/rg-refusal';
import { graphql, withFragments } from '@/lib/graphql';

const FAILURE_FIELDS = withFragments(
  graphql(`
    fragment RgFailureFields on GeneralAppError {
      code
      message
      rg {
        ...RgRefusalFields
      }
    }
  `),
  [RG_REFUSAL_FIELDS],
);

const LIMIT_FIELDS = graphql(`
  fragment RgLimitFields on RgLimit {
    type
    period
    amount
    used
    remaining
    updatedAt
    pending {
      amount
      requestedAt
      effectiveAt
      confirmable
    }
  }
`);

const BLOCK_FIELDS = graphql(`
  fragment RgBlockFields on RgBlock {
    kind
    since
    until
    reason
    returnAvailableAt
  }
`);

const OVERVIEW_FIELDS = withFragments(
  graphql(`
    fragment RgOverviewFields on RgOverview {
      currency
      decimals
      limits {
        ...RgLimitFields
      }
      sessionLimit {
        ...RgLimitFields
      }
      realityCheckMinutes
      limitPromptDue
      lastPgsiScore
      block {
        ...RgBlockFields
      }
      jurisdiction {
        id
        limitPrompt
        realityCheckDefaultMinutes
        realityCheckMandatory
        realityCheckOptions
      }
    }
  `),
  [LIMIT_FIELDS, BLOCK_FIELDS],
);

const SESSION_STATS_FIELDS = graphql(`
  fragment RgSessionStatsFields on RgSessionStats {
    sessionStart
    durationSeconds
    wageredMinor
    netMinor
    currency
    decimals
    realityCheckMinutes
    nextRealityCheckAt
    realityCheckDue
    sessionEndsAt
  }
`);

const HELP_FIELDS = graphql(`
  fragment RgHelpFields on RgHelpOrganisation {
    name
    url
    phone
  }
`);

export type RgLimit = RgLimitFieldsFragment;
export type RgOverview = RgOverviewFieldsFragment;
export type RgSessionStats = RgSessionStatsFieldsFragment;
export type RgHelpOrganisation = RgHelpFieldsFragment;
export type RgBlock = RgBlockFieldsFragment;

export const RG_OVERVIEW_QUERY = withFragments(
  graphql(`
    query MyResponsibleGaming {
      myResponsibleGaming {
        ...RgOverviewFields
      }
    }
  `),
  [OVERVIEW_FIELDS],
);

export const RG_SESSION_STATS_QUERY = withFragments(
  graphql(`
    query RgSessionStats {
      rgSessionStats {
        ...RgSessionStatsFields
      }
    }
  `),
  [SESSION_STATS_FIELDS],
);

const LIMIT_RESULT = withFragments(
  graphql(`
    fragment RgLimitResultFields on RgLimitResult {
      __typename
      ... on RgLimitChange {
        applied
        limit {
          ...RgLimitFields
        }
      }
      ... on GeneralAppError {
        ...RgFailureFields
      }
    }
  `),
  [LIMIT_FIELDS, FAILURE_FIELDS],
);

export const SET_RG_LIMIT_MUTATION = withFragments(
  graphql(`
    mutation SetRgLimit($input: SetRgLimitInput!) {
      setRgLimit(input: $input) {
        ...RgLimitResultFields
      }
    }
  `),
  [LIMIT_RESULT],
);

export const CONFIRM_RG_LIMIT_MUTATION = withFragments(
  graphql(`
    mutation ConfirmRgLimitChange($type: RgLimitType!, $period: RgLimitPeriod!) {
      confirmRgLimitChange(type: $type, period: $period) {
        ...RgLimitResultFields
      }
    }
  `),
  [LIMIT_RESULT],
);

export const CANCEL_RG_LIMIT_MUTATION = withFragments(
  graphql(`
    mutation CancelRgLimitChange($type: RgLimitType!, $period: RgLimitPeriod!) {
      cancelRgLimitChange(type: $type, period: $period) {
        ...RgLimitResultFields
      }
    }
  `),
  [LIMIT_RESULT],
);

export const SET_RG_SESSION_LIMIT_MUTATION = withFragments(
  graphql(`
    mutation SetRgSessionLimit($minutes: Int) {
      setRgSessionLimit(minutes: $minutes) {
        ...RgLimitResultFields
      }
    }
  `),
  [LIMIT_RESULT],
);

export const SET_REALITY_CHECK_MUTATION = withFragments(
  graphql(`
    mutation SetRealityCheckInterval($minutes: Int) {
      setRealityCheckInterval(minutes: $minutes) {
        __typename
        ... on RgOverview {
          ...RgOverviewFields
        }
        ... on GeneralAppError {
          ...RgFailureFields
        }
      }
    }
  `),
  [OVERVIEW_FIELDS, FAILURE_FIELDS],
);

export const ANSWER_LIMIT_PROMPT_MUTATION = withFragments(
  graphql(`
    mutation AnswerRgLimitPrompt($declined: Boolean!) {
      answerRgLimitPrompt(declined: $declined) {
        __typename
        ... on RgOverview {
          ...RgOverviewFields
        }
        ... on GeneralAppError {
          ...RgFailureFields
        }
      }
    }
  `),
  [OVERVIEW_FIELDS, FAILURE_FIELDS],
);

export const ANSWER_REALITY_CHECK_MUTATION = withFragments(
  graphql(`
    mutation AnswerRealityCheck($answer: RealityCheckAnswer!) {
      answerRealityCheck(answer: $answer) {
        __typename
        ... on RgSessionStats {
          ...RgSessionStatsFields
        }
        ... on GeneralAppError {
          ...RgFailureFields
        }
      }
    }
  `),
  [SESSION_STATS_FIELDS, FAILURE_FIELDS],
);

const EXCLUSION_RESULT = withFragments(
  graphql(`
    fragment RgExclusionResultFields on RgExclusionResult {
      __typename
      ... on RgExclusionSuccess {
        block {
          ...RgBlockFields
        }
      }
      ... on GeneralAppError {
        ...RgFailureFields
      }
    }
  `),
  [BLOCK_FIELDS, FAILURE_FIELDS],
);

export const TAKE_TIME_OUT_MUTATION = withFragments(
  graphql(`
    mutation TakeRgTimeOut($duration: RgTimeOutDuration!, $password: String!) {
      takeRgTimeOut(duration: $duration, password: $password) {
        ...RgExclusionResultFields
      }
    }
  `),
  [EXCLUSION_RESULT],
);

export const SELF_EXCLUDE_MUTATION = withFragments(
  graphql(`
    mutation SelfExclude($duration: RgExclusionDuration!, $password: String!) {
      selfExclude(duration: $duration, password: $password) {
        ...RgExclusionResultFields
      }
    }
  `),
  [EXCLUSION_RESULT],
);

export const CLOSE_ACCOUNT_MUTATION = withFragments(
  graphql(`
    mutation CloseAccount($input: CloseAccountInput!, $password: String!) {
      closeAccount(input: $input, password: $password) {
        ...RgExclusionResultFields
      }
    }
  `),
  [EXCLUSION_RESULT],
);

export const RG_STATEMENT_QUERY = graphql(`
  query RgActivityStatement($period: RgStatementPeriod!) {
    rgActivityStatement(period: $period) {
      period
      currency
      decimals
      rows {
        start
        depositsMinor
        withdrawalsMinor
        wageredMinor
        wonMinor
        netMinor
      }
      totals {
        depositsMinor
        withdrawalsMinor
        wageredMinor
        wonMinor
        netMinor
      }
    }
  }
`);

export const PGSI_QUERY = graphql(`
  query PgsiQuestionnaire {
    pgsiQuestionnaire {
      questions {
        index
        key
      }
      options {
        score
        key
      }
    }
  }
`);

export const SUBMIT_PGSI_MUTATION = withFragments(
  graphql(`
    mutation SubmitPgsi($answers: [Int!]!) {
      submitPgsi(answers: $answers) {
        score
        category
        help {
          ...RgHelpFields
        }
      }
    }
  `),
  [HELP_FIELDS],
);

export const RG_HELP_QUERY = withFragments(
  graphql(`
    query RgHelpOrganisations {
      rgHelpOrganisations {
        ...RgHelpFields
      }
    }
  `),
  [HELP_FIELDS],
);

export const RG_HISTORY_QUERY = graphql(`
  query RgHistory($first: Int) {
    rgHistory(first: $first) {
      id
      at
      actor
      action
      limitType
      period
      oldValue
      newValue
    }
  }
`);
