// Deposit addresses in each network's real format, derived from a secret and the player, so one
// player's address on one network is always the same (and is stored the first time it is shown).
//   BTC  P2PKH base58check (version 0x00) → "1…"      LTC  base58check (0x30) → "L…"
//   ETH / ERC20  "0x" + 40 hex                         TRX / TRC20  base58check (0x41) → "T…"
//   XRP  base58check in the Ripple alphabet (0x00) → "r…"
//   ADA  Shelley enterprise address, bech32 "addr1…"   ZEC  transparent P2PKH (0x1CB8) → "t1…"
import { createHash, createHmac } from 'node:crypto';

const BITCOIN_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const RIPPLE_ALPHABET = 'rpshnaf39wBUDNEGHJKLM4PQRST7VWXYZ2bcdeCg65jkm8oFqi1tuvAxyz';

function sha256(data: Buffer): Buffer {
  return createHash('sha256').update(data).digest();
}

export function base58(data: Buffer, alphabet = BITCOIN_ALPHABET): string {
  let n = BigInt(`0x${data.toString('hex') || '0'}`);
  let out = '';
  while (n > 0n) {
    out = alphabet[Number(n % 58n)]! + out;
    n /= 58n;
  }
  for (const byte of data) {
    if (byte !== 0) break;
    out = alphabet[0]! + out;
  }
  return out;
}

export function base58check(version: Buffer, payload: Buffer, alphabet = BITCOIN_ALPHABET): string {
  const body = Buffer.concat([version, payload]);
  const checksum = sha256(sha256(body)).subarray(0, 4);
  return base58(Buffer.concat([body, checksum]), alphabet);
}

const BECH32_CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';

function bech32Polymod(values: number[]): number {
  const generators = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
  let chk = 1;
  for (const v of values) {
    const top = chk >>> 25;
    chk = ((chk & 0x1ffffff) << 5) ^ v;
    for (let i = 0; i < 5; i++) if ((top >>> i) & 1) chk ^= generators[i]!;
  }
  return chk >>> 0;
}

export function bech32(hrp: string, data: Buffer): string {
  const words: number[] = [];
  let acc = 0;
  let bits = 0;
  for (const byte of data) {
    acc = (acc << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      words.push((acc >>> bits) & 31);
    }
  }
  if (bits > 0) words.push((acc << (5 - bits)) & 31);
  const expanded = [...hrp].map((c) => c.charCodeAt(0) >>> 5);
  expanded.push(0, ...[...hrp].map((c) => c.charCodeAt(0) & 31));
  const polymod = bech32Polymod([...expanded, ...words, 0, 0, 0, 0, 0, 0]) ^ 1;
  const checksum = Array.from({ length: 6 }, (_, i) => (polymod >>> (5 * (5 - i))) & 31);
  return `${hrp}1${[...words, ...checksum].map((w) => BECH32_CHARSET[w]).join('')}`;
}

/**
 * The address of `userId` on `network` (BTC, ETH, ERC20, TRX, TRC20, LTC, XRP, ADA, ZEC); `label`
 * separates coins sharing a network (USDT and ETH on ERC20 get different addresses).
 */
export function deriveDepositAddress(
  secret: string,
  userId: string,
  network: string,
  label: string = network,
): string {
  const seed = createHmac('sha256', secret).update(`deposit-address:${label}:${userId}`).digest();
  const hash20 = seed.subarray(0, 20);
  switch (network) {
    case 'BTC':
      return base58check(Buffer.from([0x00]), hash20);
    case 'LTC':
      return base58check(Buffer.from([0x30]), hash20);
    case 'ETH':
    case 'ERC20':
      return `0x${hash20.toString('hex')}`;
    case 'TRX':
    case 'TRC20':
      return base58check(Buffer.from([0x41]), hash20);
    case 'XRP':
      return base58check(Buffer.from([0x00]), hash20, RIPPLE_ALPHABET);
    case 'ADA':
      return bech32('addr', Buffer.concat([Buffer.from([0x61]), seed.subarray(0, 28)]));
    case 'ZEC':
      return base58check(Buffer.from([0x1c, 0xb8]), hash20);
    default:
      throw new RangeError(`no address format for network ${network}`);
  }
}
