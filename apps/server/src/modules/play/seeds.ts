// The player's seed pair: created on first use (committed by its hash before any bet), rotated
// on request (the old server seed is revealed), client seed changeable (rotates too, so that a
// player can never pick a client seed after seeing a server seed's results: the new pair starts
// at nonce 0 with a fresh, freshly committed server seed).
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { hashServerSeed, isValidClientSeed, newClientSeed, newServerSeed } from './fairness';
import { fairnessRevealedSeeds, fairnessSeeds } from './tables';

export interface RevealedSeedView {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  /** bets made under the pair: nonces 0 … nonce − 1 */
  nonce: number;
  committedAt: Date;
  revealedAt: Date;
}

export interface SeedsView {
  serverSeedHash: string;
  clientSeed: string;
  /** the nonce of the next bet */
  nonce: number;
  previous: RevealedSeedView[];
}

/** Creates the player's seed pair if it does not exist yet. */
export async function ensureSeeds(db: Db, userId: string): Promise<void> {
  const serverSeed = newServerSeed();
  await db
    .insert(fairnessSeeds)
    .values({
      userId,
      serverSeed,
      serverSeedHash: hashServerSeed(serverSeed),
      clientSeed: newClientSeed(),
    })
    .onConflictDoNothing({ target: fairnessSeeds.userId });
}

export async function getSeeds(db: Db, userId: string, previousLimit = 20): Promise<SeedsView> {
  await ensureSeeds(db, userId);
  const [row] = await db.select().from(fairnessSeeds).where(eq(fairnessSeeds.userId, userId));
  const previous = await db
    .select()
    .from(fairnessRevealedSeeds)
    .where(eq(fairnessRevealedSeeds.userId, userId))
    .orderBy(desc(fairnessRevealedSeeds.revealedAt), desc(fairnessRevealedSeeds.id))
    .limit(Math.min(100, Math.max(1, previousLimit)));
  return {
    serverSeedHash: row!.serverSeedHash,
    clientSeed: row!.clientSeed,
    nonce: row!.nonce,
    previous: previous.map((p) => ({
      serverSeed: p.serverSeed,
      serverSeedHash: p.serverSeedHash,
      clientSeed: p.clientSeed,
      nonce: p.nonce,
      committedAt: p.committedAt,
      revealedAt: p.revealedAt,
    })),
  };
}

/**
 * Whether the player has a multi-request round still open under a server seed (blackjack's
 * check, injected by the module registry: play does not read the game modules' tables).
 */
export type OpenRoundCheck = (tx: Db, userId: string, serverSeedHash: string) => Promise<boolean>;

/**
 * Reveals the current server seed and commits a new one (nonce back to 0). The row lock makes
 * it wait for a bet in flight, so no bet is settled with a seed already revealed.
 */
export async function rotateSeeds(
  db: Db,
  userId: string,
  clientSeed: string | undefined,
  openRoundUnder: OpenRoundCheck,
): Promise<RevealedSeedView> {
  if (clientSeed !== undefined && !isValidClientSeed(clientSeed)) {
    throw new AppError('VALIDATION_ERROR', {
      message: 'A client seed is 1 to 64 printable characters without spaces or colons.',
    });
  }
  await ensureSeeds(db, userId);
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(fairnessSeeds)
      .where(eq(fairnessSeeds.userId, userId))
      .for('update');
    // a blackjack round still being played under this pair would have its cards revealed (the
    // resolvers stand such rounds first; this catches one dealt in between; the check is injected)
    const open = await openRoundUnder(tx, userId, current!.serverSeedHash);
    if (open) {
      throw new AppError('VALIDATION_ERROR', {
        message: 'A blackjack round is still open under this seed: finish it first.',
      });
    }
    const serverSeed = newServerSeed();
    await tx
      .update(fairnessSeeds)
      .set({
        serverSeed,
        serverSeedHash: hashServerSeed(serverSeed),
        clientSeed: clientSeed ?? current!.clientSeed,
        nonce: 0,
        createdAt: sql`now()`,
      })
      .where(eq(fairnessSeeds.userId, userId));
    const [revealed] = await tx
      .insert(fairnessRevealedSeeds)
      .values({
        userId,
        serverSeed: current!.serverSeed,
        serverSeedHash: current!.serverSeedHash,
        clientSeed: current!.clientSeed,
        nonce: current!.nonce,
        committedAt: current!.createdAt,
      })
      .returning();
    return {
      serverSeed: revealed!.serverSeed,
      serverSeedHash: revealed!.serverSeedHash,
      clientSeed: revealed!.clientSeed,
      nonce: revealed!.nonce,
      committedAt: revealed!.committedAt,
      revealedAt: revealed!.revealedAt,
    };
  });
}

/** Takes the next nonce of the player's pair inside a bet's transaction (row-locked until commit). */
export async function lockSeeds(
  tx: Db,
  userId: string,
): Promise<{ serverSeed: string; serverSeedHash: string; clientSeed: string; nonce: number }> {
  const [row] = await tx
    .select()
    .from(fairnessSeeds)
    .where(eq(fairnessSeeds.userId, userId))
    .for('update');
  if (!row) throw new Error('Seeds must exist before a bet.');
  return {
    serverSeed: row.serverSeed,
    serverSeedHash: row.serverSeedHash,
    clientSeed: row.clientSeed,
    nonce: row.nonce,
  };
}

export async function advanceNonce(tx: Db, userId: string, nonce: number): Promise<void> {
  await tx
    .update(fairnessSeeds)
    .set({ nonce: nonce + 1 })
    .where(eq(fairnessSeeds.userId, userId));
}
