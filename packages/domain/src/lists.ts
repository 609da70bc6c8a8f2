// Paged lists (spec §4.11, §2.6) and loose id matching (spec §3 "Selectable item").

export type Id = string | number;

/**
 * Ids match loosely: 1 and "1" are equal (spec §3). The comparison is on the text form, so
 * 0 and "" or 1 and "01" are different; null or undefined never matches anything.
 */
export function looseIdEquals(a: Id | null | undefined, b: Id | null | undefined): boolean {
  if (a === null || a === undefined || b === null || b === undefined) return false;
  return String(a) === String(b);
}

/**
 * Appends a newly loaded page, skipping items whose id is already there (or repeated within the
 * page); ids match loosely. Existing items keep their place and value. Returns a new array.
 */
export function mergePages<T>(
  existing: readonly T[],
  next: readonly T[],
  getId: (item: T) => Id = (item) => (item as { id: Id }).id,
): T[] {
  const seen = new Set(existing.map((item) => String(getId(item))));
  const merged = [...existing];
  for (const item of next) {
    const key = String(getId(item));
    if (seen.has(key)) continue;
    seen.add(key);
    merged.push(item);
  }
  return merged;
}

/** A load-more / show-more control appears while fewer items are loaded than the total count. */
export function hasMore(loaded: number, total: number | null | undefined): boolean {
  return typeof total === 'number' && loaded < total;
}
