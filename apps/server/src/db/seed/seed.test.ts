import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import {
  banners,
  gameCategories,
  gameProviders,
  gameRestrictions,
  games,
} from '../../modules/catalogue/tables';
import { countries, currencies, languages } from '../../modules/reference/tables';
import { createLogger } from '../../http/logger';
import { getTestDatabase, TEST_SEED_GAMES } from '../../test/test-database';
import type { Db } from '../client';
import { runSeed, SEED_STEP_KEYS } from '.';
import { seedMeta } from './tables';

const log = createLogger({ logLevel: 'silent', nodeEnv: 'test' });

async function counts(db: Db) {
  const count = async (table: PgTable) => {
    const [row] = await db.select({ n: sql<number>`cast(count(*) as integer)` }).from(table);
    return Number(row!.n);
  };
  return {
    games: await count(games),
    providers: await count(gameProviders),
    categories: await count(gameCategories),
    restrictions: await count(gameRestrictions),
    banners: await count(banners),
    countries: await count(countries),
    currencies: await count(currencies),
    languages: await count(languages),
    meta: await count(seedMeta),
  };
}

describe('runSeed', () => {
  it('wrote the catalogue on first start', async () => {
    const { db } = await getTestDatabase(log);
    const c = await counts(db);
    expect(c.games).toBeGreaterThanOrEqual(TEST_SEED_GAMES);
    expect(c.categories).toBe(10);
    expect(c.providers).toBeGreaterThanOrEqual(38);
    expect(c.banners).toBeGreaterThanOrEqual(6);
    expect(c.countries).toBeGreaterThanOrEqual(70);
    expect(c.languages).toBe(6);
    expect(c.meta).toBe(SEED_STEP_KEYS.length);
  });

  it('is idempotent: running it again, even with another size, changes nothing', async () => {
    const { db } = await getTestDatabase(log);
    const before = await counts(db);
    await runSeed(db, { games: TEST_SEED_GAMES, log });
    await runSeed(db, { games: 5, log });
    expect(await counts(db)).toEqual(before);
  });
});
