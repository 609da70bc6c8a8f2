// Every code a server failure may carry (the domain catalogue's APP_ERROR_CODES, which the server's
// AppErrorCode type is) has a text in every language: `errors:<CODE>.title` (and its text), or, for
// a validation code of spec §5, `validation:<CODE>`. The server cannot compile a throw with a code
// outside the catalogue, so together they guarantee that the player never sees a raw code.
import { APP_ERROR_CODES, LANGUAGES, VALIDATION_CODES } from '@aurum/domain';
import { describe, expect, it } from 'vitest';

const files = import.meta.glob<Record<string, unknown>>('./*/*.json', {
  eager: true,
  import: 'default',
});

function lookup(tree: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (node, key) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined,
      tree,
    );
}

const validationCodes = new Set<string>(Object.values(VALIDATION_CODES));

describe('server error codes → translations', () => {
  it.each(LANGUAGES.map((l) => [l]))('%s has a text for every AppErrorCode', (language) => {
    const errors = files[`./${language}/errors.json`];
    const validation = files[`./${language}/validation.json`];
    const missing = APP_ERROR_CODES.filter((code) => {
      if (validationCodes.has(code)) {
        const text = lookup(validation, code);
        return typeof text !== 'string' || text === '';
      }
      const title = lookup(errors, `${code}.title`);
      const text = lookup(errors, `${code}.text`);
      return typeof title !== 'string' || title === '' || typeof text !== 'string' || text === '';
    });
    expect(missing).toEqual([]);
  });
});
