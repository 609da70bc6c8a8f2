// Fills the session seam (lib/session): no stored token → guest at once; with a token the
// CurrentUser query decides. An UNAUTHORIZED code, HTTP 401/403 or any other error on that query
// clears the token (spec §4.1). Unauthorised answers on other operations force a logout.
import { useCallback, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from 'urql';
import { SIGN_IN_PATH } from '@/lib/auth-redirect';
import { closeAllModals } from '@/lib/modal-store';
import { SessionContext, type Session } from '@/lib/session';
import { getToken, setToken, subscribeToken, subscribeUnauthorized } from '@/lib/token-store';
import { CURRENT_USER_QUERY } from './api/current-user';

export function SessionProvider({ children }: { children: ReactNode }) {
  const token = useSyncExternalStore(subscribeToken, getToken, getToken);
  const navigate = useNavigate();
  const [{ data, error, fetching }, reexecute] = useQuery({
    query: CURRENT_USER_QUERY,
    pause: !token,
    requestPolicy: 'network-only',
  });

  const failed = Boolean(token && !fetching && (error || (data && !data.currentUser)));

  useEffect(() => {
    if (failed) setToken(null);
  }, [failed]);

  const logout = useCallback(() => {
    setToken(null);
    closeAllModals();
    if (window.location.pathname !== SIGN_IN_PATH) navigate(SIGN_IN_PATH);
  }, [navigate]);

  useEffect(() => subscribeUnauthorized(logout), [logout]);

  const refresh = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);

  const user = token && !failed ? (data?.currentUser ?? null) : null;
  const status: Session['status'] = !token || failed ? 'guest' : user ? 'user' : 'loading';

  const session = useMemo<Session>(
    () => ({ status, user, token, setToken: (next: string) => setToken(next), logout, refresh }),
    [status, user, token, logout, refresh],
  );

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
