// Currency look-ups for other modules (the wallet's ledger and cashier): they call these
// functions instead of reading the reference tables.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { currencies, type CurrencyRow } from './tables';

export type CurrencyView = CurrencyRow;

/** Every currency, platform ones first (seed order), then the rest by code. */
export async function listCurrencies(db: Db): Promise<CurrencyView[]> {
  return db.select().from(currencies).orderBy(asc(currencies.sortOrder), asc(currencies.code));
}

/** The currency with this code (upper case), or null. */
export async function findCurrency(db: Db, code: string): Promise<CurrencyView | null> {
  const rows = await db.select().from(currencies).where(eq(currencies.code, code)).limit(1);
  return rows[0] ?? null;
}
