import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/harness';
import { countryName } from './list-countries';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

type Countries = {
  countries: { code: string; name: string; flag: string; currency: string; languages: string[] }[];
};
const query = 'query Countries { countries { code name flag currency languages } }';

describe('countries', () => {
  it('lists about 75 countries with flag, currency and languages', async () => {
    const res = await server.gql<Countries>(query);
    expect(res.errors).toBeUndefined();
    const list = res.data!.countries;
    expect(list.length).toBeGreaterThanOrEqual(70);
    const az = list.find((c) => c.code === 'AZ')!;
    expect(az).toEqual({
      code: 'AZ',
      name: 'Azerbaijan',
      flag: '/media/flags/AZ.svg',
      currency: 'AZN',
      languages: ['az', 'ru'],
    });
    expect(list.find((c) => c.code === 'KZ')!.languages).toEqual(['kk', 'ru']);
    const names = list.map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));
  });

  it('names countries in the request language', async () => {
    const ru = await server.gql<Countries>(query, undefined, {
      headers: { 'accept-language': 'ru' },
    });
    expect(ru.data!.countries.find((c) => c.code === 'DE')!.name).toBe('Германия');
    const ar = await server.gql<Countries>(query, undefined, {
      headers: { 'accept-language': 'ar' },
    });
    expect(ar.data!.countries.find((c) => c.code === 'EG')!.name).toBe('مصر');
    const az = await server.gql<Countries>(query, undefined, {
      headers: { 'accept-language': 'az' },
    });
    expect(az.data!.countries.find((c) => c.code === 'TR')!.name).toMatch(/^T/);
  });

  it('falls back to the stored name for codes the runtime does not know', () => {
    expect(countryName('AA', 'en', 'Nowhere')).toBe('Nowhere');
  });
});
