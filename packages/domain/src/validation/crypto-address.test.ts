import { describe, expect, it } from 'vitest';
import { addressFamily, cryptoAddress, cryptoAddressCode } from './crypto-address';

const btc = cryptoAddress('btc');
const eth = cryptoAddress('eth');
const trx = cryptoAddress('trx');

describe('btc (BITCOIN: 26–35 characters starting with 1 or 3)', () => {
  it('accepts real addresses', () => {
    expect(btc('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')).toBeNull();
    expect(btc('3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy')).toBeNull();
  });
  it('accepts exactly 26 and 35 characters', () => {
    expect(btc('1' + 'a'.repeat(25))).toBeNull();
    expect(btc('3' + 'a'.repeat(34))).toBeNull();
  });
  it('rejects 25 and 36 characters', () => {
    expect(btc('1' + 'a'.repeat(24))).toEqual({ code: 'BITCOIN' });
    expect(btc('1' + 'a'.repeat(35))).toEqual({ code: 'BITCOIN' });
  });
  it('rejects other first characters and symbols', () => {
    expect(btc('2' + 'a'.repeat(30))).toEqual({ code: 'BITCOIN' });
    expect(btc('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toEqual({ code: 'BITCOIN' });
    expect(btc('1' + 'a'.repeat(20) + '-' + 'a'.repeat(5))).toEqual({ code: 'BITCOIN' });
  });
  it('ignores surrounding whitespace from a paste', () => {
    expect(btc(' 1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2\n')).toBeNull();
  });
});

describe('eth (ETHERIUM: 0x + 40 hex)', () => {
  it('accepts 40 hex characters in either case', () => {
    expect(eth('0x' + 'a'.repeat(40))).toBeNull();
    expect(eth('0x52908400098527886E0F7030069857D2E4169EE7')).toBeNull();
  });
  it('rejects 39 / 41 characters, non-hex and a missing prefix', () => {
    expect(eth('0x' + 'a'.repeat(39))).toEqual({ code: 'ETHERIUM' });
    expect(eth('0x' + 'a'.repeat(41))).toEqual({ code: 'ETHERIUM' });
    expect(eth('0x' + 'g'.repeat(40))).toEqual({ code: 'ETHERIUM' });
    expect(eth('a'.repeat(42))).toEqual({ code: 'ETHERIUM' });
    expect(eth('0X' + 'a'.repeat(40))).toEqual({ code: 'ETHERIUM' });
  });
});

describe('trx (TRX: T + 33 alphanumerics)', () => {
  it('accepts a real address and the exact length', () => {
    expect(trx('TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7')).toBeNull();
    expect(trx('T' + 'a'.repeat(33))).toBeNull();
  });
  it('rejects 32 / 34 after T, another first letter, symbols', () => {
    expect(trx('T' + 'a'.repeat(32))).toEqual({ code: 'TRX' });
    expect(trx('T' + 'a'.repeat(34))).toEqual({ code: 'TRX' });
    expect(trx('t' + 'a'.repeat(33))).toEqual({ code: 'TRX' });
    expect(trx('T' + 'a'.repeat(32) + '_')).toEqual({ code: 'TRX' });
  });
});

describe('other networks (WALLET)', () => {
  const ltc = cryptoAddress('LTC');
  it('accepts plausible addresses', () => {
    expect(ltc('ltc1qg82vqdp5mwkcmzj8w8k7ts2jx5k6y6w7rq4ggr')).toBeNull();
    expect(cryptoAddress('xrp')('rEb8TK3gBgk5auZkwc6sHnwrGVJH8DuaLh')).toBeNull();
    expect(
      cryptoAddress(undefined)('bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a'),
    ).toBeNull();
  });
  it('rejects whitespace inside, odd symbols and absurd lengths', () => {
    expect(ltc('abc def')).toEqual({ code: 'WALLET' });
    expect(ltc('<script>')).toEqual({ code: 'WALLET' });
    expect(ltc('a'.repeat(129))).toEqual({ code: 'WALLET' });
  });
  it('lets empty pass', () => {
    expect(ltc('')).toBeNull();
    expect(btc(undefined)).toBeNull();
  });
});

describe('network names', () => {
  it('routes case-insensitively and maps token standards', () => {
    expect(addressFamily('BTC')).toBe('btc');
    expect(addressFamily('ERC20')).toBe('eth');
    expect(addressFamily('trc20')).toBe('trx');
    expect(addressFamily('ltc')).toBe('other');
    expect(addressFamily(null)).toBe('other');
    expect(cryptoAddressCode('eth')).toBe('ETHERIUM');
    expect(cryptoAddressCode('ada')).toBe('WALLET');
    expect(cryptoAddress('ERC20')('0x' + 'b'.repeat(40))).toBeNull();
  });
});
