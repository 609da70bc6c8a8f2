import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { crashPoint, diceRoll, fairFloats, percentToBp, roulettePocket, sha256Hex } from './fair';

// Independent computation with node:crypto, as the server does it.
function nodeFloats(serverSeed: string, clientSeed: string, nonce: number, count: number) {
  const out: number[] = [];
  for (let round = 0; out.length < count; round += 1) {
    const b = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${round}`).digest();
    for (let i = 0; i < 8 && out.length < count; i += 1) {
      const o = i * 4;
      out.push(b[o]! / 256 + b[o + 1]! / 256 ** 2 + b[o + 2]! / 256 ** 3 + b[o + 3]! / 256 ** 4);
    }
  }
  return out;
}

const SERVER = 'a'.repeat(64);

describe('browser fairness stream', () => {
  it('matches HMAC-SHA256 floats across rounds', async () => {
    expect(await fairFloats(SERVER, 'client-seed', 7, 11)).toEqual(
      nodeFloats(SERVER, 'client-seed', 7, 11),
    );
  });

  it('hashes the server seed text', async () => {
    expect(await sha256Hex(SERVER)).toBe(createHash('sha256').update(SERVER).digest('hex'));
  });

  it('derives dice rolls and roulette pockets', () => {
    expect(diceRoll(0)).toBe('0.00');
    expect(diceRoll(0.421799)).toBe('42.17');
    expect(diceRoll(0.99999999)).toBe('99.99');
    expect(roulettePocket(0.99999)).toBe(36);
    expect(roulettePocket(0.5)).toBe(18);
  });

  it('computes crash points as the server does', async () => {
    const hash = 'b'.repeat(64);
    const hex = createHmac('sha256', hash).update('salt').digest('hex');
    const h = BigInt(`0x${hex.slice(0, 13)}`);
    const two = 2n ** 52n;
    let p = (9900n * two) / (100n * (two - h));
    if (p < 100n) p = 100n;
    expect(await crashPoint(hash, 'salt', 9900)).toBe(
      `${p / 100n}.${String(p % 100n).padStart(2, '0')}`,
    );
    expect(percentToBp('97.5')).toBe(9750);
    expect(percentToBp('99.00')).toBe(9900);
  });
});
