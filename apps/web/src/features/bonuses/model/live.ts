// userBonusUpdated events (spec §4.7) laid over the last fetched list, so a card's status,
// progress and expiry change in place until the next refetch brings the same (or newer) state.
import type { UserBonus, UserBonusUpdate } from '../api/bonus-fields';

export function applyBonusUpdates(
  list: readonly UserBonus[],
  updates: ReadonlyMap<number, UserBonusUpdate>,
): UserBonus[] {
  if (updates.size === 0) return [...list];
  return list.map((bonus) => {
    const update = updates.get(bonus.id);
    if (!update) return bonus;
    return {
      ...bonus,
      status: update.status,
      isCurrent: update.isCurrent,
      expireAt: update.expireAt,
      wagerProgress: update.wagerProgress,
    };
  });
}

/** Terminal statuses: the bonus leaves "My bonuses" and enters the bonus history. */
export const FINISHED_STATUSES = ['CLAIMED', 'CANCELED', 'EXPIRED'] as const;

export function isFinished(status: string): boolean {
  return (FINISHED_STATUSES as readonly string[]).includes(status);
}
