// GetPaymentMethods(target) (spec §7.2): the deposit methods of a currency, for the home logos.
import { graphql } from '@/lib/graphql';

export const PAYMENT_METHODS_QUERY = graphql(`
  query HomePaymentLogos($target: String!) {
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
`);
