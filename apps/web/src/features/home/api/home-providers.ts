// providers for the home strip (spec §2.4): the 20 best-rated studios with their logos.
import type { HomeProvidersQuery } from '@/gql/graphql';
import { graphql } from '@/lib/graphql';
import { PAGE_SIZES } from '@aurum/domain';
import { useQuery } from 'urql';

export type HomeProvider = HomeProvidersQuery['providers']['items'][number];

export const HOME_PROVIDERS_QUERY = graphql(`
  query HomeProviders($input: ProvidersInput) {
    providers(input: $input) {
      items {
        id
        name
        slug
        images {
          src
          tags
        }
      }
      count
    }
  }
`);

export function useHomeProviders() {
  const [{ data, error }] = useQuery({
    query: HOME_PROVIDERS_QUERY,
    variables: { input: { pagination: { page: 1, count: PAGE_SIZES.providersHome } } },
  });
  return { providers: data?.providers.items ?? null, failed: Boolean(error && !data) };
}
