// The authentication token (spec §3: kept in local storage). A tiny external store so the GraphQL
// client, the session provider and other tabs stay in step.
import { STORAGE_KEYS } from '@aurum/domain';
import { readStorage, writeStorage } from './storage';

type Listener = () => void;
const listeners = new Set<Listener>();
let current: string | null = readStorage(STORAGE_KEYS.token);

function emit() {
  for (const listener of listeners) listener();
}

export function getToken(): string | null {
  return current;
}

export function setToken(token: string | null): void {
  const next = token && token.length > 0 ? token : null;
  if (next === current) return;
  current = next;
  writeStorage(STORAGE_KEYS.token, next);
  emit();
}

export function subscribeToken(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== 'undefined') {
  // Signing in or out in another tab applies here too.
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEYS.token) return;
    const next = event.newValue && event.newValue.length > 0 ? event.newValue : null;
    if (next === current) return;
    current = next;
    emit();
  });
}

// Unauthorised answers (spec §4.1) are reported here by the GraphQL client; the session provider
// listens and forces a logout.
const unauthorizedListeners = new Set<Listener>();

export function reportUnauthorized(): void {
  if (!current) return;
  for (const listener of unauthorizedListeners) listener();
}

export function subscribeUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}
