// GetPaymentMethods(target) (spec §7.2): the deposit methods of a currency, for the home logos.
import { gql } from 'urql';

export const PAYMENT_METHODS_QUERY = gql<
  {
    getPaymentMethods: {
      fiat: { id: string; name: string; icon: string; enabled: boolean }[];
      crypto: { code: string; name: string; payinEnabled: boolean }[];
    };
  },
  { target: string }
>`
  query GetPaymentMethods($target: String!) {
    getPaymentMethods(target: $target) {
      fiat {
        id
        name
        icon
        enabled
      }
      crypto {
        code
        name
        payinEnabled
      }
    }
  }
`;
