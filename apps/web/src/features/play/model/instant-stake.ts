// The stake of a one-shot round (slots, dice, roulette, baccarat): how many bets, their total, and
// what stops Play. Roulette's total is its chips; baccarat stakes the amount on each chosen bet.
import { formatMinor } from '@aurum/domain';
import type { Engine } from '../api/play';
import { stakeProblem, times, type StakeProblem } from './format';
import { betsOf, totalOf, type Chip } from './roulette-bets';

export interface InstantStake {
  betCount: number;
  /** decimal text in major units */
  total: string;
  problem: StakeProblem | 'noBets';
}

export function instantStake({
  engine,
  amount,
  chips,
  baccaratBets,
  minBet,
  maxBet,
  decimals,
}: {
  engine: Engine;
  amount: string;
  chips: readonly Chip[];
  baccaratBets: number;
  minBet: string;
  maxBet: string;
  decimals: number;
}): InstantStake {
  const betCount =
    engine === 'ROULETTE' ? betsOf(chips).length : engine === 'BACCARAT' ? baccaratBets : 1;
  const total =
    engine === 'ROULETTE'
      ? formatMinor(totalOf(chips), { decimals })
      : times(amount, betCount, decimals);
  const problem = betCount === 0 ? 'noBets' : stakeProblem(total, minBet, maxBet, decimals);
  return { betCount, total, problem };
}
