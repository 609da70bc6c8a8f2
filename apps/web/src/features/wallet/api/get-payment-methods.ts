// GetPaymentMethods(target): crypto and fiat deposit methods for the account currency (spec §7.2).
import { gql, useQuery } from 'urql';

export interface CryptoNetwork {
  name: string;
  code: string;
  minimumPayinAmount: string;
  precision: number;
}

export interface CryptoPaymentMethod {
  code: string;
  name: string;
  minimumPayinAmount: string;
  precision: number;
  payinEnabled: boolean;
  swappableTo: string[];
  networks: CryptoNetwork[];
}

export interface FiatPaymentMethod {
  id: string;
  icon: string;
  crypto: boolean;
  name: string;
  currency: string;
  enabled: boolean;
  isInstant: boolean;
  isRecommended: boolean;
  kycRequired: boolean;
  onboardingRequired: boolean;
  enrollmentTime: { from: number; to: number; fromUnit: string; toUnit: string };
  limitation: { min: string; max: string; predefinedAmounts: string[] };
  exchange: { currency: string; rate: string } | null;
}

export interface PaymentMethods {
  crypto: CryptoPaymentMethod[];
  fiat: FiatPaymentMethod[];
}

export const GET_PAYMENT_METHODS_QUERY = gql<
  { getPaymentMethods: PaymentMethods },
  { target: string }
>`
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
`;

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
