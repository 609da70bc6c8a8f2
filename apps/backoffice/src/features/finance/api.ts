import { graphql } from '@/gql';

export const RECONCILIATION = graphql(`
  query Reconciliation($from: DateTime, $to: DateTime) {
    reconciliation(from: $from, to: $to) {
      at
      from
      to
      ok
      ledger {
        currency
        balanced
        total {
          currency
          minor
        }
        kinds {
          kind
          accounts
          sum {
            currency
            minor
          }
        }
      }
      drifting {
        address
        cached {
          currency
          minor
        }
        computed {
          currency
          minor
        }
        drift {
          currency
          minor
        }
      }
      negativePlayerAccounts
      psp {
        processor
        currency
        confirmedCount
        confirmed {
          currency
          minor
        }
        creditedCount
        credited {
          currency
          minor
        }
        difference {
          currency
          minor
        }
        unmatched
      }
      crypto {
        coin
        network
        seenCount
        seen {
          currency
          minor
        }
        pendingCount
        belowMinimumCount
        creditedCount
        creditedCoin {
          currency
          minor
        }
        unmatched
      }
    }
  }
`);

export function transfersCsvUrl(from: string, to: string): string {
  return `/backoffice/api/finance/transfers.csv?${new URLSearchParams({ from, to }).toString()}`;
}
