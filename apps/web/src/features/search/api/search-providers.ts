// providers with a search term (spec §2.8): the matching studios and how many there are.
import { gql } from 'urql';

export interface SearchProvider {
  id: string;
  name: string;
  slug: string;
  games: number;
  images: { src: string; tags: string[] }[];
}

export const SEARCH_PROVIDERS_QUERY = gql<
  { providers: { items: SearchProvider[]; count: number } },
  { input: { filter: { search: string }; pagination: { page: number; count: number } } }
>`
  query Providers($input: ProvidersInput) {
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
`;
