// The engine theme lives in the catalogue (games.engine_theme): the seed writes it, operators set
// it (audited), and a game plays with the stored theme — also a game an operator added by hand,
// whose name says nothing about its theme.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../../db/client';
import { engineThemeOf } from '../../db/seed/engine-theme';
import { createTestServer, type TestServer } from '../../test/harness';
import { errorCode, staffGql } from '../../test/staff';
import { registerTestUser } from '../../test/users';

const OPERATOR_TOKEN = 'operator-token-for-theme-tests-0123456789';
let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({ env: { OPERATOR_TOKEN } });
});
afterAll(async () => {
  await server?.close();
});

// operators set it through the staff API (/backoffice/graphql; the operator token is its audited
// automation actor); the player schema has no operator field
const SET_THEME = `mutation SetTheme($slug: String!, $theme: String) {
  setGameEngineTheme(slug: $slug, engineTheme: $theme) { slug engineTheme } }`;

const ENGINE = `query GameEngine($slug: String!) { gameEngine(slug: $slug) {
  ... on GameEngineConfig { slots { theme symbols { id name } } } } }`;

async function engineTheme(slug: string) {
  const res = await server.gql<{
    gameEngine: { slots: { theme: string; symbols: { id: number; name: string }[] } };
  }>(ENGINE, { slug });
  expect(res.errors).toBeUndefined();
  return res.data!.gameEngine.slots;
}

async function addGameByHand(): Promise<string> {
  const slug = `operator-slot-${randomUUID().slice(0, 8)}`;
  const [provider] = await executeRows<{ id: number }>(
    server.db,
    sql`SELECT id FROM game_providers ORDER BY id LIMIT 1`,
  );
  await server.db.execute(sql`INSERT INTO games
    (slug, name, title, category, provider_id, payout, theme, motif, pattern, palette, description)
    VALUES (${slug}, 'Quiet Meadow', 'Quiet Meadow', 'slots', ${provider!.id}, 96.00, 'egypt',
      'pyramid', 'dots', '{}'::jsonb, '{"en": "A game added by an operator."}'::jsonb)`);
  return slug;
}

describe('engine theme', () => {
  it('the seed stores the theme the engine plays with', async () => {
    const rows = await executeRows<{ slug: string; name: string; engine_theme: string | null }>(
      server.db,
      sql`SELECT slug, name, engine_theme FROM games WHERE category = 'slots' ORDER BY id LIMIT 5`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.engine_theme).toBe(engineThemeOf(row.name, 'slots'));
      expect((await engineTheme(row.slug)).theme).toBe(row.engine_theme);
    }
  });

  it('an operator-added game plays with the theme an operator set, audited', async () => {
    const slug = await addGameByHand();
    // none stored: the category's default
    expect((await engineTheme(slug)).theme).toBe('vegas');

    const refused = await staffGql(server, SET_THEME, { slug, theme: 'norse' });
    expect(errorCode(refused)).toBe('UNAUTHORIZED');
    const old = await server.gql(
      'mutation Old($slug: String!) { operatorSetGameEngineTheme(slug: $slug, engineTheme: "norse") { __typename } }',
      { slug },
      { headers: { 'x-operator-token': OPERATOR_TOKEN } },
    );
    expect(old.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');

    const operator = { 'x-operator-token': OPERATOR_TOKEN, 'x-operator-name': 'ana' };
    const unknown = await staffGql(server, SET_THEME, { slug, theme: 'atlantis' }, operator);
    expect(errorCode(unknown)).toBe('VALIDATION_ERROR');
    const set = await staffGql<{ setGameEngineTheme: Record<string, unknown> }>(
      server,
      SET_THEME,
      { slug, theme: 'norse' },
      operator,
    );
    expect(set.data!.setGameEngineTheme).toEqual({ slug, engineTheme: 'norse' });
    const audit = await executeRows<{
      actor: string;
      action: string;
      before: unknown;
      after: unknown;
    }>(
      server.db,
      sql`SELECT a.actor, a.action, a.before, a.after FROM game_audit a
          JOIN games g ON g.id = a.game_id WHERE g.slug = ${slug}`,
    );
    expect(audit).toEqual([
      {
        actor: 'staff:automation:ana',
        action: 'SET_ENGINE_THEME',
        before: { engineTheme: null },
        after: { engineTheme: 'norse' },
      },
    ]);

    const slots = await engineTheme(slug);
    expect(slots.theme).toBe('norse');
    expect(slots.symbols.map((s) => s.name)).toEqual([
      'Viking',
      'Odin',
      'Thor',
      'Freya',
      'A',
      'K',
      'Q',
      'J',
      'Viking Wild',
      'Scatter',
    ]);

    // and it plays (demo: the same engine, nothing touches the ledger)
    const user = await registerTestUser(server);
    const played = await server.gql<{ playSlots: { __typename: string } }>(
      `mutation PlaySlots($input: PlaySlotsInput!) { playSlots(input: $input) { __typename
         ... on GeneralAppError { code message } } }`,
      { input: { gameSlug: slug, amount: '1.00', demo: true } },
      { headers: user.headers },
    );
    expect(played.errors).toBeUndefined();
    expect(played.data!.playSlots).toEqual({ __typename: 'PlaySuccess' });
  });
});
