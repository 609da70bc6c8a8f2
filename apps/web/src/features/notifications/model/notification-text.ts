// A notification's code → translated title and text (spec §8): the notification centre's own
// texts (`notifications:codes.<CODE>`) first, then the shared catalogue (`errors:<CODE>`, the
// toasts' texts), and an unknown code is shown as the title. A code whose notification may come
// without an amount (a bonus canceled before any bonus money, …) has a `textNoAmount` for that case.
import { formatMoneyNumber } from '@aurum/domain';
import { i18n } from '@/lib/i18n';
import type { NotificationData } from '../api/user-notifications';

export interface NotificationText {
  title: string;
  text?: string;
}

type Translate = (key: string, values?: Record<string, unknown>) => string;
type Exists = (key: string) => boolean;

/** "At most 2 decimals" (spec §9): 25 → "25", 25.5 → "25.5", 25.55 → "25.55", grouped per locale. */
/**
 * The amount of a notification ("+{{amount}} {{currency}}") with the one money formatter's digits
 * (@aurum/domain formatMoneyNumber: "25.00", "2,70" in ru), as pages and toasts show money
 * (walk issue 19 item 5: "+25 USD" and "+2,7 USD" beside "+100.00 USD" before).
 */
export function formatAmount(amount: string, language: string, currency = 'USD'): string {
  return formatMoneyNumber(amount, currency || 'USD', language) ?? amount;
}

/** Interpolation values of a notification: amount (formatted), currency, message, domain. */
export function notificationValues(
  data: NotificationData | null | undefined,
  language: string,
): Record<string, string> {
  return {
    amount: data?.amount ? formatAmount(data.amount, language, data.currency ?? 'USD') : '',
    currency: data?.currency ?? '',
    message: data?.message ?? '',
    domain: data?.domain ?? '',
  };
}

export function notificationText(
  code: string,
  values: Record<string, unknown> = {},
  t: Translate = (key, v) => i18n.t(key, v),
  exists: Exists = (key) => i18n.exists(key),
): NotificationText {
  const withoutAmount =
    values.amount === undefined || values.amount === null || values.amount === '';
  for (const base of [`notifications:codes.${code}`, `errors:${code}`]) {
    if (!exists(`${base}.title`)) continue;
    const textKey =
      withoutAmount && exists(`${base}.textNoAmount`) ? `${base}.textNoAmount` : `${base}.text`;
    return {
      title: t(`${base}.title`, values),
      ...(exists(textKey) ? { text: t(textKey, values) } : {}),
    };
  }
  return { title: code };
}
