// The right drawer: the frame the notification drawer fills (spec §2.8).
import { X } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Drawer } from '@/components/ui/drawer';
import { useSession } from '@/lib/session';
import { useShell } from './shell-context';

const NotificationDrawerList = lazy(
  () => import('@/features/notifications/components/notification-drawer-list'),
);

export function RightDrawer() {
  const { t } = useTranslation('common');
  const { rightOpen, setRightOpen } = useShell();
  const session = useSession();
  const close = () => setRightOpen(false);
  return (
    <Drawer
      open={rightOpen}
      onClose={close}
      side="end"
      label={t('header.notifications')}
      id="right-drawer"
    >
      <div className="flex h-header shrink-0 items-center justify-between border-b border-border px-4">
        <h2 className="text-subtitle font-semibold">{t('header.notifications')}</h2>
        <button
          type="button"
          onClick={close}
          aria-label={t('buttons.close')}
          className="flex size-11 items-center justify-center rounded-xl text-muted transition-colors hover:bg-surface-2 hover:text-text"
        >
          <X size={22} />
        </button>
      </div>
      <div data-slot="notifications" className="flex-1 overflow-y-auto">
        {session.status === 'user' ? (
          <Suspense fallback={null}>
            <NotificationDrawerList open={rightOpen} />
          </Suspense>
        ) : null}
      </div>
    </Drawer>
  );
}
