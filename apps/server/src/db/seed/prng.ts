// A small, fast, seedable pseudo-random generator for the deterministic seed.
// xmur3 turns a string into 32-bit seeds; sfc32 (Chris Doty-Humphrey's "small fast chaotic"
// generator) produces the stream. Same seed string → same sequence on every platform.

function xmur3(input: string): () => number {
  let h = 1779033703 ^ input.length;
  for (let i = 0; i < input.length; i++) {
    h = Math.imul(h ^ input.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  return () => {
    h = Math.imul(h ^ (h >>> 16), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return h >>> 0;
  };
}

function sfc32(a: number, b: number, c: number, d: number): () => number {
  return () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
}

export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** A float in [min, max) rounded to `decimals` places. */
  float(min: number, max: number, decimals: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks a key by relative weight. */
  weighted<K extends string>(weights: Readonly<Record<K, number>>): K;
  /** A new array with the items in random order (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[];
  /** An independent generator derived from this one's seed and a label. */
  fork(label: string): Rng;
}

/** A generator seeded from a string. */
export function createRng(seed: string): Rng {
  const hash = xmur3(seed);
  const raw = sfc32(hash(), hash(), hash(), hash());
  // Warm up: the first outputs of sfc32 are correlated with the seed words.
  for (let i = 0; i < 15; i++) raw();

  const rng: Rng = {
    next: raw,
    int(min, max) {
      return min + Math.floor(raw() * (max - min + 1));
    },
    float(min, max, decimals) {
      const f = 10 ** decimals;
      return Math.round((min + raw() * (max - min)) * f) / f;
    },
    chance(p) {
      return raw() < p;
    },
    pick(items) {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(raw() * items.length)] as (typeof items)[number];
    },
    weighted(weights) {
      const entries = Object.entries(weights) as [keyof typeof weights, number][];
      const total = entries.reduce((s, [, w]) => s + w, 0);
      let r = raw() * total;
      for (const [key, w] of entries) {
        r -= w;
        if (r < 0) return key;
      }
      return entries[entries.length - 1]![0];
    },
    shuffle(items) {
      const out = items.slice();
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(raw() * (i + 1));
        [out[i], out[j]] = [out[j]!, out[i]!];
      }
      return out;
    },
    fork(label) {
      return createRng(`${seed}/${label}`);
    },
  };
  return rng;
}
