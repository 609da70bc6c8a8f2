// When the browser should show the reality check or end the session, from the server's figures:
// the server's clock decides, so the browser's offset to it is measured from the answer
// (sessionStart + durationSeconds is the server's "now" when it answered).

/** Milliseconds to add to Date.now() to get the server's time. */
export function serverOffsetMs(sessionStart: string, durationSeconds: number, receivedAt: number) {
  const serverNow = Date.parse(sessionStart) + durationSeconds * 1000;
  return Number.isFinite(serverNow) ? serverNow - receivedAt : 0;
}

/** setTimeout's largest delay; longer waits are re-armed. */
export const MAX_DELAY_MS = 2_147_483_647;

/** Milliseconds from `now` (browser time) until the server time `at`, at least 0. */
export function delayUntil(at: string, offsetMs: number, now: number): number {
  const target = Date.parse(at) - offsetMs;
  return Math.min(MAX_DELAY_MS, Math.max(0, target - now));
}
