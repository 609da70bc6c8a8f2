// The root route: data client, session, route effects (scroll to top, click id), modals, toasts.
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { SessionProvider } from '@/features/auth/session-provider';
import { captureClickId } from '@/lib/click-id';
import { ModalHost } from './modal-host/modal-host';
import { GraphqlProvider } from './providers/graphql-provider';
import { ToastMount } from './toast-mount';

function RouteEffects() {
  const { pathname, search } = useLocation();

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);

  useEffect(() => {
    captureClickId(search);
  }, [search]);

  return null;
}

export function AppRoot() {
  return (
    <GraphqlProvider>
      <SessionProvider>
        <RouteEffects />
        <Suspense fallback={<PageSpinner className="min-h-dvh" />}>
          <Outlet />
        </Suspense>
        <ModalHost />
        <ToastMount />
      </SessionProvider>
    </GraphqlProvider>
  );
}
