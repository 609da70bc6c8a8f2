import { describe, expect, it } from 'vitest';
import { applyGeoDefaults } from './registration';

const offered = { currencies: ['USD', 'EUR', 'TRY'], countries: ['US', 'TR', 'DE'] };

describe('applyGeoDefaults', () => {
  it('replaces USD/US with the geo currency and country the platform offers', () => {
    expect(
      applyGeoDefaults(
        { currency: 'USD', country: 'US' },
        { currency: false, country: false },
        { currency: 'TRY', country: 'TR' },
        offered,
      ),
    ).toEqual({ currency: 'TRY', country: 'TR' });
  });

  it('keeps what the visitor picked and ignores what is not offered', () => {
    expect(
      applyGeoDefaults(
        { currency: 'EUR', country: 'US' },
        { currency: true, country: false },
        { currency: 'AZN', country: 'AZ' },
        offered,
      ),
    ).toEqual({ currency: 'EUR', country: 'US' });
  });
});
