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

describe('registration password (6–52)', () => {
  it('is required', () => {
    expect(registrationPassword('')).toEqual({ code: 'REQUIRED' });
  });
  it('accepts exactly 6 and 52', () => {
    expect(registrationPassword('a'.repeat(6))).toBeNull();
    expect(registrationPassword('a'.repeat(52))).toBeNull();
  });
  it('rejects 5 and 53', () => {
    expect(registrationPassword('a'.repeat(5))).toEqual({
      code: 'MIN_LENGTH',
      params: { length: 6 },
    });
    expect(registrationPassword('a'.repeat(53))).toEqual({
      code: 'MAX_LENGTH',
      params: { length: 52 },
    });
  });
});
