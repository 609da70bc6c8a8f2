// GraphQL views of bonuses: amounts in major units (decimal strings) of the bonus currency.
import { isLanguage, sortUserBonuses, type Language } from '@aurum/domain';
import type { Db } from '../../db/client';
import { toMajor } from '../wallet';
import { freeSpinStake } from './free-spins';
import { isCurrent } from './statuses';
import type { BonusRow, UserBonusRow } from './tables';
import { termsIn, type BonusTerms } from './terms';

const money = (amount: bigint | null, currency: string) =>
  amount === null ? null : toMajor(amount, currency);
const decimal = (value: string | null) => (value === null ? null : Number(value));

export function textsOf(bonus: BonusRow, lang: string) {
  return bonus.texts[lang] ?? bonus.texts.en ?? { title: bonus.name, condition: '', terms: '' };
}

export function bonusInfoView(bonus: BonusRow, terms: BonusTerms, lang: string) {
  const text = textsOf(bonus, lang);
  const c = terms.currency;
  return {
    currencyCode: c,
    coverImageUrl: bonus.coverImageUrl,
    title: text.title,
    name: bonus.name,
    condition: text.condition,
    terms: text.terms,
    depositPaymentType: bonus.depositPaymentType,
    availableCurrencies: bonus.availableCurrencies,
    availableForGame: bonus.availableForGame,
    availableForGameSlug: bonus.availableForGameSlug,
    gameCategoryMultipliers: bonus.gameCategoryMultipliers.map((m) => ({
      category: m.category,
      multiplier: Number(m.multiplier),
    })),
    depositRequirements:
      bonus.kind === 'DEPOSIT'
        ? {
            minDepositAmount: money(terms.minDepositAmount, c),
            maxDepositAmount: money(terms.maxDepositAmount, c),
          }
        : null,
    wagerRequirements: {
      wagerMultiplier: Number(bonus.wagerMultiplier),
      wageringTime: bonus.wageringTime,
      minWagerBet: money(terms.minWagerBet, c),
      maxWagerBet: money(terms.maxWagerBet, c),
    },
    freespinsInfo:
      bonus.freeSpinsCount > 0
        ? {
            freeSpinsCount: bonus.freeSpinsCount,
            freespinsGame: bonus.freespinsGame,
            freespinsGameSlug: bonus.freespinsGameSlug,
            freespinsExpireTime: bonus.freespinsExpireTime,
          }
        : null,
    rewardInfo: {
      rewardAmount: money(terms.rewardAmount, c),
      maxRewardLimit: money(terms.maxRewardLimit, c),
      maxRewardLimitMultiplier: decimal(bonus.maxRewardLimitMultiplier),
      rewardDepositMultiplier: decimal(bonus.rewardDepositMultiplier),
      rewardFreeSpins: bonus.rewardFreeSpins,
    },
  };
}

/** Terms per bonus and currency, computed once per request. */
export class TermsCache {
  private readonly cache = new Map<string, Promise<BonusTerms>>();
  constructor(private readonly db: Db) {}
  get(bonus: BonusRow, currency: string): Promise<BonusTerms> {
    const key = `${bonus.id}:${bonus.updatedAt.getTime()}:${currency}`;
    let hit = this.cache.get(key);
    if (!hit) {
      hit = termsIn(this.db, bonus, currency);
      this.cache.set(key, hit);
    }
    return hit;
  }
}

export async function userBonusView(
  row: UserBonusRow,
  bonus: BonusRow,
  cache: TermsCache,
  lang: string,
) {
  const c = row.currencyCode;
  const terms = await cache.get(bonus, c);
  return {
    id: row.id,
    expireAt: row.expireAt,
    status: row.status,
    isCurrent: isCurrent(row),
    activatedCurrencyCode: c,
    createdAt: row.createdAt,
    activatedAt: row.activatedAt,
    claimedAt: row.claimedAt,
    discardedAt: row.discardedAt,
    discardReason: row.discardReason,
    calculatedReward: row.grantedAt ? toMajor(row.claimedReal ?? row.bonusAmount, c) : null,
    calculatedMaxRewardLimit: money(row.calculatedMaxRewardLimit, c),
    freeSpinsLeft: row.freeSpinsLeft,
    freeSpinValue: row.grantedAt && row.freeSpinsTotal > 0 ? toMajor(freeSpinStake(row), c) : null,
    wagerProgress: {
      wageredAmount: toMajor(row.wageredAmount, c),
      wagerGoal: toMajor(row.wagerGoal, c),
      currencyCode: c,
    },
    bonusInfo: bonusInfoView(bonus, terms, lang),
  };
}

/** spec §4.7 display order. */
export function inDisplayOrder<
  T extends {
    status: string;
    isCurrent: boolean;
    activatedAt: Date | null;
    createdAt: Date;
    id: number;
  },
>(items: readonly T[]): T[] {
  return sortUserBonuses(items);
}

export function languageOf(requested: string | null | undefined, fallback: Language): string {
  return requested && isLanguage(requested) ? requested : fallback;
}
