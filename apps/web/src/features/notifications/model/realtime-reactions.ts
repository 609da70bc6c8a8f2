// What the app does when a realtime event arrives (spec §4, §8): pure, so it is tested alone.
import type { NotifyOptions } from '@/lib/toast';
import type { AppNotification } from '../api/user-notifications';
import { formatAmount } from './notification-text';

export interface ReactionDeps {
  notify: (code: string, options?: NotifyOptions) => void;
  refreshSession: () => void;
  language: string;
}

/** Withdrawal statuses that warn the player (spec §8: notification-withdrawal-rejected). */
const WITHDRAWAL_WARNINGS = new Set(['REJECTED', 'FAILED']);

function warnWithdrawalRejected(deps: ReactionDeps): void {
  // One code for both statuses: the toast id (code + text) then merges the notification's toast
  // with the status change's when both arrive.
  deps.notify('WITHDRAWAL_REJECTED', { kind: 'warning' });
}

export function reactToNotification(notification: AppNotification, deps: ReactionDeps): void {
  const data = notification.data;
  switch (notification.content) {
    case 'SUCCESS_DEPOSIT':
      deps.notify('SUCCESS_DEPOSIT', {
        kind: 'success',
        values: {
          amount: data?.amount
            ? formatAmount(data.amount, deps.language, data.currency ?? 'USD')
            : '',
          currency: data?.currency ?? '',
        },
      });
      return;
    case 'EMAIL_CONFIRMED':
      deps.refreshSession();
      deps.notify('EMAIL_CONFIRMED', { kind: 'success' });
      return;
    case 'KYC_VERIFIED':
    case 'KYC_REJECTED':
      // the profile's KYC section follows the session's status (staff decided: pushed live)
      deps.refreshSession();
      deps.notify(notification.content, {
        kind: notification.content === 'KYC_VERIFIED' ? 'success' : 'warning',
      });
      return;
    case 'WITHDRAWAL_REJECTED':
    case 'WITHDRAWAL_FAILED':
      warnWithdrawalRejected(deps);
      return;
    case 'DEPOSIT_REJECTED_BY_PROVIDER':
      deps.notify('DEPOSIT_REJECTED_BY_PROVIDER', {
        kind: 'error',
        ...(data?.message ? { message: data.message } : {}),
      });
      return;
    default:
      if (notification.type === 'SYSTEM') {
        deps.notify(notification.content, {
          kind: 'info',
          values: { domain: data?.domain ?? '', message: data?.message ?? '' },
          ...(data?.message ? { message: data.message } : {}),
        });
      }
  }
}

export function reactToWithdrawStatus(status: string, deps: ReactionDeps): void {
  if (WITHDRAWAL_WARNINGS.has(status)) warnWithdrawalRejected(deps);
}
