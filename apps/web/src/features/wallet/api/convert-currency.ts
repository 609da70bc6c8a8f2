// ConvertCurrency(request) (spec §7.2): the bonus minimum in the terms of a crypto coin.
import { graphql } from '@/lib/graphql';
import { useQuery } from 'urql';

export const CONVERT_CURRENCY_QUERY = graphql(`
  query ConvertCurrency($request: ConvertCurrencyRequest!) {
    convertCurrency(request: $request) {
      amount
      currency
    }
  }
`);

/** `amount` (major units of `from`) in `to`, or null while loading, failed or not asked. */
export function useConvertedAmount(amount: string | null, from: string, to: string) {
  const [{ data, fetching }] = useQuery({
    query: CONVERT_CURRENCY_QUERY,
    variables: { request: { amount: amount ?? '0', from, to } },
    pause: !amount,
  });
  return { amount: data?.convertCurrency.amount ?? null, loading: fetching };
}
