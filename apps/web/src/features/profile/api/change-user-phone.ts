import { graphql, withFragments } from '@/lib/graphql';
import { IDENTITY_RESULT } from '@/lib/api/identity-result';

export const CHANGE_USER_PHONE_MUTATION = withFragments(
  graphql(`
    mutation ChangeUserPhone($phone: String!) {
      changeUserPhone(phone: $phone) {
        ...IdentityResult
      }
    }
  `),
  [IDENTITY_RESULT],
);
