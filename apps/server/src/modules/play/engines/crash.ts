// Crash, bustabit's scheme: games are drawn from a hash chain committed in advance.
//
// Chain: h₀ = a secret random seed (64 hex), h₍ₖ₊₁₎ = SHA-256(hₖ as hex text), for k < L. The
// terminal hash h_L is published before the first game. Game i (1-based) uses h₍L−i₎, so every
// revealed game hash hashes, i times, to the commitment, and revealing it tells nothing about
// the games still to come (they are its preimages).
//
// Crash point of a game: hmac = HMAC-SHA256(key = game hash, message = salt); h = its first 52
// bits; crash = max(1.00, ⌊p · 2⁵² / (100 · (2⁵² − h))⌋ / 100) where p is the RTP in basis
// points. For p = 9900 this is exactly bustabit's ⌊99 / (1 − h/2⁵²)⌋ / 100. P(crash ≥ x) = p/(10000·x)
// for every x ≥ 1.01 on the 0.01 grid, so a cash-out at any target returns p/10000 of the stake.
// In single-player rounds the salt is the player's client seed, so neither the house (which
// fixed the chain) nor the player alone decides the result.
import { createHash, createHmac } from 'node:crypto';

/** Targets (hundredths) allowed for a cash-out. */
export const CRASH_MIN_TARGET = 101;
export const CRASH_MAX_TARGET = 100_000_000; // 1,000,000.00×
export const CRASH_CHAIN_LENGTH = 10_000;

const TWO_52 = 2n ** 52n;

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** h_k of a chain from its seed (k sha256 steps). */
export function chainHash(seed: string, k: number): string {
  let h = seed;
  for (let i = 0; i < k; i++) h = sha256Hex(h);
  return h;
}

/** The hash of game `index` (1-based) of a chain of `length`. */
export function gameHash(seed: string, length: number, index: number): string {
  if (!Number.isInteger(index) || index < 1 || index > length) {
    throw new RangeError('Game index outside the chain.');
  }
  return chainHash(seed, length - index);
}

/** Checks that a revealed game hash belongs at `index` of the chain with this terminal hash. */
export function verifyGameHash(hash: string, index: number, terminalHash: string): boolean {
  return chainHash(hash, index) === terminalHash;
}

/** The crash point in hundredths (100 = 1.00×) of a game hash and salt. */
export function crashPoint(hash: string, salt: string, rtpBp: number): number {
  const hmac = createHmac('sha256', hash).update(salt).digest('hex');
  const h = BigInt(`0x${hmac.slice(0, 13)}`);
  const point = (BigInt(rtpBp) * TWO_52) / (100n * (TWO_52 - h));
  return Number(point < 100n ? 100n : point > 10n ** 12n ? 10n ** 12n : point);
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

// Shared rounds: the multiplier grows as e^(r·t), t in ms since the round started (bustabit's
// r = 0.00006/ms: 2× after 11.6 s, 10× after 38 s, 100× after 77 s). The displayed multiplier is
// ⌊100·e^(r·t)⌋ hundredths; the round crashes at the first instant it reaches the crash point,
// t = ln(c/100)/r. A cash-out at t before that gets ⌊100·e^(r·t)⌋ < c.

/** Growth rate of the multiplier per millisecond. */
export const CRASH_GROWTH_PER_MS = 0.00006;

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
