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
        reporting {
          currency
          missingRates
          total {
            deposits {
              currency
              minor
            }
            withdrawals {
              currency
              minor
            }
            ggr {
              currency
              minor
            }
            bonusCost {
              currency
              minor
            }
            ngr {
              currency
              minor
            }
          }
        }
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
