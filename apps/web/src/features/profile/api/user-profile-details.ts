import { gql } from 'urql';

/** Spec §3 ProfileDetails. */
export interface ProfileDetails {
  address: string | null;
  birthDate: string | null;
  firstName: string | null;
  lastName: string | null;
  city: string | null;
  country: string | null;
  gender: string | null;
  postal: string | null;
  state: string | null;
  banner: string | null;
  avatar: string | null;
  name: string | null;
  phone: string | null;
}

export const USER_PROFILE_DETAILS_QUERY = gql<{ userProfileDetails: ProfileDetails }>`
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
`;
