// Provably fair random stream (the scheme Stake and others publish).
//
// Per player: a server seed (32 random bytes, hex) whose SHA-256 is shown BEFORE any bet, a
// client seed the player may change, and a nonce that counts the player's bets under that pair.
// The outcome floats of bet `nonce` are read from
//   HMAC-SHA256(key = serverSeed, message = `${clientSeed}:${nonce}:${round}`)
// 4 bytes at a time: float = b0/256 + b1/256² + b2/256³ + b3/256⁴ ∈ [0, 1). One HMAC gives 8
// floats; the 9th float comes from round 1, and so on. Rotating reveals the old server seed, so
// anyone can recompute every bet made under it and check it against the committed hash.
//
// Pure: no I/O, no clock. The web `/fairness` page recomputes the same stream in the browser.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { bytesToFloat, floatsFrom, type FloatSource } from '@aurum/domain';

/** A fresh server seed: 32 random bytes as 64 hex characters. */
export function newServerSeed(): string {
  return randomBytes(32).toString('hex');
}

/** A fresh default client seed: 16 random bytes as 32 hex characters. */
export function newClientSeed(): string {
  return randomBytes(16).toString('hex');
}

/** The commitment of a server seed: SHA-256 of its (ASCII hex) text, hex. */
export function hashServerSeed(serverSeed: string): string {
  return createHash('sha256').update(serverSeed).digest('hex');
}

/** The 32 bytes of one round of bet `nonce`. */
export function roundBytes(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  round: number,
): Buffer {
  return createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${round}`).digest();
}

// The float rules (FloatSource, bytesToFloat, floatsFrom) are shared with the browser.
export { bytesToFloat, floatsFrom, type FloatSource };

/** The fair stream of one bet. */
export function fairFloats(serverSeed: string, clientSeed: string, nonce: number): FloatSource {
  let round = 0;
  let bytes = roundBytes(serverSeed, clientSeed, nonce, 0);
  let offset = 0;
  let used = 0;
  return {
    next() {
      if (offset >= 32) {
        round += 1;
        bytes = roundBytes(serverSeed, clientSeed, nonce, round);
        offset = 0;
      }
      const value = bytesToFloat(bytes, offset);
      offset += 4;
      used += 1;
      return value;
    },
    get used() {
      return used;
    },
  };
}

/** The first `count` floats of bet `nonce` (for verification pages and tests). */
export function floatsFor(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  count: number,
): number[] {
  const source = fairFloats(serverSeed, clientSeed, nonce);
  return Array.from({ length: count }, () => source.next());
}

/** A fast non-cryptographic source for simulations (xoshiro128**, 32-bit floats like the fair stream). */
export function simulationFloats(seed: number): FloatSource {
  let a = seed >>> 0 || 1;
  let b = 0x9e3779b9;
  let c = 0x243f6a88;
  let d = 0xb7e15162;
  let used = 0;
  const step = () => {
    const t = b << 9;
    let r = Math.imul(b, 5);
    r = Math.imul((r << 7) | (r >>> 25), 9);
    c ^= a;
    d ^= b;
    b ^= c;
    a ^= d;
    c ^= t;
    d = (d << 11) | (d >>> 21);
    return (r >>> 0) / 4294967296;
  };
  for (let i = 0; i < 16; i++) step();
  return {
    next() {
      used += 1;
      return step();
    },
    get used() {
      return used;
    },
  };
}

/** Validates a client seed chosen by the player: 1..64 printable ASCII characters, no colon. */
export function isValidClientSeed(seed: unknown): seed is string {
  return typeof seed === 'string' && /^[\x21-\x39\x3b-\x7e]{1,64}$/.test(seed);
}
