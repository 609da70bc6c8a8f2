// Registration defaults (spec §5, §9): USD and US, replaced by the visitor's geo data when the
// platform offers that currency and country and the visitor has not picked one yet.

export const DEFAULT_CURRENCY = 'USD';
export const DEFAULT_COUNTRY = 'US';
/** Spec §3: the captcha is not used; the field carries this text. */
export const CAPTCHA_SKIPPED = 'skipped';

export interface RegistrationChoice {
  currency: string;
  country: string;
}

export function applyGeoDefaults(
  current: RegistrationChoice,
  picked: { currency: boolean; country: boolean },
  geo: { currency: string; country: string } | null | undefined,
  offered: { currencies: readonly string[]; countries: readonly string[] },
): RegistrationChoice {
  if (!geo) return current;
  return {
    currency:
      !picked.currency && offered.currencies.includes(geo.currency)
        ? geo.currency
        : current.currency,
    country:
      !picked.country && offered.countries.includes(geo.country) ? geo.country : current.country,
  };
}

/** The browser's IANA time zone, or null when the runtime cannot tell. */
export function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}
