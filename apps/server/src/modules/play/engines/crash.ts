// Crash, bustabit's scheme: games are drawn from a hash chain committed in advance.
//
// Chain: h₀ = a secret random seed (64 hex), h₍ₖ₊₁₎ = SHA-256(hₖ as hex text), for k < L. The
// terminal hash h_L is published before the first game. Game i (1-based) uses h₍L−i₎, so every
// revealed game hash hashes, i times, to the commitment, and revealing it tells nothing about
// the games still to come (they are its preimages).
//
// The crash point of a game from (hash, salt), the curve and the targets are pure rules shared
// with the browser (@aurum/domain, games/crash.ts); this file computes the hashes.
import { createHash, createHmac } from 'node:crypto';
import { crashPointFromHmac } from '@aurum/domain';

export const CRASH_CHAIN_LENGTH = 10_000;

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
  return crashPointFromHmac(createHmac('sha256', hash).update(salt).digest('hex'), rtpBp);
}
