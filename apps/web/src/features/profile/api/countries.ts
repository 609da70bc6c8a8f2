import type { ProfileCountriesQuery } from '@/gql/graphql';
import { graphql } from '@/lib/graphql';

export type Country = ProfileCountriesQuery['countries'][number];

export const COUNTRIES_QUERY = graphql(`
  query ProfileCountries {
    countries {
      code
      name
      flag
    }
  }
`);
