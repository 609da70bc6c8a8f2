import { graphql, withFragments } from '@/lib/graphql';
import { IDENTITY_RESULT } from '@/lib/api/identity-result';

export const CHANGE_USER_PASSWORD_MUTATION = withFragments(
  graphql(`
    mutation ChangeUserPassword($password: String!, $oldPassword: String) {
      changeUserPassword(password: $password, oldPassword: $oldPassword) {
        ...IdentityResult
      }
    }
  `),
  [IDENTITY_RESULT],
);
