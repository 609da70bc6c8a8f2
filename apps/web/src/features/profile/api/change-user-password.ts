import { gql } from 'urql';
import { IDENTITY_RESULT_FIELDS, type IdentityActionResult } from '@/lib/api/identity-result';

export const CHANGE_USER_PASSWORD_MUTATION = gql<
  { changeUserPassword: IdentityActionResult },
  { password: string; oldPassword: string }
>`
  mutation ChangeUserPassword($password: String!, $oldPassword: String) {
    changeUserPassword(password: $password, oldPassword: $oldPassword) {
      ${IDENTITY_RESULT_FIELDS}
    }
  }
`;
