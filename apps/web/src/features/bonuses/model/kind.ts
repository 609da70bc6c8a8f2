// What kind of bonus a catalogue entry is, for its icon and its wording (spec §2.2): the seeded
// names first (the route keys the home banners link), then what the terms say.
import type { BonusInfo } from '../api/bonus-fields';

export const BONUS_KINDS = ['welcome', 'cashback', 'high-roller', 'crypto', 'free-spins'] as const;
export type BonusKind = (typeof BONUS_KINDS)[number] | 'deposit';

type KindInput = Pick<
  BonusInfo,
  'name' | 'depositPaymentType' | 'depositRequirements' | 'freespinsInfo'
> & { rewardInfo?: Pick<BonusInfo['rewardInfo'], 'rewardFreeSpins'> | null };

export function bonusKind(info: KindInput): BonusKind {
  const named = (BONUS_KINDS as readonly string[]).find((k) => k === info.name);
  if (named) return named as BonusKind;
  if (!info.depositRequirements) return 'cashback';
  if (info.depositPaymentType?.toUpperCase() === 'CRYPTO') return 'crypto';
  if ((info.freespinsInfo?.freeSpinsCount ?? 0) > 0 || (info.rewardInfo?.rewardFreeSpins ?? 0) > 0)
    return 'free-spins';
  return 'deposit';
}

/** A bonus granted on a qualifying deposit (activation makes it wait for one), not cashback. */
export function isDepositBonus(info: Pick<BonusInfo, 'depositRequirements'>): boolean {
  return info.depositRequirements !== null && info.depositRequirements !== undefined;
}
