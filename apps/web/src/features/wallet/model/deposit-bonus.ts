// The deposit modal's bonus choices (spec §2.8): the player's deposit bonuses plus 'no bonus'
// (id 0), the initial choice, the icon per bonus name and the headline of the 'Your bonus' card.
import {
  bonusPreviewRulesFromInfo,
  DEFAULT_DEPOSIT_BONUS_NAME,
  NO_BONUS_ID,
  isNoBonus,
  parseMajorToMinor,
  pickInitialDepositBonusId,
  previewBonus,
  type BonusPreview,
} from '@aurum/domain';
import type { DepositBonus, DepositBonusInfo } from '@/lib/api/deposit-bonuses';

export interface DepositBonusChoice {
  id: number;
  status?: string;
  isCurrent?: boolean;
  /** null for 'no bonus'. */
  bonusInfo: DepositBonusInfo | null;
}

export const NO_BONUS_CHOICE: DepositBonusChoice = { id: NO_BONUS_ID, bonusInfo: null };

/**
 * The deposit bonuses in a stable order (by id: the order the offers were made, so the list does
 * not jump when a choice becomes PENDING), then 'no bonus' once.
 */
export function depositBonusChoices(
  bonuses: readonly DepositBonus[] | null | undefined,
): DepositBonusChoice[] {
  const list = (bonuses ?? [])
    .filter((b) => !isNoBonus(b.id))
    .slice()
    .sort((a, b) => a.id - b.id);
  return [...list, NO_BONUS_CHOICE];
}

/** The PENDING bonus: the one the player chose for the next deposit (the server's choice). */
export function pendingChoiceId(choices: readonly DepositBonusChoice[]): number {
  return choices.find((c) => !isNoBonus(c.id) && c.status === 'PENDING')?.id ?? NO_BONUS_ID;
}

/** A predefined bonus id (from the Bonuses pages) matches a choice's id, or its bonus name. */
export function findPredefinedChoice(
  choices: readonly DepositBonusChoice[],
  predefined: string | number | null | undefined,
): DepositBonusChoice | null {
  if (predefined === null || predefined === undefined || predefined === '') return null;
  const key = String(predefined);
  return (
    choices.find((c) => String(c.id) === key) ??
    choices.find((c) => c.bonusInfo !== null && c.bonusInfo.name === key) ??
    null
  );
}

/**
 * The choice once the list has loaded (spec §2.8): the bonus the modal was opened with, else the
 * PENDING one, else the default deposit bonus (welcome, spec §3), else the first entry.
 */
export function initialDepositBonusId(
  choices: readonly DepositBonusChoice[],
  predefined?: string | number | null,
): number {
  const wanted =
    findPredefinedChoice(choices, predefined)?.id ??
    choices.find((c) => !isNoBonus(c.id) && c.status === 'PENDING')?.id ??
    choices.find((c) => c.bonusInfo?.name === DEFAULT_DEPOSIT_BONUS_NAME)?.id ??
    null;
  const id = pickInitialDepositBonusId(choices, wanted);
  return id === null ? NO_BONUS_ID : Number(id);
}

export type BonusIconKind = 'none' | 'highroller' | 'welcome' | 'crypto' | 'other';

/** The icons the spec names (highroller, welcome, crypto), by the bonus name. */
export function bonusIconKind(choice: DepositBonusChoice): BonusIconKind {
  if (isNoBonus(choice.id) || !choice.bonusInfo) return 'none';
  const name = choice.bonusInfo.name.toLowerCase().replace(/[^a-z]/g, '');
  if (name.includes('highroller')) return 'highroller';
  if (name.includes('welcome')) return 'welcome';
  if (name.includes('crypto') || choice.bonusInfo.depositPaymentType === 'CRYPTO') return 'crypto';
  return 'other';
}

/** What the 'Your bonus' card says, in minor units of the bonus currency. */
export interface BonusHeadline {
  /** rewardDepositMultiplier as a fraction (1 = 100 %), null for fixed or spins-only bonuses. */
  share: number | null;
  /** The most bonus money a share can give (maxDepositAmount / maxRewardLimit), null: no cap. */
  upTo: bigint | null;
  /** A fixed bonus amount. */
  fixed: bigint | null;
  freeSpins: number;
  minDeposit: bigint | null;
  wagerMultiplier: number | null;
  /** Hours. */
  wageringTime: number | null;
}

const positive = (v: bigint | null | undefined): v is bigint =>
  v !== null && v !== undefined && v > 0n;

export function bonusHeadline(info: DepositBonusInfo, decimals: number): BonusHeadline {
  const rules = bonusPreviewRulesFromInfo(info, decimals);
  const rewardAmount = rules.reward?.rewardAmount;
  const maxRewardLimit = rules.reward?.maxRewardLimit;
  const minDeposit = rules.requirements?.minDepositAmount;
  const maxDeposit = rules.requirements?.maxDepositAmount;
  const fixed = positive(rewardAmount) ? rewardAmount : null;
  const multiplier = Number(info.rewardInfo.rewardDepositMultiplier ?? 0);
  const share = fixed === null && Number.isFinite(multiplier) && multiplier > 0 ? multiplier : null;
  const caps = [maxDeposit, maxRewardLimit].filter(positive);
  const upTo = share === null || caps.length === 0 ? null : caps.reduce((a, b) => (a < b ? a : b));
  const spins = info.rewardInfo.rewardFreeSpins ?? info.freespinsInfo?.freeSpinsCount ?? 0;
  const wager = info.wagerRequirements.wagerMultiplier;
  const hours = info.wagerRequirements.wageringTime;
  return {
    share,
    upTo,
    fixed,
    freeSpins: spins > 0 ? spins : 0,
    minDeposit: positive(minDeposit) ? minDeposit : null,
    wagerMultiplier: Number.isFinite(wager) && wager > 0 ? wager : null,
    wageringTime: hours > 0 ? hours : null,
  };
}

/**
 * The bonus preview of step 2 (spec §5) for the typed amount: null while nothing is typed;
 * INCORRECT_DATA when the amount is not a number or the bonus's rules are missing;
 * WARN_MIN_DEP_AMOUNT below the minimum; else what the deposit gives (`previewBonus`, the same
 * function the server grants with).
 */
export function depositBonusPreview(
  amount: string,
  info: DepositBonusInfo,
  decimals: number,
): BonusPreview | null {
  if (amount.trim() === '') return null;
  const minor = parseMajorToMinor(amount.trim(), decimals);
  if (minor === null) {
    return { kind: 'incorrect-data', code: 'INCORRECT_DATA', bonus: 0n, freeSpins: 0 };
  }
  return previewBonus(minor, bonusPreviewRulesFromInfo(info, decimals));
}
