// The games filter lives in the address (spec §3 Game list filter, §4.10): `providers` (comma
// separated slugs), `available=0` when 'only available' is off, `bonus=1` for 'only with bonus'.
// Defaults are left out, so a plain /games?category=slots is the unfiltered list.
import { GAMES_FILTER_DEFAULTS, PAGE_SIZES } from '@aurum/domain';

export interface GamesFilterValue {
  providers: string[];
  onlyAvailable: boolean;
  onlyWithBonus: boolean;
}

/** Spec §3: the game list filter is fixed to mobile devices. */
export const GAME_LIST_DEVICES = ['mobile'];

export function readFilter(params: URLSearchParams): GamesFilterValue {
  const providers = (params.get('providers') ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  return {
    providers: [...new Set(providers)],
    onlyAvailable: params.get('available') !== '0',
    onlyWithBonus: params.get('bonus') === '1',
  };
}

export function writeFilter(params: URLSearchParams, filter: GamesFilterValue): URLSearchParams {
  const next = new URLSearchParams(params);
  if (filter.providers.length) next.set('providers', filter.providers.join(','));
  else next.delete('providers');
  if (filter.onlyAvailable === GAMES_FILTER_DEFAULTS.onlyAvailable) next.delete('available');
  else next.set('available', filter.onlyAvailable ? '1' : '0');
  if (filter.onlyWithBonus === GAMES_FILTER_DEFAULTS.onlyWithBonus) next.delete('bonus');
  else next.set('bonus', filter.onlyWithBonus ? '1' : '0');
  return next;
}

export function isDefaultFilter(filter: GamesFilterValue): boolean {
  return (
    filter.providers.length === 0 &&
    filter.onlyAvailable === GAMES_FILTER_DEFAULTS.onlyAvailable &&
    filter.onlyWithBonus === GAMES_FILTER_DEFAULTS.onlyWithBonus
  );
}

/** Spec §9: 20 per page, 12 once a filter is applied. */
export function gameListPageSize(filter: GamesFilterValue): number {
  return isDefaultFilter(filter) ? PAGE_SIZES.gameList : PAGE_SIZES.gameListFilterAndSearch;
}

/** How many filter parts differ from the defaults (the badge on the filter button). */
export function activeFilterCount(filter: GamesFilterValue): number {
  return (
    (filter.providers.length ? 1 : 0) +
    (filter.onlyAvailable !== GAMES_FILTER_DEFAULTS.onlyAvailable ? 1 : 0) +
    (filter.onlyWithBonus !== GAMES_FILTER_DEFAULTS.onlyWithBonus ? 1 : 0)
  );
}
