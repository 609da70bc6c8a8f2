import type { BannersQuery } from '@/gql/graphql';
import { graphql } from '@/lib/graphql';
import { useQuery } from 'urql';

export type Banner = BannersQuery['banners'][number];

export const BANNERS_QUERY = graphql(`
  query Banners($position: String) {
    banners(position: $position) {
      id
      key
      title
      description
      url
      active
      position
      path
      buttonText
    }
  }
`);

/** Only active banners (spec §9); the server already sorts them by position. */
export function useBanners(position: 'top' | 'bottom') {
  const [{ data, fetching }] = useQuery({ query: BANNERS_QUERY, variables: { position } });
  return {
    banners: (data?.banners ?? []).filter((banner) => banner.active),
    loading: fetching && !data,
  };
}
