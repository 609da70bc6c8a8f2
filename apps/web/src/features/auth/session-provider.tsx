// Fills the session seam (lib/session): no stored token → guest at once; with a token the
// CurrentUser query decides. An UNAUTHORIZED code, HTTP 401/403 or any other error on that query
// clears the token (spec §4.1). Unauthorised answers on other operations force a logout.
import { STORAGE_KEYS } from '@aurum/domain';
import { useCallback, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useClient, useQuery } from 'urql';
import { SIGN_IN_PATH } from '@/lib/auth-redirect';
import { closeAllModals } from '@/lib/modal-store';
import { SessionContext, type Session } from '@/lib/session';
import { readStorage, writeStorage } from '@/lib/storage';
import { notify } from '@/lib/toast';
import { getToken, setToken, subscribeToken, subscribeUnauthorized } from '@/lib/token-store';
import { CURRENT_USER_QUERY } from './api/current-user';
import { LOGOUT_MUTATION } from './api/logout';

/** How long sign-out waits for the server before clearing the session anyway. */
const LOGOUT_TIMEOUT_MS = 4000;

export function SessionProvider({ children }: { children: ReactNode }) {
  const token = useSyncExternalStore(subscribeToken, getToken, getToken);
  const navigate = useNavigate();
  const client = useClient();
  const [{ data, error, fetching }, reexecute] = useQuery({
    query: CURRENT_USER_QUERY,
    pause: !token,
    requestPolicy: 'network-only',
  });

  const failed = Boolean(token && !fetching && (error || (data && !data.currentUser)));

  useEffect(() => {
    if (failed) setToken(null);
  }, [failed]);

  /** Clears the token (a new GraphQL client drops every cached answer), closes every modal and
   *  goes to /sign-in unless already there. */
  const endLocally = useCallback(() => {
    setToken(null);
    closeAllModals();
    if (window.location.pathname !== SIGN_IN_PATH) navigate(SIGN_IN_PATH);
  }, [navigate]);

  const logout = useCallback(() => {
    // Spec §4.1: the Logout mutation first, so the token stops working on the server too.
    const request = client.mutation(LOGOUT_MUTATION, {}).toPromise();
    const timeout = new Promise((resolve) => setTimeout(resolve, LOGOUT_TIMEOUT_MS));
    void Promise.race([request, timeout])
      .catch(() => undefined)
      .then(() => {
        endLocally();
        // On a guarded page the guard answers first with /sign-in?return=…; a deliberate logout
        // lands on the plain sign-in page instead.
        setTimeout(() => {
          if (window.location.pathname === SIGN_IN_PATH && window.location.search) {
            navigate(SIGN_IN_PATH, { replace: true });
          }
        }, 0);
      });
  }, [client, endLocally, navigate]);

  // An unauthorised answer means the token is already dead: no Logout call, just clear.
  useEffect(() => subscribeUnauthorized(endLocally), [endLocally]);

  const refresh = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);

  const user = token && !failed ? (data?.currentUser ?? null) : null;
  const status: Session['status'] = !token || failed ? 'guest' : user ? 'user' : 'loading';

  // Spec §4.1: after registration, one success notice on the first page the player lands on.
  useEffect(() => {
    if (status !== 'user' || !readStorage(STORAGE_KEYS.registrationSuccess)) return;
    writeStorage(STORAGE_KEYS.registrationSuccess, null);
    void notify('SUCCESSFUL_REGISTRATION');
  }, [status]);

  const session = useMemo<Session>(
    () => ({ status, user, token, setToken: (next: string) => setToken(next), logout, refresh }),
    [status, user, token, logout, refresh],
  );

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
