// providers for the home strip (spec §2.4): the 20 best-rated studios with their logos.
import { PAGE_SIZES } from '@aurum/domain';
import { gql, useQuery } from 'urql';

export interface HomeProvider {
  id: string;
  name: string;
  slug: string;
  images: { src: string; tags: string[] }[];
}

export const HOME_PROVIDERS_QUERY = gql<
  { providers: { items: HomeProvider[]; count: number } },
  { input: { pagination: { page: number; count: number } } }
>`
  query Providers($input: ProvidersInput) {
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
`;

export function useHomeProviders() {
  const [{ data, error }] = useQuery({
    query: HOME_PROVIDERS_QUERY,
    variables: { input: { pagination: { page: 1, count: PAGE_SIZES.providersHome } } },
  });
  return { providers: data?.providers.items ?? null, failed: Boolean(error && !data) };
}
