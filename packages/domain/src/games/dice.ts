// Dice: one float gives a roll of 0.00–99.99 (10,000 equally likely values, roll = ⌊f·10000⌋/100).
// "under t" wins when roll < t (chance t %); "over t" wins when roll > t (chance 99.99 − t %).
// The payout multiplier is RTP / chance, e.g. 97.50 % / 49.50 % = 1.9697…; the win is
// ⌊stake · rtpBp / chanceBp⌋ minor units (exact integer arithmetic, rounded down).
import type { FloatSource } from './fair';

export type DiceDirection = 'UNDER' | 'OVER';

export interface DiceParams {
  /** target in hundredths (e.g. 5000 = 50.00) */
  target: number;
  direction: DiceDirection;
}

export interface DiceOutcome {
  /** the roll in hundredths, 0..9999 */
  roll: number;
  target: number;
  direction: DiceDirection;
  /** chance of winning in basis points (1/100 of a percent) */
  chanceBp: number;
  won: boolean;
}

/** Smallest and largest chance a bet may have (basis points). */
export const DICE_MIN_CHANCE_BP = 100;
export const DICE_MAX_CHANCE_BP = 9800;

/** The chance (basis points) of a target and direction. */
export function diceChanceBp(params: DiceParams): number {
  return params.direction === 'UNDER' ? params.target : 9999 - params.target;
}

/** Null when valid, else the reason. */
export function validateDice(params: DiceParams): string | null {
  if (!Number.isInteger(params.target) || params.target < 0 || params.target > 9999) {
    return 'The target must be between 0.00 and 99.99.';
  }
  if (params.direction !== 'UNDER' && params.direction !== 'OVER') {
    return 'The direction must be UNDER or OVER.';
  }
  const chance = diceChanceBp(params);
  if (chance < DICE_MIN_CHANCE_BP || chance > DICE_MAX_CHANCE_BP) {
    return 'The chance must be between 1 % and 98 %.';
  }
  return null;
}

/** The roll (hundredths, 0–9999) of one float. */
export const diceRollOf = (float: number) => Math.floor(float * 10000);

export function rollDice(params: DiceParams, floats: FloatSource): DiceOutcome {
  const roll = diceRollOf(floats.next());
  const won = params.direction === 'UNDER' ? roll < params.target : roll > params.target;
  return {
    roll,
    target: params.target,
    direction: params.direction,
    chanceBp: diceChanceBp(params),
    won,
  };
}

/** The win of a settled roll: ⌊stake · rtpBp / chanceBp⌋, 0 on a loss. */
export function diceWin(outcome: DiceOutcome, stake: bigint, rtpBp: number): bigint {
  if (!outcome.won) return 0n;
  return (stake * BigInt(rtpBp)) / BigInt(outcome.chanceBp);
}
