// The header's bell (spec §2.1): the unread count (personal + system) on a badge; a tap opens the
// right drawer. Signed-in only, loaded as its own chunk; it keeps the count live.
import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNotifications, useNotificationsLive } from '../model/use-notifications';

export interface NotificationBellProps {
  onOpen: () => void;
}

export default function NotificationBell({ onOpen }: NotificationBellProps) {
  const { t } = useTranslation('notifications');
  const { list, refetch } = useNotifications();
  useNotificationsLive(refetch);
  const unread = list ? list.userUnread + list.systemUnread : 0;
  const shown = unread > 99 ? '99+' : String(unread);
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={t('bellLabel', { count: unread })}
      aria-haspopup="dialog"
      aria-controls="right-drawer"
      data-testid="notification-bell"
      className="relative flex size-11 items-center justify-center rounded-xl text-text transition-colors hover:bg-surface-2 hover:text-gold"
    >
      <Bell size={22} aria-hidden="true" />
      {unread > 0 ? (
        <span
          dir="ltr"
          data-testid="notification-count"
          className="absolute end-1 top-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-danger px-1 text-caption font-bold text-white tabular-nums ring-2 ring-surface"
        >
          {shown}
        </span>
      ) : null}
    </button>
  );
}
