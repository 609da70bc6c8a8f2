// The session seam: what every part of the app may know about the signed-in player. The provider
// that fills it lives in features/auth; the contract lives here so features and the app shell can
// read it without importing another feature.
import { createContext, useContext } from 'react';
import type { CurrentUserQuery } from '@/gql/graphql';

/** The signed-in player (spec §3 User), as the CurrentUser query reads it. */
export type SessionUser = NonNullable<CurrentUserQuery['currentUser']>;
/** The account currency first; clients display the first entry. */
export type SessionBalance = SessionUser['balance'][number];
export type KycStatus = SessionUser['kyc'];

export type SessionStatus = 'loading' | 'guest' | 'user';

export interface Session {
  status: SessionStatus;
  user: SessionUser | null;
  token: string | null;
  /** Stores a token (after login or registration) and loads the current user. */
  setToken: (token: string) => void;
  /** Ends the session on the server, clears the token and cached data, closes modals and goes
   *  to /sign-in (spec §4.1). */
  logout: () => void;
  /** Re-reads the current user from the network. */
  refresh: () => void;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside the session provider');
  return session;
}
