import { gql } from 'urql';

export const LOGOUT_MUTATION = gql<{ logout: boolean }>`
  mutation Logout {
    logout
  }
`;
