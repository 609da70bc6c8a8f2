// The catalogue and a bonus's terms in a player's currency.
import {
  currencyDecimals,
  divideRounded,
  parseDecimal,
  pow10,
  type BonusPreviewRules,
} from '@aurum/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { convertMinor } from '../wallet';
import { BONUS_CURRENCIES, BONUS_SEEDS } from './catalogue-data';
import { bonuses, type BonusRow } from './tables';

/** A bonus's amounts in minor units of one currency. */
export interface BonusTerms {
  currency: string;
  minDepositAmount: bigint | null;
  maxDepositAmount: bigint | null;
  minWagerBet: bigint | null;
  maxWagerBet: bigint | null;
  rewardAmount: bigint | null;
  maxRewardLimit: bigint | null;
}

export async function listCatalogue(db: Db, opts: { enabledOnly: boolean }): Promise<BonusRow[]> {
  const q = db.select().from(bonuses);
  return (opts.enabledOnly ? q.where(eq(bonuses.enabled, true)) : q).orderBy(
    asc(bonuses.position),
    asc(bonuses.id),
  );
}

export async function findBonus(db: Db, id: number): Promise<BonusRow | null> {
  const rows = await db.select().from(bonuses).where(eq(bonuses.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function findBonusByName(db: Db, name: string): Promise<BonusRow | null> {
  const rows = await db.select().from(bonuses).where(eq(bonuses.name, name)).limit(1);
  return rows[0] ?? null;
}

export function offeredIn(bonus: BonusRow, currency: string): boolean {
  return bonus.currencyCode === currency || bonus.availableCurrencies.includes(currency);
}

/**
 * Converts a base-currency amount to `currency` at the wallet's FX rate, then rounds to a whole
 * major unit when it is at least 10 units (so 500 USD reads 17241 TRY, not 17241.38).
 */
async function convert(
  db: Db,
  amount: bigint | null,
  from: string,
  to: string,
  rounding: 'up' | 'down',
): Promise<bigint | null> {
  if (amount === null) return null;
  if (from === to) return amount;
  const raw = await convertMinor(db, amount, from, to);
  const unit = pow10(currencyDecimals(to));
  if (raw < 10n * unit) return raw;
  return divideRounded(raw, unit, rounding) * unit;
}

export async function termsIn(db: Db, bonus: BonusRow, currency: string): Promise<BonusTerms> {
  const from = bonus.currencyCode;
  return {
    currency,
    minDepositAmount: await convert(db, bonus.minDepositAmount, from, currency, 'up'),
    maxDepositAmount: await convert(db, bonus.maxDepositAmount, from, currency, 'down'),
    minWagerBet: await convert(db, bonus.minWagerBet, from, currency, 'up'),
    maxWagerBet: await convert(db, bonus.maxWagerBet, from, currency, 'down'),
    rewardAmount: await convert(db, bonus.rewardAmount, from, currency, 'down'),
    maxRewardLimit: await convert(db, bonus.maxRewardLimit, from, currency, 'down'),
  };
}

/** The rules `previewBonus` reads, in minor units of the terms' currency. */
export function previewRules(bonus: BonusRow, terms: BonusTerms): BonusPreviewRules {
  return {
    requirements:
      bonus.kind === 'DEPOSIT'
        ? { minDepositAmount: terms.minDepositAmount, maxDepositAmount: terms.maxDepositAmount }
        : null,
    reward: {
      rewardAmount: terms.rewardAmount,
      rewardDepositMultiplier: bonus.rewardDepositMultiplier,
      maxRewardLimit: terms.maxRewardLimit,
      rewardFreeSpins: bonus.rewardFreeSpins,
    },
    freeSpinsCount: bonus.freeSpinsCount,
  };
}

/** amount × an exact decimal multiplier, rounded (down for credit to the player, up for goals). */
export function times(amount: bigint, multiplier: string | null, rounding: 'up' | 'down'): bigint {
  const m = multiplier === null ? null : parseDecimal(multiplier);
  if (!m || m.units <= 0n) return 0n;
  return divideRounded(amount * m.units, pow10(m.scale), rounding);
}

/** The wagering multiplier of a game category; categories not listed do not count (0). */
export function categoryMultiplier(bonus: BonusRow, category: string): string | null {
  return bonus.gameCategoryMultipliers.find((c) => c.category === category)?.multiplier ?? null;
}

/**
 * Seed step `bonuses`: the catalogue of catalogue-data.ts; the free spins go to the top-rated slot
 * that no region is blocked from (a restricted game would leave some players spins they cannot
 * play).
 */
export async function seedBonusCatalogue(
  db: Db,
  games: readonly {
    slug: string;
    name: string;
    category: string;
    rating: number;
    recalled: boolean;
    disabled: boolean;
  }[],
  restrictions: readonly { gameSlug: string; disabled: boolean }[] = [],
): Promise<Record<string, number>> {
  const blocked = new Set(restrictions.filter((r) => r.disabled).map((r) => r.gameSlug));
  const slot = [...games]
    .filter((g) => g.category === 'slots' && !g.recalled && !g.disabled && !blocked.has(g.slug))
    .sort((a, b) => b.rating - a.rating || a.slug.localeCompare(b.slug))[0];
  let written = 0;
  for (const seed of BONUS_SEEDS) {
    const spinsGame = seed.freeSpinsOnSlotsGame && slot ? slot : null;
    const rows = await db
      .insert(bonuses)
      .values({
        name: seed.name,
        kind: seed.kind,
        currencyCode: 'USD',
        coverImageUrl:
          seed.coverImageUrl ??
          (spinsGame ? `/media/games/${spinsGame.slug}.svg` : '/media/banners/2x_deposit.svg'),
        depositPaymentType: seed.depositPaymentType,
        availableCurrencies: BONUS_CURRENCIES,
        availableForGame: spinsGame?.name ?? null,
        availableForGameSlug: spinsGame?.slug ?? null,
        gameCategoryMultipliers: seed.multipliers,
        minDepositAmount: seed.minDepositAmount,
        maxDepositAmount: seed.maxDepositAmount,
        wagerMultiplier: seed.wagerMultiplier,
        wageringTime: seed.wageringTime,
        minWagerBet: seed.minWagerBet,
        maxWagerBet: seed.maxWagerBet,
        freeSpinsCount: spinsGame ? seed.freeSpinsCount : 0,
        freespinsGame: spinsGame?.name ?? null,
        freespinsGameSlug: spinsGame?.slug ?? null,
        freespinsExpireTime: spinsGame ? seed.freespinsExpireTime : null,
        rewardAmount: seed.rewardAmount,
        maxRewardLimit: seed.maxRewardLimit,
        maxRewardLimitMultiplier: seed.maxRewardLimitMultiplier,
        rewardDepositMultiplier: seed.rewardDepositMultiplier,
        rewardFreeSpins: spinsGame ? seed.rewardFreeSpins : null,
        repeatable: seed.repeatable,
        position: seed.position,
        texts: seed.texts,
      })
      .onConflictDoNothing({ target: bonuses.name })
      .returning({ id: bonuses.id });
    written += rows.length;
  }
  return { bonuses: written };
}
