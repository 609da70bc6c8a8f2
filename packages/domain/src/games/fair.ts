// The provably fair stream as the games consume it, shared by the server's engines and the
// browser's replay: each bet's HMAC-SHA256 output is read 4 bytes at a time as a float in [0, 1)
// (float = b0/256 + b1/256² + b2/256³ + b3/256⁴, 8 floats per HMAC). Computing the HMAC is the
// caller's business (node:crypto on the server, WebCrypto in the browser); the rules here are pure.

/** A pull-based float source: engines take exactly the floats they need, in order. */
export interface FloatSource {
  next(): number;
  /** how many floats were taken so far */
  readonly used: number;
}

/** The float of 4 bytes at `offset` (missing bytes count 0). */
export function bytesToFloat(bytes: Uint8Array, offset: number): number {
  let value = 0;
  let divisor = 1;
  for (let i = 0; i < 4; i++) {
    divisor *= 256;
    value += (bytes[offset + i] ?? 0) / divisor;
  }
  return value;
}

/** A float source over a fixed list (replays, tests and simulations); throws when it runs out. */
export function floatsFrom(values: readonly number[]): FloatSource {
  let i = 0;
  return {
    next() {
      if (i >= values.length) throw new Error('The float list ran out.');
      return values[i++]!;
    },
    get used() {
      return i;
    },
  };
}

/** Hundredths as a decimal string: 4217 → "42.17". */
export function hundredthsText(value: number | bigint): string {
  const v = BigInt(value);
  return `${v / 100n}.${String(v % 100n).padStart(2, '0')}`;
}

/** "2.35" → 235 (null when not a non-negative number with at most 2 decimals). */
export function parseHundredths(value: string | null | undefined): number | null {
  if (!value) return null;
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** The risk levels of the originals' tables (Plinko, Keno, Wheel). */
export type OriginalsRisk = 'LOW' | 'MEDIUM' | 'HIGH';
