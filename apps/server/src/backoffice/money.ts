// Money as the staff API shows it, and the four-eyes thresholds.
import { currencyDecimals, parseDecimal, decimalToScale } from '@aurum/domain';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { convertMinor, toMajor } from '../modules/wallet';

export interface MoneyView {
  currency: string;
  minor: bigint;
  amount: string;
}

export function money(minor: bigint, currency: string): MoneyView {
  return { currency, minor, amount: toMajor(minor, currency) };
}

/** A major-unit decimal (config) in minor units of `currency`. */
export function majorToMinor(major: string, currency: string): bigint {
  const d = parseDecimal(major);
  if (!d) throw new Error(`not a decimal: ${major}`);
  return decimalToScale(d, currencyDecimals(currency));
}

export type ThresholdKind = 'withdrawal' | 'adjustment';

export function thresholdOf(config: Config, kind: ThresholdKind): MoneyView {
  const currency = config.backoffice.reportingCurrency;
  const major =
    kind === 'withdrawal'
      ? config.backoffice.fourEyesWithdrawal
      : config.backoffice.fourEyesAdjustment;
  return money(majorToMinor(major, currency), currency);
}

/**
 * True when |amount| (minor units of `currency`) is at or above the threshold, converted through
 * the FX rates to the reporting currency. No rate (a currency without one): true — fail closed.
 */
export async function needsTwoPeople(
  db: Db,
  config: Config,
  kind: ThresholdKind,
  amount: bigint,
  currency: string,
): Promise<boolean> {
  const threshold = thresholdOf(config, kind);
  const absolute = amount < 0n ? -amount : amount;
  try {
    const converted = await convertMinor(db, absolute, currency, threshold.currency);
    return converted >= threshold.minor;
  } catch {
    return true;
  }
}
