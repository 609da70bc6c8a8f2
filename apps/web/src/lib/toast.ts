// Notifications (spec §8): a code maps to a translated title and text in the `errors` namespace;
// an unknown code shows the code itself as the title. react-toastify and its styles are loaded on
// the first notification (or once the page is idle), never with the first route.
import { createElement, useSyncExternalStore } from 'react';
import { i18n } from './i18n';

export type ToastKind = 'success' | 'error' | 'warning' | 'info';

const SUCCESS_CODES = new Set([
  'SUCCESS_DEPOSIT',
  'SUCCESS_CANCEL_WITHDRAW',
  'WITHDRAWAL_REQUESTED',
  'BONUS_CANCELED',
  'GAME_ADDED_TO_FAVORITES',
  'GAME_REMOVED_FROM_FAVORITES',
  'COPIED',
  'SUCCESSFULLY_SAVED',
  'PASSWORD_CHANGED',
  'SUCCESSFUL_REGISTRATION',
  'EMAIL_CONFIRMED',
  'KYC_VERIFIED',
  'RECOVERY_PASSWORD_EMAIL',
  'CONFIRM_EMAIL_SENT',
  'LANGUAGE_CHANGED',
]);
const WARNING_CODES = new Set([
  'WITHDRAWAL_REJECTED',
  'COMPLETE_BONUS_FIRST',
  'WITHDRAWAL_REQUEST_FAILED',
  'WITHDRAWAL_REQUEST_WAGER_LIMIT',
  'ONBOARDING_REQUIRED',
  'CHAT_UNAVAILABLE',
  'VERIFY_EMAIL',
  'KYC_REJECTED',
]);
const INFO_CODES = new Set(['DOMAIN_BANNED']);

export function toastKindForCode(code: string): ToastKind {
  if (SUCCESS_CODES.has(code)) return 'success';
  if (WARNING_CODES.has(code)) return 'warning';
  if (INFO_CODES.has(code)) return 'info';
  return 'error';
}

export interface ToastText {
  title: string;
  text?: string;
}

type Translate = (key: string, values?: Record<string, unknown>) => string;
type Exists = (key: string) => boolean;

/** Pure mapping from a code to its translated texts (unknown code → the code as the title). */
export function resolveToastText(
  code: string,
  values: Record<string, unknown> = {},
  t: Translate = (key, v) => i18n.t(key, v),
  exists: Exists = (key) => i18n.exists(key),
): ToastText {
  const titleKey = `errors:${code}.title`;
  if (!exists(titleKey)) return { title: code };
  const textKey = `errors:${code}.text`;
  return {
    title: t(titleKey, values),
    ...(exists(textKey) ? { text: t(textKey, values) } : {}),
  };
}

// The host that renders toasts is mounted lazily; this flag tells the app shell it is wanted now,
// and notifications wait until the host reports it is mounted (earlier toasts would be lost).
let hostWanted = false;
const hostListeners = new Set<() => void>();
let markReady: () => void = () => {};
const hostReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

/** Called by the toast host once its container is mounted. */
export function toastHostMounted(): void {
  markReady();
}

export function requestToastHost(): void {
  if (hostWanted) return;
  hostWanted = true;
  for (const listener of hostListeners) listener();
}

export function useToastHostWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      hostListeners.add(listener);
      return () => hostListeners.delete(listener);
    },
    () => hostWanted,
    () => false,
  );
}

export interface NotifyOptions {
  kind?: ToastKind;
  /** Interpolation values such as amount and currency. */
  values?: Record<string, unknown>;
  /** A server message shown as the text when the code has none of its own. */
  message?: string;
}

/** Shows a toast for a code from the spec's catalogue. */
export async function notify(code: string, options: NotifyOptions = {}): Promise<void> {
  requestToastHost();
  const [{ toast }] = await Promise.all([
    import('react-toastify'),
    i18n.loadNamespaces('errors'),
    hostReady,
  ]);
  const { title, text } = resolveToastText(code, options.values);
  const body = text ?? options.message;
  const content = createElement(
    'div',
    { className: 'flex flex-col gap-0.5' },
    // <bdi>: "+50 USD" keeps its order (the plus before the number) inside an Arabic page,
    // while the lines still align to the page's start edge like the rest of the toast.
    createElement(
      'strong',
      { className: 'text-body-sm font-semibold text-text' },
      createElement('bdi', null, title),
    ),
    body
      ? createElement(
          'span',
          { className: 'text-body-sm text-muted' },
          createElement('bdi', null, body),
        )
      : null,
  );
  toast[options.kind ?? toastKindForCode(code)](content, { toastId: `${code}:${body ?? ''}` });
}
