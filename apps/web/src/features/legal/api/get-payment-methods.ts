// GetPaymentMethods(target): the deposit methods for a currency (spec §7.2), as the replenishment
// methods page lists them.
import type { ReplenishmentMethodsQuery } from '@/gql/graphql';
import { graphql } from '@/lib/graphql';

export type ReplenishmentFiatMethod =
  ReplenishmentMethodsQuery['getPaymentMethods']['fiat'][number];

export type ReplenishmentCryptoMethod =
  ReplenishmentMethodsQuery['getPaymentMethods']['crypto'][number];

export const GET_PAYMENT_METHODS_QUERY = graphql(`
  query ReplenishmentMethods($target: String!) {
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
`);
