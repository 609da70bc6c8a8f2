// providers with a search term (spec §2.8): the matching studios and how many there are.
import type { SearchProvidersQuery } from '@/gql/graphql';
import { graphql } from '@/lib/graphql';

export type SearchProvider = SearchProvidersQuery['providers']['items'][number];

export const SEARCH_PROVIDERS_QUERY = graphql(`
  query SearchProviders($input: ProvidersInput) {
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
