// GetUserDepositPayments(input) → items and count (spec §7.2): payment history lists them; the
// deposit modal names the amount of a returning deposit from them.
import { gql } from 'urql';

export interface DepositPayment {
  id: string;
  timestamp: number;
  status: string;
  amount: string;
  currency: string;
  method: string;
  exchange: { currency: string; amount: string } | null;
}

export const GET_USER_DEPOSIT_PAYMENTS_QUERY = gql<
  { getUserDepositPayments: { items: DepositPayment[]; count: number } },
  { input: { pagination: { page: number; count: number } } }
>`
  query GetUserDepositPayments($input: UserDepositPaymentsInput) {
    getUserDepositPayments(input: $input) {
      items {
        id
        timestamp
        status
        amount
        currency
        method
        exchange {
          currency
          amount
        }
      }
      count
    }
  }
`;
