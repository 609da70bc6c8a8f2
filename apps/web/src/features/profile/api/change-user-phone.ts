import { gql } from 'urql';
import { IDENTITY_RESULT_FIELDS, type IdentityActionResult } from '@/lib/api/identity-result';

export const CHANGE_USER_PHONE_MUTATION = gql<
  { changeUserPhone: IdentityActionResult },
  { phone: string }
>`
  mutation ChangeUserPhone($phone: String!) {
    changeUserPhone(phone: $phone) {
      ${IDENTITY_RESULT_FIELDS}
    }
  }
`;
