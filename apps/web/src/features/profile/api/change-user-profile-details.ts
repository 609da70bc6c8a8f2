import { graphql, withFragments } from '@/lib/graphql';
import { IDENTITY_RESULT } from '@/lib/api/identity-result';

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

export const CHANGE_USER_PROFILE_DETAILS_MUTATION = withFragments(
  graphql(`
    mutation ChangeUserProfileDetails($input: ChangeUserProfileDetailsInput!) {
      changeUserProfileDetails(input: $input) {
        ...IdentityResult
      }
    }
  `),
  [IDENTITY_RESULT],
);
