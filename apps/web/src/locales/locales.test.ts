// Every namespace registered in lib/i18n, in every language: exactly the keys en has (nothing
// missing, nothing extra), no empty or non-string values, the same {{placeholders}} and <n> tags as
// en, balanced interpolation braces, and no untranslated English copies — a value may equal the
// English one only if it has no words at all (numbers, symbols, placeholders) or it is in the
// allow-list below (brand names, industry acronyms, loanwords).
import { LANGUAGES } from '@aurum/domain';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from '@/lib/i18n';

const files = import.meta.glob<Record<string, unknown>>('./*/*.json', {
  eager: true,
  import: 'default',
});

/** Values allowed to equal English: the brand, acronyms and codes, product names, and "Casino",
 *  the loanword Turkish casino sites use. Add a value here only when a translator would leave it
 *  as it is. */
export const SAME_AS_ENGLISH = new Set([
  'Aurum',
  // slot terms players know in English (kept by slot studios in every language)
  'Wild',
  'Scatter',
  'Turbo',
  'LIVE',
  'AML',
  'KYC',
  'FAQ',
  'VIP',
  'USDT',
  'TRC20',
  'ERC20',
  'BTC',
  'ETH',
  'USD',
  'EUR',
  'ID',
  'IP',
  'PIN',
  'QR',
  'Telegram',
  'WhatsApp',
  'Google Authenticator',
  '{{message}}',
  '+{{amount}} {{currency}}',
  'Casino',
  'Blackjack',
]);

type Flat = Record<string, unknown>;

function flatten(value: unknown, prefix = '', out: Flat = {}): Flat {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value))
      flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out[prefix] = value;
  }
  return out;
}

export const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*([\w.]+)\s*}}/g)].map((m) => m[1]).sort();
const tags = (text: string) => [...text.matchAll(/<\/?(\d+)\s*\/?>/g)].map((m) => m[0]).sort();
/** Words a translator would translate: placeholders and codes such as USD or TRC20 removed. */
const hasWords = (text: string) =>
  /\p{L}{2,}/u.test(text.replace(/{{[^}]*}}/g, '').replace(/\b[A-Z0-9]{2,6}\b/g, ''));
const balanced = (text: string) =>
  (text.match(/{{/g) ?? []).length === (text.match(/}}/g) ?? []).length;

const PLURAL = /^(.+)_(zero|one|two|few|many|other)$/;

/** The plural forms (i18next `_one`, `_few`…) a language needs, from the CLDR rules. */
export const pluralForms = (lng: string) =>
  new Intl.PluralRules(lng).resolvedOptions().pluralCategories as string[];

/** en's keys as `lng` must have them: a plural key (en has `x_one` + `x_other`) becomes the
 *  forms `lng` needs, each compared with en's `x_other` (whose `count` it may leave out: Arabic
 *  says "two hits" as one word). */
function expectedKeys(en: Flat, lng: string): Map<string, { english: string; plural: boolean }> {
  const keys = new Map<string, { english: string; plural: boolean }>();
  for (const [key, value] of Object.entries(en)) {
    const m = PLURAL.exec(key);
    if (m && `${m[1]}_other` in en) {
      const english = String(en[`${m[1]}_other`]);
      for (const form of pluralForms(lng)) keys.set(`${m[1]}_${form}`, { english, plural: true });
    } else keys.set(key, { english: String(value), plural: false });
  }
  return keys;
}

/** Everything wrong with one language's namespace compared with en. */
export function compareWithEnglish(en: Flat, other: Flat, lng = 'ru'): string[] {
  const problems: string[] = [];
  const expected = expectedKeys(en, lng);
  for (const key of expected.keys()) if (!(key in other)) problems.push(`${key}: missing`);
  for (const key of Object.keys(other)) if (!expected.has(key)) problems.push(`${key}: extra key`);
  for (const [key, { english, plural }] of expected) {
    const value = other[key];
    if (!(key in other)) continue;
    if (typeof value !== 'string' || value.trim() === '') {
      problems.push(`${key}: empty or not a string`);
      continue;
    }
    if (!balanced(value)) problems.push(`${key}: unbalanced {{ }}`);
    const want = placeholders(english);
    const got = placeholders(value);
    if (plural && !got.includes('count') && want.includes('count'))
      want.splice(want.indexOf('count'), 1);
    if (JSON.stringify(got) !== JSON.stringify(want)) {
      problems.push(
        `${key}: placeholders ${JSON.stringify(got)} instead of ${JSON.stringify(want)}`,
      );
    }
    if (JSON.stringify(tags(value)) !== JSON.stringify(tags(english))) {
      problems.push(
        `${key}: tags ${JSON.stringify(tags(value))} instead of ${JSON.stringify(tags(english))}`,
      );
    }
    if (value.trim() === english.trim() && hasWords(value) && !SAME_AS_ENGLISH.has(value.trim())) {
      problems.push(`${key}: identical to English ("${value}")`);
    }
  }
  return problems;
}

function load(lng: string, ns: string): Flat | undefined {
  const file = files[`./${lng}/${ns}.json`];
  return file ? flatten(file) : undefined;
}

describe('compareWithEnglish', () => {
  const en = { a: 'Hello {{name}}', b: 'Deposit', c: '{{amount}} USD', d: 'Open <1>terms</1>' };
  it('accepts a complete translation', () => {
    expect(
      compareWithEnglish(en, {
        a: 'Привет, {{name}}',
        b: 'Депозит',
        c: '{{amount}} USD',
        d: 'Открыть <1>правила</1>',
      }),
    ).toEqual([]);
  });
  it('reports missing, extra, empty, placeholder, tag and untranslated values', () => {
    const problems = compareWithEnglish(en, {
      a: 'Привет, {{user}}',
      b: 'Deposit',
      d: 'Открыть правила',
      e: 'лишний',
    });
    expect(problems).toEqual([
      'c: missing',
      'e: extra key',
      'a: placeholders ["user"] instead of ["name"]',
      'b: identical to English ("Deposit")',
      'd: tags [] instead of ["</1>","<1>"]',
    ]);
    expect(compareWithEnglish({ a: 'x' }, { a: '  ' })).toEqual(['a: empty or not a string']);
    expect(compareWithEnglish({ a: '{{n}}' }, { a: '{{n}' })).toContain('a: unbalanced {{ }}');
  });
});

describe.each(NAMESPACES)('namespace %s', (ns) => {
  const en = load('en', ns);

  it('exists in English with no empty values', () => {
    expect(en, `en/${ns}.json`).toBeDefined();
    const empty = Object.entries(en ?? {}).filter(
      ([, value]) => typeof value !== 'string' || value.trim() === '',
    );
    expect(empty).toEqual([]);
    const unbalanced = Object.entries(en ?? {}).filter(([, value]) => !balanced(String(value)));
    expect(unbalanced).toEqual([]);
  });

  it.each(LANGUAGES.filter((lng) => lng !== 'en'))('%s matches en', (lng) => {
    const other = load(lng, ns);
    expect(other, `${lng}/${ns}.json is missing`).toBeDefined();
    if (!en || !other) return;
    expect(compareWithEnglish(en, other, lng), `${lng}/${ns}`).toEqual([]);
  });
});

describe('locale folders', () => {
  it('hold only the supported languages and registered namespaces', () => {
    for (const path of Object.keys(files)) {
      const [, lng, file] = path.split('/');
      expect(LANGUAGES as readonly string[]).toContain(lng);
      expect(NAMESPACES as readonly string[], `${path} is not registered in lib/i18n`).toContain(
        file?.replace('.json', ''),
      );
    }
  });
});

describe('count strings of the games', () => {
  const t = (lng: string, ns: string, key: string, count: number) => {
    const i18n = i18next.createInstance();
    void i18n.init({
      lng,
      initAsync: false,
      resources: { [lng]: { [ns]: files[`./${lng}/${ns}.json`] as Record<string, unknown> } },
    });
    return i18n.t(`${ns}:${key}`, { count });
  };

  it('agree with the number in every language (i18next plural forms)', () => {
    expect(t('en', 'originals', 'keno.hits', 1)).toBe('1 hit');
    expect(t('en', 'originals', 'keno.hits', 3)).toBe('3 hits');
    expect(t('en', 'originals', 'keno.hits', 0)).toBe('0 hits');
    expect(t('ru', 'originals', 'keno.hits', 1)).toBe('1 совпадение');
    expect(t('ru', 'originals', 'keno.hits', 3)).toBe('3 совпадения');
    expect(t('ru', 'originals', 'keno.hits', 5)).toBe('5 совпадений');
    expect(t('ru', 'originals', 'keno.hits', 21)).toBe('21 совпадение');
    expect(t('ar', 'originals', 'keno.hits', 0)).toBe('لا إصابات');
    expect(t('ar', 'originals', 'keno.hits', 2)).toBe('إصابتان');
    expect(t('ar', 'originals', 'keno.hits', 3)).toBe('3 إصابات');
    expect(t('ar', 'originals', 'keno.hits', 11)).toBe('11 إصابة');
    expect(t('en', 'play', 'slots.feature.intro', 1)).toBe('1 free spin!');
    expect(t('ru', 'play', 'slots.feature.intro', 10)).toBe('10 бесплатных вращений!');
    expect(t('ru', 'crash', 'playersCount', 2)).toBe('2 игрока');
    expect(t('kk', 'play', 'autoplay.start', 25)).toBe('25 айналымды бастау');
  });

  it('every plural key of en has its one and other forms', () => {
    for (const ns of NAMESPACES) {
      const en = load('en', ns) ?? {};
      for (const key of Object.keys(en)) {
        const m = PLURAL.exec(key);
        if (!m) continue;
        expect(en, `${ns}:${m[1]}`).toHaveProperty([`${m[1]}_one`]);
        expect(en, `${ns}:${m[1]}`).toHaveProperty([`${m[1]}_other`]);
      }
    }
  });
});
