// Geo instruction by IP (spec §3): the country, its currency and languages from the IP-to-country
// database shipped in geoip-country (no network at run time). Loopback, private, reserved and
// unknown addresses give the defaults: US, USD, ['en'].
import { createRequire } from 'node:module';
import { isIP } from 'node:net';
import { DEFAULT_COUNTRY, DEFAULT_CURRENCY, type Language } from '@aurum/domain';
import { countryName } from '../reference';

interface GeoIpRecord {
  country: string;
  name?: string;
  currency?: string[];
  languages?: string[];
}

interface GeoIpCountry {
  lookup(ip: string): GeoIpRecord | null;
}

let geoip: GeoIpCountry | undefined;

function database(): GeoIpCountry {
  geoip ??= createRequire(import.meta.url)('geoip-country') as GeoIpCountry;
  return geoip;
}

export interface GeoInstruction {
  /** ISO 3166-1 alpha-2 */
  country: string;
  /** the country's name in the request's language */
  name: string;
  /** ISO 4217 */
  currency: string;
  /** ISO 639-1, most used first */
  lang: string[];
}

/** Strips an IPv4-mapped IPv6 prefix (`::ffff:1.2.3.4`). */
function plainIp(ip: string): string {
  return ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
}

export function geoInstructionForIp(ip: string, lang: Language): GeoInstruction {
  const address = plainIp(ip.trim());
  const record = isIP(address) ? database().lookup(address) : null;
  if (!record?.country) {
    return {
      country: DEFAULT_COUNTRY,
      name: countryName(DEFAULT_COUNTRY, lang, 'United States'),
      currency: DEFAULT_CURRENCY,
      lang: ['en'],
    };
  }
  return {
    country: record.country,
    name: countryName(record.country, lang, record.name ?? record.country),
    currency: record.currency?.[0] ?? DEFAULT_CURRENCY,
    lang: record.languages && record.languages.length > 0 ? record.languages : ['en'],
  };
}
