import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './use-debounced-value';

afterEach(() => {
  vi.useRealTimers();
});

describe('useDebouncedValue (spec §9: search debounce 500 ms)', () => {
  it('follows the value only after 500 ms of quiet', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 500), {
      initialProps: { value: '' },
    });
    rerender({ value: 'for' });
    act(() => void vi.advanceTimersByTime(300));
    rerender({ value: 'fortune' });
    act(() => void vi.advanceTimersByTime(499));
    expect(result.current).toBe('');
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current).toBe('fortune');
  });
});
