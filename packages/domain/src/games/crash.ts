// Crash, the rules both ends compute: the crash point of a game from its HMAC, the multiplier
// curve of a shared round, cash-out targets and wins. The hash chain itself (SHA-256, HMAC) is
// computed by the caller — node:crypto on the server (the server's crash engine),
// WebCrypto in the browser — and handed over as hex.
//
// Crash point: hmac = HMAC-SHA256(key = game hash, message = salt); h = its first 52 bits;
// crash = max(1.00, ⌊p · 2⁵² / (100 · (2⁵² − h))⌋ / 100) where p is the RTP in basis points. For
// p = 9900 this is exactly bustabit's ⌊99 / (1 − h/2⁵²)⌋ / 100. P(crash ≥ x) = p/(10000·x) for
// every x ≥ 1.01 on the 0.01 grid, so a cash-out at any target returns p/10000 of the stake.
//
// Shared rounds: the multiplier grows as e^(r·t), t in ms since the round started (bustabit's
// r = 0.00006/ms: 2× after 11.6 s, 10× after 38 s, 100× after 77 s). The displayed multiplier is
// ⌊100·e^(r·t)⌋ hundredths; the round crashes at the first instant it reaches the crash point,
// t = ln(c/100)/r. A cash-out at t before that gets ⌊100·e^(r·t)⌋ < c.

/** Targets (hundredths) allowed for a cash-out. */
export const CRASH_MIN_TARGET = 101;
export const CRASH_MAX_TARGET = 100_000_000; // 1,000,000.00×

/** Growth rate of the multiplier per millisecond. */
export const CRASH_GROWTH_PER_MS = 0.00006;

const TWO_52 = 2n ** 52n;
const CRASH_CAP = 10n ** 12n;

/** The crash point in hundredths (100 = 1.00×) from the hex HMAC of (game hash, salt). */
export function crashPointFromHmac(hmacHex: string, rtpBp: number): number {
  const h = BigInt(`0x${hmacHex.slice(0, 13)}`);
  const point = (BigInt(rtpBp) * TWO_52) / (100n * (TWO_52 - h));
  return Number(point < 100n ? 100n : point > CRASH_CAP ? CRASH_CAP : point);
}

/** Crash point from one uniform float (simulations; same distribution with h = ⌊f·2⁵²⌋). */
export function crashPointFromUniform(u: number, rtpBp: number): number {
  const h = BigInt(Math.floor(u * 2 ** 52));
  const point = (BigInt(rtpBp) * TWO_52) / (100n * (TWO_52 - h));
  return Number(point < 100n ? 100n : point);
}

export function validateCrashTarget(target: number): string | null {
  if (!Number.isInteger(target) || target < CRASH_MIN_TARGET || target > CRASH_MAX_TARGET) {
    return 'The cash-out target must be between 1.01 and 1000000.00.';
  }
  return null;
}

/** The win of a cash-out at `target` (hundredths): ⌊stake · target / 100⌋ when the game reached it. */
export function crashWin(stake: bigint, target: number, crash: number): bigint {
  return crash >= target ? (stake * BigInt(target)) / 100n : 0n;
}

/** The multiplier (hundredths, ≥ 100) after `elapsedMs` of running at growth rate `rate`. */
export function multiplierAt(elapsedMs: number, rate = CRASH_GROWTH_PER_MS): number {
  if (!(elapsedMs > 0)) return 100;
  return Math.max(100, Math.floor(100 * Math.exp(rate * elapsedMs) + 1e-9));
}

/** Whole milliseconds of running until the multiplier reaches `hundredths` (0 for 1.00×). */
export function msToReach(hundredths: number, rate = CRASH_GROWTH_PER_MS): number {
  if (hundredths <= 100) return 0;
  let t = Math.ceil(Math.log(hundredths / 100) / rate);
  // float safety: the first whole millisecond at which multiplierAt reaches the value
  while (t > 0 && multiplierAt(t - 1, rate) >= hundredths) t -= 1;
  while (multiplierAt(t, rate) < hundredths) t += 1;
  return t;
}
