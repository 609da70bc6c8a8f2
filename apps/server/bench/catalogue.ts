// bench:catalogue — `gamesList` with a category + provider filter and a search term over 10,000
// seeded games, through the real GraphQL endpoint, against the same service (the same SQL) served
// by a bare Fastify route in the same process; both on PostgreSQL.
//
// 1. creates a throwaway database `aurum_bench_<pid>` through DATABASE_URL (default
//    postgres://postgres@127.0.0.1:5432/postgres), migrates it and seeds 10,000 games;
// 2. prints EXPLAIN (ANALYZE) of the list query;
// 3. per endpoint: peak throughput (closed loop, 32 keep-alive connections), then an open-loop
//    run at half of that peak rate (one request every 1000/rate ms, latency from the scheduled
//    start), where p99 is read; BENCH_ROUNDS (5) rounds of BENCH_SECONDS (3) per endpoint,
//    alternating between the endpoints, medians reported;
// 4. prints rps and p99 of both and their ratio, checks the targets (ratio ≥ 0.6, p99 ≤ 20 ms
//    at half load), drops the database. Loopback only; the load generator runs in this process,
//    in a worker thread (load-worker.mjs) so that it does not share the server's event loop.
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDatabase } from '../src/db/client';
import { prepareDatabase } from '../src/db/migrate';
import { runSeed } from '../src/db/seed';
import { createLogger } from '../src/http/logger';
import {
  findGames,
  gamesOrder,
  gamesPageQuery,
  gamesWhere,
} from '../src/modules/catalogue/find-games';
import { regionForRequest } from '../src/modules/catalogue/region';
import { createAppPubSub } from '../src/pubsub';
import { BENCH_TOTP_KEYS } from './bench-env';

interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  /** paced runs: p99 of how late the generator itself sent (load-worker.mjs) */
  lagP99?: number;
}

const GAMES = Number(process.env.BENCH_GAMES ?? 10_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `aurum_bench_${process.pid}`;

const FILTER = { categories: ['slots'], providers: ['goldreel-studios'], search: 'fortune' };
const QUERY = `query GamesList($input: GamesListInput) { gamesList(input: $input) {
  count items { id name slug title category providerName providerSlug likes recalled rating
    info { payout description devices } image { src width height } restrictions { country currency disabled } } } }`;
const BODY = JSON.stringify({
  operationName: 'GamesList',
  query: QUERY,
  variables: { input: { filter: FILTER, pagination: { page: 1, count: 20 } } },
});

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const worker = new Worker(new URL('./load-worker.mjs', import.meta.url));

function load(
  url: string,
  request: { method: string; body?: string; headers: Record<string, string> },
  rate?: number,
): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    worker.once('message', (m: { ok: boolean; result?: LoadResult; error?: string }) =>
      m.ok ? resolve(m.result!) : reject(new Error(`load run failed: ${m.error}`)),
    );
    worker.postMessage({
      kind: rate ? 'paced' : 'peak',
      url,
      ...request,
      connections: CONNECTIONS,
      seconds: SECONDS,
      rate,
    });
  });
}

async function main() {
  await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${dbName}`);
  const config = loadConfig({
    NODE_ENV: 'production',
    TOTP_ENCRYPTION_KEYS: BENCH_TOTP_KEYS,
    LOG_LEVEL: 'warn',
    DATABASE_URL: withDatabase(adminUrl, dbName),
    SEED_GAMES: String(GAMES),
    DATA_DIR: path.join(os.tmpdir(), `aurum-bench-${process.pid}`),
    WEB_DIST: path.join(os.tmpdir(), 'aurum-bench-no-web-dist'),
  });
  const log = createLogger(config);
  const database = await createDatabase(config, { poolSize: 20 });
  const pubsub = await createAppPubSub({ redisUrl: undefined, log });
  try {
    const seeded = performance.now();
    await prepareDatabase(database, { log, seed: (db) => runSeed(db, { games: GAMES, log }) });
    await database.pool!.query('ANALYZE');
    console.log(`seeded ${GAMES} games in ${Math.round(performance.now() - seeded)} ms`);

    const app = await buildApp({ config, database, pubsub, logger: log });
    // The bare route: the same service, the same SQL, no GraphQL.
    app.get('/bench/games-raw', async (request) => {
      const region = await regionForRequest({ db: database.db, userId: null, ip: request.ip });
      const page = await findGames({
        db: database.db,
        lang: 'en',
        filter: FILTER,
        pagination: { page: 1, count: 20 },
        region,
      });
      return { data: { gamesList: { count: page.count, items: page.items } } };
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

    // The plans of the list query on this data: the benchmark's, and a search alone.
    const region = await regionForRequest({ db: database.db, userId: null, ip: '127.0.0.1' });
    const explain = async (title: string, filter: typeof FILTER | { search: string }) => {
      const { where, searchOrder } = gamesWhere(filter, region);
      const query = gamesPageQuery(
        database.db,
        where,
        [...searchOrder, ...gamesOrder(undefined)],
        20,
        0,
      ).toSQL();
      const plan = await database.pool!.query(
        `EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY ON) ${query.sql}`,
        query.params,
      );
      console.log(`\nEXPLAIN ANALYZE gamesList ${title}:`);
      for (const row of plan.rows as { 'QUERY PLAN': string }[]) {
        console.log(`  ${row['QUERY PLAN']}`);
      }
    };
    await explain('(slots + goldreel-studios + "fortune")', FILTER);
    await explain('(search "rulette" alone)', { search: 'rulette' });

    const graphql = {
      method: 'POST',
      body: BODY,
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    };
    const raw = { method: 'GET', headers: { 'accept-language': 'en' } };
    const gqlUrl = `${base}/graphql?op=GamesList`;
    const rawUrl = `${base}/bench/games-raw`;

    // Same answer on both before measuring.
    const a = (await (await fetch(gqlUrl, graphql)).json()) as {
      data: { gamesList: { count: number } };
    };
    const b = (await (await fetch(rawUrl, raw)).json()) as {
      data: { gamesList: { count: number } };
    };
    if (a.data.gamesList.count !== b.data.gamesList.count || a.data.gamesList.count === 0) {
      throw new Error(
        `endpoints disagree or match nothing: ${a.data.gamesList.count} vs ${b.data.gamesList.count}`,
      );
    }
    console.log(
      `\nmatches: ${a.data.gamesList.count} games; ${CONNECTIONS} connections; ${ROUNDS} alternating rounds of ${SECONDS} s per endpoint and load; medians`,
    );

    // Rounds alternate between the two endpoints so that noise from the rest of the machine
    // falls on both alike; each figure is the median over the rounds.
    const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
    const rounds = async (rate?: { gql: number; raw: number }) => {
      const g: LoadResult[] = [];
      const r: LoadResult[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        g.push(await load(gqlUrl, graphql, rate?.gql));
        r.push(await load(rawUrl, raw, rate?.raw));
      }
      const pick = (xs: LoadResult[]): LoadResult => ({
        rps: median(xs.map((x) => x.rps)),
        p50: median(xs.map((x) => x.p50)),
        p99: median(xs.map((x) => x.p99)),
        lagP99: median(xs.map((x) => x.lagP99 ?? 0)),
      });
      return { gql: pick(g), raw: pick(r) };
    };
    await load(gqlUrl, graphql); // warm-up (JIT, pool, plan caches)
    await load(rawUrl, raw);
    const peak = await rounds();
    const half = await rounds({ gql: peak.gql.rps / 2, raw: peak.raw.rps / 2 });
    const [gqlPeak, rawPeak, gqlHalf, rawHalf] = [peak.gql, peak.raw, half.gql, half.raw];

    const ratio = gqlPeak.rps / rawPeak.rps;
    const ms = (x: number) => `${x.toFixed(1)} ms`;
    const line = (name: string, peak: LoadResult, half: LoadResult) =>
      `${name.padEnd(11)} peak ${peak.rps.toFixed(0).padStart(5)} rps (p99 ${ms(peak.p99)})   at half load: ${half.rps.toFixed(0).padStart(5)} rps, p50 ${ms(half.p50)}, p99 ${ms(half.p99)} (the generator's own send lag p99 ${ms(half.lagP99 ?? 0)})`;
    console.log('');
    console.log(line('GraphQL', gqlPeak, gqlHalf));
    console.log(line('bare route', rawPeak, rawHalf));
    console.log(`ratio GraphQL/bare (peak rps): ${ratio.toFixed(2)}`);
    const okRatio = ratio >= 0.6;
    const okP99 = gqlHalf.p99 <= 20;
    console.log(
      `targets: ratio ≥ 0.6 ${okRatio ? 'met' : 'MISSED'}; GraphQL p99 ≤ 20 ms at half load ${okP99 ? 'met' : 'MISSED'} (load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} CPUs)`,
    );
    await new Promise((r) => setTimeout(r, 200));
    await app.close();
    if (!okRatio || !okP99) process.exitCode = 1;
  } finally {
    await worker.terminate();
    await pubsub.close();
    await database.close();
    await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  }
}

await main();
