// withdrawMethods(request{currency}) (spec §3 Withdraw method, §7.2).
import { gql, useQuery } from 'urql';

export interface WithdrawInput {
  id: string;
  title: string;
  placeholder: string;
  maxLength: number | null;
  required: boolean;
  validation: string | null;
}

export interface WithdrawDropdown {
  id: string;
  title: string;
  required: boolean;
  options: { id: string; title: string; value: string; inputs: WithdrawInput[] }[];
}

export interface WithdrawCurrencySetting {
  currency: string;
  maxWithdrawAmount: string;
  minWithdrawAmount: string;
  staticFee: string;
  conversationFee: string;
}

export interface WithdrawMethod {
  id: string;
  title: string;
  name: string;
  logo: string;
  fee: string;
  feeDescription: string;
  minWaitTime: { quantity: number; unit: string };
  maxWaitTime: { quantity: number; unit: string };
  kycRequired: boolean;
  kyc: boolean;
  instant: boolean;
  recommended: boolean;
  maintenance: boolean;
  payoutCurrency: string | null;
  currencySettings: WithdrawCurrencySetting[];
  inputs: WithdrawInput[];
  dropdowns: WithdrawDropdown[];
}

const INPUT_FIELDS = `
  id
  title
  placeholder
  maxLength
  required
  validation
`;

export const WITHDRAW_METHODS_QUERY = gql<
  { withdrawMethods: { methods: WithdrawMethod[] } },
  { request: { currency: string } }
>`
  query withdrawMethods($request: WithdrawMethodsRequest!) {
    withdrawMethods(request: $request) {
      methods {
        id
        title
        name
        logo
        fee
        feeDescription
        minWaitTime {
          quantity
          unit
        }
        maxWaitTime {
          quantity
          unit
        }
        kycRequired
        kyc
        instant
        recommended
        maintenance
        payoutCurrency
        currencySettings {
          currency
          maxWithdrawAmount
          minWithdrawAmount
          staticFee
          conversationFee
        }
        inputs {
          ${INPUT_FIELDS}
        }
        dropdowns {
          id
          title
          required
          options {
            id
            title
            value
            inputs {
              ${INPUT_FIELDS}
            }
          }
        }
      }
    }
  }
`;

export function useWithdrawMethods(currency: string | null) {
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: WITHDRAW_METHODS_QUERY,
    variables: { request: { currency: currency ?? '' } },
    pause: !currency,
  });
  return {
    methods: data?.withdrawMethods.methods ?? null,
    loading: fetching && !data,
    failed: Boolean(error && !data),
    retry: () => reexecute({ requestPolicy: 'network-only' }),
  };
}
