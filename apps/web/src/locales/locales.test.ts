// Every language has exactly the keys en has, no empty values, the same {{placeholders}}, and no
// untranslated English copies (names and codes that are the same everywhere aside).
import { LANGUAGES } from '@aurum/domain';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from '@/lib/i18n';

const files = import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' });

/** Values allowed to equal English: the brand, industry acronyms, symbols, and "Casino", the
 *  loanword Turkish casino sites use. */
const SAME_AS_ENGLISH = new Set(['Aurum', 'LIVE', 'AML', 'KYC', 'FAQ', 'VIP', '18+', '404', '{{message}}', '+{{amount}} {{currency}}', 'Casino']);

type Flat = Record<string, unknown>;

function flatten(value: unknown, prefix = '', out: Flat = {}): Flat {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out[prefix] = value;
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*([\w.]+)\s*}}/g)].map((m) => m[1]).sort();

function load(lng: string, ns: string): Flat | undefined {
  const file = files[`./${lng}/${ns}.json`];
  return file ? flatten(file) : undefined;
}

describe.each(NAMESPACES)('namespace %s', (ns) => {
  const en = load('en', ns);

  it('exists in English', () => {
    expect(en, `en/${ns}.json`).toBeDefined();
  });

  it.each(LANGUAGES.filter((lng) => lng !== 'en'))('%s matches en', (lng) => {
    const other = load(lng, ns);
    expect(other, `${lng}/${ns}.json is missing`).toBeDefined();
    if (!en || !other) return;
    const missing = Object.keys(en).filter((key) => !(key in other));
    const extra = Object.keys(other).filter((key) => !(key in en));
    expect(missing, `${lng}/${ns}: missing keys`).toEqual([]);
    expect(extra, `${lng}/${ns}: extra keys`).toEqual([]);

    const problems: string[] = [];
    for (const [key, enValue] of Object.entries(en)) {
      const value = other[key];
      if (typeof value !== 'string' || value.trim() === '') {
        problems.push(`${key}: empty or not a string`);
        continue;
      }
      const expected = placeholders(String(enValue));
      if (JSON.stringify(placeholders(value)) !== JSON.stringify(expected)) {
        problems.push(`${key}: placeholders ${JSON.stringify(placeholders(value))} instead of ${JSON.stringify(expected)}`);
      }
      if (value === enValue && value.length > 3 && !SAME_AS_ENGLISH.has(value)) {
        problems.push(`${key}: identical to English ("${value}")`);
      }
    }
    expect(problems, `${lng}/${ns}`).toEqual([]);
  });

  it('has no empty English values', () => {
    const empty = Object.entries(en ?? {}).filter(([, value]) => typeof value !== 'string' || value.trim() === '');
    expect(empty).toEqual([]);
  });
});

describe('locale folders', () => {
  it('hold only the supported languages and namespaces', () => {
    for (const path of Object.keys(files)) {
      const [, lng, file] = path.split('/');
      expect(LANGUAGES as readonly string[]).toContain(lng);
      expect(NAMESPACES as readonly string[]).toContain(file?.replace('.json', ''));
    }
  });
});
