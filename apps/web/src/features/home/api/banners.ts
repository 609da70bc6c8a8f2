import { gql, useQuery } from 'urql';

export interface Banner {
  id: string;
  key: string;
  title: string;
  description: string;
  url: string;
  active: boolean;
  position: string;
  path: string;
  buttonText: string;
}

export const BANNERS_QUERY = gql<{ banners: Banner[] }, { position: string }>`
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
`;

/** Only active banners (spec §9); the server already sorts them by position. */
export function useBanners(position: 'top' | 'bottom') {
  const [{ data, fetching }] = useQuery({ query: BANNERS_QUERY, variables: { position } });
  return {
    banners: (data?.banners ?? []).filter((banner) => banner.active),
    loading: fetching && !data,
  };
}
