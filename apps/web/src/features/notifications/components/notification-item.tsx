// One notification of the drawer: unread ones have a gold border and a tinted background
// (spec §2.8); the icon tells the area, the time is the player's locale's.
import {
  ArrowDownToLine,
  ArrowUpFromLine,
  Megaphone,
  UserCheck,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/i18n';
import type { AppNotification } from '../api/user-notifications';
import { notificationText, notificationValues } from '../model/notification-text';

const ICONS: Record<string, LucideIcon> = {
  DEPOSIT: ArrowDownToLine,
  WITHDRAWAL: ArrowUpFromLine,
  ACCOUNT: UserCheck,
};

const NEGATIVE = new Set([
  'DEPOSIT_REJECTED_BY_PROVIDER',
  'CRYPTO_DEPOSIT_BELOW_MINIMUM',
  'WITHDRAWAL_REJECTED',
  'WITHDRAWAL_FAILED',
]);

export function formatWhen(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}

export function NotificationItem({ notification }: { notification: AppNotification }) {
  // errors: the shared catalogue's texts, the fallback of a code without its own text
  const { t } = useTranslation(['notifications', 'errors']);
  const language = currentLanguage();
  const { title, text } = notificationText(
    notification.content,
    notificationValues(notification.data, language),
  );
  const body = text ?? notification.data?.message ?? undefined;
  const Icon =
    notification.type === 'SYSTEM' ? Megaphone : (ICONS[notification.action] ?? Megaphone);
  const unread = !notification.isViewed;
  return (
    <li
      data-testid="notification-item"
      data-unread={unread ? 'true' : 'false'}
      className={cn(
        'flex gap-3 rounded-2xl border p-3 transition-colors',
        unread ? 'border-gold/60 bg-gold/10' : 'border-border bg-surface-2/60',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'flex size-10 shrink-0 items-center justify-center rounded-xl',
          NEGATIVE.has(notification.content)
            ? 'bg-danger/15 text-danger'
            : unread
              ? 'bg-gold-gradient text-on-gold'
              : 'bg-surface text-muted',
        )}
      >
        <Icon size={20} />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <p
            dir="auto"
            className={cn(
              'min-w-0 text-body-sm font-semibold break-words',
              unread ? 'text-gold' : 'text-text',
            )}
          >
            {title}
          </p>
          {unread ? (
            <span className="shrink-0 rounded-full bg-gold px-2 py-0.5 text-caption font-semibold text-on-gold">
              {t('unread')}
            </span>
          ) : null}
        </div>
        {body ? (
          <p dir="auto" className="mt-0.5 text-body-sm break-words text-muted">
            {body}
          </p>
        ) : null}
        <p className="mt-1 text-caption text-muted">
          {notification.type === 'SYSTEM' ? `${t('system')} · ` : ''}
          <time dateTime={notification.createdAt}>
            {formatWhen(notification.createdAt, language)}
          </time>
        </p>
      </div>
    </li>
  );
}
