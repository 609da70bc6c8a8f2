// Content operations of the staff API: each one writes an audit row (also when refused or
// invalid, with its code), validates its input with coded errors, and a change reaches the
// player's lobby at once — through the cached guest reads (catalogue revision) too.
import { randomUUID } from 'node:crypto';
import { LANGUAGES } from '@aurum/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../../db/client';
import { createTestServer, type TestServer } from '../../test/harness';
import { createTestStaff, errorCode, staffGql, type TestStaff } from '../../test/staff';
import { registerTestUser } from '../../test/users';

let server: TestServer;
let marketing: TestStaff;
let support: TestStaff;
let finance: TestStaff;

beforeAll(async () => {
  server = await createTestServer();
  marketing = await createTestStaff(server, 'marketing');
  support = await createTestStaff(server, 'support');
  finance = await createTestStaff(server, 'finance');
}, 60_000);
afterAll(() => server.close());

const texts = (prefix: string) => LANGUAGES.map((lang) => ({ lang, text: `${prefix} ${lang}` }));

async function lastAudit(action: string, actorId: string) {
  const [row] = await executeRows<{
    outcome: string;
    target_id: string | null;
    before: string | null;
    after: string | null;
  }>(
    server.db,
    sql`SELECT outcome, target_id, before, after FROM staff_audit
        WHERE action = ${action} AND actor_id = ${actorId} ORDER BY id DESC LIMIT 1`,
  );
  return row;
}

const SAVE_BANNER = `mutation SaveContentBanner($input: ContentBannerInput!) {
  saveContentBanner(input: $input) { id key enabled title { lang text } startsAt endsAt } }`;
const GUEST_BANNERS = 'query Banners { banners { key title path } }';

function bannerInput(key: string, title: string, extra: Record<string, unknown> = {}) {
  return {
    key,
    position: 'bottom',
    sortOrder: 900,
    url: '/bonuses/welcome',
    enabled: true,
    imageUrl: '/media/banners/2x_deposit.svg',
    title: texts(title),
    description: texts('Description'),
    buttonText: texts('Go'),
    ...extra,
  };
}

async function guestBanners() {
  const res = await server.gql<{ banners: { key: string; title: string; path: string }[] }>(
    GUEST_BANNERS,
  );
  expect(res.errors).toBeUndefined();
  return res.data!.banners;
}

describe('banners', () => {
  it('a marketing officer creates and edits a banner; the cached guest lobby sees each change', async () => {
    const key = `promo-${randomUUID().slice(0, 8)}`;
    // the lobby read is cached (guest, same document) before the change
    expect((await guestBanners()).some((b) => b.key === key)).toBe(false);
    expect((await guestBanners()).some((b) => b.key === key)).toBe(false);

    const created = await staffGql<{ saveContentBanner: { id: number } }>(
      server,
      SAVE_BANNER,
      { input: bannerInput(key, 'Spring') },
      marketing.headers,
    );
    expect(created.errors).toBeUndefined();
    const id = created.data!.saveContentBanner.id;
    expect((await guestBanners()).find((b) => b.key === key)?.title).toBe('Spring en');
    expect(await lastAudit('content.banner-save', marketing.id)).toMatchObject({
      outcome: 'OK',
      target_id: String(id),
    });

    const edited = await staffGql(
      server,
      SAVE_BANNER,
      { input: bannerInput(key, 'Summer', { id }) },
      marketing.headers,
    );
    expect(edited.errors).toBeUndefined();
    expect((await guestBanners()).find((b) => b.key === key)?.title).toBe('Summer en');
    const audit = await lastAudit('content.banner-save', marketing.id);
    expect(JSON.parse(audit!.before!)).toMatchObject({
      title: expect.arrayContaining([{ lang: 'en', text: 'Spring en' }]),
    });
    expect(JSON.parse(audit!.after!)).toMatchObject({
      title: expect.arrayContaining([{ lang: 'en', text: 'Summer en' }]),
    });

    const off = await staffGql(
      server,
      'mutation SetBannerEnabled($id: Int!) { setBannerEnabled(id: $id, enabled: false) { enabled } }',
      { id },
      marketing.headers,
    );
    expect(off.errors).toBeUndefined();
    expect((await guestBanners()).some((b) => b.key === key)).toBe(false);
  });

  it('keeps to the schedule: not before its start, not after its end', async () => {
    const future = `later-${randomUUID().slice(0, 8)}`;
    const past = `gone-${randomUUID().slice(0, 8)}`;
    const now = Date.now();
    for (const [key, extra] of [
      [future, { startsAt: new Date(now + 3_600_000).toISOString() }],
      [past, { endsAt: new Date(now - 60_000).toISOString() }],
    ] as const) {
      const res = await staffGql(
        server,
        SAVE_BANNER,
        { input: bannerInput(key, 'S', extra) },
        marketing.headers,
      );
      expect(res.errors).toBeUndefined();
    }
    const keys = (await guestBanners()).map((b) => b.key);
    expect(keys).not.toContain(future);
    expect(keys).not.toContain(past);
  });

  it('refuses bad input with coded errors and writes FAILED; refuses support with DENIED', async () => {
    const key = `bad-${randomUUID().slice(0, 8)}`;
    const cases: [Record<string, unknown>, string][] = [
      [{ title: texts('x').slice(0, 5) }, 'title'],
      [{ url: 'https://evil.example/x' }, 'url'],
      [{ imageUrl: '//evil.example/x.png' }, 'imageUrl'],
      [{ startsAt: '2030-01-02T00:00:00Z', endsAt: '2030-01-01T00:00:00Z' }, 'endsAt'],
      [{ key: 'Not A Key' }, 'key'],
    ];
    for (const [extra, field] of cases) {
      const res = await staffGql(
        server,
        SAVE_BANNER,
        { input: bannerInput(key, 'X', extra) },
        marketing.headers,
      );
      expect(errorCode(res), field).toBe('VALIDATION_ERROR');
      expect(res.errors?.[0]?.extensions?.details?.field, field).toBe(field);
      expect((await lastAudit('content.banner-save', marketing.id))?.outcome).toBe('FAILED');
    }
    const denied = await staffGql(
      server,
      SAVE_BANNER,
      { input: bannerInput(key, 'X') },
      support.headers,
    );
    expect(errorCode(denied)).toBe('FORBIDDEN');
    expect((await lastAudit('content.banner-save', support.id))?.outcome).toBe('DENIED');
    expect((await guestBanners()).some((b) => b.key === key)).toBe(false);
  });
});

describe('bonuses', () => {
  const SAVE = `mutation SaveContentBonus($input: ContentBonusInput!) {
    saveContentBonus(input: $input) { id name enabled rewardAmount texts { lang title } } }`;
  const input = (name: string, extra: Record<string, unknown> = {}) => ({
    name,
    kind: 'DEPOSIT',
    currencyCode: 'USD',
    coverImageUrl: '/media/banners/2x_deposit.svg',
    availableCurrencies: ['USD'],
    gameCategoryMultipliers: [{ category: 'slots', multiplier: '1' }],
    minDepositAmount: '20',
    wagerMultiplier: '30',
    wageringTime: 72,
    rewardAmount: '15.50',
    repeatable: false,
    enabled: true,
    position: 95,
    texts: LANGUAGES.map((lang) => ({
      lang,
      title: `Autumn ${lang}`,
      condition: `Deposit 20 (${lang})`,
      terms: `Line one\nline two (${lang})`,
    })),
    ...extra,
  });
  const BONUS_LIST = `query GetBonusList($request: GetBonusListRequest) { getBonusList(request: $request) {
    ... on BonusList { bonusList { bonusInfo { name title } } } } }`;

  async function playerSees(name: string) {
    const res = await server.gql<{
      getBonusList: { bonusList: { bonusInfo: { name: string; title: string } }[] };
    }>(BONUS_LIST, { request: { currencyCode: 'USD', pagination: { page: 1, count: 100 } } });
    expect(res.errors).toBeUndefined();
    return (
      res.data!.getBonusList.bonusList.find((i) => i.bonusInfo.name === name)?.bonusInfo ?? null
    );
  }

  it('marketing creates, edits and disables a bonus; the player list follows; audit rows', async () => {
    const name = `autumn-${randomUUID().slice(0, 6)}`;
    const created = await staffGql<{ saveContentBonus: { id: number; rewardAmount: string } }>(
      server,
      SAVE,
      { input: input(name) },
      marketing.headers,
    );
    expect(created.errors).toBeUndefined();
    expect(created.data!.saveContentBonus.rewardAmount).toBe('15.50');
    const id = created.data!.saveContentBonus.id;
    expect(await playerSees(name)).toMatchObject({ title: 'Autumn en' });

    const edited = await staffGql(
      server,
      SAVE,
      {
        input: input(name, {
          id,
          texts: input(name).texts.map((t) => ({ ...t, title: `Winter ${t.lang}` })),
        }),
      },
      marketing.headers,
    );
    expect(edited.errors).toBeUndefined();
    expect(await playerSees(name)).toMatchObject({ title: 'Winter en' });
    const audit = await lastAudit('content.bonus-save', marketing.id);
    expect(audit).toMatchObject({ outcome: 'OK', target_id: String(id) });
    expect(JSON.parse(audit!.before!).texts[0].title).toBe('Autumn en');

    const off = await staffGql(
      server,
      'mutation SetBonusEnabled($id: Int!) { setBonusEnabled(id: $id, enabled: false) { enabled } }',
      { id },
      marketing.headers,
    );
    expect(off.errors).toBeUndefined();
    expect(await playerSees(name)).toBeNull();
  });

  it('coded validation errors (FAILED rows), FORBIDDEN for finance (DENIED row)', async () => {
    const name = `bad-${randomUUID().slice(0, 6)}`;
    const missing = await staffGql(
      server,
      SAVE,
      { input: input(name, { texts: [] }) },
      marketing.headers,
    );
    expect(errorCode(missing)).toBe('VALIDATION_ERROR');
    expect((await lastAudit('content.bonus-save', marketing.id))?.outcome).toBe('FAILED');
    const noReward = await staffGql(
      server,
      SAVE,
      { input: input(name, { rewardAmount: null }) },
      marketing.headers,
    );
    expect(errorCode(noReward)).toBe('VALIDATION_ERROR');
    const denied = await staffGql(server, SAVE, { input: input(name) }, finance.headers);
    expect(errorCode(denied)).toBe('FORBIDDEN');
    expect((await lastAudit('content.bonus-save', finance.id))?.outcome).toBe('DENIED');
    expect(await playerSees(name)).toBeNull();
  });
});

describe('game catalogue', () => {
  const GAMES =
    'query GamesList($input: GamesListInput) { gamesList(input: $input) { items { slug } count } }';
  const HOME =
    'query GamesListByCategory { gamesListByCategory(count: 5) { topSlots { slug } topAll { slug } } }';
  const guestSlugs = async (search: string) => {
    const res = await server.gql<{ gamesList: { items: { slug: string }[] } }>(GAMES, {
      input: { filter: { search }, pagination: { page: 1, count: 50 } },
    });
    expect(res.errors).toBeUndefined();
    return res.data!.gamesList.items.map((g) => g.slug);
  };

  async function someSlot() {
    const res = await staffGql<{
      contentGames: { nodes: { slug: string; name: string; category: string; enabled: boolean }[] };
    }>(
      server,
      'query ContentGames($search: String) { contentGames(search: $search, first: 50) { nodes { slug name category enabled } } }',
      { search: '' },
      marketing.headers,
    );
    expect(res.errors).toBeUndefined();
    return res.data!.contentGames.nodes.find((g) => g.category === 'slots' && g.enabled)!;
  }

  it('disable / restrict / enable a game: the cached guest list follows each change', async () => {
    // a game of its own, so other tests' lists are untouched
    const slot = await someSlot();
    expect(await guestSlugs(slot.name)).toContain(slot.slug);
    expect(await guestSlugs(slot.name)).toContain(slot.slug); // cached now

    const SET =
      'mutation SetGameEnabled($slug: String!, $on: Boolean!) { setGameEnabled(slug: $slug, enabled: $on) { enabled } }';
    expect(
      (await staffGql(server, SET, { slug: slot.slug, on: false }, marketing.headers)).errors,
    ).toBeUndefined();
    expect(await guestSlugs(slot.name)).not.toContain(slot.slug);
    expect(await lastAudit('content.game-enable', marketing.id)).toMatchObject({
      outcome: 'OK',
      target_id: slot.slug,
    });
    expect(
      (await staffGql(server, SET, { slug: slot.slug, on: true }, marketing.headers)).errors,
    ).toBeUndefined();
    expect(await guestSlugs(slot.name)).toContain(slot.slug);

    // a guest from a loopback address plays from the US (region.ts)
    const RESTRICT = `mutation SetGameRestrictions($slug: String!, $r: [GameRestrictionInput!]!) {
      setGameRestrictions(slug: $slug, restrictions: $r) { restrictions { country currency } } }`;
    const bad = await staffGql(
      server,
      RESTRICT,
      { slug: slot.slug, r: [{ country: 'USA' }] },
      marketing.headers,
    );
    expect(errorCode(bad)).toBe('VALIDATION_ERROR');
    const set = await staffGql(
      server,
      RESTRICT,
      { slug: slot.slug, r: [{ country: 'us' }] },
      marketing.headers,
    );
    expect(set.errors).toBeUndefined();
    expect(await guestSlugs(slot.name)).not.toContain(slot.slug);
    expect(
      (await staffGql(server, RESTRICT, { slug: slot.slug, r: [] }, marketing.headers)).errors,
    ).toBeUndefined();
    expect(await guestSlugs(slot.name)).toContain(slot.slug);
  });

  it('featured order: the home rows start with the featured games, in order', async () => {
    const before = await server.gql<{ gamesListByCategory: { topSlots: { slug: string }[] } }>(
      HOME,
    );
    const last = before.data!.gamesListByCategory.topSlots.at(-1)!.slug;
    const FEATURE =
      'mutation SetFeaturedGames($slugs: [String!]!) { setFeaturedGames(slugs: $slugs) { slug featuredOrder } }';
    const res = await staffGql<{ setFeaturedGames: { slug: string; featuredOrder: number }[] }>(
      server,
      FEATURE,
      { slugs: [last] },
      marketing.headers,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.setFeaturedGames).toEqual([{ slug: last, featuredOrder: 1 }]);
    const after = await server.gql<{
      gamesListByCategory: { topSlots: { slug: string }[]; topAll: { slug: string }[] };
    }>(HOME);
    expect(after.data!.gamesListByCategory.topSlots[0]!.slug).toBe(last);
    expect(after.data!.gamesListByCategory.topAll[0]!.slug).toBe(last);
    expect(
      errorCode(await staffGql(server, FEATURE, { slugs: [last, last] }, marketing.headers)),
    ).toBe('VALIDATION_ERROR');
    expect(
      errorCode(await staffGql(server, FEATURE, { slugs: ['no-such-game-x'] }, marketing.headers)),
    ).toBe('GAME_NOT_FOUND');
    expect(
      (await staffGql(server, FEATURE, { slugs: [] }, marketing.headers)).errors,
    ).toBeUndefined();
  });
});

describe('payment methods', () => {
  it('finance switches a deposit method off and changes limits; the cashier follows', async () => {
    const player = await registerTestUser(server);
    const METHODS =
      'query GetPaymentMethods($target: String!) { getPaymentMethods(target: $target) { fiat { id limitation { min max } } } }';
    const fiat = async () => {
      const res = await server.gql<{
        getPaymentMethods: { fiat: { id: string; limitation: { min: string; max: string } }[] };
      }>(METHODS, { target: 'USD' }, { headers: player.headers });
      expect(res.errors).toBeUndefined();
      return res.data!.getPaymentMethods.fiat;
    };
    const list = await staffGql<{
      contentPaymentMethods: {
        key: string;
        kycRequired: boolean;
        minUsd: string;
        maxUsd: string;
      }[];
    }>(
      server,
      'query ContentPaymentMethods { contentPaymentMethods { key kycRequired minUsd maxUsd } }',
      {},
      finance.headers,
    );
    const method = list.data!.contentPaymentMethods.find(
      (m) => m.key.startsWith('deposit:') && !m.kycRequired,
    )!;
    const id = method.key.slice('deposit:'.length);
    const UPDATE = `mutation UpdatePaymentMethod($key: String!, $input: PaymentMethodSettingsInput!) {
      updatePaymentMethod(key: $key, input: $input) { enabled minUsd maxUsd } }`;
    const bad = await staffGql(
      server,
      UPDATE,
      { key: method.key, input: { enabled: true, kycRequired: false, minUsd: '50', maxUsd: '10' } },
      finance.headers,
    );
    expect(errorCode(bad)).toBe('VALIDATION_ERROR');
    const limits = await staffGql(
      server,
      UPDATE,
      {
        key: method.key,
        input: { enabled: true, kycRequired: false, minUsd: '25', maxUsd: '900' },
      },
      finance.headers,
    );
    expect(limits.errors).toBeUndefined();
    expect((await fiat()).find((m) => m.id === id)?.limitation).toMatchObject({
      min: expect.stringMatching(/^25(\.0+)?$/),
      max: expect.stringMatching(/^900(\.0+)?$/),
    });
    const off = await staffGql(
      server,
      UPDATE,
      {
        key: method.key,
        input: { enabled: false, kycRequired: false, minUsd: method.minUsd, maxUsd: method.maxUsd },
      },
      finance.headers,
    );
    expect(off.errors).toBeUndefined();
    expect((await fiat()).map((m) => m.id)).not.toContain(id);
    expect(await lastAudit('content.payment-method-update', finance.id)).toMatchObject({
      outcome: 'OK',
      target_id: method.key,
    });
    expect(
      errorCode(
        await staffGql(
          server,
          UPDATE,
          {
            key: method.key,
            input: { enabled: true, kycRequired: false, minUsd: '1', maxUsd: '2' },
          },
          marketing.headers,
        ),
      ),
    ).toBe('FORBIDDEN');
    // back to the defaults' values, enabled (other tests deposit with it)
    await staffGql(
      server,
      UPDATE,
      {
        key: method.key,
        input: { enabled: true, kycRequired: false, minUsd: method.minUsd, maxUsd: method.maxUsd },
      },
      finance.headers,
    );
    expect((await fiat()).map((m) => m.id)).toContain(id);
  });
});

describe('system notifications', () => {
  it('goes to the segment only, in each player language, live', async () => {
    const inside = await registerTestUser(server, { country: 'IS', language: 'ru' });
    const outside = await registerTestUser(server, { country: 'NO' });
    const live = server.pubsub.subscribe('notification.created', inside.userId);
    const next = live.next();
    const SEND = `mutation SendSystemNotification($input: SystemNotificationInput!) {
      sendSystemNotification(input: $input) { recipients } }`;
    const bad = await staffGql(
      server,
      SEND,
      { input: { messages: texts('Hi').slice(0, 2) } },
      marketing.headers,
    );
    expect(errorCode(bad)).toBe('VALIDATION_ERROR');
    const sent = await staffGql<{ sendSystemNotification: { recipients: number } }>(
      server,
      SEND,
      { input: { segment: { countries: ['IS'] }, messages: texts('Maintenance tonight') } },
      marketing.headers,
    );
    expect(sent.errors).toBeUndefined();
    expect(sent.data!.sendSystemNotification.recipients).toBeGreaterThanOrEqual(1);
    const event = (await next).value as { content: string; data: { message: string } };
    expect(event).toMatchObject({
      content: 'OPERATOR_MESSAGE',
      data: { message: 'Maintenance tonight ru' },
    });
    await live.return?.();
    const LIST =
      'query UserNotifications { userNotifications { items { content data { message } } } }';
    const mine = await server.gql<{
      userNotifications: { items: { content: string; data: { message: string } }[] };
    }>(LIST, {}, { headers: inside.headers });
    expect(mine.data!.userNotifications.items).toContainEqual({
      content: 'OPERATOR_MESSAGE',
      data: { message: 'Maintenance tonight ru' },
    });
    const theirs = await server.gql<{ userNotifications: { items: { content: string }[] } }>(
      LIST,
      {},
      { headers: outside.headers },
    );
    expect(theirs.data!.userNotifications.items.map((i) => i.content)).not.toContain(
      'OPERATOR_MESSAGE',
    );
    expect(await lastAudit('content.notification-send', marketing.id)).toMatchObject({
      outcome: 'OK',
    });
  });
});

describe('content images', () => {
  const PNG = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(64, 7),
  ]);
  function upload(file: Buffer, headers: Record<string, string>) {
    const boundary = `----aurum${Date.now()}`;
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="b.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return server.app.inject({
      method: 'POST',
      url: '/backoffice/api/content/images',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...headers },
    });
  }

  it('marketing uploads a PNG; players read it; wrong type, too large, support refused', async () => {
    const ok = await upload(PNG, marketing.headers);
    expect(ok.statusCode).toBe(201);
    const { url } = ok.json() as { url: string };
    const read = await server.app.inject({ method: 'GET', url });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/png');
    expect(Buffer.from(read.rawPayload).equals(PNG)).toBe(true);

    const text = await upload(Buffer.from('<svg onload=alert(1)>'), marketing.headers);
    expect(text.statusCode).toBe(415);
    expect(text.json() as { error?: { code?: string }; code?: string }).toMatchObject(
      expect.objectContaining({}),
    );
    expect(JSON.stringify(text.json())).toContain('UNSUPPORTED_MEDIA_TYPE');
    expect((await lastAudit('content.image-upload', marketing.id))?.outcome).toBe('FAILED');
    const big = await upload(
      Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]),
      marketing.headers,
    );
    expect(JSON.stringify(big.json())).toContain('PAYLOAD_TOO_LARGE');
    const denied = await upload(PNG, support.headers);
    expect(denied.statusCode).toBe(403);
    expect((await lastAudit('content.image-upload', support.id))?.outcome).toBe('DENIED');
    expect(
      (await server.app.inject({ method: 'GET', url: '/api/content-images/not-an-id' })).statusCode,
    ).toBe(404);
  });
});
