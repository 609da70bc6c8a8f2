import type { CreateFiatDepositPaymentMutation } from '@/gql/graphql';
export type { CreateFiatDepositPaymentInput } from '@/gql/graphql';
import { RG_REFUSAL_FIELDS } from '@/lib/api/rg-refusal';
import { graphql, withFragments } from '@/lib/graphql';
// CreateFiatDepositPayment (spec §7.2): on SUCCESS the browser goes to paymentLink.

export type FiatDepositPaymentResult = CreateFiatDepositPaymentMutation['createFiatDepositPayment'];

export const CREATE_FIAT_DEPOSIT_PAYMENT_MUTATION = withFragments(
  graphql(`
    mutation CreateFiatDepositPayment($input: CreateFiatDepositPaymentInput!) {
      createFiatDepositPayment(input: $input) {
        status
        paymentLink
        errorMessage
        paymentId
        rg {
          ...RgRefusalFields
        }
      }
    }
  `),
  [RG_REFUSAL_FIELDS],
);
