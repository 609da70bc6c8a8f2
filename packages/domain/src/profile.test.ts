import { describe, expect, it } from 'vitest';
import { isProfileFilled, missingProfileFields, PROFILE_REQUIRED_FIELDS } from './profile';

const full = {
  address: '1 Main St',
  birthDate: '1990-01-01',
  city: 'Baku',
  country: 'AZ',
  firstName: 'Aysel',
  lastName: 'Mammadova',
  postal: 'AZ1000',
  gender: 'FEMALE',
};

describe('isProfileFilled (spec §4.6)', () => {
  it('is true only with all eight fields', () => {
    expect(PROFILE_REQUIRED_FIELDS).toHaveLength(8);
    expect(isProfileFilled(full)).toBe(true);
  });

  it.each(PROFILE_REQUIRED_FIELDS)('is false without %s', (field) => {
    expect(isProfileFilled({ ...full, [field]: null })).toBe(false);
    expect(isProfileFilled({ ...full, [field]: '  ' })).toBe(false);
    expect(missingProfileFields({ ...full, [field]: undefined })).toEqual([field]);
  });

  it('ignores the optional fields (state, phone, avatar …)', () => {
    expect(isProfileFilled({ ...full, state: null, phone: '' } as typeof full)).toBe(true);
  });

  it('accepts Dates and rejects invalid ones', () => {
    expect(isProfileFilled({ ...full, birthDate: new Date('1990-01-01') })).toBe(true);
    expect(isProfileFilled({ ...full, birthDate: new Date('x') })).toBe(false);
  });

  it('handles a missing profile', () => {
    expect(isProfileFilled(null)).toBe(false);
    expect(missingProfileFields(undefined)).toEqual([...PROFILE_REQUIRED_FIELDS]);
  });
});
