// Free spins (docs/bonus-state-machine.md, FREESPINS_PLAY): a free spin is a slots round on the
// bonus's free-spins game, staked at the spin value the bonus promises — the bonus money granted
// for the spins ÷ their number (the free-spins bonus: 10 USD for 50 spins = 0.20) — and paid from
// the BONUS balance only, never from REAL; its win goes back to BONUS (play's proportional rule
// with a stake that is all bonus money). The round is settled by play's placeBet; inside its
// transaction this module locks the user bonus, checks a spin is left, uses it and counts the
// round's wagering (countBonusRound), so parallel spins can never use more spins than granted and
// a refused spin moves no money. The last spin moves the bonus on to ACTIVE; spins past the
// bonus's freespinsExpireTime (hours from the grant) are refused, and the expiry job takes them
// away (expireDueFreeSpins). Replaying a round id
// returns the stored round and uses nothing.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { AppPubSub } from '../../pubsub';
import { placeBet, type PlaceBetResult } from '../play';
import { effects, publishEffects, recordNotices } from './effects';
import { freeSpinsExpireAt } from './expiry/free-spins-expire-at';
import { findUserBonus } from './find-user-bonus';
import { requireBonus } from './rows';
import { countBonusRound } from './wagering/count-bonus-round';
import { userBonuses, type UserBonusRow } from './tables';
import { findBonus } from './terms';

const refuse = (message: string) => new AppError('BONUS_UNAVAILABLE', { message, status: 409 });

/** The stake of one free spin of a granted bonus, minor units of its currency (0: no spins). */
export function freeSpinStake(row: Pick<UserBonusRow, 'bonusAmount' | 'freeSpinsTotal'>): bigint {
  return row.freeSpinsTotal > 0 ? row.bonusAmount / BigInt(row.freeSpinsTotal) : 0n;
}

export interface FreeSpinResult {
  play: PlaceBetResult;
  freeSpinsLeft: number;
  status: string;
}

export async function playFreeSpin(
  deps: { db: Db; pubsub: AppPubSub },
  input: { userId: string; userBonusId: number; gameSlug: string; roundId?: string | null },
): Promise<FreeSpinResult> {
  const { db, pubsub } = deps;
  const { userId, userBonusId } = input;
  const row = await findUserBonus(db, userId, userBonusId);
  const bonus = row ? await findBonus(db, row.bonusId) : null;
  if (!row || !bonus?.freespinsGameSlug) throw refuse('This bonus has no free spins.');
  if (bonus.freespinsGameSlug !== input.gameSlug) {
    throw refuse('The free spins are played on another game.');
  }
  const stake = freeSpinStake(row);
  if (stake <= 0n) throw refuse('This bonus has no free spins.');

  const fx = effects(userId);
  // the row as this spin left it, read inside its own transaction: a read after the commit could
  // already show spins used by parallel requests
  let spun: { freeSpinsLeft: number; status: UserBonusRow['status'] } | null = null;
  const play = await placeBet(
    { db, pubsub },
    {
      userId,
      gameSlug: input.gameSlug,
      amount: stake,
      params: { kind: 'SLOTS' },
      demo: false,
      roundId: input.roundId ?? null,
      bonusRound: {
        claim: async (tx, round) => {
          const [locked] = await tx
            .select()
            .from(userBonuses)
            .where(and(eq(userBonuses.id, userBonusId), eq(userBonuses.userId, userId)))
            .for('update');
          if (!locked || locked.status !== 'FREESPINS_PLAY' || locked.freeSpinsLeft <= 0) {
            throw refuse('No free spins are left on this bonus.');
          }
          if (locked.currencyCode !== round.currency || freeSpinStake(locked) !== round.stake) {
            throw refuse('This bonus runs in another currency.');
          }
          const lockedBonus = await requireBonus(tx, locked.bonusId);
          // past freespinsExpireTime the spins are gone even before the expiry job has run
          const spinsExpireAt = freeSpinsExpireAt(locked, lockedBonus);
          if (spinsExpireAt && spinsExpireAt.getTime() <= Date.now()) {
            throw refuse('The free spins have expired.');
          }
          const counted = await countBonusRound(
            tx,
            fx,
            locked,
            lockedBonus,
            { roundId: round.roundId, amount: round.stake, gameCategory: round.gameCategory },
            true,
          );
          if (!counted) throw refuse('This round was already counted.');
          await recordNotices(tx, fx);
          spun = { freeSpinsLeft: counted.freeSpinsLeft, status: counted.status };
        },
      },
    },
  );
  if (!play.replayed) publishEffects(pubsub, fx);
  // a replayed round ran no claim: answer with the bonus as it is now
  const after = spun ?? (await findUserBonus(db, userId, userBonusId));
  return {
    play,
    freeSpinsLeft: after?.freeSpinsLeft ?? 0,
    status: after?.status ?? row.status,
  };
}
