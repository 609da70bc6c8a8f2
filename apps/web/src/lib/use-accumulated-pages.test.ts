import { describe, expect, it } from 'vitest';
import { combinePages } from './use-accumulated-pages';

const items = (...ids: number[]) => ids.map((id) => ({ id: String(id) }));

describe('combinePages (spec §4.11)', () => {
  it('merges pages in page order, skipping duplicate ids', () => {
    const pages = new Map([
      [2, { items: items(3, 4, 5), count: 6 }],
      [1, { items: items(1, 2, 3), count: 6 }],
    ]);
    const { items: merged, count } = combinePages(pages, (i) => i.id);
    expect(merged.map((i) => i.id)).toEqual(['1', '2', '3', '4', '5']);
    expect(count).toBe(6);
  });

  it('is empty with an unknown count before any page', () => {
    expect(combinePages(new Map(), (i: { id: string }) => i.id)).toEqual({
      items: [],
      count: null,
    });
  });
});
