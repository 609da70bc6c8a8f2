// The roulette bets a player builds with chips: every chip dropped on a spot is kept in order (so
// Undo takes the last one back and Rebet puts the last spin's chips down again); a spot's bet is
// the sum of its chips. Amounts are bigint minor units of the account currency.
import { formatMinor, ROULETTE_MAX_BETS, rouletteBetWin } from '@aurum/domain';
import { INSIDE_SPOTS, OUTSIDE_SPOTS, type BetSpot } from './roulette-layout';

export interface Chip {
  key: string;
  amount: bigint;
}

export interface PlacedBet {
  spot: BetSpot;
  amount: bigint;
}

const SPOTS = new Map([...INSIDE_SPOTS, ...OUTSIDE_SPOTS].map((s) => [s.key, s]));

export function spotByKey(key: string): BetSpot | null {
  return SPOTS.get(key) ?? null;
}

/** The bets the chips make, one per spot, in the order the spots were first bet. */
export function betsOf(chips: readonly Chip[]): PlacedBet[] {
  const bets = new Map<string, PlacedBet>();
  for (const chip of chips) {
    const bet = bets.get(chip.key);
    if (bet) bet.amount += chip.amount;
    else {
      const spot = spotByKey(chip.key);
      if (spot) bets.set(chip.key, { spot, amount: chip.amount });
    }
  }
  return [...bets.values()];
}

export function totalOf(chips: readonly Chip[]): bigint {
  return chips.reduce((sum, c) => sum + c.amount, 0n);
}

const CHIP_STEPS = [1n, 2n, 5n, 10n, 25n, 100n];

/** The chip values on offer: the table minimum times 1, 2, 5, 10, 25, 100, up to the maximum. */
export function chipValues(min: bigint, max: bigint): bigint[] {
  if (min <= 0n) return [];
  const values = CHIP_STEPS.map((k) => min * k).filter((v) => v <= max);
  return values.length ? values : [min];
}

export type PlaceRefusal = 'max' | 'tooMany';

/** Why a chip of `amount` on `key` cannot go down (the total over the maximum, too many bets). */
export function placeRefusal(
  chips: readonly Chip[],
  key: string,
  amount: bigint,
  max: bigint,
): PlaceRefusal | null {
  if (totalOf(chips) + amount > max) return 'max';
  const spots = new Set(chips.map((c) => c.key));
  if (!spots.has(key) && spots.size >= ROULETTE_MAX_BETS) return 'tooMany';
  return null;
}

/** The bets as the playRoulette mutation takes them (major-unit amount strings). */
export function betsInput(bets: readonly PlacedBet[], decimals: number) {
  return bets.map((b) => ({
    type: b.spot.type,
    numbers: b.spot.numbers,
    amount: formatMinor(b.amount, { decimals }),
  }));
}

/** What each bet returns (stake included) when `pocket` comes up, by spot key. */
export function winsFor(bets: readonly PlacedBet[], pocket: number): Map<string, bigint> {
  return new Map(
    bets.map((b) => [
      b.spot.key,
      rouletteBetWin({ type: b.spot.type, numbers: b.spot.numbers, amount: b.amount }, pocket),
    ]),
  );
}
