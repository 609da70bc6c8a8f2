// The lobby's read cache: guests' catalogue answers are served from it until the catalogue
// changes (any write, any writer), per language and region; viewers and non-catalogue fields
// never go through it.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/harness';
import { registerTestUser } from '../../test/users';
import { searchKey } from './search-key';
import { games } from './tables';

let server: TestServer;
let other: TestServer;
let slug: string;
let originalName: string;

beforeAll(async () => {
  server = await createTestServer();
  // a second instance on the same database: it must follow the revision too
  other = await createTestServer();
  const [game] = await server.db
    .select({ slug: games.slug, name: games.name })
    .from(games)
    .where(and(eq(games.disabled, false), eq(games.recalled, false)))
    .orderBy(games.id)
    .limit(1);
  slug = game!.slug;
  originalName = game!.name;
});

afterAll(async () => {
  await rename(originalName);
  await other.close();
  await server.close();
});

const BY_SLUG = `query GameBySlug($slug: String!) {
  gameBySlug(slug: $slug) { __typename ... on GameBySlugSuccess { game { id name slug } } }
}`;

type BySlug = { gameBySlug: { __typename: string; game?: { name: string } } };

async function nameOf(on: TestServer, headers: Record<string, string> = {}): Promise<string> {
  const res = await on.gql<BySlug>(BY_SLUG, { slug }, { headers });
  expect(res.errors).toBeUndefined();
  return res.data!.gameBySlug.game!.name;
}

/** A write the triggers do not see (replica role): the cache cannot know about it. */
async function renameBehindTheCachesBack(name: string) {
  await server.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    await tx
      .update(games)
      .set({ name, searchName: searchKey(name) })
      .where(eq(games.slug, slug));
  });
}

/** An ordinary write: the statement trigger bumps the revision and NOTIFYs it. */
async function rename(name: string) {
  await server.db
    .update(games)
    .set({ name, searchName: searchKey(name) })
    .where(eq(games.slug, slug));
}

describe('catalogue response cache', () => {
  it('serves a guest the cached answer until the catalogue changes, exactly, on every instance', async () => {
    await rename(`${originalName} v1`);
    expect(await nameOf(server)).toBe(`${originalName} v1`);
    expect(await nameOf(other)).toBe(`${originalName} v1`);

    await renameBehindTheCachesBack(`${originalName} hidden`);
    // cached: the hidden write is not seen by guests …
    expect(await nameOf(server)).toBe(`${originalName} v1`);
    expect(await nameOf(other)).toBe(`${originalName} v1`);

    // … until any ordinary write moves the revision, on both instances
    await rename(`${originalName} v2`);
    expect(await nameOf(server)).toBe(`${originalName} v2`);
    expect(await nameOf(other)).toBe(`${originalName} v2`);
  });

  it('keeps languages apart and never serves a signed-in player from it', async () => {
    await rename(`${originalName} v3`);
    expect(await nameOf(server, { 'accept-language': 'en' })).toBe(`${originalName} v3`);
    await renameBehindTheCachesBack(`${originalName} fresh`);
    expect(await nameOf(server, { 'accept-language': 'en' })).toBe(`${originalName} v3`);
    // another language is another entry (stored after the hidden write)
    expect(await nameOf(server, { 'accept-language': 'ru' })).toBe(`${originalName} fresh`);
    const player = await registerTestUser(server);
    expect(await nameOf(server, { authorization: `Bearer ${player.token}` })).toBe(
      `${originalName} fresh`,
    );
  });

  it('does not store an answer that also holds a non-catalogue field', async () => {
    const mixed = `query Mixed($slug: String!) {
      serverTime
      gameBySlug(slug: $slug) { ... on GameBySlugSuccess { game { name } } }
    }`;
    await rename(`${originalName} v4`);
    const read = async () =>
      ((await server.gql<BySlug>(mixed, { slug })).data?.gameBySlug.game?.name ?? '') as string;
    expect(await read()).toBe(`${originalName} v4`);
    await renameBehindTheCachesBack(`${originalName} v5`);
    expect(await read()).toBe(`${originalName} v5`);
  });

  it('stores one entry for search terms that normalise alike', async () => {
    const LIST = `query GamesList($input: GamesListInput) { gamesList(input: $input) { count items { slug name } } }`;
    const list = (search: string) =>
      server.gql<{ gamesList: { items: { slug: string; name: string }[] } }>(LIST, {
        input: { filter: { search }, pagination: { page: 1, count: 50 } },
      });
    await rename(`Zqxv Cachetest`);
    const first = await list('zqxv cachetest');
    expect(first.data?.gamesList.items.map((g) => g.slug)).toContain(slug);
    await renameBehindTheCachesBack(`Zqxv Cachetest hidden`);
    // "  ZQXV   Cachetest " normalises to the cached term: the cached answer, old name included
    const again = await list('  ZQXV   Cachetest ');
    expect(again.data?.gamesList.items.find((g) => g.slug === slug)?.name).toBe('Zqxv Cachetest');
  });
});
