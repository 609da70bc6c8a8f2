// The root route: data client, session, route effects (scroll to top, click id), modals, toasts.
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { SessionProvider } from '@/features/auth/session-provider';
import { GeoLanguage } from '@/features/language/components/geo-language';
import { ViewerRegionProvider } from '@/lib/api/viewer-region';
import { captureClickId } from '@/lib/click-id';
import { LIVE_CHAT_LICENSE } from '@/lib/config';
import { useSession } from '@/lib/session';
import { ModalHost } from './modal-host/modal-host';
import { GraphqlProvider } from './providers/graphql-provider';
import { ToastMount } from './toast-mount';

// Signed-in only, each its own chunk: the realtime bridge (subscriptions, live toasts), the
// responsible-gaming watcher and, when a LiveChat licence is configured, the support chat button.
const RealtimeBridge = lazy(() => import('@/features/notifications/components/realtime-bridge'));
// the reality check and the session time limit (issue 14)
const RgWatcher = lazy(() => import('@/features/responsible-gaming/components/rg-watcher'));
const SupportChatButton = lazy(
  () => import('@/features/notifications/components/support-chat-button'),
);

function SignedInRealtime() {
  const session = useSession();
  if (session.status !== 'user') return null;
  return (
    <Suspense fallback={null}>
      <RealtimeBridge />
      <RgWatcher />
      {LIVE_CHAT_LICENSE ? <SupportChatButton /> : null}
    </Suspense>
  );
}

function RouteEffects() {
  const { pathname, search } = useLocation();

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);

  useEffect(() => {
    captureClickId(search);
  }, [search]);

  // the app is live (hydrated or rendered): server-rendered buttons work from here (issue 16), and
  // index.html's loader replays a tap that arrived before the app ran
  useEffect(() => {
    document.documentElement.setAttribute('data-app', '');
    window.dispatchEvent(new Event('aurum:hydrated'));
  }, []);

  return null;
}

export function AppRoot() {
  return (
    <GraphqlProvider>
      <SessionProvider>
        <ViewerRegionProvider>
          <RouteEffects />
          <GeoLanguage />
          <Suspense fallback={<PageSpinner className="min-h-dvh" />}>
            <Outlet />
          </Suspense>
          <ModalHost />
          <ToastMount />
          <SignedInRealtime />
        </ViewerRegionProvider>
      </SessionProvider>
    </GraphqlProvider>
  );
}
