// The right drawer: the notification drawer (spec §2.8), the players' chat and the in-app support
// conversation (walk issue 19 item 18), as tabs; each one's content is a lazily loaded chunk.
import { X } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Drawer } from '@/components/ui/drawer';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session';
import { useShell, type RightView } from './shell-context';

const NotificationDrawerList = lazy(
  () => import('@/features/notifications/components/notification-drawer-list'),
);
const ChatPanel = lazy(() => import('@/features/chat/components/chat-panel'));
const SupportPanel = lazy(() => import('@/features/support/components/support-panel'));

export function RightDrawer() {
  const { t } = useTranslation('common');
  const { rightOpen, setRightOpen, rightView } = useShell();
  const session = useSession();
  const signedIn = session.status === 'user';
  // Guests have no notifications: for them the drawer shows the chat's or support's sign-in prompt.
  const view: RightView = signedIn || rightView !== 'notifications' ? rightView : 'chat';
  // The chat's and support's chunks load the first time they are shown, then stay mounted
  // (closing slides them out).
  const [chatLoaded, setChatLoaded] = useState(false);
  const [supportLoaded, setSupportLoaded] = useState(false);
  if (rightOpen && view === 'chat' && !chatLoaded) setChatLoaded(true);
  if (rightOpen && view === 'support' && !supportLoaded) setSupportLoaded(true);
  const close = () => setRightOpen(false);
  const title =
    view === 'chat'
      ? t('header.chat')
      : view === 'support'
        ? t('header.support')
        : t('header.notifications');
  const tabClass = (active: boolean) =>
    cn(
      'h-9 rounded-lg px-3 text-body-sm font-semibold transition-colors',
      active ? 'bg-gold/15 text-gold' : 'text-muted hover:bg-surface-2 hover:text-text',
    );
  return (
    <Drawer
      open={rightOpen}
      onClose={close}
      side="end"
      label={title}
      id="right-drawer"
      className={
        view !== 'notifications' ? 'w-full! max-w-full! sm:w-[400px]! sm:max-w-[85vw]!' : undefined
      }
    >
      <div className="flex h-header shrink-0 items-center justify-between gap-2 border-b border-border ps-3 pe-2">
        {signedIn ? (
          <div role="tablist" aria-label={title} className="flex items-center gap-1">
            <button
              type="button"
              role="tab"
              id="right-drawer-tab-notifications"
              aria-controls="right-drawer-notifications"
              aria-selected={view === 'notifications'}
              onClick={() => setRightOpen(true, 'notifications')}
              className={tabClass(view === 'notifications')}
            >
              {t('header.notifications')}
            </button>
            <button
              type="button"
              role="tab"
              id="right-drawer-tab-chat"
              aria-controls="right-drawer-chat"
              aria-selected={view === 'chat'}
              data-testid="right-drawer-chat-tab"
              onClick={() => setRightOpen(true, 'chat')}
              className={tabClass(view === 'chat')}
            >
              {t('header.chat')}
            </button>
            <button
              type="button"
              role="tab"
              id="right-drawer-tab-support"
              aria-controls="right-drawer-support"
              aria-selected={view === 'support'}
              data-testid="right-drawer-support-tab"
              onClick={() => setRightOpen(true, 'support')}
              className={tabClass(view === 'support')}
            >
              {t('header.support')}
            </button>
          </div>
        ) : (
          <h2 className="ps-1 text-subtitle font-semibold">{title}</h2>
        )}
        <button
          type="button"
          onClick={close}
          aria-label={t('buttons.close')}
          className="flex size-11 shrink-0 items-center justify-center rounded-xl text-muted transition-colors hover:bg-surface-2 hover:text-text"
        >
          <X size={22} />
        </button>
      </div>
      <div
        id="right-drawer-notifications"
        data-slot="notifications"
        role={signedIn ? 'tabpanel' : undefined}
        aria-labelledby={signedIn ? 'right-drawer-tab-notifications' : undefined}
        hidden={view !== 'notifications'}
        className="flex-1 overflow-y-auto"
      >
        {signedIn ? (
          <Suspense fallback={null}>
            <NotificationDrawerList open={rightOpen && view === 'notifications'} />
          </Suspense>
        ) : null}
      </div>
      {chatLoaded ? (
        <LazyPanel slot="chat" signedIn={signedIn} hidden={view !== 'chat'}>
          <ChatPanel open={rightOpen && view === 'chat'} />
        </LazyPanel>
      ) : null}
      {supportLoaded ? (
        <LazyPanel slot="support" signedIn={signedIn} hidden={view !== 'support'}>
          <SupportPanel open={rightOpen && view === 'support'} />
        </LazyPanel>
      ) : null}
    </Drawer>
  );
}

/** A tab panel of the drawer whose content loads on first open (a spinner until it has). */
function LazyPanel({
  slot,
  signedIn,
  hidden,
  children,
}: {
  slot: 'chat' | 'support';
  signedIn: boolean;
  hidden: boolean;
  children: ReactNode;
}) {
  return (
    <div
      id={`right-drawer-${slot}`}
      data-slot={slot}
      role={signedIn ? 'tabpanel' : undefined}
      aria-labelledby={signedIn ? `right-drawer-tab-${slot}` : undefined}
      hidden={hidden}
      className="flex min-h-0 flex-1 flex-col"
    >
      <Suspense
        fallback={
          <div className="flex flex-1 items-center justify-center">
            <Spinner />
          </div>
        }
      >
        {children}
      </Suspense>
    </div>
  );
}
