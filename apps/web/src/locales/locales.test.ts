// Every namespace registered in lib/i18n, in every language: exactly the keys en has (nothing
// missing, nothing extra), no empty or non-string values, the same {{placeholders}} and <n> tags as
// en, balanced interpolation braces, and no untranslated English copies — a value may equal the
// English one only if it has no words at all (numbers, symbols, placeholders) or it is in the
// allow-list below (brand names, industry acronyms, loanwords).
import { LANGUAGES } from '@aurum/domain';
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

/** Everything wrong with one language's namespace compared with en. */
export function compareWithEnglish(en: Flat, other: Flat): string[] {
  const problems: string[] = [];
  for (const key of Object.keys(en)) if (!(key in other)) problems.push(`${key}: missing`);
  for (const key of Object.keys(other)) if (!(key in en)) problems.push(`${key}: extra key`);
  for (const [key, enValue] of Object.entries(en)) {
    const value = other[key];
    if (!(key in other)) continue;
    if (typeof value !== 'string' || value.trim() === '') {
      problems.push(`${key}: empty or not a string`);
      continue;
    }
    const english = String(enValue);
    if (!balanced(value)) problems.push(`${key}: unbalanced {{ }}`);
    const want = placeholders(english);
    const got = placeholders(value);
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
    expect(compareWithEnglish(en, other), `${lng}/${ns}`).toEqual([]);
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
