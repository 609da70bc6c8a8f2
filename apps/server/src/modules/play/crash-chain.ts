// The crash hash chains (see engines/crash.ts): one active chain shared by every crash game;
// each round draws the next game from it under a row lock. A new chain is created (and its
// terminal hash published through `gameEngine`) when the active one is used up.
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newServerSeed } from './fairness';
import { CRASH_CHAIN_LENGTH, chainHash, gameHash } from './engines/crash';
import { crashChains } from './tables';

export interface ChainView {
  id: number;
  terminalHash: string;
  length: number;
  used: number;
  createdAt: Date;
}

/** The chain the next crash game is drawn from (created if none has games left). */
export async function activeChain(db: Db): Promise<ChainView> {
  const [row] = await db
    .select({
      id: crashChains.id,
      terminalHash: crashChains.terminalHash,
      length: crashChains.length,
      used: crashChains.used,
      createdAt: crashChains.createdAt,
    })
    .from(crashChains)
    .where(sql`${crashChains.used} < ${crashChains.length}`)
    .orderBy(asc(crashChains.id))
    .limit(1);
  if (row) return row;
  const seed = newServerSeed();
  const [created] = await db
    .insert(crashChains)
    .values({ seed, terminalHash: chainHash(seed, CRASH_CHAIN_LENGTH), length: CRASH_CHAIN_LENGTH })
    .returning();
  return {
    id: created!.id,
    terminalHash: created!.terminalHash,
    length: created!.length,
    used: created!.used,
    createdAt: created!.createdAt,
  };
}

/** Draws the next game inside the caller's transaction: chain id, index (1-based), hash, terminal. */
export async function drawCrashGame(
  tx: Db,
): Promise<{ chainId: number; index: number; hash: string; terminalHash: string }> {
  const chain = await activeChain(tx);
  const [row] = await tx
    .update(crashChains)
    .set({ used: sql`${crashChains.used} + 1` })
    .where(sql`${crashChains.id} = ${chain.id} AND ${crashChains.used} < ${crashChains.length}`)
    .returning();
  if (!row) return drawCrashGame(tx);
  const index = row.used;
  return {
    chainId: row.id,
    index,
    hash: gameHash(row.seed, row.length, index),
    terminalHash: row.terminalHash,
  };
}

export async function findChain(db: Db, id: number): Promise<ChainView | null> {
  const [row] = await db.select().from(crashChains).where(eq(crashChains.id, id));
  return row
    ? {
        id: row.id,
        terminalHash: row.terminalHash,
        length: row.length,
        used: row.used,
        createdAt: row.createdAt,
      }
    : null;
}
