// Client request keys of the cashier (issue 13 item 6): each submission gets a fresh key, and the
// cashier's own retries of that submission (after a lost answer) reuse it, so the server answers
// the first request instead of moving money twice.
import type { OperationResult } from 'urql';

/** A fresh UUID (crypto.randomUUID needs a secure context; getRandomValues does not). */
export function newRequestKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Retries after a network failure (the answer may be lost after the server acted). */
export const REQUEST_KEY_RETRIES = 2;

/**
 * Sends one submission with a fresh request key, and resends it with the same key while the
 * answer is lost to a network error (at most REQUEST_KEY_RETRIES times).
 */
export async function submitWithRequestKey<T extends OperationResult>(
  send: (requestKey: string) => Promise<T>,
  retries = REQUEST_KEY_RETRIES,
): Promise<T> {
  const requestKey = newRequestKey();
  let result = await send(requestKey);
  for (let attempt = 0; attempt < retries && result.error?.networkError; attempt += 1) {
    result = await send(requestKey);
  }
  return result;
}
