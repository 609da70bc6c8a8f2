// Where the viewer plays from, for game availability (restrictions by country and currency).
//
// - Signed-in players: their registration country and account currency, asked of the identity
//   module (`findUserById`; no reads of its tables here).
// - Guests: the country of the request's IP (geoip-country, an offline database); loopback,
//   private and unknown addresses count as the default country (US, spec §9). The currency is
//   that country's main currency from the reference data, else USD.
//
// The client address comes from http/client.ts `clientIp`, which believes X-Forwarded-For only
// with TRUST_PROXY=1.
import { createRequire } from 'node:module';
import net from 'node:net';
import { DEFAULT_COUNTRY, DEFAULT_CURRENCY, type Language } from '@aurum/domain';
import type { Db } from '../../db/client';
import { findUserById } from '../identity';
import { listCountries } from '../reference';

/** The part of geoip-country (CommonJS, untyped) used here. */
interface GeoIpCountry {
  lookup(ip: string): { country: string } | null;
}
const geoip = createRequire(import.meta.url)('geoip-country') as GeoIpCountry;

export interface Region {
  /** ISO 3166-1 alpha-2 */
  country: string;
  /** currency code */
  currency: string;
}

/** Private, loopback, link-local and unique-local addresses have no country. */
export function isPrivateAddress(ip: string): boolean {
  const address = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (net.isIPv4(address)) {
    const [a = 0, b = 0] = address.split('.').map(Number);
    return (
      a === 10 ||
      a === 127 ||
      a === 0 ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 100 && b >= 64 && b <= 127)
    );
  }
  if (net.isIPv6(address)) {
    const lower = address.toLowerCase();
    return lower === '::1' || lower === '::' || /^f[cd]/.test(lower) || lower.startsWith('fe80');
  }
  return true;
}

/** The ISO country of an IP address; the default country when unknown or private. */
export function countryOfIp(ip: string | null | undefined): string {
  if (!ip || isPrivateAddress(ip)) return DEFAULT_COUNTRY;
  const address = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  return geoip.lookup(address)?.country ?? DEFAULT_COUNTRY;
}

const COUNTRY_CURRENCY_TTL_MS = 10 * 60_000;
let countryCurrencies: { at: number; byCode: Promise<Map<string, string>> } | undefined;

/** A country's main currency (reference data, cached for ten minutes); USD when unknown. */
export async function currencyOfCountry(db: Db, country: string): Promise<string> {
  const now = Date.now();
  if (!countryCurrencies || now - countryCurrencies.at > COUNTRY_CURRENCY_TTL_MS) {
    const lang: Language = 'en';
    const byCode = listCountries({ db, lang }).then(
      (list) => new Map(list.map((c) => [c.code, c.currency])),
    );
    countryCurrencies = { at: now, byCode };
    byCode.catch(() => {
      countryCurrencies = undefined;
    });
  }
  return (await countryCurrencies.byCode).get(country) ?? DEFAULT_CURRENCY;
}

/** A guest's region, from the request's IP. */
export async function regionForIp(db: Db, ip: string | null | undefined): Promise<Region> {
  const country = countryOfIp(ip);
  return { country, currency: await currencyOfCountry(db, country) };
}

export interface RegionRequest {
  db: Db;
  /** the signed-in player's id, or null for a guest */
  userId: string | null;
  /** the client address (http/client.ts clientIp) */
  ip: string | null | undefined;
}

/** A player's registration country and account currency, or null for an unknown user. */
export async function regionForUser(db: Db, userId: string): Promise<Region | null> {
  const user = await findUserById(db, userId);
  if (!user) return null;
  return {
    country: user.mainCountry.toUpperCase(),
    currency: user.firstRegisteredCurrency.toUpperCase(),
  };
}

/**
 * The viewer's region: a signed-in player's own (regionForUser); a guest's (or an unknown user's)
 * from the request's IP.
 */
export async function regionForRequest(request: RegionRequest): Promise<Region> {
  if (request.userId) {
    const region = await regionForUser(request.db, request.userId);
    if (region) return region;
  }
  return regionForIp(request.db, request.ip);
}
