// The notification drawer's content (spec §2.8), rendered in the shell's right drawer: the list
// with unread items highlighted, an empty state, and on closing the drawer every notification is
// marked read (markAllNotificationsAsRead, then the list is refetched).
import { BellOff } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { MARK_ALL_NOTIFICATIONS_AS_READ_MUTATION } from '../api/mark-all-notifications-as-read';
import { useNotifications } from '../model/use-notifications';
import { NotificationItem } from './notification-item';

export interface NotificationDrawerListProps {
  /** whether the right drawer is open */
  open: boolean;
}

export default function NotificationDrawerList({ open }: NotificationDrawerListProps) {
  const { t } = useTranslation('notifications');
  const { list, fetching, error, refetch } = useNotifications();
  const [, markAllRead] = useMutation(MARK_ALL_NOTIFICATIONS_AS_READ_MUTATION);
  const wasOpen = useRef(open);
  const unreadRef = useRef(0);
  unreadRef.current = list ? list.userUnread + list.systemUnread : 0;

  useEffect(() => {
    if (open && !wasOpen.current) refetch();
    if (!open && wasOpen.current && unreadRef.current > 0) {
      void markAllRead({}).then(() => refetch());
    }
    wasOpen.current = open;
  }, [open, refetch, markAllRead]);

  if (!list && fetching) {
    return (
      <ul aria-label={t('loading')} aria-busy="true" className="flex flex-col gap-2 p-3">
        {[0, 1, 2, 3].map((i) => (
          <li key={i}>
            <Skeleton className="h-20 w-full rounded-2xl" />
          </li>
        ))}
      </ul>
    );
  }
  if (!list && error) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 p-6 text-center">
        <p className="text-body-sm text-muted">{t('loadError')}</p>
        <Button variant="secondary" size="sm" onClick={refetch}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  if (!list || list.items.length === 0) {
    return (
      <div
        data-testid="notifications-empty"
        className="flex flex-col items-center gap-3 px-6 py-16 text-center"
      >
        <span className="flex size-16 items-center justify-center rounded-full bg-surface-2 text-muted">
          <BellOff size={28} aria-hidden="true" />
        </span>
        <p className="text-subtitle font-semibold text-text">{t('empty.title')}</p>
        <p className="max-w-64 text-body-sm text-muted">{t('empty.text')}</p>
      </div>
    );
  }
  return (
    <ul data-testid="notification-list" className="flex flex-col gap-2 p-3">
      {list.items.map((notification) => (
        <NotificationItem key={notification.id} notification={notification} />
      ))}
    </ul>
  );
}
