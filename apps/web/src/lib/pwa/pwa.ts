// The installable app's page side (issue 16), one small chunk loaded after load by main.tsx on the first input (so
// neither its code nor the worker's precaching competes with the first route):
//   - registers the service worker (src/sw.ts) and tells it the visitor's language (for the
//     offline page) now and on every change;
//   - holds the browser's install prompt (Chromium's `beforeinstallprompt`) until the player asks
//     for it: the footer's "Install app" button shows only while one is held.
import { useSyncExternalStore } from 'react';
import { currentLanguage, i18n } from '@/lib/i18n';

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let held: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function listenForInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    held = event as InstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    held = null;
    notify();
  });
}

/** Shows the browser's install dialog; the prompt can be used once. */
export async function promptInstall(): Promise<void> {
  const event = held;
  if (!event) return;
  held = null;
  notify();
  await event.prompt();
}

export function useInstallPromptAvailable(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => held !== null,
    () => false,
  );
}

export async function registerServiceWorker(): Promise<void> {
  listenForInstallPrompt();
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  const tell = (language: string) =>
    void navigator.serviceWorker.ready.then((ready) =>
      (ready.active ?? registration.active)?.postMessage({ type: 'language', language }),
    );
  tell(currentLanguage());
  i18n.on('languageChanged', tell);
}
