import { describe, expect, it } from 'vitest';
import { isFormValid, validateForm } from './core';
import {
  acceptTerms,
  decideResetPassword,
  forgotPasswordRules,
  loginRules,
  matchesField,
  registrationRules,
  resetPasswordRules,
  stripSpaces,
} from './forms';

describe('login', () => {
  it('requires an email in email format and a password', () => {
    expect(validateForm({ email: '', password: '' }, loginRules)).toEqual({
      email: { code: 'REQUIRED' },
      password: { code: 'REQUIRED' },
    });
    expect(validateForm({ email: 'nope', password: 'x' }, loginRules).email).toEqual({
      code: 'EMAIL',
    });
    expect(isFormValid(validateForm({ email: 'a@b.co', password: 'x' }, loginRules))).toBe(true);
  });

  it('strips spaces on blur, then the email validates', () => {
    expect(stripSpaces(' a @b.co \t')).toBe('a@b.co');
    expect(stripSpaces(null)).toBe('');
    expect(
      validateForm({ email: stripSpaces(' a@b.co '), password: 'x' }, loginRules).email,
    ).toBeNull();
  });
});

describe('registration', () => {
  const ok = {
    email: 'a@b.co',
    password: 'Secret#1',
    currency: 'USD',
    country: 'US',
    termsAccepted: true,
  };

  it('accepts a valid form', () => {
    expect(isFormValid(validateForm(ok, registrationRules))).toBe(true);
  });

  it('requires accepted terms', () => {
    expect(validateForm({ ...ok, termsAccepted: false }, registrationRules).termsAccepted).toEqual({
      code: 'TERMS_ACCEPTANCE_REQUIRED',
    });
    expect(acceptTerms(undefined)).toEqual({ code: 'TERMS_ACCEPTANCE_REQUIRED' });
  });

  it('password follows the shared rule, email required + valid', () => {
    expect(validateForm({ ...ok, password: '12345' }, registrationRules).password).toEqual({
      code: 'PASSWORD.LENGTH',
      params: { min: 8, max: 20 },
    });
    expect(validateForm({ ...ok, password: 'x'.repeat(53) }, registrationRules).password).toEqual({
      code: 'PASSWORD.LENGTH',
      params: { min: 8, max: 20 },
    });
    expect(validateForm({ ...ok, email: '' }, registrationRules).email).toEqual({
      code: 'REQUIRED',
    });
    expect(validateForm({ ...ok, email: 'a@b' }, registrationRules).email).toEqual({
      code: 'EMAIL',
    });
    expect(validateForm({ ...ok, currency: '' }, registrationRules).currency).toEqual({
      code: 'REQUIRED',
    });
  });
});

describe('reset password', () => {
  it('field rules: shared 8–20 rule, confirmation required', () => {
    expect(validateForm({ password: 'weak', confirmation: '' }, resetPasswordRules)).toEqual({
      password: { code: 'PASSWORD.LENGTH', params: { min: 8, max: 20 } },
      confirmation: { code: 'REQUIRED' },
    });
  });

  it('does nothing when either field is empty', () => {
    expect(decideResetPassword({ password: '', confirmation: 'Abcdef1!' })).toEqual({
      action: 'none',
    });
    expect(decideResetPassword({ password: 'Abcdef1!', confirmation: '' })).toEqual({
      action: 'none',
    });
    expect(decideResetPassword({ password: '  ', confirmation: '' })).toEqual({ action: 'none' });
  });

  it('reports an invalid new password', () => {
    const d = decideResetPassword({ password: 'abcdefgh', confirmation: 'abcdefgh' });
    expect(d.action).toBe('invalid');
    expect(d.action === 'invalid' && d.errors.password).toEqual({ code: 'PASSWORD.UPPERCASE' });
  });

  it('reports a mismatch', () => {
    expect(decideResetPassword({ password: 'Abcdef1!', confirmation: 'Abcdef1?' })).toEqual({
      action: 'mismatch',
      error: { code: 'PASSWORDS_DO_NOT_MATCH' },
    });
    expect(decideResetPassword({ password: 'Abcdef1!', confirmation: 'Abcdef1! ' }).action).toBe(
      'mismatch',
    );
  });

  it('submits when both match and follow the rule', () => {
    expect(decideResetPassword({ password: 'Abcdef1!', confirmation: 'Abcdef1!' })).toEqual({
      action: 'submit',
      password: 'Abcdef1!',
    });
  });

  it('matchesField works as an inline rule too', () => {
    type V = { password: string; confirmation: string };
    const rule = matchesField<V>('password');
    expect(
      validateForm({ password: 'a', confirmation: 'b' }, { confirmation: rule }).confirmation,
    ).toEqual({
      code: 'PASSWORDS_DO_NOT_MATCH',
    });
    expect(
      validateForm({ password: 'a', confirmation: 'a' }, { confirmation: rule }).confirmation,
    ).toBeNull();
    expect(rule('b')).toBeNull(); // no form values: nothing to compare
  });
});

describe('forgot password', () => {
  it('requires a valid email', () => {
    expect(validateForm({ email: '' }, forgotPasswordRules).email).toEqual({ code: 'REQUIRED' });
    expect(validateForm({ email: 'x@' }, forgotPasswordRules).email).toEqual({ code: 'EMAIL' });
    expect(validateForm({ email: 'x@y.io' }, forgotPasswordRules).email).toBeNull();
  });
});
