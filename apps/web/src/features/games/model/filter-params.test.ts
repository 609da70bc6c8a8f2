import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  gameListPageSize,
  isDefaultFilter,
  readFilter,
  writeFilter,
} from './filter-params';

describe('games filter in the address', () => {
  it('reads the defaults from an empty query', () => {
    const filter = readFilter(new URLSearchParams('category=slots'));
    expect(filter).toEqual({ providers: [], onlyAvailable: true, onlyWithBonus: false });
    expect(isDefaultFilter(filter)).toBe(true);
    expect(gameListPageSize(filter)).toBe(20);
  });

  it('round-trips a filter and keeps the category', () => {
    const params = writeFilter(new URLSearchParams('category=slots'), {
      providers: ['nova-spin', 'goldreel'],
      onlyAvailable: false,
      onlyWithBonus: true,
    });
    expect(params.get('category')).toBe('slots');
    expect(readFilter(params)).toEqual({
      providers: ['nova-spin', 'goldreel'],
      onlyAvailable: false,
      onlyWithBonus: true,
    });
    expect(gameListPageSize(readFilter(params))).toBe(12);
    expect(activeFilterCount(readFilter(params))).toBe(3);
  });

  it('drops default values and duplicate providers', () => {
    const params = writeFilter(new URLSearchParams('providers=a&available=0&bonus=1'), {
      providers: [],
      onlyAvailable: true,
      onlyWithBonus: false,
    });
    expect(params.toString()).toBe('');
    expect(readFilter(new URLSearchParams('providers=a,a,,b')).providers).toEqual(['a', 'b']);
  });
});
