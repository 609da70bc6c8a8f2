// Housekeeping: login attempts and spent or expired one-time codes older than a day serve no
// rule any more. A sweep runs on about 1 in 100 writes of either table, so the tables stay small
// without a scheduler; any instance may run it (the deletes are idempotent).
import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginAttempts, oneTimeCodes } from './tables';

export const PRUNE_AFTER_MS = 24 * 60 * 60 * 1000;
const SWEEP_PROBABILITY = 0.01;

export async function pruneIdentityRecords(db: Db): Promise<void> {
  const before = new Date(Date.now() - PRUNE_AFTER_MS);
  await db.delete(loginAttempts).where(lt(loginAttempts.at, before));
  await db.delete(oneTimeCodes).where(lt(oneTimeCodes.expiresAt, before));
}

/** Runs a sweep now and then, after the caller's write. Failures are only reported. */
export function maybePrune(db: Db, onError: (error: unknown) => void = () => {}): void {
  if (Math.random() >= SWEEP_PROBABILITY) return;
  pruneIdentityRecords(db).catch(onError);
}
