// The normalised form of a name that search matches against: Unicode-lower-cased, decomposed
// (NFKD) with the combining marks removed, a few letters without a decomposition folded by hand
// (ø → o, ł → l, ß → ss, ı → i, ə → e…), punctuation turned into spaces, spaces collapsed.
// Stored in `games.search_name` / `game_providers.search_name` when a row is written, and applied
// to the search term, so "pharaoh" finds "Pharaöh", "PRIVE" finds "Salon Privé", and a GIN trigram
// index over the stored column serves the query. Computed in TypeScript rather than with
// PostgreSQL's `unaccent` so that it is identical on PGlite and PostgreSQL, needs no extension and
// lower-cases every script (pg's lower() follows the database locale, often C).

const FOLDS: Record<string, string> = {
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ħ: 'h',
  ı: 'i',
  ł: 'l',
  ŀ: 'l',
  ŧ: 't',
  þ: 'th',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ə: 'e',
  ʼ: '',
};

const FOLD_PATTERN = new RegExp(`[${Object.keys(FOLDS).join('')}]`, 'g');

export function searchKey(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(FOLD_PATTERN, (ch) => FOLDS[ch] ?? ch)
    .replace(/['’`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Escapes `%`, `_` and `\` for a LIKE pattern. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}
