// Cross-user access: player B tries every id-taking GraphQL operation and REST route with player
// A's ids. The id-taking operations are enumerated from the SDL the server runs (an argument or
// input field of type ID, or named `id` / `…Id` / `…Ids`), and the REST routes with a path
// parameter from Fastify's route table, so a NEW id-taking operation or route without a case
// below fails the test until someone decides how it must behave.
//
// Every answer to B must be a refusal or empty, and must carry nothing of A: not A's user id,
// email, names, or the ids of A's other things.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  getNamedType,
  GraphQLInputObjectType,
  isInterfaceType,
  isObjectType,
  isUnionType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../db/client';
import { buildAppSchema } from '../graphql/schema';
import { modules } from '../modules';
import { sandboxDeposit, sandboxWithdrawal } from '../modules/payments/testing';
import { createTestServer, type TestServer } from '../test/harness';
import { registerTestUser, type TestUser } from '../test/users';

const OPERATOR_TOKEN = 'cross-user-operator-token-0123456789';
const ID_NAME = /^(?:id|.*Id|.*Ids)$/;

/** Operations whose id arguments name public things (catalogue, methods): nothing to own. */
const PUBLIC_IDS: Record<string, string> = {
  gameById: 'a game of the public catalogue',
  addGameToFavorites: "a catalogue game, added to the caller's own list",
  removeGameFromFavorites: "a catalogue game, removed from the caller's own list",
  markGameOpened: "a catalogue game, recorded in the caller's own list",
  getProviderPredefinedFields: 'a payment method of the public list',
  getUniqueProviderFieldsWithMinMaxLength: 'payment methods of the public list',
  createFiatDepositPayment: 'a payment method id',
  createWithdrawRequest: 'a payout method and its form field ids',
  chatMessages: 'a cursor in a public room (messages are public)',
  supportConversation: "a cursor in the caller's own support conversation (only theirs is read)",
  activateBonus: "a bonus offer of the public catalogue, activated for the caller's own account",
  selectDepositBonus: "a bonus offer of the public catalogue, chosen for the caller's own deposit",
};

/** Operations with a case written out in `ownedCases` below. */
const OWNED = new Set([
  'getDepositAddress',
  'cancelWithdrawRequest',
  'cashOutCrash',
  'placeCrashBet',
  'placeLiveBet',
  'liveBlackjackAction',
  'blackjackStart',
  'blackjackAction',
  'cancelBonus',
  'claimBonusReward',
  'playFreeSpin',
  'playSlots',
  'playRoulette',
  'playDice',
  'playBaccarat',
  'playPlinko',
  'playKeno',
  'playWheel',
  'minesStart',
  'minesReveal',
  'minesCashOut',
]);

function takesId(type: GraphQLInputType, name: string, seen = new Set<string>()): boolean {
  const named = getNamedType(type);
  if (named.name === 'ID' || ID_NAME.test(name)) return true;
  if (named instanceof GraphQLInputObjectType && !seen.has(named.name)) {
    seen.add(named.name);
    return Object.values(named.getFields()).some((f) => takesId(f.type, f.name, seen));
  }
  return false;
}

function idTakingOperations(schema: GraphQLSchema): string[] {
  const out: string[] = [];
  for (const root of [schema.getQueryType(), schema.getMutationType()]) {
    for (const field of Object.values(root!.getFields())) {
      if (field.args.some((a) => takesId(a.type, a.name))) out.push(field.name);
    }
  }
  return out.sort();
}

/** `{ __typename … on AppFailure { code } }` where the result can be a failure. */
function failureSelection(schema: GraphQLSchema, field: GraphQLField<unknown, unknown>): string {
  const named = getNamedType(field.type);
  const failure = schema.getType('AppFailure');
  if (!isUnionType(named) && !isObjectType(named) && !isInterfaceType(named)) return '';
  const canFail =
    failure &&
    isInterfaceType(failure) &&
    (isUnionType(named)
      ? named.getTypes().some((t) => t.getInterfaces().includes(failure))
      : isObjectType(named) && named.getInterfaces().includes(failure));
  return canFail ? '{ __typename ... on AppFailure { code message } }' : '{ __typename }';
}

/** Full paths with a `:param` from Fastify's printed route tree (4 characters per level). */
function routesWithParameters(tree: string): string[] {
  const stack: string[] = [];
  const out: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(\S+)/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const full = (stack[depth - 1] ?? '') + match[2]!;
    stack[depth] = full;
    stack.length = depth + 1;
    if (full.includes(':') && /\(/.test(line)) out.push(full);
  }
  return [...new Set(out)];
}

interface Victim {
  user: TestUser;
  firstName: string;
  balanceId: string;
  paymentId: string;
  withdrawId: number | null;
  blackjackRoundId: string | null;
  slotRoundId: string;
  userBonusId: number | null;
}

let server: TestServer;
let schema: GraphQLSchema;
let a: Victim;
let b: TestUser;

/** A's markers: none may appear in an answer to B. */
function markers(): string[] {
  return [
    a.user.userId,
    a.user.email,
    a.firstName,
    a.paymentId,
    ...(a.blackjackRoundId ? [a.blackjackRoundId] : []),
  ];
}

function expectNothingOfA(answer: unknown, sentIds: readonly string[] = []) {
  let text = JSON.stringify(answer);
  // an id B sent may be echoed in a refusal; everything else of A may not appear
  for (const id of sentIds) text = text.split(id).join('<sent>');
  for (const marker of markers()) {
    if (sentIds.includes(marker)) continue;
    expect(text, `answer carries A's ${marker}`).not.toContain(marker);
  }
}

/** A refusal: errors that all carry a code, or a result object that carries one, or nothing. */
function expectRefused(
  res: { status: number; data: unknown; errors?: { extensions?: Record<string, unknown> }[] },
  operation: string,
) {
  expect(res.status, operation).toBeLessThan(500);
  if (res.errors?.length) {
    for (const error of res.errors) expect(error.extensions?.code, operation).toBeTypeOf('string');
    return;
  }
  const value = (res.data as Record<string, unknown> | null)?.[operation];
  if (value === null || (Array.isArray(value) && value.length === 0)) return;
  expect(value, operation).toHaveProperty('code');
  expect((value as { code: string }).code, operation).not.toBe('INTERNAL_SERVER_ERROR');
}

async function call(
  operation: string,
  args: Record<string, unknown>,
  as: TestUser,
  types: Record<string, string>,
) {
  const field = (schema.getQueryType()!.getFields()[operation] ??
    schema.getMutationType()!.getFields()[operation])!;
  const kind = schema.getQueryType()!.getFields()[operation] ? 'query' : 'mutation';
  const vars = Object.keys(args)
    .map((k) => `$${k}: ${types[k]}`)
    .join(', ');
  const passed = Object.keys(args)
    .map((k) => `${k}: $${k}`)
    .join(', ');
  const document = `${kind} CrossUser_${operation}${vars ? `(${vars})` : ''} { ${operation}${passed ? `(${passed})` : ''} ${failureSelection(schema, field)} }`;
  return server.gql(document, args, { headers: as.headers });
}

/** A playable game of a category (the seed's), or a name that does not exist. */
async function slugOf(category: string): Promise<string> {
  const rows = await executeRows<{ slug: string }>(
    server.db,
    sql`SELECT slug FROM games WHERE category = ${category} AND recalled = false ORDER BY id LIMIT 1`,
  ).catch(() => []);
  return rows[0]?.slug ?? `no-such-${category}`;
}

async function blackjackRow(id: string) {
  return executeRows(server.db, sql`SELECT * FROM blackjack_rounds WHERE id = ${id}`);
}

const slugs: Record<string, string> = {};

/** A game the server plays with `engine` (by the engine the catalogue assigns it). */
async function slugOfEngine(engine: string): Promise<string> {
  const rows = await executeRows<{ slug: string }>(
    server.db,
    sql`SELECT slug FROM games WHERE recalled = false AND disabled = false ORDER BY id LIMIT 400`,
  );
  for (const { slug } of rows) {
    const res = await server.gql<{ gameEngine: { engine?: string } }>(
      'query GameEngine($slug: String!) { gameEngine(slug: $slug) { ... on GameEngineConfig { engine } } }',
      { slug },
    );
    if (res.data?.gameEngine.engine === engine) return slug;
  }
  return `no-such-${engine}`;
}

beforeAll(async () => {
  server = await createTestServer({ env: { OPERATOR_TOKEN } });
  for (const category of [
    'slots',
    'roulette',
    'live-baccarat',
    'live-blackjack',
    'other',
    'crash',
  ]) {
    slugs[category] = await slugOf(category);
  }
  for (const engine of ['MINES', 'PLINKO', 'KENO', 'WHEEL'])
    slugs[engine] = await slugOfEngine(engine);
  schema = buildAppSchema(modules);
  const user = await registerTestUser(server);
  const firstName = `Alice${randomUUID().slice(0, 8)}`;
  await server.gql(
    `mutation ChangeUserProfileDetails($input: ChangeUserProfileDetailsInput!) {
      changeUserProfileDetails(input: $input) { __typename } }`,
    { input: { firstName, lastName: 'Victim' } },
    { headers: user.headers },
  );
  const paymentId = await sandboxDeposit(server, user, 200);
  const [account] = await executeRows<{ id: string }>(
    server.db,
    sql`SELECT id FROM ledger_accounts WHERE owner_id = ${user.userId} LIMIT 1`,
  );
  const withdrawId = await sandboxWithdrawal(server, user);
  const bj = await server.gql<{ blackjackStart: { __typename: string } }>(
    `mutation BlackjackStart($input: BlackjackStartInput!) { blackjackStart(input: $input) { __typename } }`,
    { input: { gameSlug: slugs['live-blackjack'], amount: '1.00', roundId: randomUUID() } },
    { headers: user.headers },
  );
  const [round] = await executeRows<{ id: string }>(
    server.db,
    sql`SELECT id FROM blackjack_rounds WHERE user_id = ${user.userId} LIMIT 1`,
  );
  const slotRoundId = randomUUID();
  await server.gql(
    `mutation PlaySlots($input: PlaySlotsInput!) { playSlots(input: $input) { __typename } }`,
    { input: { gameSlug: slugs.slots, amount: '1.00', roundId: slotRoundId } },
    { headers: user.headers },
  );
  const [bonus] = await executeRows<{ id: number }>(
    server.db,
    sql`SELECT id FROM user_bonuses WHERE user_id = ${user.userId} LIMIT 1`,
  ).catch(() => []);
  a = {
    user,
    firstName,
    balanceId: String(account?.id ?? randomUUID()),
    paymentId,
    withdrawId,
    blackjackRoundId: round?.id ?? null,
    slotRoundId,
    userBonusId: bonus?.id ?? null,
  };
  console.log(
    `cross-user victim data: withdraw ${a.withdrawId ?? 'none'}, blackjack ${
      a.blackjackRoundId ? 'yes' : `none (${bj.data?.blackjackStart.__typename})`
    }, user bonus ${a.userBonusId ?? 'none'}, slugs ${JSON.stringify(slugs)}`,
  );
  b = await registerTestUser(server);
  await sandboxDeposit(server, b, 50);
});
afterAll(() => server.close());

describe('cross-user access', () => {
  it('every id-taking operation of the schema has a case', () => {
    const missing = idTakingOperations(schema).filter(
      (name) => !PUBLIC_IDS[name] && !OWNED.has(name),
    );
    expect(missing, 'id-taking operations without a cross-user case').toEqual([]);
  });

  it("owned things: B with A's ids is refused and learns nothing", async () => {
    const withdrawBefore = a.withdrawId;
    const cases: [string, Record<string, unknown>, Record<string, string>, string[]][] = [
      [
        'getDepositAddress',
        { balanceId: a.balanceId, method: { currency: 'BTC:BTC' } },
        { balanceId: 'ID!', method: 'DepositAddressMethod!' },
        [a.balanceId],
      ],
      [
        'cancelWithdrawRequest',
        { input: { id: a.withdrawId ?? 1, requestKey: randomUUID() } },
        { input: 'CancelWithdrawRequestInput!' },
        [],
      ],
      ['cashOutCrash', { roundId: a.slotRoundId }, { roundId: 'ID!' }, [a.slotRoundId]],
      [
        'placeCrashBet',
        { input: { gameSlug: slugs.crash, amount: '1.00', betId: a.slotRoundId } },
        { input: 'PlaceCrashBetInput!' },
        [a.slotRoundId],
      ],
      [
        'blackjackStart',
        {
          input: {
            gameSlug: slugs['live-blackjack'],
            amount: '1.00',
            roundId: a.blackjackRoundId ?? randomUUID(),
          },
        },
        { input: 'BlackjackStartInput!' },
        [a.blackjackRoundId ?? ''],
      ],
      [
        'blackjackAction',
        { input: { roundId: a.blackjackRoundId ?? randomUUID(), action: 'STAND' } },
        { input: 'BlackjackActionInput!' },
        [a.blackjackRoundId ?? ''],
      ],
      ['cancelBonus', { bonusId: a.userBonusId ?? 1 }, { bonusId: 'Int!' }, []],
      ['claimBonusReward', { bonusId: a.userBonusId ?? 1 }, { bonusId: 'Int!' }, []],
      [
        'playFreeSpin',
        {
          input: { userBonusId: a.userBonusId ?? 1, gameSlug: slugs.slots, roundId: a.slotRoundId },
        },
        { input: 'PlayFreeSpinInput!' },
        [a.slotRoundId],
      ],
      [
        'playSlots',
        { input: { gameSlug: slugs.slots, amount: '1.00', roundId: a.slotRoundId } },
        { input: 'PlaySlotsInput!' },
        [a.slotRoundId],
      ],
      [
        'playDice',
        {
          input: {
            gameSlug: slugs.other,
            amount: '1.00',
            target: '50.00',
            direction: 'UNDER',
            roundId: a.slotRoundId,
          },
        },
        { input: 'PlayDiceInput!' },
        [a.slotRoundId],
      ],
      [
        'playRoulette',
        {
          input: {
            gameSlug: slugs.roulette,
            bets: [{ type: 'RED', numbers: [], amount: '1.00' }],
            roundId: a.slotRoundId,
          },
        },
        { input: 'PlayRouletteInput!' },
        [a.slotRoundId],
      ],
      [
        // a live table's bet with A's round id as its retry key: a new bet of B's (or a coded
        // refusal), never A's bet
        'placeLiveBet',
        {
          input: {
            gameSlug: slugs['live-baccarat'],
            baccarat: [{ type: 'PLAYER', amount: '1.00' }],
            betId: a.slotRoundId,
          },
        },
        { input: 'PlaceLiveBetInput!' },
        [a.slotRoundId],
      ],
      [
        // a decision on a hand that is not B's (A's round id as the bet): refused, nothing moved
        'liveBlackjackAction',
        { input: { betId: a.slotRoundId, action: 'DOUBLE', step: 0 } },
        { input: 'LiveBlackjackActionInput!' },
        [a.slotRoundId],
      ],
      [
        'playBaccarat',
        {
          input: {
            gameSlug: slugs['live-baccarat'],
            bets: [{ type: 'PLAYER', amount: '1.00' }],
            roundId: a.slotRoundId,
          },
        },
        { input: 'PlayBaccaratInput!' },
        [a.slotRoundId],
      ],
      [
        'playPlinko',
        {
          input: {
            gameSlug: slugs.PLINKO,
            amount: '1.00',
            rows: 8,
            risk: 'LOW',
            roundId: a.slotRoundId,
          },
        },
        { input: 'PlayPlinkoInput!' },
        [a.slotRoundId],
      ],
      [
        'playKeno',
        {
          input: {
            gameSlug: slugs.KENO,
            amount: '1.00',
            picks: [1, 2, 3],
            risk: 'LOW',
            roundId: a.slotRoundId,
          },
        },
        { input: 'PlayKenoInput!' },
        [a.slotRoundId],
      ],
      [
        'playWheel',
        {
          input: {
            gameSlug: slugs.WHEEL,
            amount: '1.00',
            segments: 10,
            risk: 'LOW',
            roundId: a.slotRoundId,
          },
        },
        { input: 'PlayWheelInput!' },
        [a.slotRoundId],
      ],
      [
        'minesStart',
        { input: { gameSlug: slugs.MINES, amount: '1.00', mines: 3, roundId: a.slotRoundId } },
        { input: 'MinesStartInput!' },
        [a.slotRoundId],
      ],
      [
        'minesReveal',
        { input: { roundId: a.slotRoundId, tile: 0 } },
        { input: 'MinesRevealInput!' },
        [a.slotRoundId],
      ],
      [
        'minesCashOut',
        { input: { roundId: a.slotRoundId } },
        { input: 'MinesCashOutInput!' },
        [a.slotRoundId],
      ],
    ];
    const covered = new Set(cases.map(([name]) => name));
    expect([...OWNED].filter((n) => !covered.has(n))).toEqual([]);
    const bjBefore = a.blackjackRoundId ? await blackjackRow(a.blackjackRoundId) : [];
    const slotRoundOwner = async () =>
      executeRows<{ user_id: string }>(
        server.db,
        sql`SELECT user_id FROM play_rounds WHERE id = ${a.slotRoundId}`,
      );
    const ownerBefore = await slotRoundOwner();
    for (const [name, args, types, sent] of cases) {
      const res = await call(name, args, b, types);
      expectNothingOfA(res, sent);
      if (
        /^(?:play(?:Slots|Dice|Roulette|Baccarat|Plinko|Keno|Wheel)|minesStart)$/.test(name) &&
        ownerBefore.length === 0
      ) {
        // A's round id is not taken (A's round did not happen): B may play under it
        continue;
      }
      expectRefused(res, name);
    }
    expect(await slotRoundOwner()).toEqual(ownerBefore);
    // A's things are as they were
    if (a.blackjackRoundId) {
      expect(await blackjackRow(a.blackjackRoundId)).toEqual(bjBefore);
    }
    if (withdrawBefore !== null) {
      const list = await server.gql<{ userWithdrawRequests: { id: number; status: string }[] }>(
        'query UserWithdrawRequests { userWithdrawRequests { id status } }',
        undefined,
        { headers: a.user.headers },
      );
      expect(list.data!.userWithdrawRequests.find((w) => w.id === withdrawBefore)?.status).not.toBe(
        'CANCELLED',
      );
    }
  });

  it("B's own lists and history carry nothing of A", async () => {
    const reads = [
      'query UserNotifications { userNotifications { items { id type action } } }',
      'query GetUserDepositPayments { getUserDepositPayments { items { id status amount } } }',
      'query UserWithdrawRequests { userWithdrawRequests { id uuid amount currency } }',
      'query BetHistory { betHistory { items { id gameSlug currency } } }',
      'query GetUserBonusesList { getUserBonusesList { __typename } }',
      'query MyVipApplication { myVipApplication { __typename } }',
      'query FairnessSeeds { fairnessSeeds { serverSeedHash clientSeed nonce } }',
      'query CurrentUser { currentUser { id email } }',
      'query UserProfileDetails { userProfileDetails { firstName lastName } }',
    ];
    for (const document of reads) {
      const res = await server.gql(document, undefined, { headers: b.headers });
      expect(res.status, document).toBeLessThan(500);
      expectNothingOfA(res);
    }
  });

  it('every REST route with a path parameter has a case; B is refused with A ids', async () => {
    const routes = routesWithParameters(server.app.printRoutes({ commonPrefix: false }));
    expect(routes).toContain('/api/kyc/documents/:id');
    const cases: Record<string, (() => Promise<void>) | string> = {
      '/api/kyc/documents/:id': async () => {
        const res = await server.rest(
          'GET',
          `/api/kyc/documents/${randomUUID()}`,
          undefined,
          b.headers,
        );
        expect(res.status).toBe(404);
        // (A's real documents: kyc-storage.test.ts)
      },
      '/api/operator/kyc/documents/:id': async () => {
        const res = await server.rest(
          'GET',
          `/api/operator/kyc/documents/${randomUUID()}`,
          undefined,
          b.headers,
        );
        expect(res.status).toBe(403);
      },
      '/backoffice/api/kyc/documents/:id': async () => {
        // a player's token is no staff link: without a valid signature it is refused
        const res = await server.rest(
          'GET',
          `/backoffice/api/kyc/documents/${randomUUID()}?staff=x&exp=9999999999&sig=forged`,
          undefined,
          b.headers,
        );
        expect(res.status).toBe(403);
      },
      '/api/operator/kyc/users/:userId': async () => {
        const res = await server.rest(
          'GET',
          `/api/operator/kyc/users/${a.user.userId}`,
          undefined,
          b.headers,
        );
        expect(res.status).toBe(403);
        expectNothingOfA(res.body, [a.user.userId]);
      },
      '/api/operator/fx-rates/:currency': async () => {
        const res = await server.rest(
          'PUT',
          '/api/operator/fx-rates/EUR',
          { rate: '1' },
          b.headers,
        );
        // refused, never applied (the body is checked before the token: 400 or 403)
        expect([400, 403]).toContain(res.status);
      },
      '/backoffice/api/reports/:name': async () => {
        // a player's token is no staff session: refused, no report
        const res = await server.rest(
          'GET',
          '/backoffice/api/reports/ggr.csv',
          undefined,
          b.headers,
        );
        expect([401, 403]).toContain(res.status);
        expectNothingOfA(res.body, [a.user.userId]);
      },
      '/api/wallet/:id/select': async () => {
        const res = await server.rest('POST', `/api/wallet/${a.balanceId}/select`, {}, b.headers);
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
        expectNothingOfA(res.body, [a.balanceId]);
      },
      '/api/payment/:kind/history': async () => {
        for (const kind of ['deposit', 'withdrawal', 'withdraw']) {
          const res = await server.rest(
            'GET',
            `/api/payment/${kind}/history`,
            undefined,
            b.headers,
          );
          expect(res.status).toBeLessThan(500);
          expectNothingOfA(res.body);
        }
      },
      '/api/payment/sandbox/checkout/:id': async () => {
        // A's payment without A's signed checkout token
        const res = await server.rest(
          'GET',
          `/api/payment/sandbox/checkout/${a.paymentId}`,
          undefined,
          b.headers,
        );
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(String(JSON.stringify(res.body))).not.toContain(a.user.email);
        const forged = await server.rest(
          'GET',
          `/api/payment/sandbox/checkout/${a.paymentId}?token=${randomUUID()}`,
          undefined,
          b.headers,
        );
        expect(forged.status).toBeGreaterThanOrEqual(400);
      },
      '/api/payment/sandbox/chain/transfers/:txId/confirm':
        'the sandbox chain console (off in production): confirms a transfer sent to an address; it credits the address owner, never the caller',
      '/api/payment/webhook/:processor':
        'processor webhooks: authenticated by an HMAC signature (payments tests)',
      '/media/flags/:file': 'public static images',
      '/media/payments/:file': 'public static images',
      '/media/games/:file': 'public static images',
      '/media/providers/:file': 'public static images',
      '/media/banners/:file': 'public static images',
      '/api/content-images/:id': 'public content images (banners, bonus covers) uploaded by staff',
      '/api/probe/fail/:kind': 'a test-only probe module',
    };
    const withoutCase = routes.filter((r) => !(r in cases));
    expect(withoutCase, 'REST routes with a path parameter but no cross-user case').toEqual([]);
    for (const route of routes) {
      const run = cases[route];
      if (typeof run === 'function') await run();
    }
  });
});
