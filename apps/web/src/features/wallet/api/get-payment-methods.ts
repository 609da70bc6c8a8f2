// GetPaymentMethods(target): crypto and fiat deposit methods for the account currency (spec §7.2).
import type { GetPaymentMethodsQuery } from '@/gql/graphql';
import { graphql } from '@/lib/graphql';
import { useQuery } from 'urql';

export type CryptoNetwork = CryptoPaymentMethod['networks'][number];

export type CryptoPaymentMethod = PaymentMethods['crypto'][number];

export type FiatPaymentMethod = PaymentMethods['fiat'][number];

export type PaymentMethods = GetPaymentMethodsQuery['getPaymentMethods'];

export const GET_PAYMENT_METHODS_QUERY = graphql(`
  query GetPaymentMethods($target: String!) {
    getPaymentMethods(target: $target) {
      crypto {
        code
        name
        minimumPayinAmount
        precision
        payinEnabled
        swappableTo
        networks {
          name
          code
          minimumPayinAmount
          precision
        }
      }
      fiat {
        id
        icon
        crypto
        name
        currency
        enabled
        isInstant
        isRecommended
        kycRequired
        onboardingRequired
        enrollmentTime {
          from
          to
          fromUnit
          toUnit
        }
        limitation {
          min
          max
          predefinedAmounts
        }
        exchange {
          currency
          rate
        }
      }
    }
  }
`);

export function usePaymentMethods(target: string | null) {
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: GET_PAYMENT_METHODS_QUERY,
    variables: { target: target ?? '' },
    pause: !target,
  });
  return {
    methods: data?.getPaymentMethods ?? null,
    loading: fetching || !data,
    failed: Boolean(error && !data),
    retry: () => reexecute({ requestPolicy: 'network-only' }),
  };
}
