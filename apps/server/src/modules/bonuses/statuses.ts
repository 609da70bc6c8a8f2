// The user-bonus statuses the lifecycle groups (docs/bonus-state-machine.md).
import type { UserBonusRow } from './tables';

/** Statuses of the player's one current bonus (at most one, by a unique index). */
export const CURRENT_STATUSES = [
  'PENDING',
  'ACTIVE',
  'FREESPINS_PLAY',
  'READY_FOR_REWARD',
] as const;

/** Statuses in which bonus money is held and bets count towards wagering. */
export const WAGERING_STATUSES = ['ACTIVE', 'FREESPINS_PLAY'] as const;

/** Statuses that end a bonus. */
export const FINAL_STATUSES = ['CLAIMED', 'CANCELED', 'EXPIRED'] as const;

export function isCurrent(row: Pick<UserBonusRow, 'status'>): boolean {
  return (CURRENT_STATUSES as readonly string[]).includes(row.status);
}

export const HOUR_MS = 3_600_000;
