// Player levels as the VIP club sees them: the level a player has reached and the operator's way
// to set it. The level is stored on the account by the identity module; other modules (chat)
// read it here.
import { vipTierOf, type VipTier } from '@aurum/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { getUserLevel, setUserLevel } from '../identity';

export const VIP_LEVEL_MIN = 0;
export const VIP_LEVEL_MAX = 100;

/** The player's level (an unknown player counts as level 0). */
export async function playerLevel(db: Db, userId: string): Promise<number> {
  return (await getUserLevel(db, userId)) ?? 0;
}

/** The player's VIP tier (a named band of the level), or null below the first. */
export async function playerTier(db: Db, userId: string): Promise<VipTier | null> {
  return vipTierOf(await playerLevel(db, userId));
}

/** Whether the player may write in the players' chat: from the first VIP tier (bronze, level 10). */
export async function canUseChat(db: Db, userId: string): Promise<boolean> {
  return (await playerTier(db, userId)) !== null;
}

/** Operator: sets a player's level (0–100), audited. VALIDATION_ERROR, USER_NOT_FOUND. */
export async function setPlayerLevel(
  db: Db,
  input: { actor: string; userId: string; level: number; reason?: string | null },
): Promise<{ userId: string; level: number; previous: number }> {
  if (
    !Number.isInteger(input.level) ||
    input.level < VIP_LEVEL_MIN ||
    input.level > VIP_LEVEL_MAX
  ) {
    throw new AppError('VALIDATION_ERROR', {
      message: `level must be an integer from ${VIP_LEVEL_MIN} to ${VIP_LEVEL_MAX}.`,
    });
  }
  return setUserLevel(db, input);
}
