import { graphql } from '@/gql';

export const DASHBOARD = graphql(`
  query Dashboard {
    dashboard {
      pending {
        withdrawals
        withdrawalsAwaitingSecondApproval
        kyc
        adjustments
      }
      periods {
        period
        activePlayers
        newPlayers
        currencies {
          currency
          deposits {
            currency
            minor
            amount
          }
          withdrawals {
            currency
            minor
            amount
          }
          ggr {
            currency
            minor
            amount
          }
          bonusCost {
            currency
            minor
            amount
          }
          ngr {
            currency
            minor
            amount
          }
        }
      }
      daily(days: 30) {
        day
        currency
        deposits {
          currency
          minor
          amount
        }
        withdrawals {
          currency
          minor
          amount
        }
        ggr {
          currency
          minor
          amount
        }
        ngr {
          currency
          minor
          amount
        }
      }
    }
  }
`);
