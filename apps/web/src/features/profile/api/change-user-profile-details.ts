import { gql } from 'urql';
import { IDENTITY_RESULT_FIELDS, type IdentityActionResult } from '@/lib/api/identity-result';

export interface ChangeUserProfileDetailsInput {
  address: string | null;
  birthDate: string | null;
  city: string | null;
  country: string | null;
  firstName: string | null;
  gender: string | null;
  lastName: string | null;
  postal: string | null;
  state: string | null;
}

export const CHANGE_USER_PROFILE_DETAILS_MUTATION = gql<
  { changeUserProfileDetails: IdentityActionResult },
  { input: ChangeUserProfileDetailsInput }
>`
  mutation ChangeUserProfileDetails($input: ChangeUserProfileDetailsInput!) {
    changeUserProfileDetails(input: $input) {
      ${IDENTITY_RESULT_FIELDS}
    }
  }
`;
