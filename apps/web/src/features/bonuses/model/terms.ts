// The headline numbers of a bonus's terms (spec §3 BonusInfo, §5 bonus preview): what it gives and
// up to how much, read exactly from the decimal strings.
import { compareDecimals, parseDecimal } from '@aurum/domain';
import type { BonusInfo } from '../api/bonus-fields';
import { multiplierPercent } from './money';

export type RewardSummary =
  /** `percent` % of the deposit (or of the net losses, cashback), up to `cap` (major units) */
  | { type: 'percent'; percent: string; of: 'deposit' | 'losses'; cap: string | null }
  /** a fixed amount of bonus money */
  | { type: 'fixed'; amount: string }
  /** free spins (funded with `amount` of bonus money when given) */
  | { type: 'spins'; spins: number; amount: string | null };

const positive = (value: string | null | undefined): string | null => {
  if (value === null || value === undefined) return null;
  const d = parseDecimal(value);
  return d && d.units > 0n ? value : null;
};

/** The smaller of two optional positive amounts. */
export function smallerAmount(a: string | null | undefined, b: string | null | undefined) {
  const x = positive(a);
  const y = positive(b);
  if (x === null) return y;
  if (y === null) return x;
  return compareDecimals(parseDecimal(x)!, parseDecimal(y)!) <= 0 ? x : y;
}

type RewardInput = Pick<BonusInfo, 'rewardInfo' | 'depositRequirements' | 'freespinsInfo'>;

/**
 * What the bonus gives: free spins first (the free-spins offer), then a fixed amount, then a share
 * of the deposit capped at maxDepositAmount and maxRewardLimit (the lower wins, as in
 * previewBonus); null when the terms give nothing readable.
 */
export function rewardSummary(info: RewardInput): RewardSummary | null {
  const reward = info.rewardInfo;
  const spins = reward.rewardFreeSpins ?? info.freespinsInfo?.freeSpinsCount ?? 0;
  if (spins > 0) return { type: 'spins', spins, amount: positive(reward.rewardAmount) };
  const fixed = positive(reward.rewardAmount);
  if (fixed) return { type: 'fixed', amount: fixed };
  const multiplier = reward.rewardDepositMultiplier;
  const percent = multiplier !== null && multiplier > 0 ? multiplierPercent(multiplier) : null;
  if (!percent) return null;
  const deposit = info.depositRequirements;
  return {
    type: 'percent',
    percent,
    of: deposit ? 'deposit' : 'losses',
    cap: smallerAmount(deposit?.maxDepositAmount, reward.maxRewardLimit),
  };
}

/** How much of a finished bonus can become real money: a multiple of the bonus and/or a limit. */
export function maxCashout(info: Pick<BonusInfo, 'rewardInfo'>): {
  multiplier: number | null;
  limit: string | null;
} | null {
  const multiplier = info.rewardInfo.maxRewardLimitMultiplier;
  const limit = positive(info.rewardInfo.maxRewardLimit);
  const m = multiplier !== null && multiplier > 0 ? multiplier : null;
  return m === null && limit === null ? null : { multiplier: m, limit };
}

/** Category multipliers, best-counting first, as exact percent texts (0.1 → "10"). */
export function categoryContributions(
  info: Pick<BonusInfo, 'gameCategoryMultipliers'>,
): { category: string; percent: string }[] {
  return [...info.gameCategoryMultipliers]
    .sort((a, b) => b.multiplier - a.multiplier || a.category.localeCompare(b.category))
    .map((m) => ({ category: m.category, percent: multiplierPercent(m.multiplier) ?? '0' }));
}
