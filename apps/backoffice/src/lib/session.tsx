// The staff session: the bearer token (sessionStorage), who is signed in (`me`) and the
// inactivity rule. The server ends a session after `idleTimeoutSeconds` without a request; the app
// mirrors it: user activity (pointer, keys) keeps the session alive with a `me` ping at most once
// a minute, a warning shows a minute before the end, and at the end the app signs out and says why.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { Provider as UrqlProvider, type Client } from 'urql';
import { graphql } from '@/gql';
import type { MeFieldsFragment, Permission } from '@/gql/graphql';
import { createStaffClient } from './client';
import { errorCode } from './errors';
import { readToken, writeToken } from './token';

export const ME_FIELDS = graphql(`
  fragment MeFields on Me {
    id
    email
    name
    role
    permissions
    idleTimeoutSeconds
    sessionExpiresAt
  }
`);

export const ME_QUERY = graphql(`
  query Me {
    me {
      ...MeFields
    }
  }
`);

const SIGN_OUT = graphql(`
  mutation SignOut {
    signOut {
      ok
    }
  }
`);

export type Me = MeFieldsFragment;
export type SignOutReason = 'idle' | 'expired' | 'manual';

interface SessionValue {
  status: 'loading' | 'signed-out' | 'signed-in';
  me: Me | null;
  client: Client;
  signedOutReason: SignOutReason | null;
  /** seconds left before the idle sign-out, when the warning shows */
  idleWarning: number | null;
  signedIn(token: string, me: Me): void;
  signOut(reason?: SignOutReason): Promise<void>;
  stayActive(): void;
  can(permission: Permission): boolean;
}

const SessionContext = createContext<SessionValue | null>(null);

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside <SessionProvider>');
  return value;
}

const WARN_BEFORE_MS = 60_000;
const PING_EVERY_MS = 60_000;
const ACTIVITY = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

export function SessionProvider({
  children,
  client: injected,
  initialMe,
}: {
  children: ReactNode;
  /** tests pass their own client and (signed-in) staff member */
  client?: Client;
  initialMe?: Me | null;
}) {
  const [me, setMe] = useState<Me | null>(initialMe ?? null);
  const [status, setStatus] = useState<SessionValue['status']>(
    initialMe ? 'signed-in' : readToken() ? 'loading' : 'signed-out',
  );
  const [signedOutReason, setReason] = useState<SignOutReason | null>(null);
  const [idleWarning, setIdleWarning] = useState<number | null>(null);
  const expireRef = useRef<() => void>(() => {});
  const client = useMemo(
    () => injected ?? createStaffClient(() => expireRef.current()),
    [injected],
  );
  const lastActivity = useRef(Date.now());
  const lastPing = useRef(Date.now());

  const clear = useCallback((reason: SignOutReason) => {
    writeToken(null);
    setMe(null);
    setStatus('signed-out');
    setReason(reason);
    setIdleWarning(null);
  }, []);
  useEffect(() => {
    expireRef.current = () => clear('expired');
  }, [clear]);

  // a stored token: who is it?
  useEffect(() => {
    if (status !== 'loading') return;
    let live = true;
    void client
      .query(ME_QUERY, {}, { requestPolicy: 'network-only' })
      .toPromise()
      .then((r) => {
        if (!live) return;
        if (r.data?.me) {
          setMe(r.data.me);
          setStatus('signed-in');
        } else {
          writeToken(null);
          setStatus('signed-out');
          if (errorCode(r.error) === 'UNAUTHORIZED') setReason('expired');
        }
      });
    return () => {
      live = false;
    };
  }, [client, status]);

  const ping = useCallback(() => {
    lastPing.current = Date.now();
    void client.query(ME_QUERY, {}, { requestPolicy: 'network-only' }).toPromise();
  }, [client]);

  const signOut = useCallback(
    async (reason: SignOutReason = 'manual') => {
      await client.mutation(SIGN_OUT, {}).toPromise();
      clear(reason);
    },
    [client, clear],
  );

  // inactivity: activity resets the clock (and pings the server now and then)
  useEffect(() => {
    if (status !== 'signed-in' || !me) return;
    lastActivity.current = Date.now();
    lastPing.current = Date.now();
    const onActivity = () => {
      lastActivity.current = Date.now();
      if (Date.now() - lastPing.current > PING_EVERY_MS) ping();
    };
    for (const e of ACTIVITY) window.addEventListener(e, onActivity, { passive: true });
    const idleMs = me.idleTimeoutSeconds * 1000;
    const timer = window.setInterval(() => {
      const idle = Date.now() - lastActivity.current;
      if (idle >= idleMs) {
        void signOut('idle');
      } else if (idle >= idleMs - WARN_BEFORE_MS) {
        setIdleWarning(Math.ceil((idleMs - idle) / 1000));
      } else {
        setIdleWarning(null);
      }
    }, 1000);
    return () => {
      for (const e of ACTIVITY) window.removeEventListener(e, onActivity);
      window.clearInterval(timer);
    };
  }, [status, me, ping, signOut]);

  const value = useMemo<SessionValue>(
    () => ({
      status,
      me,
      client,
      signedOutReason,
      idleWarning,
      signedIn(token, next) {
        writeToken(token);
        setMe(next);
        setReason(null);
        setStatus('signed-in');
      },
      signOut,
      stayActive() {
        lastActivity.current = Date.now();
        setIdleWarning(null);
        ping();
      },
      can: (permission) => !!me?.permissions.includes(permission),
    }),
    [status, me, client, signedOutReason, idleWarning, signOut, ping],
  );
  return (
    <SessionContext.Provider value={value}>
      <UrqlProvider value={client}>{children}</UrqlProvider>
    </SessionContext.Provider>
  );
}
