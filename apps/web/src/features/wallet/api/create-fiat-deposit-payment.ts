// CreateFiatDepositPayment (spec §7.2): on SUCCESS the browser goes to paymentLink.
import { gql } from 'urql';

export interface CreateFiatDepositPaymentInput {
  methodId: string;
  currency: string;
  amount: number;
  returnUrl: string;
  predefinedFields: { name: string; value: string }[];
  userAgent: string;
}

export interface FiatDepositPaymentResult {
  status: string;
  paymentLink: string | null;
  errorMessage: string | null;
  paymentId: string | null;
}

export const CREATE_FIAT_DEPOSIT_PAYMENT_MUTATION = gql<
  { createFiatDepositPayment: FiatDepositPaymentResult },
  { input: CreateFiatDepositPaymentInput }
>`
  mutation CreateFiatDepositPayment($input: CreateFiatDepositPaymentInput!) {
    createFiatDepositPayment(input: $input) {
      status
      paymentLink
      errorMessage
      paymentId
    }
  }
`;
