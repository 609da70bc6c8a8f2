import { describe, expect, it } from 'vitest';
import { decideLanguage } from './preferred-language';

const base = { current: 'en', stored: null, server: null, geo: null } as const;

describe('decideLanguage (spec §4.5)', () => {
  it('keeps a stored choice over the server value and geo', () => {
    expect(decideLanguage({ ...base, stored: 'ru', server: 'kk', geo: ['ar'] })).toEqual({
      kind: 'keep',
    });
    expect(decideLanguage({ ...base, stored: 'tr', geo: ['xx'] })).toEqual({ kind: 'keep' });
  });

  it('ignores a stored value that is not a supported language', () => {
    expect(decideLanguage({ ...base, stored: 'de', geo: ['ar'] })).toEqual({
      kind: 'switch',
      language: 'ar',
      source: 'geo',
    });
  });

  it('prefers the signed-in player’s saved language to geo', () => {
    expect(decideLanguage({ ...base, server: 'az', geo: ['ar'] })).toEqual({
      kind: 'switch',
      language: 'az',
      source: 'server',
    });
    expect(decideLanguage({ ...base, server: 'en', geo: ['ar'] })).toEqual({ kind: 'keep' });
  });

  it('switches to the first geo language when supported and different', () => {
    expect(decideLanguage({ ...base, geo: ['ar', 'en'] })).toEqual({
      kind: 'switch',
      language: 'ar',
      source: 'geo',
    });
    expect(decideLanguage({ ...base, geo: ['kk-KZ', 'ru'] })).toMatchObject({ language: 'kk' });
  });

  it('keeps the language when geo agrees or has not answered', () => {
    expect(decideLanguage({ ...base, geo: ['en'] })).toEqual({ kind: 'keep' });
    expect(decideLanguage({ ...base, geo: null })).toEqual({ kind: 'keep' });
    expect(decideLanguage({ ...base, geo: [] })).toEqual({ kind: 'keep' });
  });

  it('asks with the language modal when the first geo language is unsupported', () => {
    expect(decideLanguage({ ...base, geo: ['de', 'en'] })).toEqual({ kind: 'ask' });
  });
});
