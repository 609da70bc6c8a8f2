// The provably fair stream recomputed in the browser: the HMACs and hashes with WebCrypto, and the
// rules that turn them into outcomes from @aurum/domain (games/), the very code the server's
// engines settle with. Floats of bet `nonce` = HMAC-SHA256(key = serverSeed text,
// msg = `${clientSeed}:${nonce}:${round}`), 4 bytes each, 8 per HMAC; dice roll = ⌊f·10000⌋/100;
// roulette pocket = ⌊f·37⌋; crash point from HMAC(gameHash, salt).
import {
  bytesToFloat,
  crashPointFromHmac,
  diceRollOf,
  hundredthsText,
  roulettePocketOf,
} from '@aurum/domain';

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

/** The dice roll of a float as text ("42.17"). */
export const diceRoll = (float: number): string => hundredthsText(diceRollOf(float));

export const roulettePocket = roulettePocketOf;

/** Crash point (e.g. "2.35") of a game hash and salt at an RTP in basis points. */
export async function crashPoint(gameHash: string, salt: string, rtpBp: number): Promise<string> {
  return hundredthsText(crashPointFromHmac(toHex(await hmac(gameHash, salt)), rtpBp));
}

/** "97.50" → 9750. */
export function percentToBp(rtp: string): number {
  const [int = '0', frac = ''] = rtp.split('.');
  return Number(int) * 100 + Number(frac.padEnd(2, '0').slice(0, 2));
}
