// withdrawMethods(request{currency}) (spec §3 Withdraw method, §7.2).
import type { WithdrawMethodsQuery } from '@/gql/graphql';
import { graphql, withFragments } from '@/lib/graphql';
import { useQuery } from 'urql';

const INPUT_FIELDS = graphql(`
  fragment WithdrawInputFields on WithdrawInput {
    id
    title
    placeholder
    maxLength
    required
    validation
  }
`);
export const WITHDRAW_METHODS_QUERY = withFragments(
  graphql(`
    query WithdrawMethods($request: WithdrawMethodsRequest!) {
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
            ...WithdrawInputFields
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
                ...WithdrawInputFields
              }
            }
          }
        }
      }
    }
  `),
  [INPUT_FIELDS],
);

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

export type WithdrawMethod = WithdrawMethodsQuery['withdrawMethods']['methods'][number];
export type WithdrawCurrencySetting = WithdrawMethod['currencySettings'][number];
export type WithdrawInput = WithdrawMethod['inputs'][number];
export type WithdrawDropdown = WithdrawMethod['dropdowns'][number];
