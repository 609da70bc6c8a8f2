// GetPaymentMethods(target): the deposit methods for a currency (spec §7.2), as the replenishment
// methods page lists them.
import { gql } from 'urql';

export interface ReplenishmentFiatMethod {
  id: string;
  icon: string;
  name: string;
  enabled: boolean;
  isInstant: boolean;
  isRecommended: boolean;
  kycRequired: boolean;
  enrollmentTime: { from: number; to: number; fromUnit: string; toUnit: string };
  limitation: { min: string; max: string };
}

export interface ReplenishmentCryptoMethod {
  code: string;
  name: string;
  minimumPayinAmount: string;
  payinEnabled: boolean;
  networks: { code: string; name: string }[];
}

export const GET_PAYMENT_METHODS_QUERY = gql<
  { getPaymentMethods: { fiat: ReplenishmentFiatMethod[]; crypto: ReplenishmentCryptoMethod[] } },
  { target: string }
>`
  query GetPaymentMethods($target: String!) {
    getPaymentMethods(target: $target) {
      fiat {
        id
        icon
        name
        enabled
        isInstant
        isRecommended
        kycRequired
        enrollmentTime {
          from
          to
          fromUnit
          toUnit
        }
        limitation {
          min
          max
        }
      }
      crypto {
        code
        name
        minimumPayinAmount
        payinEnabled
        networks {
          code
          name
        }
      }
    }
  }
`;
