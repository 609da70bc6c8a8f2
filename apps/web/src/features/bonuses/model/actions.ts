// What a player can do with a bonus, by its status (spec §4.7, docs/bonus-state-machine.md):
// AVAILABLE → Activate; PENDING (a deposit bonus waiting for its deposit) → Deposit; ACTIVE and
// FREESPINS_PLAY → Play; READY_FOR_REWARD → Claim; the current bonus can be cancelled.
import { GAME_LIST_CATEGORY_QUERY, gamePath } from '@aurum/domain';
import type { BonusInfo, UserBonus } from '../api/bonus-fields';

export type UserBonusAction = 'activate' | 'deposit' | 'play' | 'claim';

export interface UserBonusActions {
  /** The main action, or null (finished bonuses). */
  primary: UserBonusAction | null;
  /** The primary action cannot run now: another bonus is current (one at a time). */
  blocked: boolean;
  /** The current bonus can be cancelled (spec §2.8 cancel-bonus modal). */
  cancel: boolean;
}

type ActionInput = Pick<UserBonus, 'status' | 'isCurrent'>;

export function userBonusActions(bonus: ActionInput, hasOtherCurrent: boolean): UserBonusActions {
  const cancel = bonus.isCurrent;
  switch (bonus.status) {
    case 'AVAILABLE':
      return { primary: 'activate', blocked: hasOtherCurrent, cancel: false };
    case 'PENDING':
      return { primary: 'deposit', blocked: false, cancel };
    case 'ACTIVE':
    case 'FREESPINS_PLAY':
      return { primary: 'play', blocked: false, cancel };
    case 'READY_FOR_REWARD':
      return { primary: 'claim', blocked: false, cancel };
    default:
      return { primary: null, blocked: false, cancel: false };
  }
}

/** Where Play leads: the free-spins game, the only game that counts, or the best-counting category. */
export function playTarget(
  info: Pick<BonusInfo, 'availableForGameSlug' | 'freespinsInfo' | 'gameCategoryMultipliers'>,
  status: string,
): string {
  const spinsGame = info.freespinsInfo?.freespinsGameSlug;
  if (status === 'FREESPINS_PLAY' && spinsGame) return gamePath(spinsGame);
  if (info.availableForGameSlug) return gamePath(info.availableForGameSlug);
  const listed = GAME_LIST_CATEGORY_QUERY as readonly string[];
  const best = [...info.gameCategoryMultipliers]
    .filter((m) => m.multiplier > 0 && listed.includes(m.category))
    .sort((a, b) => b.multiplier - a.multiplier)[0];
  return best ? `/games?category=${best.category}` : '/games';
}

/** The visual tone of a status badge. */
export type StatusTone = 'gold' | 'success' | 'info' | 'warning' | 'muted' | 'danger';

export function statusTone(status: string): StatusTone {
  switch (status) {
    case 'READY_FOR_REWARD':
    case 'CLAIMED':
      return 'success';
    case 'ACTIVE':
    case 'FREESPINS_PLAY':
      return 'gold';
    case 'PENDING':
      return 'warning';
    case 'AVAILABLE':
      return 'info';
    case 'EXPIRED':
      return 'danger';
    default:
      return 'muted';
  }
}

/** A catalogue entry as the signed-in player (or a guest) sees it on /bonuses. */
export type CatalogueState =
  | { kind: 'guest' }
  | { kind: 'loading' }
  /** offered: Activate (blocked while another bonus is current) */
  | { kind: 'available'; bonus: UserBonus; blocked: boolean }
  /** activated, waiting for its qualifying deposit: Deposit */
  | { kind: 'pending'; bonus: UserBonus }
  /** granted (ACTIVE, FREESPINS_PLAY, READY_FOR_REWARD): Go to my bonuses */
  | { kind: 'running'; bonus: UserBonus }
  /** not offered to this player now (used up, or not in their currency) */
  | { kind: 'unavailable' };

/**
 * Pairs a catalogue bonus (by name) with the player's own bonuses: the current one of that name
 * first, else its AVAILABLE offer. `mine` is null while the player's list loads.
 */
export function catalogueState(
  name: string,
  signedIn: boolean,
  mine: readonly UserBonus[] | null,
): CatalogueState {
  if (!signedIn) return { kind: 'guest' };
  if (!mine) return { kind: 'loading' };
  const own = mine.filter((b) => b.bonusInfo.name === name);
  const current = own.find((b) => b.isCurrent);
  if (current) {
    return current.status === 'PENDING'
      ? { kind: 'pending', bonus: current }
      : { kind: 'running', bonus: current };
  }
  const offer = own.find((b) => b.status === 'AVAILABLE');
  if (offer) return { kind: 'available', bonus: offer, blocked: mine.some((b) => b.isCurrent) };
  return { kind: 'unavailable' };
}

/** The catalogue entry a /bonuses/:id route names: its `name` (welcome, cashback…) or its numeric id. */
export function findCatalogueBonus<T extends { id: number; name: string }>(
  list: readonly T[],
  routeId: string,
): T | null {
  const key = routeId.trim().toLowerCase();
  const byName = list.find((b) => b.name.toLowerCase() === key);
  if (byName) return byName;
  return /^\d+$/.test(key)
    ? (list.find((b) => String(b.id) === String(Number(key))) ?? null)
    : null;
}
