// The provably fair stream recomputed in the browser with WebCrypto, mirroring the server
// (apps/server/src/modules/play/fairness.ts and engines/*):
// floats of bet `nonce` = HMAC-SHA256(key = serverSeed text, msg = `${clientSeed}:${nonce}:${round}`),
// 4 bytes at a time, float = b0/256 + b1/256² + b2/256³ + b3/256⁴; 8 floats per HMAC.
// Dice roll = ⌊f·10000⌋/100; roulette pocket = ⌊f·37⌋; crash point from HMAC(gameHash, salt).

const encoder = new TextEncoder();

async function hmac(key: string, message: string): Promise<Uint8Array> {
  const cryptoKey = await crypto.subtle.importKey(
    'raw',
    encoder.encode(key),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return new Uint8Array(await crypto.subtle.sign('HMAC', cryptoKey, encoder.encode(message)));
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
  return toHex(digest);
}

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function bytesToFloat(bytes: Uint8Array, offset: number): number {
  let value = 0;
  let divisor = 1;
  for (let i = 0; i < 4; i += 1) {
    divisor *= 256;
    value += (bytes[offset + i] ?? 0) / divisor;
  }
  return value;
}

/** The first `count` floats of a bet. */
export async function fairFloats(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  count: number,
): Promise<number[]> {
  const out: number[] = [];
  for (let round = 0; out.length < count; round += 1) {
    const bytes = await hmac(serverSeed, `${clientSeed}:${nonce}:${round}`);
    for (let i = 0; i < 8 && out.length < count; i += 1) out.push(bytesToFloat(bytes, i * 4));
  }
  return out;
}

/** Hundredths as a decimal string: 4217 → "42.17". */
export function hundredths(value: number | bigint): string {
  const v = BigInt(value);
  return `${v / 100n}.${String(v % 100n).padStart(2, '0')}`;
}

export function diceRoll(float: number): string {
  return hundredths(Math.floor(float * 10000));
}

export function roulettePocket(float: number): number {
  return Math.floor(float * 37);
}

const TWO_52 = 2n ** 52n;

/** Crash point (e.g. "2.35") of a game hash and salt at an RTP in basis points. */
export async function crashPoint(gameHash: string, salt: string, rtpBp: number): Promise<string> {
  const digest = toHex(await hmac(gameHash, salt));
  const h = BigInt(`0x${digest.slice(0, 13)}`);
  const point = (BigInt(rtpBp) * TWO_52) / (100n * (TWO_52 - h));
  return hundredths(point < 100n ? 100n : point > 10n ** 12n ? 10n ** 12n : point);
}

/** "97.50" → 9750. */
export function percentToBp(rtp: string): number {
  const [int = '0', frac = ''] = rtp.split('.');
  return Number(int) * 100 + Number(frac.padEnd(2, '0').slice(0, 2));
}
