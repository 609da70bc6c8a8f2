import { graphql } from '@/gql';

export const SEARCH_PLAYERS = graphql(`
  query SearchPlayers($query: String!, $after: String) {
    searchPlayers(query: $query, first: 50, after: $after) {
      nodes {
        id
        email
        name
        phone
        country
        currency
        status
        kycStatus
        createdAt
      }
      pageInfo {
        nextCursor
      }
    }
  }
`);

export const PLAYER_360 = graphql(`
  query Player360($id: ID!) {
    player(id: $id) {
      player {
        id
        email
        name
        phone
        country
        currency
        status
        kycStatus
        createdAt
      }
      emailConfirmed
      twoFactorEnabled
      level
      language
      balances {
        currency
        real {
          currency
          minor
          amount
        }
        bonus {
          currency
          minor
          amount
        }
        held {
          currency
          minor
          amount
        }
      }
    }
  }
`);

export const PLAYER_TAB = graphql(`
  query PlayerTab(
    $id: ID!
    $ledger: Boolean!
    $deposits: Boolean!
    $withdrawals: Boolean!
    $bets: Boolean!
    $bonuses: Boolean!
    $rg: Boolean!
    $notes: Boolean!
    $audit: Boolean!
    $sessions: Boolean!
  ) {
    player(id: $id) {
      sessions @include(if: $sessions) {
        id
        createdAt
        lastSeenAt
        expiresAt
        revokedAt
        ip
        userAgent
      }
      kyc @include(if: $sessions) {
        status
        reason
      }
      transfers(first: 25) @include(if: $ledger) {
        nodes {
          id
          kind
          account
          metadata
          at
          amount {
            currency
            minor
            amount
          }
        }
      }
      adjustments @include(if: $ledger) {
        id
        status
        reason
        createdAt
        amount {
          currency
          minor
          amount
        }
        requestedBy {
          staffName
        }
        decidedBy {
          staffName
        }
      }
      deposits(first: 25) @include(if: $deposits) {
        nodes {
          id
          methodId
          status
          createdAt
          amount {
            currency
            minor
            amount
          }
        }
      }
      withdrawals(first: 25) @include(if: $withdrawals) {
        nodes {
          id
          status
          methodId
          createdAt
          comment
          amount {
            currency
            minor
            amount
          }
        }
      }
      bets(first: 25) @include(if: $bets) {
        nodes {
          id
          game
          at
          serverSeedHash
          clientSeed
          nonce
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
        }
      }
      bonuses @include(if: $bonuses) {
        id
        name
        status
        createdAt
        expiresAt
        balance {
          currency
          minor
          amount
        }
        wagered {
          currency
          minor
          amount
        }
        wagerRequired {
          currency
          minor
          amount
        }
      }
      rg @include(if: $rg) {
        limits {
          type
          period
          value
          currency
          pending
        }
        blocks {
          kind
          until
          since
        }
        history {
          at
          event
          details
        }
      }
      notes @include(if: $notes) {
        id
        text
        staffName
        at
      }
      audit(first: 25) @include(if: $audit) {
        nodes {
          id
          at
          actorName
          actorRole
          action
          outcome
          reason
          after
        }
      }
    }
  }
`);

export const SET_PLAYER_STATUS = graphql(`
  mutation SetPlayerStatus($playerId: ID!, $status: PlayerStatus!, $reason: String!) {
    setPlayerStatus(playerId: $playerId, status: $status, reason: $reason) {
      id
      status
    }
  }
`);

export const REVOKE_SESSIONS = graphql(`
  mutation RevokePlayerSessions($playerId: ID!, $reason: String!) {
    revokePlayerSessions(playerId: $playerId, reason: $reason) {
      ok
    }
  }
`);

export const RESET_2FA = graphql(`
  mutation ResetPlayerTwoFactor($playerId: ID!, $reason: String!) {
    resetPlayerTwoFactor(playerId: $playerId, reason: $reason) {
      ok
    }
  }
`);

export const RESEND_CONFIRMATION = graphql(`
  mutation ResendPlayerConfirmation($playerId: ID!) {
    resendPlayerConfirmation(playerId: $playerId) {
      ok
    }
  }
`);

export const FORFEIT_BONUS = graphql(`
  mutation ForfeitPlayerBonus($playerId: ID!, $playerBonusId: ID!, $reason: String!) {
    forfeitPlayerBonus(playerId: $playerId, playerBonusId: $playerBonusId, reason: $reason) {
      ok
    }
  }
`);

export const ADD_NOTE = graphql(`
  mutation AddPlayerNote($playerId: ID!, $text: String!) {
    addPlayerNote(playerId: $playerId, text: $text) {
      id
    }
  }
`);

export const ADJUST_BALANCE = graphql(`
  mutation AdjustBalance($input: AdjustBalanceInput!) {
    adjustBalance(input: $input) {
      id
      status
      amount {
        currency
        minor
        amount
      }
    }
  }
`);

export const BALANCE_ADJUSTMENTS = graphql(`
  query BalanceAdjustments($status: AdjustmentStatus) {
    balanceAdjustments(status: $status, first: 100) {
      nodes {
        id
        playerId
        status
        reason
        createdAt
        transferId
        amount {
          currency
          minor
          amount
        }
        requestedBy {
          staffId
          staffName
          at
        }
        decidedBy {
          staffName
          at
        }
      }
    }
  }
`);

export const APPROVE_ADJUSTMENT = graphql(`
  mutation ApproveBalanceAdjustment($id: ID!) {
    approveBalanceAdjustment(id: $id) {
      id
      status
    }
  }
`);

export const REJECT_ADJUSTMENT = graphql(`
  mutation RejectBalanceAdjustment($id: ID!, $reason: String!) {
    rejectBalanceAdjustment(id: $id, reason: $reason) {
      id
      status
    }
  }
`);
