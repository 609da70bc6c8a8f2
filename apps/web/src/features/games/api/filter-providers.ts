// providers for the games filter's providers sub-page (spec §2.8): every studio, by name.
import { gql } from 'urql';

export interface FilterProvider {
  id: string;
  name: string;
  slug: string;
  games: number;
  images: { src: string; tags: string[] }[];
}

export const FILTER_PROVIDERS_QUERY = gql<
  { providers: { items: FilterProvider[]; count: number } },
  { input: { pagination: { page: number; count: number } } }
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

/** The filter lists every provider: 100 is the server's page maximum (~40 are seeded). */
export const FILTER_PROVIDERS_VARIABLES = { input: { pagination: { page: 1, count: 100 } } };
