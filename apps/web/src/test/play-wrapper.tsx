// The providers a play hook needs in a hook test: the urql client and the session.
import type { ReactNode } from 'react';
import { Provider, type Client } from 'urql';
import { SessionContext, type Session } from '@/lib/session';

/** A `renderHook` wrapper providing `client` and `session`. */
export function hookWrapper(client: Client, session: Session) {
  return function HookWrapper({ children }: { children: ReactNode }) {
    return (
      <Provider value={client}>
        <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
      </Provider>
    );
  };
}
