// The limits grid (issue 14): three kinds × three rolling windows, the amount typed by the player
// in major units, and what the player's change will do (at once, or pending 24 hours).
import { parseMajorToMinor } from '@aurum/domain';

export const LIMIT_TYPES = ['DEPOSIT', 'LOSS', 'WAGER'] as const;
export const LIMIT_PERIODS = ['DAY', 'WEEK', 'MONTH'] as const;
export type LimitType = (typeof LIMIT_TYPES)[number];
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** The typed amount as minor units (a decimal string), or null when it is not a positive amount. */
export function limitAmountMinor(input: string, decimals: number): string | null {
  const minor = parseMajorToMinor(input.trim().replace(',', '.'), decimals);
  return minor !== null && minor > 0n ? minor.toString() : null;
}

/**
 * What setting `next` (minor units; null = remove) over `current` does: a new limit or a decrease
 * applies at once, an increase or a removal waits for the cooling-off and a confirmation.
 */
export function changeEffect(current: string | null, next: string | null): 'now' | 'pending' {
  if (current === null) return 'now';
  if (next === null) return 'pending';
  return BigInt(next) <= BigInt(current) ? 'now' : 'pending';
}

/** The session-limit choices in minutes (the server accepts 5..1440). */
export const SESSION_LIMIT_OPTIONS = [30, 60, 120, 180, 240, 360] as const;
