// GetDepositAddress(balanceId, method{currency: "CODE:NETWORK"}) (spec §7.2).
import type { GetDepositAddressQuery } from '@/gql/graphql';
import { graphql } from '@/lib/graphql';
import { rgRefusalOfError } from '@/lib/rg-sign-out';
import { useQuery } from 'urql';

export type CryptoDepositAddress = NonNullable<
  GetDepositAddressQuery['getDepositAddress']['cryptoDepositAddress']
>;

export const GET_DEPOSIT_ADDRESS_QUERY = graphql(`
  query GetDepositAddress($balanceId: ID!, $method: DepositAddressMethod!) {
    getDepositAddress(balanceId: $balanceId, method: $method) {
      cryptoDepositAddress {
        address
        currency
        network
        minimumPayinAmount
        precision
      }
    }
  }
`);

export function useDepositAddress(balanceId: string, coin: string, network: string | null) {
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: GET_DEPOSIT_ADDRESS_QUERY,
    variables: { balanceId, method: { currency: `${coin}:${network ?? ''}` } },
    pause: !network,
  });
  return {
    address: data?.getDepositAddress.cryptoDepositAddress ?? null,
    loading: fetching || (!data && !error),
    failed: Boolean(error && !data),
    /** a responsible-gaming refusal (RG_DEPOSIT_LIMIT: no address over the deposit limit) */
    refusal: error && !data ? rgRefusalOfError(error) : null,
    retry: () => reexecute({ requestPolicy: 'network-only' }),
  };
}
