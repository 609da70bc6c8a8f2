// Bonus preview in the deposit modal (spec §5 "Bonus preview").
import { decimalToScale, divideRounded, parseDecimal, pow10, type Rounding } from './decimal';

export const BONUS_PREVIEW_CODES = {
  RECEIVE_BONUS: 'RECEIVE_BONUS',
  WARN_MIN_DEP_AMOUNT: 'WARN_MIN_DEP_AMOUNT',
  INCORRECT_DATA: 'INCORRECT_DATA',
} as const;

/** The bonus's rules with every amount in minor units of the deposit currency. */
export interface BonusPreviewRules {
  requirements:
    { minDepositAmount?: bigint | null; maxDepositAmount?: bigint | null } | null | undefined;
  reward:
    | {
        rewardAmount?: bigint | null;
        /** Exact decimal, may be fractional: 1.5 or "1.5" means 150 %. */
        rewardDepositMultiplier?: string | number | null;
        maxRewardLimit?: bigint | null;
        rewardFreeSpins?: number | null;
      }
    | null
    | undefined;
  /** freespinsInfo.freeSpinsCount, used when rewardInfo.rewardFreeSpins is absent. */
  freeSpinsCount?: number | null;
}

export type BonusPreview =
  | { kind: 'incorrect-data'; code: 'INCORRECT_DATA'; bonus: 0n; freeSpins: 0 }
  | {
      kind: 'below-min';
      code: 'WARN_MIN_DEP_AMOUNT';
      bonus: 0n;
      freeSpins: 0;
      minDepositAmount: bigint;
    }
  | {
      kind: 'reward';
      code: 'RECEIVE_BONUS';
      /** Bonus money, minor units. */
      bonus: bigint;
      /** Free spins to mention with the message (0: none). */
      freeSpins: number;
      basis: 'fixed' | 'multiplier' | 'free-spins';
      /** True when maxDepositAmount or maxRewardLimit lowered the bonus. */
      capped: boolean;
    };

const INCORRECT: BonusPreview = {
  kind: 'incorrect-data',
  code: 'INCORRECT_DATA',
  bonus: 0n,
  freeSpins: 0,
};

/** A positive cap, or null: a missing, zero or negative limit means "no limit". */
const cap = (value: bigint | null | undefined): bigint | null =>
  value !== null && value !== undefined && value > 0n ? value : null;

/**
 * Previews the bonus for a deposit amount (minor units; null = nothing typed yet = 0).
 *
 * - Requirements or reward info missing → INCORRECT_DATA (also when the reward gives nothing at
 *   all: no fixed amount, no multiplier, no free spins; or the multiplier is unreadable/negative).
 * - amount < minDepositAmount ("below": the minimum itself qualifies) → WARN_MIN_DEP_AMOUNT, 0.
 * - A positive fixed rewardAmount wins; otherwise amount × rewardDepositMultiplier.
 * - Cap, read literally from the spec ("the amount times rewardDepositMultiplier capped at
 *   maxDepositAmount"): the multiplied bonus is at most maxDepositAmount. maxRewardLimit, when
 *   present, also caps the bonus money (fixed or multiplied) — a stated limit is never exceeded.
 * - Rounding: the multiplication is exact (the multiplier is scaled to an integer over 10^k —
 *   basis points for up to 4 decimals) and the result is rounded down to the minor unit, so the
 *   preview never promises more than the multiple; the server uses this same function.
 * - Free spins: rewardInfo.rewardFreeSpins, else freespinsInfo.freeSpinsCount.
 */
export function previewBonus(
  amount: bigint | null | undefined,
  rules: BonusPreviewRules,
): BonusPreview {
  const { requirements, reward } = rules;
  if (!requirements || !reward) return INCORRECT;

  const fixed = cap(reward.rewardAmount);
  let multiplier = null;
  if (reward.rewardDepositMultiplier !== null && reward.rewardDepositMultiplier !== undefined) {
    multiplier = parseDecimal(reward.rewardDepositMultiplier);
    if (!multiplier || multiplier.units < 0n) return INCORRECT;
    if (multiplier.units === 0n) multiplier = null;
  }
  const spinsRaw = reward.rewardFreeSpins ?? rules.freeSpinsCount ?? 0;
  const freeSpins = Number.isInteger(spinsRaw) && spinsRaw > 0 ? spinsRaw : 0;
  if (fixed === null && multiplier === null && freeSpins === 0) return INCORRECT;

  const deposit = amount ?? 0n;
  const min = requirements.minDepositAmount ?? 0n;
  if (deposit < min || deposit < 0n) {
    return {
      kind: 'below-min',
      code: 'WARN_MIN_DEP_AMOUNT',
      bonus: 0n,
      freeSpins: 0,
      minDepositAmount: min,
    };
  }

  let bonus: bigint;
  let basis: 'fixed' | 'multiplier' | 'free-spins';
  let capped = false;
  if (fixed !== null) {
    bonus = fixed;
    basis = 'fixed';
  } else if (multiplier !== null) {
    bonus = divideRounded(deposit * multiplier.units, pow10(multiplier.scale), 'down');
    basis = 'multiplier';
    const depositCap = cap(requirements.maxDepositAmount);
    if (depositCap !== null && bonus > depositCap) {
      bonus = depositCap;
      capped = true;
    }
  } else {
    bonus = 0n;
    basis = 'free-spins';
  }
  const limit = cap(reward.maxRewardLimit);
  if (limit !== null && bonus > limit) {
    bonus = limit;
    capped = true;
  }
  return { kind: 'reward', code: 'RECEIVE_BONUS', bonus, freeSpins, basis, capped };
}

/** Major-unit amount as the API sends it (number or decimal text). */
type MajorAmount = number | string | null | undefined;

/** The BonusInfo fields the preview reads (spec §3), amounts in major units. */
export interface BonusInfoForPreview {
  depositRequirements?: { minDepositAmount?: MajorAmount; maxDepositAmount?: MajorAmount } | null;
  rewardInfo?: {
    rewardAmount?: MajorAmount;
    maxRewardLimit?: MajorAmount;
    rewardDepositMultiplier?: number | string | null;
    rewardFreeSpins?: number | null;
  } | null;
  freespinsInfo?: { freeSpinsCount?: number | null } | null;
}

function toMinor(value: MajorAmount, decimals: number, rounding: Rounding): bigint | null {
  if (value === null || value === undefined) return null;
  const d = parseDecimal(value);
  return d ? decimalToScale(d, decimals, rounding) : null;
}

/**
 * Converts a BonusInfo (major units) to preview rules in minor units of `decimals`. Amounts with
 * more digits than the scale are rounded against the player: the minimum up, limits and the
 * fixed reward down. Unreadable amounts count as absent.
 */
export function bonusPreviewRulesFromInfo(
  info: BonusInfoForPreview,
  decimals = 2,
): BonusPreviewRules {
  const req = info.depositRequirements;
  const rew = info.rewardInfo;
  return {
    requirements: req
      ? {
          minDepositAmount: toMinor(req.minDepositAmount, decimals, 'up'),
          maxDepositAmount: toMinor(req.maxDepositAmount, decimals, 'down'),
        }
      : null,
    reward: rew
      ? {
          rewardAmount: toMinor(rew.rewardAmount, decimals, 'down'),
          maxRewardLimit: toMinor(rew.maxRewardLimit, decimals, 'down'),
          rewardDepositMultiplier: rew.rewardDepositMultiplier ?? null,
          rewardFreeSpins: rew.rewardFreeSpins ?? null,
        }
      : null,
    freeSpinsCount: info.freespinsInfo?.freeSpinsCount ?? null,
  };
}
