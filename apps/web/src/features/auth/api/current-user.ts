import { gql } from 'urql';
import type { SessionUser } from '@/lib/session';

export const CURRENT_USER_QUERY = gql<{ currentUser: SessionUser | null }>`
  query CurrentUser {
    currentUser {
      id
      email
    }
  }
`;
