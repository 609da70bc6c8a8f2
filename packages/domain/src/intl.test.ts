import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './constants';
import { formatCount, intlNumberFormat } from './intl';

describe('formatCount', () => {
  it('writes what Intl writes, in every player language', () => {
    for (const language of LANGUAGES) {
      const intl = new Intl.NumberFormat(language);
      for (let value = 0; value < 1000; value++) {
        expect(formatCount(language, value), `${language} ${value}`).toBe(intl.format(value));
      }
      for (const value of [1000, 1234, 98_765, 1_234_567, -1, -1234, 2.5]) {
        expect(formatCount(language, value), `${language} ${value}`).toBe(intl.format(value));
      }
    }
  });

  it('keeps one formatter per locale and options', () => {
    expect(intlNumberFormat('ru')).toBe(intlNumberFormat('ru'));
    expect(intlNumberFormat('ru', { style: 'percent' })).not.toBe(intlNumberFormat('ru'));
    // a malformed tag formats as en
    expect(intlNumberFormat('not a locale!').format(1234)).toBe('1,234');
  });
});
