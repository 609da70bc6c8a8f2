// Known answers of the fair stream. The HMAC digests were computed independently with
// `printf 'client:0:0' | openssl dgst -sha256 -hmac <64 × "a">`.
import { describe, expect, it } from 'vitest';
import {
  bytesToFloat,
  fairFloats,
  floatsFor,
  hashServerSeed,
  isValidClientSeed,
  newServerSeed,
  roundBytes,
} from './fairness';

const SERVER = 'a'.repeat(64);
const CLIENT = 'client';

describe('provably fair stream', () => {
  it('matches the HMAC-SHA256 known answers of rounds 0 and 1', () => {
    expect(roundBytes(SERVER, CLIENT, 0, 0).toString('hex')).toBe(
      '7dc1242500f3138b61c68b941324dc254e27c91ebf20eeffb64acc08a13d9580',
    );
    expect(roundBytes(SERVER, CLIENT, 0, 1).toString('hex')).toBe(
      'e90edc4bff22d95cfd0b0e22325de72118116f4436e2b566592600b9a8a487b1',
    );
  });

  it('turns 4 bytes into Σ byte_i / 256^(i+1)', () => {
    // 7d c1 24 25 = 125/256 + 193/256² + 36/256³ + 37/256⁴, worked by hand:
    const byHand = 125 / 256 + 193 / 65536 + 36 / 16777216 + 37 / 4294967296;
    expect(bytesToFloat(Buffer.from('7dc12425', 'hex'), 0)).toBe(byHand);
    expect(byHand).toBeCloseTo(0.49122835067100823, 15);
    expect(bytesToFloat(Buffer.from('00000000', 'hex'), 0)).toBe(0);
    expect(bytesToFloat(Buffer.from('ffffffff', 'hex'), 0)).toBe(1 - 2 ** -32);
  });

  it('takes 8 floats per round, then moves to the next round', () => {
    const floats = floatsFor(SERVER, CLIENT, 0, 10);
    expect(floats[0]).toBe(0x7dc12425 / 2 ** 32);
    expect(floats[1]).toBe(0x00f3138b / 2 ** 32);
    expect(floats[7]).toBe(0xa13d9580 / 2 ** 32);
    expect(floats[8]).toBe(0xe90edc4b / 2 ** 32);
    expect(floats[9]).toBe(0xff22d95c / 2 ** 32);
    const source = fairFloats(SERVER, CLIENT, 0);
    source.next();
    source.next();
    expect(source.used).toBe(2);
  });

  it('differs per nonce and client seed', () => {
    const a = floatsFor(SERVER, CLIENT, 0, 1)[0];
    expect(floatsFor(SERVER, CLIENT, 1, 1)[0]).not.toBe(a);
    expect(floatsFor(SERVER, 'other', 0, 1)[0]).not.toBe(a);
  });

  it('commits a server seed by the SHA-256 of its text', () => {
    expect(hashServerSeed(SERVER)).toBe(
      'ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb',
    );
    const seed = newServerSeed();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(newServerSeed()).not.toBe(seed);
  });

  it('accepts only sane client seeds', () => {
    expect(isValidClientSeed('lucky-seed_42')).toBe(true);
    expect(isValidClientSeed('')).toBe(false);
    expect(isValidClientSeed('has space')).toBe(false);
    expect(isValidClientSeed('a:b')).toBe(false);
    expect(isValidClientSeed('x'.repeat(65))).toBe(false);
  });
});
