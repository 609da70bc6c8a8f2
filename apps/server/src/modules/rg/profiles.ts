// Jurisdiction profiles: the rules of a player's country that the client must follow and the
// server enforces where a stake is concerned. Configuration in code (reviewed like code, no
// operator switch can weaken it); documented in docs/rg-server-notes.md. A country not listed
// gets DEFAULT.

export type LimitPrompt = 'NONE' | 'REGISTRATION' | 'FIRST_DEPOSIT';

export interface JurisdictionProfile {
  id: 'DEFAULT' | 'UKGC';
  /** ISO 3166-1 alpha-2; empty for DEFAULT */
  countries: readonly string[];
  /** when the player must be asked to set a deposit limit */
  limitPrompt: LimitPrompt;
  /** the reality-check interval of a player who chose none (null: off) */
  realityCheckDefaultMinutes: number | null;
  /** the player may not turn the reality check off */
  realityCheckMandatory: boolean;
  realityCheckOptions: readonly number[];
  /** minimum time between two slot spins */
  minSpinMillis: number;
  autoplayAllowed: boolean;
  /** no "win" celebration for a return at or below the stake */
  noCelebrationAtOrBelowStake: boolean;
  /** largest stake per round in US cents (converted to the account currency), null: none */
  maxStakeUsdMinor: bigint | null;
  /** engines the maximum stake applies to (null: every engine) */
  maxStakeEngines: readonly string[] | null;
}

export const REALITY_CHECK_OPTIONS = [15, 30, 45, 60] as const;

export const DEFAULT_PROFILE: JurisdictionProfile = {
  id: 'DEFAULT',
  countries: [],
  limitPrompt: 'NONE',
  realityCheckDefaultMinutes: null,
  realityCheckMandatory: false,
  realityCheckOptions: REALITY_CHECK_OPTIONS,
  minSpinMillis: 0,
  autoplayAllowed: true,
  noCelebrationAtOrBelowStake: false,
  maxStakeUsdMinor: null,
  maxStakeEngines: null,
};

/**
 * Modelled on the UK Gambling Commission's rules: RTS 12–14 (limits, reality checks), the 2021
 * online slot design rules (2.5 s per spin, no autoplay, no celebration of a return at or below
 * the stake) and the 2025 slot stake cap (here a flat 5 USD-equivalent for slots, the
 * conservative end of the £2–£5 age bands).
 */
export const UKGC_PROFILE: JurisdictionProfile = {
  id: 'UKGC',
  countries: ['GB', 'GG', 'JE', 'IM'],
  limitPrompt: 'FIRST_DEPOSIT',
  realityCheckDefaultMinutes: 60,
  realityCheckMandatory: true,
  realityCheckOptions: REALITY_CHECK_OPTIONS,
  minSpinMillis: 2500,
  autoplayAllowed: false,
  noCelebrationAtOrBelowStake: true,
  maxStakeUsdMinor: 500n,
  maxStakeEngines: ['SLOTS'],
};

export const PROFILES: readonly JurisdictionProfile[] = [UKGC_PROFILE, DEFAULT_PROFILE];

export function profileForCountry(country: string | null | undefined): JurisdictionProfile {
  const code = (country ?? '').trim().toUpperCase();
  return PROFILES.find((p) => p.countries.includes(code)) ?? DEFAULT_PROFILE;
}
