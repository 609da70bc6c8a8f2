import { describe, expect, it } from 'vitest';
import {
  passwordRequirements,
  registrationPassword,
  sharedPassword,
  sharedPasswordRule,
} from './password';

const LENGTH = { code: 'PASSWORD.LENGTH', params: { min: 8, max: 20 } };

describe('shared password validator (8–20, upper, lower, digit, special)', () => {
  it('accepts exactly 8 and exactly 20 characters', () => {
    expect(sharedPassword('Abcdef1!')).toBeNull(); // 8
    expect(sharedPassword('Abcdefghijklmnopq1!x')).toBeNull(); // 20
  });

  it('rejects 7 and 21 characters', () => {
    expect(sharedPassword('Abcde1!')).toEqual(LENGTH); // 7
    expect(sharedPassword('Abcdefghijklmnopq1!xy')).toEqual(LENGTH); // 21
  });

  it('reports each missing class, in order', () => {
    expect(sharedPassword('abcdef1!')).toEqual({ code: 'PASSWORD.UPPERCASE' });
    expect(sharedPassword('ABCDEF1!')).toEqual({ code: 'PASSWORD.LOWERCASE' });
    expect(sharedPassword('Abcdefg!')).toEqual({ code: 'PASSWORD.NUMBER' });
    expect(sharedPassword('Abcdefg1')).toEqual({ code: 'PASSWORD.SPECIAL' });
    expect(sharedPassword('abc')).toEqual(LENGTH); // length first
  });

  it.each(['!', '@', '#', '$', '%', '^', '&', '*'])('accepts %s as the special character', (ch) => {
    expect(sharedPassword(`Abcdef1${ch}`)).toBeNull();
  });

  it.each(['-', '_', '.', '?', ' ', '(', '+', '~'])('does not count %j as special', (ch) => {
    expect(sharedPassword(`Abcdef1${ch}`)).toEqual({ code: 'PASSWORD.SPECIAL' });
  });

  it('counts letters and digits of other scripts', () => {
    expect(sharedPassword('Пароль12!')).toBeNull();
    expect(sharedPassword('пароль12!')).toEqual({ code: 'PASSWORD.UPPERCASE' });
    expect(sharedPassword('Abcdefg٣!')).toBeNull();
  });

  it('counts characters, not UTF-16 units', () => {
    expect(sharedPassword('Ab1!😀😀😀😀')).toBeNull(); // 8 characters, 12 units
  });

  it('lets empty pass; the rule with required does not', () => {
    expect(sharedPassword('')).toBeNull();
    expect(sharedPasswordRule('')).toEqual({ code: 'REQUIRED' });
    expect(sharedPasswordRule('Abcdef1!')).toBeNull();
  });

  it('lists the requirements for a checklist', () => {
    expect(passwordRequirements('abc')).toEqual([
      { code: 'PASSWORD.LENGTH', met: false },
      { code: 'PASSWORD.UPPERCASE', met: false },
      { code: 'PASSWORD.LOWERCASE', met: true },
      { code: 'PASSWORD.NUMBER', met: false },
      { code: 'PASSWORD.SPECIAL', met: false },
    ]);
  });
});

describe('registration password (the shared rule, walk issue item 21)', () => {
  it('is required', () => {
    expect(registrationPassword('')).toEqual({ code: 'REQUIRED' });
  });
  it('is the same rule as reset and change', () => {
    for (const value of ['abc123', 'a'.repeat(52), 'Secret#123', 'Sh#1', 'NOLOWER#1']) {
      expect(registrationPassword(value)).toEqual(sharedPasswordRule(value));
    }
    expect(registrationPassword('abc123')).toEqual({
      code: 'PASSWORD.LENGTH',
      params: { min: 8, max: 20 },
    });
    expect(registrationPassword('Secret#123')).toBeNull();
  });
});
