// providers (spec §3 Game provider, §7.2): search and category filter, paged from 1.
import type { ProvidersQuery, ProvidersQueryVariables } from '@/gql/graphql';
import { graphql } from '@/lib/graphql';

export type Provider = ProvidersQuery['providers']['items'][number];

export type ProvidersVariables = ProvidersQueryVariables;

export const PROVIDERS_QUERY = graphql(`
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
`);

/** The provider's logo (tag `logo`, else its first image). */
export function providerLogo(provider: Pick<Provider, 'images'>): string | null {
  return (provider.images.find((i) => i.tags.includes('logo')) ?? provider.images[0])?.src ?? null;
}
