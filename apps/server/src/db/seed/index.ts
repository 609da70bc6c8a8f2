// First-start data. Called by main after migrations, under the migration lock; must be idempotent.
//
// The seed is a list of steps. Each step writes its rows in one transaction together with a
// `seed_meta` row naming it; on later boots a step whose row exists is skipped, so restarting
// never duplicates data and a failed step leaves nothing half-written.
import { eq } from 'drizzle-orm';
import type { Logger } from '../../http/logger';
import type { Db } from '../client';
import { DEFAULT_SEED, generateCatalogue, SEED_VERSION, type SeedCatalogue } from './generate';
import { seedBonusCatalogue } from '../../modules/bonuses/terms';
import { seedMeta } from './tables';
import {
  backfillDeclaredPayouts,
  backfillEngineThemes,
  backfillHonestCatalogue,
  backfillLiveTableTexts,
  backfillSearchNames,
  writeCatalogue,
  writeReference,
} from './write';

export interface SeedOptions {
  /** number of games to generate on first start */
  games: number;
  log: Logger;
  /** PRNG seed string (default: the product's fixed seed) */
  seed?: string;
}

interface SeedStep {
  key: string;
  write: (db: Db, data: SeedCatalogue) => Promise<Record<string, number>>;
}

/** In order: later steps reference rows of earlier ones. */
const STEPS: readonly SeedStep[] = [
  { key: 'reference', write: writeReference },
  { key: 'catalogue', write: writeCatalogue },
  { key: 'catalogue-search-names', write: (db) => backfillSearchNames(db) },
  { key: 'catalogue-engine-themes', write: (db) => backfillEngineThemes(db) },
  { key: 'catalogue-declared-payouts', write: (db) => backfillDeclaredPayouts(db) },
  // issue 18: every card opens the game it shows (docs/games-engines-notes.md)
  { key: 'catalogue-honest-engines', write: (db) => backfillHonestCatalogue(db) },
  // live roulette and baccarat are shared tables; no text promises a dealer, studio or jackpot
  { key: 'catalogue-live-tables', write: backfillLiveTableTexts },
  // live dice and wheel became shared tables too (docs/live2-notes.md): the same idempotent step
  // again, with the dice and wheel texts
  { key: 'catalogue-live-dice-wheel', write: backfillLiveTableTexts },
  // live blackjack became a shared table too (docs/livebj-notes.md): the step again, with the
  // shared blackjack texts
  { key: 'catalogue-live-blackjack', write: backfillLiveTableTexts },
  {
    key: 'bonuses',
    write: (db, data) => seedBonusCatalogue(db, data.games, data.restrictions),
  },
];

/** The steps' keys, in order (one `seed_meta` row each once written). */
export const SEED_STEP_KEYS: readonly string[] = STEPS.map((step) => step.key);

export async function runSeed(db: Db, opts: SeedOptions): Promise<void> {
  const seed = opts.seed ?? DEFAULT_SEED;
  const done = new Map((await db.select().from(seedMeta)).map((row) => [row.key, row]));
  const pending = STEPS.filter((step) => !done.has(step.key));
  for (const row of done.values()) {
    if (row.version !== SEED_VERSION) {
      opts.log.warn(
        { step: row.key, stored: row.version, current: SEED_VERSION },
        'seed data was written by another seed version; leaving it as it is',
      );
    }
  }
  if (pending.length === 0) {
    opts.log.debug('seed already present');
    return;
  }

  const data = generateCatalogue({ games: opts.games, seed });
  for (const step of pending) {
    const started = performance.now();
    const counts = await db.transaction(async (tx) => {
      // Another process may have finished this step while we generated (PGlite has no lock).
      const existing = await tx
        .select({ key: seedMeta.key })
        .from(seedMeta)
        .where(eq(seedMeta.key, step.key));
      if (existing.length > 0) return null;
      const written = await step.write(tx, data);
      await tx
        .insert(seedMeta)
        .values({ key: step.key, version: SEED_VERSION, seed, counts: written });
      return written;
    });
    if (counts) {
      opts.log.info(
        { step: step.key, ...counts, ms: Math.round(performance.now() - started) },
        'seed written',
      );
    }
  }
}
