import { describe, expect, it } from 'vitest';
import { hasMore, looseIdEquals, mergePages } from './lists';

describe('mergePages (spec §4.11)', () => {
  it('appends the next page and skips duplicates by id', () => {
    const a = [
      { id: 1, v: 'a' },
      { id: 2, v: 'b' },
    ];
    const b = [
      { id: 2, v: 'B' },
      { id: 3, v: 'c' },
      { id: 3, v: 'c2' },
    ];
    expect(mergePages(a, b)).toEqual([
      { id: 1, v: 'a' },
      { id: 2, v: 'b' },
      { id: 3, v: 'c' },
    ]);
    expect(a).toHaveLength(2);
  });

  it('matches ids loosely and supports a custom id', () => {
    expect(mergePages([{ id: 1 }], [{ id: '1' }, { id: '2' }])).toEqual([{ id: 1 }, { id: '2' }]);
    expect(mergePages([{ slug: 'x' }], [{ slug: 'x' }, { slug: 'y' }], (g) => g.slug)).toEqual([
      { slug: 'x' },
      { slug: 'y' },
    ]);
  });

  it('works from empty', () => {
    expect(mergePages([], [{ id: 1 }])).toEqual([{ id: 1 }]);
    expect(mergePages([{ id: 1 }], [])).toEqual([{ id: 1 }]);
  });
});

describe('looseIdEquals (spec §3 Selectable item)', () => {
  it('treats string and number as equal', () => {
    expect(looseIdEquals(1, '1')).toBe(true);
    expect(looseIdEquals('abc', 'abc')).toBe(true);
    expect(looseIdEquals(1, 2)).toBe(false);
  });
  it('does not fall into == traps', () => {
    expect(looseIdEquals(0, '')).toBe(false);
    expect(looseIdEquals(1, '01')).toBe(false);
    expect(looseIdEquals(null, null)).toBe(false);
    expect(looseIdEquals(undefined, 'undefined')).toBe(false);
  });
});

describe('hasMore', () => {
  it('is true while loaded < total', () => {
    expect(hasMore(9, 10)).toBe(true);
    expect(hasMore(10, 10)).toBe(false);
    expect(hasMore(11, 10)).toBe(false);
    expect(hasMore(0, 0)).toBe(false);
    expect(hasMore(0, undefined)).toBe(false);
  });
});
