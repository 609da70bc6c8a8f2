import { describe, expect, it } from 'vitest';
import {
  filterProvidersByName,
  GAMES_FILTER_DEFAULTS,
  isAllProviders,
  normalizeProviderSelection,
  providerSelectionLabel,
  toggleProvider,
} from './games-filter';

const all = ['netent', 'pragmatic', 'evolution'];

describe('normalizeProviderSelection (spec §4.10)', () => {
  it('empty selection = all', () => {
    expect(normalizeProviderSelection([], all)).toEqual([]);
  });
  it('selecting every provider = all, in any order, with duplicates', () => {
    expect(normalizeProviderSelection(['evolution', 'netent', 'pragmatic'], all)).toEqual([]);
    expect(normalizeProviderSelection(['evolution', 'netent', 'netent', 'pragmatic'], all)).toEqual(
      [],
    );
  });
  it('a partial selection stays, deduplicated, in order', () => {
    expect(normalizeProviderSelection(['pragmatic', 'netent', 'pragmatic'], all)).toEqual([
      'pragmatic',
      'netent',
    ]);
  });
  it('drops providers that no longer exist', () => {
    expect(normalizeProviderSelection(['gone', 'netent'], all)).toEqual(['netent']);
    expect(normalizeProviderSelection(['gone'], all)).toEqual([]);
    expect(normalizeProviderSelection(['gone', ...all], all)).toEqual([]);
  });
  it('keeps the selection while the provider list is unknown', () => {
    expect(normalizeProviderSelection(['netent'], [])).toEqual(['netent']);
  });
  it('all but one is not all', () => {
    expect(normalizeProviderSelection(['netent', 'pragmatic'], all)).toEqual([
      'netent',
      'pragmatic',
    ]);
    expect(isAllProviders(['netent', 'pragmatic'], all)).toBe(false);
    expect(isAllProviders(all, all)).toBe(true);
  });
});

describe('games filter helpers', () => {
  it('labels the providers button', () => {
    expect(providerSelectionLabel([], all)).toEqual({ kind: 'all' });
    expect(providerSelectionLabel(all, all)).toEqual({ kind: 'all' });
    expect(providerSelectionLabel(['netent'], all)).toEqual({ kind: 'count', count: 1 });
  });
  it('toggles one provider', () => {
    expect(toggleProvider(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleProvider(['a', 'b'], 'a')).toEqual(['b']);
  });
  it('searches by name, case-insensitively', () => {
    const providers = [{ name: 'NetEnt' }, { name: 'Pragmatic Play' }, { name: 'IGT' }];
    expect(filterProvidersByName(providers, 'PLAY')).toEqual([{ name: 'Pragmatic Play' }]);
    expect(filterProvidersByName(providers, ' igt ')).toEqual([{ name: 'IGT' }]);
    expect(filterProvidersByName(providers, '')).toHaveLength(3);
    expect(filterProvidersByName(providers, 'zzz')).toEqual([]);
  });
  it('has the spec defaults', () => {
    expect(GAMES_FILTER_DEFAULTS).toEqual({
      providers: [],
      onlyAvailable: true,
      onlyWithBonus: false,
    });
  });
});
