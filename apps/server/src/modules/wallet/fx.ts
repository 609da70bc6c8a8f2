// Currencies' FX reference rates (USD per one major unit, scaled by 10^12) and conversion.
// Rates live in the database (seeded by the wallet_guard migration) and operators update them.
import {
  currencyDecimals,
  divideRounded,
  formatMinor,
  parseDecimal,
  parseMajorToMinor,
  pow10,
  decimalToScale,
} from '@aurum/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { findCurrency } from '../reference';
import { fxRates } from './tables';

export const RATE_SCALE = 12;

export interface FxRateView {
  currency: string;
  /** USD per one major unit, decimal string with up to 12 decimals ("1.08") */
  usdPerUnit: string;
  usdPerUnitE12: bigint;
  updatedAt: Date;
  updatedBy: string;
}

function view(row: typeof fxRates.$inferSelect): FxRateView {
  const usdPerUnit = formatMinor(row.usdPerUnitE12, { decimals: RATE_SCALE })
    .replace(/(\.\d*?)0+$/, '$1')
    .replace(/\.$/, '');
  return { ...row, usdPerUnit };
}

export async function listFxRates(db: Db): Promise<FxRateView[]> {
  const rows = await db.select().from(fxRates).orderBy(asc(fxRates.currency));
  return rows.map(view);
}

async function rateOf(db: Db, currency: string): Promise<bigint> {
  const rows = await db.select().from(fxRates).where(eq(fxRates.currency, currency));
  const rate = rows[0]?.usdPerUnitE12;
  if (!rate) {
    throw new AppError('FX_RATE_UNAVAILABLE', { message: `No exchange rate for ${currency}.` });
  }
  return rate;
}

async function knownCurrency(db: Db, code: unknown): Promise<string> {
  const upper = typeof code === 'string' ? code.trim().toUpperCase() : '';
  if (!/^[A-Z][A-Z0-9]{1,9}$/.test(upper) || !(await findCurrency(db, upper))) {
    throw new AppError('UNKNOWN_CURRENCY', { message: `Unknown currency: ${String(code)}` });
  }
  return upper;
}

/** Sets a rate (operator action). `usdPerUnit` is a positive decimal string, ≤ 12 decimals. */
export async function setFxRate(
  db: Db,
  input: { currency: string; usdPerUnit: string; updatedBy: string },
): Promise<FxRateView> {
  const currency = await knownCurrency(db, input.currency);
  const parsed = typeof input.usdPerUnit === 'string' ? parseDecimal(input.usdPerUnit) : null;
  if (!parsed || parsed.scale > RATE_SCALE || parsed.units <= 0n) {
    throw new AppError('VALIDATION_ERROR', {
      message: 'The rate must be a positive decimal with at most 12 decimals.',
    });
  }
  const e12 = decimalToScale(parsed, RATE_SCALE);
  if (e12 > 9_223_372_036_854_775_807n) {
    throw new AppError('VALIDATION_ERROR', { message: 'The rate is too large.' });
  }
  const rows = await db
    .insert(fxRates)
    .values({ currency, usdPerUnitE12: e12, updatedBy: input.updatedBy })
    .onConflictDoUpdate({
      target: fxRates.currency,
      set: { usdPerUnitE12: e12, updatedBy: input.updatedBy, updatedAt: sql`now()` },
    })
    .returning();
  return view(rows[0]!);
}

/** Converts minor units of `from` into minor units of `to`, rounded half-up. */
export async function convertMinor(
  db: Db,
  amount: bigint,
  from: string,
  to: string,
): Promise<bigint> {
  if (from === to) return amount;
  return convertWithRates(amount, from, await rateOf(db, from), to, await rateOf(db, to));
}

/** The conversion of `convertMinor` with both rates (USD per unit ×10^12) already read. */
export function convertWithRates(
  amount: bigint,
  from: string,
  rateFrom: bigint,
  to: string,
  rateTo: bigint,
): bigint {
  if (from === to) return amount;
  return divideRounded(
    amount * rateFrom * pow10(currencyDecimals(to)),
    rateTo * pow10(currencyDecimals(from)),
    'half-up',
  );
}

export interface ConvertCurrencyRequest {
  /** major units, decimal string or number ("12.34") */
  amount: string | number;
  from: string;
  to: string;
}

/** ConvertCurrency (spec §7.2): amount in major units of `from` → `{amount, currency}` in `to`. */
export async function convertCurrency(
  db: Db,
  request: ConvertCurrencyRequest,
): Promise<{ amount: string; currency: string }> {
  const from = await knownCurrency(db, request.from);
  const to = await knownCurrency(db, request.to);
  const minor = parseMajorToMinor(request.amount, currencyDecimals(from));
  if (minor === null) {
    throw new AppError('INVALID_AMOUNT', {
      message: `The amount must be a non-negative decimal with at most ${currencyDecimals(from)} decimals.`,
    });
  }
  const converted = await convertMinor(db, minor, from, to);
  return { amount: formatMinor(converted, { decimals: currencyDecimals(to) }), currency: to };
}
