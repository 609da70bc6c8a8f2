// The country list, with names in the requested language (Intl.DisplayNames, English fallback).
import type { Language } from '@aurum/domain';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countries } from './tables';

export interface ListCountriesOptions {
  db: Db;
  lang: Language;
}

export interface CountryView {
  code: string;
  name: string;
  flag: string;
  currency: string;
  languages: string[];
}

const displayNames = new Map<Language, Intl.DisplayNames>();
const collators = new Map<Language, Intl.Collator>();

/** The country's name in `lang`, or `fallback` when the runtime does not know the code. */
export function countryName(code: string, lang: Language, fallback: string): string {
  let names = displayNames.get(lang);
  if (!names) {
    names = new Intl.DisplayNames([lang, 'en'], { type: 'region', fallback: 'none' });
    displayNames.set(lang, names);
  }
  try {
    return names.of(code) ?? fallback;
  } catch {
    return fallback;
  }
}

function collator(lang: Language): Intl.Collator {
  let c = collators.get(lang);
  if (!c) {
    c = new Intl.Collator(lang);
    collators.set(lang, c);
  }
  return c;
}

export async function listCountries(options: ListCountriesOptions): Promise<CountryView[]> {
  const { db, lang } = options;
  const rows = await db.select().from(countries).orderBy(asc(countries.code));
  const compare = collator(lang);
  return rows
    .map((row) => ({
      code: row.code,
      name: countryName(row.code, lang, row.name),
      flag: row.flag,
      currency: row.currency,
      languages: row.languages,
    }))
    .sort((a, b) => compare.compare(a.name, b.name));
}
