import { describe, expect, it } from 'vitest';
import { VALIDATION_CODES, validationError } from './codes';

describe('validation codes', () => {
  it('spells the spec §5 codes exactly', () => {
    expect(VALIDATION_CODES.PASSWORD_LENGTH).toBe('PASSWORD.LENGTH');
    expect(VALIDATION_CODES.PASSWORD_SPECIAL).toBe('PASSWORD.SPECIAL');
    expect(VALIDATION_CODES.ETHERIUM).toBe('ETHERIUM');
    expect(VALIDATION_CODES.TERMS_ACCEPTANCE_REQUIRED).toBe('TERMS_ACCEPTANCE_REQUIRED');
    expect(new Set(Object.values(VALIDATION_CODES)).size).toBe(
      Object.values(VALIDATION_CODES).length,
    );
  });

  it('builds errors without empty params', () => {
    expect(validationError('REQUIRED')).toEqual({ code: 'REQUIRED' });
    expect(validationError('REQUIRED')).not.toHaveProperty('params');
    expect(validationError('MIN_LENGTH', { length: 6 })).toEqual({
      code: 'MIN_LENGTH',
      params: { length: 6 },
    });
  });
});
