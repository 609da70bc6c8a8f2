// What the card deposit prefills from the profile (spec §5: NAME and PHONE; COUNTRY_SELECT is a
// country picker starting on the profile's country), and the countries of that picker.
import type { DepositProfileQuery } from '@/gql/graphql';
import { graphql } from '@/lib/graphql';

export type DepositProfile = DepositProfileQuery;

export const DEPOSIT_PROFILE_QUERY = graphql(`
  query DepositProfile {
    userProfileDetails {
      firstName
      lastName
      name
      phone
      country
    }
    countries {
      code
      name
      flag
    }
  }
`);
