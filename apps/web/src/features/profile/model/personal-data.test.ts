import { isFormValid, validateForm } from '@aurum/domain';
import { describe, expect, it } from 'vitest';
import {
  detailsInput,
  personalDataRules,
  phoneToSave,
  saveFailureToast,
  valuesFromDetails,
} from './personal-data';

const rules = personalDataRules((value) => value.replace(/\D/g, '').length === 10);

describe('personal data', () => {
  it('requires an age of at least 18 and a valid phone', () => {
    const values = { ...valuesFromDetails(null, ''), birthDate: '2020-01-01', phone: '12' };
    const errors = validateForm(values, rules);
    expect(errors.birthDate?.code).toBe('AGE');
    expect(errors.phone?.code).toBe('PHONE');
    expect(
      isFormValid(validateForm({ ...values, birthDate: '1990-05-01', phone: '' }, rules)),
    ).toBe(true);
  });

  it('sends blank fields as null', () => {
    const input = detailsInput({ ...valuesFromDetails(null, ''), firstName: ' Ada ' });
    expect(input.firstName).toBe('Ada');
    expect(input.city).toBeNull();
  });

  it('saves the phone only when it changed', () => {
    expect(phoneToSave('+12133734253', '+12133734253')).toBeNull();
    expect(phoneToSave('+12133734253', null)).toBe('+12133734253');
    expect(phoneToSave(null, '+12133734253')).toBeNull();
  });

  it('maps failures to the spec toasts', () => {
    expect(saveFailureToast('INVALID_PHONE_NUMBER')).toBe('INVALID_PHONE_NUMBER');
    expect(saveFailureToast('AGE')).toBe('FAILED_SAVED');
  });
});
