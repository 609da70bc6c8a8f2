// The crash hash chains (see engines/crash.ts), one per crash game: the game's shared rounds draw
// its games in order (round i of a chain uses h(L − i)). A chain and its public salt are created
// together and published through `gameEngine(slug).crash` and `crashGame(slug)` before the first
// round that uses them; when a chain is used up the next one is created and published the same way.
import { randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { CRASH_CHAIN_LENGTH, chainHash, gameHash, newServerSeed } from '../play';
import { crashChains } from './tables';

export interface ChainView {
  id: number;
  terminalHash: string;
  /** the public salt of the chain's games */
  salt: string;
  length: number;
  used: number;
  createdAt: Date;
}

export interface DrawnGame {
  chainId: number;
  /** 1-based index of the game in its chain */
  index: number;
  hash: string;
  terminalHash: string;
  salt: string;
}

type ChainRow = typeof crashChains.$inferSelect;

const view = (row: ChainRow): ChainView => ({
  id: row.id,
  terminalHash: row.terminalHash,
  salt: row.salt ?? '',
  length: row.length,
  used: row.used,
  createdAt: row.createdAt,
});

async function openChain(db: Db, slug: string): Promise<ChainRow | undefined> {
  const [row] = await db
    .select()
    .from(crashChains)
    .where(and(eq(crashChains.gameSlug, slug), sql`${crashChains.used} < ${crashChains.length}`))
    .orderBy(asc(crashChains.id))
    .limit(1);
  return row;
}

/**
 * The chain the game's next round draws from, created (with its salt) when none has games left.
 * Creation is serialised per game by a transaction-scoped advisory lock, so two instances never
 * commit two chains at once.
 */
export async function gameChain(db: Db, slug: string): Promise<ChainView> {
  const found = await openChain(db, slug);
  if (found) return view(found);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`crash-chain:${slug}`}))`);
    const again = await openChain(tx, slug);
    if (again) return view(again);
    const seed = newServerSeed();
    const [created] = await tx
      .insert(crashChains)
      .values({
        seed,
        terminalHash: chainHash(seed, CRASH_CHAIN_LENGTH),
        length: CRASH_CHAIN_LENGTH,
        gameSlug: slug,
        salt: randomBytes(16).toString('hex'),
      })
      .returning();
    return view(created!);
  });
}

/** Draws the game's next chain game inside the caller's transaction. */
export async function drawGame(tx: Db, slug: string): Promise<DrawnGame> {
  for (;;) {
    const chain = await gameChain(tx, slug);
    const [row] = await tx
      .update(crashChains)
      .set({ used: sql`${crashChains.used} + 1` })
      .where(sql`${crashChains.id} = ${chain.id} AND ${crashChains.used} < ${crashChains.length}`)
      .returning();
    if (!row) continue;
    return {
      chainId: row.id,
      index: row.used,
      hash: gameHash(row.seed, row.length, row.used),
      terminalHash: row.terminalHash,
      salt: row.salt ?? '',
    };
  }
}

export async function findChain(db: Db, id: number): Promise<ChainView | null> {
  const [row] = await db.select().from(crashChains).where(eq(crashChains.id, id));
  return row ? view(row) : null;
}
