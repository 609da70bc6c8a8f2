import { describe, expect, it, vi } from 'vitest';
import type { FieldRule, Validator } from './codes';
import {
  compose,
  formatTemplate,
  formatValidationMessage,
  isFormValid,
  touch,
  touchAll,
  validateForm,
  visibleError,
  visibleErrors,
} from './core';
import { email, minLength, required } from './rules';

describe('compose (first error wins)', () => {
  it('returns the first error and stops there', () => {
    const later = vi.fn<Validator<string>>(() => ({ code: 'LATER' }));
    const rule = compose<string>(required, minLength(3), later);
    expect(rule('')).toEqual({ code: 'REQUIRED' });
    expect(rule('ab')).toEqual({ code: 'MIN_LENGTH', params: { length: 3 } });
    expect(later).not.toHaveBeenCalled();
    expect(rule('abc')).toEqual({ code: 'LATER' });
    expect(later).toHaveBeenCalledOnce();
  });

  it('passes when every rule passes; an empty chain passes', () => {
    expect(compose<string>(required, email)('a@b.co')).toBeNull();
    expect(compose<string>()('anything')).toBeNull();
  });

  it('passes the form values through to every rule', () => {
    const seen: unknown[] = [];
    const spy: FieldRule<string, { a: string }> = (_v, values) => {
      seen.push(values);
      return null;
    };
    compose(spy, spy)('x', { a: 'y' });
    expect(seen).toEqual([{ a: 'y' }, { a: 'y' }]);
  });
});

describe('validateForm', () => {
  type V = { email: string; name: string; note: string };
  const values: V = { email: 'bad', name: '', note: 'free' };

  it('gives every field its first error or null', () => {
    const errors = validateForm(values, { email: [required, email], name: required });
    expect(errors).toEqual({ email: { code: 'EMAIL' }, name: { code: 'REQUIRED' }, note: null });
    expect(isFormValid(errors)).toBe(false);
  });

  it('is valid when all pass', () => {
    const errors = validateForm(
      { ...values, email: 'a@b.co', name: 'N' },
      { email: [required, email], name: required },
    );
    expect(isFormValid(errors)).toBe(true);
  });

  it('gives rules the whole form (cross-field rules)', () => {
    const same: FieldRule<string, { a: string; b: string }> = (v, all) =>
      v === all?.a ? null : { code: 'DIFF' };
    expect(validateForm({ a: 'x', b: 'y' }, { b: same }).b).toEqual({ code: 'DIFF' });
    expect(validateForm({ a: 'x', b: 'x' }, { b: same }).b).toBeNull();
  });
});

describe('touched handling (an error shows only after touch)', () => {
  const errors = { email: { code: 'EMAIL' }, password: { code: 'REQUIRED' } };

  it('hides errors of untouched fields', () => {
    expect(visibleErrors(errors, {})).toEqual({ email: null, password: null });
    expect(visibleErrors(errors, { email: true })).toEqual({
      email: { code: 'EMAIL' },
      password: null,
    });
    expect(visibleError({ code: 'X' }, undefined)).toBeNull();
    expect(visibleError({ code: 'X' }, true)).toEqual({ code: 'X' });
    expect(visibleError(null, true)).toBeNull();
  });

  it('touch marks one field without mutating; touchAll marks every field', () => {
    const before = {};
    const after = touch<{ email: string }>(before, 'email');
    expect(after).toEqual({ email: true });
    expect(before).toEqual({});
    expect(touch(after, 'email')).toBe(after);
    expect(touchAll({ email: '', password: '' })).toEqual({ email: true, password: true });
    expect(visibleErrors(errors, touchAll(errors))).toEqual(errors);
  });
});

describe('message templates ({0})', () => {
  it('fills positional and named placeholders', () => {
    expect(formatTemplate('Min {0}', [5])).toBe('Min 5');
    expect(formatTemplate('{0}–{1}', [8, 20])).toBe('8–20');
    expect(formatTemplate('Min {min}', { min: 10 })).toBe('Min 10');
    expect(formatTemplate('Min {1}', [5])).toBe('Min {1}');
    expect(formatTemplate('no placeholders', [])).toBe('no placeholders');
  });

  it('fills a custom message from an error', () => {
    expect(
      formatValidationMessage('At least {0} characters', {
        code: 'MIN_LENGTH',
        params: { length: 6 },
      }),
    ).toBe('At least 6 characters');
    expect(
      formatValidationMessage('Between {min} and {1}', {
        code: 'PASSWORD.LENGTH',
        params: { min: 8, max: 20 },
      }),
    ).toBe('Between 8 and 20');
    expect(formatValidationMessage('Required {0}', { code: 'REQUIRED' })).toBe('Required {0}');
  });
});
