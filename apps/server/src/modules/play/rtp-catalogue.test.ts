// One RTP per game (issue 19 item 4): the catalogue's payout (the game's info card) is the RTP the
// engine declares (the game panel), for every game of every engine — checked through the API for
// one game per category and for every game from the catalogue rows; an older catalogue is
// mended by the seed's backfill, description included.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../../db/client';
import { backfillDeclaredPayouts } from '../../db/seed/write';
import { createTestServer, type TestServer } from '../../test/harness';
import { declaredPayoutPercent, engineKindOf } from './engines/registry';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

const ENGINE = `query GameEngine($slug: String!) { gameEngine(slug: $slug) {
  ... on GameEngineConfig { engine rtp } } }`;
const GAME = `query Game($slug: String!) { gameBySlug(slug: $slug) { ... on GameBySlugSuccess { game { info { payout } } } } }`;

describe('one RTP per game', () => {
  it('the info card payout equals the panel RTP, one game per category', async () => {
    const rows = await executeRows<{ slug: string; category: string }>(
      server.db,
      sql`SELECT DISTINCT ON (category) slug, category FROM games WHERE NOT disabled ORDER BY category, id`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(10);
    const kinds = new Set<string>();
    for (const row of rows) {
      const engine = await server.gql<{ gameEngine: { engine: string; rtp: string } }>(ENGINE, {
        slug: row.slug,
      });
      const game = await server.gql<{ gameBySlug: { game: { info: { payout: number } } } }>(GAME, {
        slug: row.slug,
      });
      expect(engine.errors ?? game.errors).toBeUndefined();
      kinds.add(engine.data!.gameEngine.engine);
      expect(`${row.category} ${game.data!.gameBySlug.game.info.payout.toFixed(2)}`).toBe(
        `${row.category} ${engine.data!.gameEngine.rtp}`,
      );
    }
    expect([...kinds].sort()).toEqual(
      expect.arrayContaining(['BACCARAT', 'BLACKJACK', 'ROULETTE', 'SLOTS']),
    );
  });

  it('every catalogue row states its engine’s declared RTP', async () => {
    const rows = await executeRows<{ slug: string; category: string; payout: string }>(
      server.db,
      sql`SELECT slug, category, payout FROM games`,
    );
    const wrong = rows.filter(
      (r) => declaredPayoutPercent(r.category, Number(r.payout)) !== Number(r.payout),
    );
    expect(wrong).toEqual([]);
    expect(declaredPayoutPercent('live-blackjack', 96.13)).toBe(99.59);
    expect(declaredPayoutPercent('live-baccarat', 95.59)).toBe(98.94);
    expect(declaredPayoutPercent('roulette', 94.74)).toBe(97.3);
    expect(engineKindOf('slots')).toBe('SLOTS');
  });

  it('the backfill mends an older catalogue, payout and description', async () => {
    const [row] = await executeRows<{ id: number; description: Record<string, string> }>(
      server.db,
      sql`SELECT id, description FROM games WHERE category = 'live-blackjack' ORDER BY id LIMIT 1`,
    );
    const old = Object.fromEntries(
      Object.entries(row!.description).map(([lang, text]) => [
        lang,
        lang === 'en' ? text.replace('99.59%', '96.13%') : text,
      ]),
    );
    await server.db.execute(
      sql`UPDATE games SET payout = 96.13, description = ${JSON.stringify(old)}::jsonb WHERE id = ${row!.id}`,
    );
    expect(await backfillDeclaredPayouts(server.db)).toEqual({ games: 1 });
    const [after] = await executeRows<{ payout: string; description: Record<string, string> }>(
      server.db,
      sql`SELECT payout, description FROM games WHERE id = ${row!.id}`,
    );
    expect(Number(after!.payout)).toBe(99.59);
    expect(after!.description.en).toContain('(RTP) is 99.59%');
    expect(after!.description.en).not.toContain('96.13');
  });
});
