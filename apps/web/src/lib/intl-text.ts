// Intl names and units with a fallback for the interface languages whose data the browser lacks.
// Chromium ships a trimmed ICU: for Kazakh and Azerbaijani it has no currency names ("US Dollar")
// and no unit names ("7 days"), and silently answers in English. The walk issue (item 21) found
// exactly that; these helpers detect the English answer and use our own words instead.

import { intlNumberFormat } from '@aurum/domain';

export type DurationUnit = 'day' | 'hour' | 'minute' | 'second';

// Neither language inflects a noun after a numeral, so one form per unit is right for every count.
const UNIT_WORDS: Record<string, Record<'long' | 'short', Record<DurationUnit, string>>> = {
  kk: {
    long: { day: 'күн', hour: 'сағат', minute: 'минут', second: 'секунд' },
    short: { day: 'күн', hour: 'сағ', minute: 'мин', second: 'сек' },
  },
  az: {
    long: { day: 'gün', hour: 'saat', minute: 'dəqiqə', second: 'saniyə' },
    short: { day: 'gün', hour: 'saat', minute: 'dəq', second: 'san' },
  },
};

// The platform's fiat currencies (spec §9 and the seed); coins keep their own names.
const CURRENCY_WORDS: Record<string, Record<string, string>> = {
  kk: {
    USD: 'АҚШ доллары',
    EUR: 'Еуро',
    GBP: 'Британ фунты',
    RUB: 'Ресей рублі',
    TRY: 'Түрік лирасы',
    AZN: 'Әзербайжан манаты',
    KZT: 'Қазақстан теңгесі',
    INR: 'Үнді рупиясы',
    AED: 'БАӘ дирхамы',
    SAR: 'Сауд риалы',
    EGP: 'Мысыр фунты',
    BRL: 'Бразилия реалы',
    CAD: 'Канада доллары',
    AUD: 'Австралия доллары',
    UZS: 'Өзбекстан сомы',
    PLN: 'Польша злотыйы',
  },
  az: {
    USD: 'ABŞ dolları',
    EUR: 'Avro',
    GBP: 'Britaniya funtu',
    RUB: 'Rusiya rublu',
    TRY: 'Türkiyə lirəsi',
    AZN: 'Azərbaycan manatı',
    KZT: 'Qazaxıstan tengesi',
    INR: 'Hindistan rupisi',
    AED: 'BƏƏ dirhəmi',
    SAR: 'Səudiyyə riyalı',
    EGP: 'Misir funtu',
    BRL: 'Braziliya realı',
    CAD: 'Kanada dolları',
    AUD: 'Avstraliya dolları',
    UZS: 'Özbəkistan somu',
    PLN: 'Polşa zlotısı',
  },
};

const base = (locale: string) => locale.toLowerCase().split('-')[0] ?? locale;

function formatUnit(locale: string, unit: DurationUnit, value: number, display: 'long' | 'short') {
  return intlNumberFormat(locale, { style: 'unit', unit, unitDisplay: display }).format(value);
}

/** "7 days", "7 күн", "7 gün": a count of a time unit in the interface language. */
export function durationText(
  locale: string,
  unit: DurationUnit,
  value: number,
  display: 'long' | 'short' = 'long',
): string {
  const own = formatUnit(locale, unit, value, display);
  const words = UNIT_WORDS[base(locale)];
  if (words && own === formatUnit('en', unit, value, display)) {
    return `${intlNumberFormat(locale).format(value)} ${words[display][unit]}`;
  }
  return own;
}

/** The currency's name in the interface language, else `fallback` (the server's English name). */
export function currencyName(locale: string, code: string, fallback: string): string {
  let own: string | undefined;
  let english: string | undefined;
  try {
    own = new Intl.DisplayNames([locale], { type: 'currency', fallback: 'none' }).of(code);
    english = new Intl.DisplayNames(['en'], { type: 'currency', fallback: 'none' }).of(code);
  } catch {
    own = undefined;
  }
  const words = CURRENCY_WORDS[base(locale)];
  if (words?.[code] && (!own || (own === english && base(locale) !== 'en'))) return words[code];
  return own ?? fallback;
}
