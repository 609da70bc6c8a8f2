// bench:backoffice — the back office at scale on PostgreSQL: 100,000 players, 2,000,000 ledger
// transfers, 1,000,000 rounds (and 20,000 withdrawals), then p50/p95 of three staff reads through
// the real staff API (/backoffice/graphql, a signed-in admin): the player search, the withdrawal
// queue (the app's own document, risk hints included) and the daily GGR report (last 30 days).
//
// 1. creates a throwaway database `aurum_bench_bo_<pid>` through DATABASE_URL (default
//    postgres://postgres@127.0.0.1:5432/postgres) — never another one — migrates it (indexes of
//    migration 0030_backoffice_scale included) and seeds it with COPY-free INSERT … SELECT
//    generate_series (transfers spread over 365 days; ledger balances set from the postings, so
//    the ledger reconciles);
// 2. prints the database size and EXPLAIN ANALYZE of the three reads' main queries;
// 3. per read: 10 warm-up calls, then BENCH_CALLS (200) sequential calls, p50 and p95 reported;
// 4. checks p95 ≤ 200 ms each, drops the database (BENCH_KEEP=1 keeps it).
import os from 'node:os';
import path from 'node:path';
import { generate } from 'otplib';
import pg from 'pg';
import { buildApp } from '../src/app';
import {
  acceptInvitation,
  beginInvitation,
  createInvitation,
  createStaffSession,
} from '../src/backoffice/staff';
import { loadConfig } from '../src/config';
import { createDatabase } from '../src/db/client';
import { prepareDatabase } from '../src/db/migrate';
import { runSeed } from '../src/db/seed';
import { createLogger } from '../src/http/logger';
import { createAppPubSub } from '../src/pubsub';
import { BENCH_TOTP_KEYS } from './bench-env';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 100_000);
const TRANSFERS = Number(process.env.BENCH_TRANSFERS ?? 2_000_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1_000_000);
const WITHDRAWALS = Number(process.env.BENCH_WITHDRAWALS ?? 20_000);
const CALLS = Number(process.env.BENCH_CALLS ?? 200);
const TARGET_MS = 200;
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
// BENCH_REUSE=<database>: measure again on a database kept by an earlier run (BENCH_KEEP=1),
// after migrating it; nothing is seeded or dropped
const reuse = process.env.BENCH_REUSE ?? null;
if (reuse !== null && !/^aurum_bench_bo_\d+$/.test(reuse))
  throw new Error('BENCH_REUSE: not a bench database');
const dbName = reuse ?? `aurum_bench_bo_${process.pid}`;

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function admin(text: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

const SEED_SQL = [
  // players: player<n>@bench.example, a name and a phone each; registered over two years
  `INSERT INTO users (email, email_normalized, password_hash, name, phone, main_country,
                      first_registered_currency, kyc_status, created_at)
   SELECT 'Player' || n || '@bench.example', 'player' || n || '@bench.example', 'x',
          (ARRAY['Ada','Boris','Chen','Dana','Emre','Farah','Gul','Hana'])[1 + n % 8] || ' ' ||
          (ARRAY['Lovelace','Petrov','Wang','Aliyeva','Yilmaz','Nurlanova','Smith','Haddad'])[1 + (n / 8) % 8] || ' ' || n,
          '+1555' || lpad(n::text, 7, '0'),
          (ARRAY['US','DE','TR','AZ','KZ','RU','GB','AE'])[1 + n % 8], 'USD',
          (ARRAY['NOT_STARTED','PENDING','VERIFIED'])[1 + n % 3],
          now() - (n % 730) * interval '1 day' - (n % 86400) * interval '1 second'
   FROM generate_series(1::bigint, ${PLAYERS}) n`,
  `CREATE TEMP TABLE bench_players AS
   SELECT row_number() OVER (ORDER BY email_normalized) AS n, id FROM users
   WHERE email_normalized LIKE '%@bench.example'`,
  `CREATE UNIQUE INDEX ON bench_players (n)`,
  `INSERT INTO ledger_accounts (address, owner_type, owner_id, kind, currency, may_go_negative)
   SELECT 'player:' || id || ':REAL:USD', 'player', id::text, 'REAL', 'USD', false FROM bench_players`,
  `INSERT INTO ledger_accounts (address, owner_type, owner_id, kind, currency, may_go_negative)
   VALUES ('psp:sandbox:USD', 'psp', 'sandbox', 'PSP', 'USD', true)
   ON CONFLICT (address) DO NOTHING`,
  `INSERT INTO ledger_accounts (address, owner_type, owner_id, kind, currency, may_go_negative)
   VALUES ('house:USD', 'house', NULL, 'HOUSE', 'USD', true)
   ON CONFLICT (address) DO NOTHING`,
  // transfers: per player 2 deposits of 50.00, 12 bets of 1.00, 6 wins of 1.50 (in that mix)
  `INSERT INTO ledger_transfers (debit_account, credit_account, amount, currency, kind,
                                 idempotency_key, input_hash, created_at)
   SELECT CASE WHEN k = 0 THEN 'psp:sandbox:USD' WHEN k <= 6 THEN 'player:' || p.id || ':REAL:USD' ELSE 'house:USD' END,
          CASE WHEN k = 0 THEN 'player:' || p.id || ':REAL:USD' WHEN k <= 6 THEN 'house:USD' ELSE 'player:' || p.id || ':REAL:USD' END,
          CASE WHEN k = 0 THEN 5000 WHEN k <= 6 THEN 100 ELSE 150 END,
          'USD',
          CASE WHEN k = 0 THEN 'DEPOSIT' WHEN k <= 6 THEN 'BET' ELSE 'WIN' END,
          'bench:' || i, 'bench',
          now() - ((i * 7919) % 365) * interval '1 day' - ((i * 104729) % 86400) * interval '1 second'
   FROM generate_series(1::bigint, ${TRANSFERS}) i
   CROSS JOIN LATERAL (SELECT (i % 10)::int AS k) kk
   JOIN bench_players p ON p.n = 1 + (i / 10) % ${PLAYERS}`,
  // balances from the postings (the ledger reconciles)
  `UPDATE ledger_accounts a SET balance = x.total
   FROM (SELECT account, sum(delta) AS total FROM (
           SELECT credit_account AS account, amount AS delta FROM ledger_transfers
           UNION ALL SELECT debit_account, -amount FROM ledger_transfers) m
         GROUP BY account) x
   WHERE a.address = x.account`,
  // rounds over the last 365 days, on the seeded games
  `CREATE TEMP TABLE bench_games AS
   SELECT row_number() OVER (ORDER BY id) AS n, id, slug, category FROM games`,
  `INSERT INTO play_rounds (id, user_id, game_id, game_slug, game_category, engine, demo, currency,
                           amount, win, real_amount, params, outcome, server_seed_hash,
                           client_seed, nonce, created_at)
   SELECT gen_random_uuid(), p.id, g.id, g.slug, g.category, 'slot', i % 20 = 0, 'USD',
          100, CASE WHEN i % 3 = 0 THEN 250 ELSE 0 END, 100, '{}'::jsonb, '{}'::jsonb, 'h', 'c', i,
          now() - ((i * 7919) % 365) * interval '1 day' - ((i * 104729) % 86400) * interval '1 second'
   FROM generate_series(1::bigint, ${ROUNDS}) i
   JOIN bench_players p ON p.n = 1 + (i * 31) % ${PLAYERS}
   JOIN bench_games g ON g.n = 1 + i % (SELECT count(*) FROM bench_games)`,
  // withdrawals: 10 % pending, the rest decided
  `INSERT INTO withdraw_requests (user_id, method_id, currency, amount, fee, status, inputs, created_at, updated_at)
   SELECT p.id::text, 'sandbox-ewallet-payout', 'USD', 2000 + i % 5000, 0,
          (ARRAY['PENDING','PAID','PAID','REJECTED','PAID','PAID','CANCELLED','PAID','PAID','PAID'])[1 + i % 10],
          jsonb_build_array(jsonb_build_object('inputId', 'email', 'value', 'payout' || i || '@bench.example')),
          now() - (i % 365) * interval '1 day', now() - (i % 365) * interval '1 day'
   FROM generate_series(1::bigint, ${WITHDRAWALS}) i
   JOIN bench_players p ON p.n = 1 + (i * 17) % ${PLAYERS}`,
];

const SEARCH = `query SearchPlayers($query: String!, $after: String) {
  searchPlayers(query: $query, first: 50, after: $after) {
    nodes { id email name phone country currency status kycStatus createdAt }
    pageInfo { nextCursor } } }`;
const MONEY = '{ currency minor amount }';
const QUEUE = `query WithdrawalQueue($filter: WithdrawalFilter, $after: String) {
  withdrawalQueue(filter: $filter, first: 10, after: $after) {
    nodes { id uuid player { id email name country currency status kycStatus }
      amount ${MONEY} fee ${MONEY} status methodId details comment createdAt updatedAt
      requiresTwoApprovals approvals { staffId staffName at }
      risk { kycStatus activeBonus depositsTotal ${MONEY} withdrawalsTotal ${MONEY}
        recentLargeWins { roundId game stake ${MONEY} payout ${MONEY} at }
        accountAgeDays samePayoutDetailsPlayers { id email } } }
    pageInfo { nextCursor } } }`;
const GGR = `query GgrReport($dimension: GgrDimension!, $from: DateTime!, $to: DateTime!) {
  ggrReport(dimension: $dimension, from: $from, to: $to) {
    key label currency rounds stakes ${MONEY} wins ${MONEY} ggr ${MONEY}
    bonusCost ${MONEY} ngr ${MONEY} } }`;

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};

async function main() {
  if (!reuse) {
    await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin(`CREATE DATABASE ${dbName}`);
  }
  const config = loadConfig({
    NODE_ENV: 'production',
    TOTP_ENCRYPTION_KEYS: BENCH_TOTP_KEYS,
    LOG_LEVEL: 'warn',
    DATABASE_URL: withDatabase(adminUrl, dbName),
    SEED_GAMES: '200',
    DATA_DIR: path.join(os.tmpdir(), `aurum-bench-bo-${process.pid}`),
    WEB_DIST: path.join(os.tmpdir(), 'aurum-bench-no-web-dist'),
  });
  const log = createLogger(config);
  const database = await createDatabase(config, { poolSize: 10 });
  const pool = database.pool!;
  const pubsub = await createAppPubSub({ redisUrl: undefined, log });
  try {
    await prepareDatabase(database, { log, seed: (db) => runSeed(db, { games: 200, log }) });
    const started = performance.now();
    // a connection of its own, without the app's statement timeout (bulk statements run minutes)
    const client = new pg.Client({ connectionString: config.databaseUrl! });
    await client.connect();
    try {
      for (const statement of reuse ? [] : SEED_SQL) {
        const t = performance.now();
        await client.query(statement);
        const label = statement.trim().split('\n')[0]!.slice(0, 70);
        console.log(`  ${Math.round(performance.now() - t)} ms  ${label}`);
      }
      await client.query('VACUUM ANALYZE');
    } finally {
      await client.end();
    }
    const counts = await pool.query(
      `SELECT (SELECT count(*) FROM users) AS players, (SELECT count(*) FROM ledger_transfers) AS transfers,
              (SELECT count(*) FROM play_rounds) AS rounds, (SELECT count(*) FROM withdraw_requests) AS withdrawals,
              pg_size_pretty(pg_database_size(current_database())) AS size`,
    );
    const c = counts.rows[0] as Record<string, string>;
    console.log(
      `seeded in ${Math.round((performance.now() - started) / 1000)} s: ${c.players} players, ${c.transfers} transfers, ${c.rounds} rounds, ${c.withdrawals} withdrawals; database size ${c.size}`,
    );

    const app = await buildApp({ config, database, pubsub, logger: log });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

    // a signed-in admin, through the real invitation flow
    const deps = { db: database.db, config, clock: { now: () => new Date() } };
    const invited = await createInvitation(deps as never, {
      email: `bench-admin-${Date.now()}@bench.example`,
      name: 'Bench Admin',
      role: 'admin',
      invitedBy: 'bench',
    });
    const { secret } = await beginInvitation(deps as never, invited.token);
    const account = await acceptInvitation(deps as never, {
      token: invited.token,
      password: 'Bench-password-2024',
      totpCode: await generate({ secret }),
    });
    const session = await createStaffSession(deps as never, account);
    const headers = {
      'content-type': 'application/json',
      authorization: `Bearer ${session.token}`,
    };
    const call = async (op: string, query: string, variables: Record<string, unknown>) => {
      const t = performance.now();
      const res = await fetch(`${base}/backoffice/graphql?op=${op}`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ operationName: op, query, variables }),
      });
      const body = (await res.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
      const ms = performance.now() - t;
      if (body.errors) throw new Error(`${op}: ${JSON.stringify(body.errors)}`);
      return { ms, data: body.data! };
    };

    const now = new Date();
    const from30 = new Date(
      Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - 29 * 86_400_000,
    );
    const reads: {
      name: string;
      run: (i: number) => Promise<{ ms: number; data: Record<string, unknown> }>;
    }[] = [
      {
        name: 'player search (email/name/phone part, varied)',
        run: (i) => {
          const terms = [
            `player${1 + ((i * 7919) % PLAYERS)}@`,
            `Petrov ${(i * 31) % PLAYERS}`,
            `555${String((i * 104729) % PLAYERS).padStart(7, '0')}`,
            'haddad',
          ];
          return call('SearchPlayers', SEARCH, { query: terms[i % terms.length] });
        },
      },
      {
        name: 'withdrawal queue (pending, first 10, risk hints)',
        run: () => call('WithdrawalQueue', QUEUE, { filter: { statuses: ['PENDING'] } }),
      },
      {
        name: 'daily GGR report (last 30 days)',
        run: () =>
          call('GgrReport', GGR, {
            dimension: 'DAY',
            from: from30.toISOString(),
            to: now.toISOString(),
          }),
      },
    ];
    const load = os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
    console.log(`\nload average before measuring: ${load} (${os.cpus().length} cores)`);
    let failed = false;
    for (const read of reads) {
      for (let i = 0; i < 10; i++) await read.run(i);
      const times: number[] = [];
      let sample: Record<string, unknown> | null = null;
      for (let i = 0; i < CALLS; i++) {
        const { ms, data } = await read.run(i);
        times.push(ms);
        sample ??= data;
      }
      const p95 = pct(times, 95);
      const ok = p95 <= TARGET_MS;
      failed ||= !ok;
      const rows = Object.values(sample ?? {})[0] as { nodes?: unknown[] } | unknown[];
      const n = Array.isArray(rows) ? rows.length : (rows?.nodes?.length ?? 0);
      console.log(
        `${read.name}: p50 ${pct(times, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (${CALLS} calls, ${n} rows) ${ok ? 'ok' : `> ${TARGET_MS} ms`}`,
      );
    }
    console.log(
      `load average after: ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    await app.close();
    if (failed) process.exitCode = 1;
  } finally {
    await pubsub.close();
    await database.close();
    if (process.env.BENCH_KEEP !== '1' && !reuse)
      await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    else console.log(`kept database ${dbName}`);
  }
}

await main();
