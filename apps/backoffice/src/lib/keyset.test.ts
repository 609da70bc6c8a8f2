import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useKeysetPager } from './keyset';

const page = (ids: string[], next: string | null) => ({
  nodes: ids.map((id) => ({ id })),
  pageInfo: { nextCursor: next },
});

describe('useKeysetPager', () => {
  it('keeps the shown rows while the next page loads, and starts over on reset', () => {
    const { result } = renderHook(() => useKeysetPager<{ id: string }>());
    const first = result.current.view(page(['a', 'b'], 'c1'), false);
    expect(result.current.after).toBeNull();
    expect(first.more.hasMore).toBe(true);

    act(() => first.more.onLoadMore());
    expect(result.current.after).toBe('c1');
    const second = result.current.view(page(['c'], null), true);
    expect(second.rows.map((r) => r.id)).toEqual(['a', 'b', 'c']);
    expect(second.more).toMatchObject({ hasMore: false, loadingMore: true });

    act(() => result.current.reset());
    expect(result.current.after).toBeNull();
    expect(result.current.view(page(['a'], null), false).rows.map((r) => r.id)).toEqual(['a']);
  });
});
