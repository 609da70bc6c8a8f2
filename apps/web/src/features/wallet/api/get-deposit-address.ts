// GetDepositAddress(balanceId, method{currency: "CODE:NETWORK"}) (spec §7.2).
import { gql, useQuery } from 'urql';

export interface CryptoDepositAddress {
  address: string;
  currency: string;
  network: string;
  minimumPayinAmount: string;
  precision: number;
}

export const GET_DEPOSIT_ADDRESS_QUERY = gql<
  { getDepositAddress: { cryptoDepositAddress: CryptoDepositAddress } },
  { balanceId: string; method: { currency: string } }
>`
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
`;

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
    retry: () => reexecute({ requestPolicy: 'network-only' }),
  };
}
