import { graphql } from '@/gql';

export const STAFF_WITHDRAWAL_FIELDS = graphql(`
  fragment StaffWithdrawalFields on StaffWithdrawal {
    id
    uuid
    player {
      id
      email
      name
      country
      currency
      status
      kycStatus
    }
    amount {
      currency
      minor
      amount
    }
    fee {
      currency
      minor
      amount
    }
    status
    methodId
    details
    comment
    createdAt
    updatedAt
    requiresTwoApprovals
    approvals {
      staffId
      staffName
      at
    }
    risk {
      kycStatus
      activeBonus
      depositsTotal {
        currency
        minor
        amount
      }
      withdrawalsTotal {
        currency
        minor
        amount
      }
      recentLargeWins {
        roundId
        game
        stake {
          currency
          minor
          amount
        }
        payout {
          currency
          minor
          amount
        }
        at
      }
      accountAgeDays
      samePayoutDetailsPlayers {
        id
        email
      }
    }
  }
`);

export const WITHDRAWAL_QUEUE = graphql(`
  query WithdrawalQueue($filter: WithdrawalFilter, $after: String) {
    withdrawalQueue(filter: $filter, first: 10, after: $after) {
      nodes {
        ...StaffWithdrawalFields
      }
      pageInfo {
        nextCursor
      }
    }
  }
`);

export const APPROVE_WITHDRAWAL = graphql(`
  mutation ApproveWithdrawal($id: Int!, $reason: String) {
    approveWithdrawal(id: $id, reason: $reason) {
      applied
      withdrawal {
        ...StaffWithdrawalFields
      }
    }
  }
`);

export const REJECT_WITHDRAWAL = graphql(`
  mutation RejectWithdrawal($id: Int!, $reason: String!) {
    rejectWithdrawal(id: $id, reason: $reason) {
      ...StaffWithdrawalFields
    }
  }
`);

export const MARK_WITHDRAWAL_PAID = graphql(`
  mutation MarkWithdrawalPaid($id: Int!, $reason: String) {
    markWithdrawalPaid(id: $id, reason: $reason) {
      ...StaffWithdrawalFields
    }
  }
`);

export const MARK_WITHDRAWAL_FAILED = graphql(`
  mutation MarkWithdrawalFailed($id: Int!, $reason: String!) {
    markWithdrawalFailed(id: $id, reason: $reason) {
      ...StaffWithdrawalFields
    }
  }
`);
