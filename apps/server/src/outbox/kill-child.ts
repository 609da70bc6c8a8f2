// A real app in a child process for the outbox kill tests (kill.test.ts). Run with tsx; the
// database is DATABASE_URL (PostgreSQL) or DATA_DIR/pglite (PGlite on disk). OUTBOX_CHILD_MODE:
//
// - produce: starts WITHOUT a relay (a process that dies after its commits, before anything is
//   delivered), registers a player, chooses the welcome bonus, deposits 40 USD through the sandbox
//   processor's signed webhook and plays dice rounds; prints `READY {json}` and waits to be killed.
// - hang:    starts with the relay and freezes the Nth delivery after its consumer's work, before
//   the commit; prints `HANGING <consumer>` and waits to be killed.
// - drain:   starts with the relay, waits until it has drained, prints `DRAINED`, exits.
import { randomUUID } from 'node:crypto';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { sql } from 'drizzle-orm';
import { createDatabase, executeRows } from '../db/client';
import { prepareDatabase } from '../db/migrate';
import { runSeed } from '../db/seed';
import { createLogger } from '../http/logger';
import { createAppPubSub } from '../pubsub';
import { relayFor } from './relay';

const mode = process.env.OUTBOX_CHILD_MODE ?? 'drain';
const config = loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent' });
const log = createLogger(config);
const database = await createDatabase(config);
await prepareDatabase(database, {
  log,
  seed: (db) => runSeed(db, { games: config.seedGames, log }),
});
const pubsub = await createAppPubSub({ redisUrl: undefined, log });
const hangAt = Number(process.env.OUTBOX_CHILD_HANG_AT ?? '1');
let deliveries = 0;
const app = await buildApp({
  config,
  database,
  pubsub,
  logger: log,
  workflows:
    mode === 'produce'
      ? false
      : {
          pollMs: 100,
          ...(mode === 'hang'
            ? {
                beforeCommit: async ({ consumer }) => {
                  deliveries += 1;
                  if (deliveries < hangAt) return;
                  process.stdout.write(`HANGING ${consumer}\n`);
                  await new Promise(() => {});
                },
              }
            : {}),
        },
});
await app.ready();

async function gql<T>(query: string, variables?: unknown, token?: string): Promise<T> {
  const name = /\b(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? '';
  const res = await app.inject({
    method: 'POST',
    url: `/graphql?op=${name}`,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: JSON.stringify({ query, variables, operationName: name }),
  });
  const body = JSON.parse(res.body) as { data?: T; errors?: unknown };
  if (!body.data) throw new Error(`${name}: ${res.body}`);
  return body.data;
}

async function produce(): Promise<Record<string, unknown>> {
  const registered = await gql<{ userRegisterByEmail: { token?: string } }>(
    `mutation UserRegisterByEmail($input: UserRegisterByEmailInput!) {
      userRegisterByEmail(input: $input) { ... on RegisterSuccess { token } } }`,
    {
      input: {
        email: `kill-${randomUUID()}@example.com`,
        password: 'Secret#2024',
        currency: { fiat: 'USD' },
        onboarding: { country: 'US' },
        language: 'en',
        tz: 'UTC',
      },
    },
  );
  const token = registered.userRegisterByEmail.token!;
  const me = await gql<{ currentUser: { id: string } }>(
    'query CurrentUser { currentUser { id } }',
    undefined,
    token,
  );
  const list = await gql<{
    getUserBonusesList: { bonusList: { id: number; bonusInfo: { name: string } }[] };
  }>(
    `query GetUserBonusesList { getUserBonusesList(request: { lang: "en", pagination: { page: 1, count: 100 } }) {
      ... on UserBonusList { bonusList { id bonusInfo { name } } } } }`,
    undefined,
    token,
  );
  const welcome = list.getUserBonusesList.bonusList.find((b) => b.bonusInfo.name === 'welcome')!;
  await gql(
    `mutation SelectDepositBonus($id: Int!) { selectDepositBonus(bonusId: $id, currencyCode: "USD") {
      __typename } }`,
    { id: welcome.id },
    token,
  );
  // the deposit: hosted payment, then the processor's signed webhook through the real route
  const created = await gql<{
    createFiatDepositPayment: { paymentLink: string; paymentId: string };
  }>(
    `mutation CreateFiatDepositPayment($input: CreateFiatDepositPaymentInput!) {
      createFiatDepositPayment(input: $input) { paymentLink paymentId } }`,
    {
      input: {
        methodId: 'sandbox-card',
        currency: 'USD',
        amount: 40,
        returnUrl: 'http://localhost:3000/deposit',
        predefinedFields: [
          { name: 'NAME', value: 'Ada Lovelace' },
          { name: 'COUNTRY', value: 'US' },
        ],
        userAgent: 'kill-test',
      },
    },
    token,
  );
  const link = new URL(created.createFiatDepositPayment.paymentLink);
  const decided = await app.inject({
    method: 'POST',
    url: link.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      token: link.searchParams.get('token')!,
      decision: 'approve',
      lang: 'en',
    }).toString(),
  });
  if (decided.statusCode !== 303) throw new Error(`deposit: ${decided.statusCode}`);
  // a dice table: live-casino's own games (its filter also lists the other live categories)
  const games = await gql<{
    gamesList: { items: { slug: string; category: string; recalled: boolean }[] };
  }>(
    `query GamesList($input: GamesListInput) { gamesList(input: $input) { items { slug category recalled } } }`,
    { input: { filter: { categories: ['live-casino'] }, pagination: { page: 1, count: 100 } } },
  );
  const slug = games.gamesList.items.find((g) => !g.recalled && g.category === 'live-casino')!.slug;
  const rounds: string[] = [];
  for (let i = 0; i < 3; i++) {
    const roundId = randomUUID();
    const played = await gql<{ playDice: { __typename: string } }>(
      `mutation PlayDice($input: PlayDiceInput!) { playDice(input: $input) { __typename } }`,
      { input: { gameSlug: slug, amount: '5.00', target: '50.00', direction: 'UNDER', roundId } },
      token,
    );
    if (played.playDice.__typename !== 'PlaySuccess') throw new Error('dice refused');
    rounds.push(roundId);
  }
  return {
    userId: me.currentUser.id,
    bonusId: welcome.id,
    paymentId: created.createFiatDepositPayment.paymentId,
    rounds,
  };
}

if (mode === 'produce') {
  const result = await produce();
  process.stdout.write(`READY ${JSON.stringify(result)}\n`);
  await new Promise(() => {});
} else if (mode === 'hang') {
  process.stdout.write('STARTED\n');
  await new Promise(() => {});
} else {
  try {
    await relayFor(pubsub.pubsub)!.idle(60_000);
  } catch (error) {
    const stuck = await executeRows(
      database.db,
      sql`SELECT d.event_id::text AS id, e.type, d.consumer, d.attempts, d.last_error
            FROM outbox_deliveries d JOIN outbox_events e ON e.id = d.event_id
           WHERE d.delivered_at IS NULL ORDER BY d.event_id LIMIT 20`,
    );
    process.stderr.write(`pending deliveries: ${JSON.stringify(stuck, null, 1)}\n`);
    throw error;
  }
  process.stdout.write('DRAINED\n');
  await app.close();
  await pubsub.close();
  await database.close();
  process.exit(0);
}
