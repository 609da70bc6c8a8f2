// Resending the confirmation email (spec §4.3, §9): only when more than 1 minute has passed since
// the last send, remembered in local storage under last_confirmation_email_sent_at.
import { RESEND_CONFIRMATION_COOLDOWN_MS, STORAGE_KEYS } from '@aurum/domain';
import { readStorage, writeStorage } from '@/lib/storage';

export const COOLDOWN_MS = RESEND_CONFIRMATION_COOLDOWN_MS;

/** Milliseconds left before another send is allowed (0 = allowed now). */
export function cooldownLeft(lastSentAt: number | null, now: number = Date.now()): number {
  if (lastSentAt === null || !Number.isFinite(lastSentAt)) return 0;
  return Math.max(0, lastSentAt + COOLDOWN_MS - now);
}

export function readLastSentAt(): number | null {
  const raw = readStorage(STORAGE_KEYS.lastConfirmationEmailSentAt);
  if (!raw) return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

export function rememberSent(at: number = Date.now()): void {
  writeStorage(STORAGE_KEYS.lastConfirmationEmailSentAt, String(at));
}
