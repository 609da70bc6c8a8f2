// Reference data: countries, currencies and interface languages.
import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';

export const currencies = pgTable('currencies', {
  /** ISO 4217 code or crypto ticker, e.g. "USD", "BTC" */
  code: text('code').primaryKey(),
  /** stable numeric id (the older REST flow sends currencyId) */
  id: integer('id').notNull().unique(),
  name: text('name').notNull(),
  symbol: text('symbol').notNull(),
  crypto: boolean('crypto').notNull().default(false),
  /** digits after the decimal point of one minor unit (USD 2, BTC 8) */
  decimals: integer('decimals').notNull(),
  isDepositEnabled: boolean('is_deposit_enabled').notNull().default(true),
  isWithdrawalEnabled: boolean('is_withdrawal_enabled').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const countries = pgTable('countries', {
  /** ISO 3166-1 alpha-2, upper case */
  code: text('code').primaryKey(),
  /** English name; other languages are derived with Intl.DisplayNames */
  name: text('name').notNull(),
  /** main currency (ISO 4217) */
  currency: text('currency')
    .notNull()
    .references(() => currencies.code),
  /** spoken languages, ISO 639-1, most used first */
  languages: text('languages').array().notNull(),
  /** flag image URL */
  flag: text('flag').notNull(),
});

export const languages = pgTable('languages', {
  /** ISO 639-1 */
  code: text('code').primaryKey(),
  /** native name, as the language modal shows it */
  name: text('name').notNull(),
  rtl: boolean('rtl').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
});

export type CurrencyRow = typeof currencies.$inferSelect;
export type CountryRow = typeof countries.$inferSelect;
export type LanguageRow = typeof languages.$inferSelect;
