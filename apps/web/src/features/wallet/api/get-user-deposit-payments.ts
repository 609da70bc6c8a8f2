// GetUserDepositPayments(input) (spec §7.2): used here to name the amount of a returning deposit.
import { gql } from 'urql';

export interface DepositPayment {
  id: string;
  timestamp: number;
  status: string;
  amount: string;
  currency: string;
  method: string;
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
      }
      count
    }
  }
`;
