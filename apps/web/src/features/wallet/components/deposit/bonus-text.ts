// Texts about a deposit bonus shared by the deposit steps: the headline ("100% up to $500 · ×35
// wagering"), the wagering period and the error of a refused choice.
import { currencyDecimals, intlNumberFormat } from '@aurum/domain';
import type { TFunction } from 'i18next';
import type { DepositBonusInfo } from '@/lib/api/deposit-bonuses';
import { bonusHeadline } from '../../model/deposit-bonus';
import { formatMoneyShort, isolate } from '../../model/money';
import { durationText } from '@/lib/intl-text';

/** "×35", kept left to right in Arabic text too. */
export function multiplierText(multiplier: number): string {
  return `\u2066×${multiplier}\u2069`;
}

export const SELECT_ERROR_CODES = [
  'BONUS_UNAVAILABLE',
  'COMPLETE_BONUS_FIRST',
  'CURRENCY_MISMATCH',
] as const;

export function selectErrorText(t: TFunction<'wallet'>, code: string): string {
  return (SELECT_ERROR_CODES as readonly string[]).includes(code)
    ? t(`deposit.selectError.${code as (typeof SELECT_ERROR_CODES)[number]}`)
    : t('deposit.selectError.OTHER');
}

export function percentText(share: number, locale: string): string {
  return intlNumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(share);
}

/** "7 days" / "72 hours" in the interface language. */
export function periodText(hours: number, locale: string): string {
  const days = hours % 24 === 0;
  return durationText(locale, days ? 'day' : 'hour', days ? hours / 24 : hours);
}

/** The headline parts: what the bonus gives, then the wagering. */
export function headlineParts(
  t: TFunction<'wallet'>,
  info: DepositBonusInfo,
  locale: string,
): { reward: string | null; wager: string | null } {
  const currency = info.currencyCode;
  const h = bonusHeadline(info, currencyDecimals(currency));
  const money = (minor: bigint) => isolate(formatMoneyShort(minor, currency, locale));
  const gives: string[] = [];
  if (h.share !== null) {
    const percent = isolate(percentText(h.share, locale));
    gives.push(
      h.upTo !== null
        ? t('deposit.headline.shareUpTo', { percent, amount: money(h.upTo) })
        : t('deposit.headline.share', { percent }),
    );
  } else if (h.fixed !== null) {
    gives.push(t('deposit.headline.fixed', { amount: money(h.fixed) }));
  }
  if (h.freeSpins > 0) gives.push(t('deposit.headline.spins', { spins: h.freeSpins }));
  return {
    reward: gives.length ? gives.join(' + ') : null,
    wager:
      h.wagerMultiplier !== null
        ? t('deposit.headline.wager', { multiplier: multiplierText(h.wagerMultiplier) })
        : null,
  };
}
