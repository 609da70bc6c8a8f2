import type { UserProfileDetailsQuery } from '@/gql/graphql';
import { graphql } from '@/lib/graphql';

/** Spec §3 ProfileDetails. */
export type ProfileDetails = NonNullable<UserProfileDetailsQuery['userProfileDetails']>;

export const USER_PROFILE_DETAILS_QUERY = graphql(`
  query UserProfileDetails {
    userProfileDetails {
      address
      birthDate
      firstName
      lastName
      city
      country
      gender
      postal
      state
      banner
      avatar
      name
      phone
    }
  }
`);
