import { mergePages } from '@aurum/domain';
import { describe, expect, it } from 'vitest';
import { providersPageSize } from './page-size';

describe('providers paging', () => {
  it('loads 12 first and 9 per load-more, without gaps or duplicates', () => {
    const all = Array.from({ length: 40 }, (_, i) => ({ id: String(i) }));
    const page = (n: number) => {
      const size = providersPageSize(n);
      return all.slice((n - 1) * size, n * size);
    };
    expect(providersPageSize(1)).toBe(12);
    expect(providersPageSize(2)).toBe(9);
    let loaded = page(1);
    loaded = mergePages(loaded, page(2));
    expect(loaded.map((p) => p.id)).toEqual(all.slice(0, 18).map((p) => p.id));
    loaded = mergePages(loaded, page(3));
    expect(loaded).toHaveLength(27);
  });
});
