// GetUserDepositPayments(input) → items and count (spec §7.2): payment history lists them; the
// deposit modal names the amount of a returning deposit from them.
import type { GetUserDepositPaymentsQuery } from '@/gql/graphql';
import { graphql } from '@/lib/graphql';

export type DepositPayment = GetUserDepositPaymentsQuery['getUserDepositPayments']['items'][number];

export const GET_USER_DEPOSIT_PAYMENTS_QUERY = graphql(`
  query GetUserDepositPayments($input: UserDepositPaymentsInput) {
    getUserDepositPayments(input: $input) {
      items {
        id
        timestamp
        status
        amount
        currency
        method
        network
        exchange {
          currency
          amount
        }
      }
      count
    }
  }
`);
