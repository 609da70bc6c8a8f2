// Games filter (spec §4.10, §2.8 games-filter modal, §3 game list filter).

/** The filter's defaults (spec §3): only available games, not only with bonus, all providers. */
export const GAMES_FILTER_DEFAULTS = {
  providers: [] as string[],
  onlyAvailable: true,
  onlyWithBonus: false,
} as const;

/**
 * The provider list to send: [] means all providers. Empty selection → []; a selection that
 * covers every known provider → [] too. Otherwise the selection without duplicates, in the
 * user's order, and without ids no longer among `allIds` (a provider that disappeared). While
 * `allIds` is unknown (empty) the selection is kept as chosen.
 */
export function normalizeProviderSelection(
  selected: readonly string[],
  allIds: readonly string[],
): string[] {
  const unique = [...new Set(selected)];
  if (allIds.length === 0) return unique;
  const known = new Set(allIds);
  const kept = unique.filter((id) => known.has(id));
  return kept.length >= known.size ? [] : kept;
}

/** True when the selection means "all providers". */
export function isAllProviders(selected: readonly string[], allIds: readonly string[]): boolean {
  return normalizeProviderSelection(selected, allIds).length === 0;
}

/** The providers button label: 'all', or the count of selected providers. */
export function providerSelectionLabel(
  selected: readonly string[],
  allIds: readonly string[],
): { kind: 'all' } | { kind: 'count'; count: number } {
  const normalized = normalizeProviderSelection(selected, allIds);
  return normalized.length === 0 ? { kind: 'all' } : { kind: 'count', count: normalized.length };
}

/** Adds or removes one provider. */
export function toggleProvider(selected: readonly string[], id: string): string[] {
  return selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id];
}

/** The providers sub-page search: by name, case-insensitive, trimmed; blank query → all. */
export function filterProvidersByName<T extends { name: string }>(
  providers: readonly T[],
  query: string,
): T[] {
  const q = query.trim().toLowerCase();
  if (q === '') return [...providers];
  return providers.filter((p) => p.name.toLowerCase().includes(q));
}
