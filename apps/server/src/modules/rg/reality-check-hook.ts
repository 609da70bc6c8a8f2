// The e2e-only hook behind POST /api/dev/rg/reality-check (rest.ts, config.rgTestHooks): moves the
// player's reality-check anchor so that the check falls due `dueInSeconds` from now (0: due now).
// A player without an interval gets the shortest option (15 minutes) first, as the player could
// choose it. It writes nothing else: the check itself (guardStake / guardPlayAction refusing with
// RG_REALITY_CHECK_DUE, rgSessionStats, answerRealityCheck) is the real one.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profileOfUser } from './guard';
import { realityCheckMinutesOf } from './session-state';
import { lockPlayer } from './state';
import { rgPlayers } from './tables';

export async function makeRealityCheckDue(
  db: Db,
  userId: string,
  dueInSeconds: number,
  now: Date,
): Promise<Date> {
  const profile = await profileOfUser(db, userId);
  return db.transaction(async (tx) => {
    const player = await lockPlayer(tx, userId);
    const minutes = realityCheckMinutesOf(player, profile) ?? profile.realityCheckOptions[0]!;
    const due = new Date(now.getTime() + dueInSeconds * 1000);
    await tx
      .update(rgPlayers)
      .set({
        realityCheckMinutes: minutes,
        realityCheckOff: false,
        realityCheckAnchor: new Date(due.getTime() - minutes * 60_000),
        sessionStartedAt: player.sessionStartedAt ?? now,
        updatedAt: now,
      })
      .where(eq(rgPlayers.userId, userId));
    return due;
  });
}
