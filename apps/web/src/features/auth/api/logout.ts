import { graphql } from '@/lib/graphql';

export const LOGOUT_MUTATION = graphql(`
  mutation Logout {
    logout
  }
`);
