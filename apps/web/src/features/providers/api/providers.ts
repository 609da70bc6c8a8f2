// providers (spec §3 Game provider, §7.2): search and category filter, paged from 1.
import { gql } from 'urql';

export interface Provider {
  id: string;
  name: string;
  slug: string;
  description: string;
  likes: number;
  rating: number;
  games: number;
  images: { src: string; tags: string[] }[];
}

export interface ProvidersVariables {
  input: {
    filter?: { search?: string; categories?: string[] };
    pagination: { page: number; count: number };
  };
}

export const PROVIDERS_QUERY = gql<
  { providers: { items: Provider[]; count: number } },
  ProvidersVariables
>`
  query Providers($input: ProvidersInput) {
    providers(input: $input) {
      items {
        id
        name
        slug
        description
        likes
        rating
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

/** The provider's logo (tag `logo`, else its first image). */
export function providerLogo(provider: Pick<Provider, 'images'>): string | null {
  return (provider.images.find((i) => i.tags.includes('logo')) ?? provider.images[0])?.src ?? null;
}
