// providers for the games filter's providers sub-page (spec §2.8): every studio, by name.
import type { FilterProvidersQuery } from '@/gql/graphql';
import { graphql } from '@/lib/graphql';

export type FilterProvider = FilterProvidersQuery['providers']['items'][number];

export const FILTER_PROVIDERS_QUERY = graphql(`
  query FilterProviders($input: ProvidersInput) {
    providers(input: $input) {
      items {
        id
        name
        slug
        games
        images {
          src
          tags
        }
      }
      count
    }
  }
`);

/** The filter lists every provider: 100 is the server's page maximum (~40 are seeded). */
export const FILTER_PROVIDERS_VARIABLES = { input: { pagination: { page: 1, count: 100 } } };
