// bench:lobby — the home page's GraphQL reads (category list, home rows, top and bottom banners,
// providers, first games page: the web's own generated documents and variables) as a guest, as a
// share of a trivial `{ __typename }` query on the same server in the same run; on the embedded
// database (PGlite in DATA_DIR, the default) and on PostgreSQL.
//
// Per database: seeds the default 2,000 games, then BENCH_ROUNDS (5) alternating rounds of
// BENCH_SECONDS (3) closed-loop load at 32 keep-alive connections (the six reads sent in turn),
// medians; then p99 at 16 connections; and, for reference, the same reads with the cache bypassed
// (a request with an Authorization header is never served from the cache). Targets: ratio ≥ 0.5,
// p99 ≤ 50 ms at 16 connections. The load generator runs in a worker thread (load-worker.mjs).
// PostgreSQL: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres); a throwaway
// database aurum_lobby_<pid> is created there and dropped. BENCH_DB=pglite|pg runs one only.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { PAGE_SIZES } from '@aurum/domain';
import { print, type DocumentNode } from 'graphql';
import pg from 'pg';
import {
  BannersDocument,
  GameCategoryListDocument,
  GamesListByCategoryDocument,
  GamesListDocument,
  HomeProvidersDocument,
} from '../../web/src/gql/graphql';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDatabase } from '../src/db/client';
import { prepareDatabase } from '../src/db/migrate';
import { runSeed } from '../src/db/seed';
import { createLogger } from '../src/http/logger';
import { createAppPubSub } from '../src/pubsub';
import { BENCH_TOTP_KEYS } from './bench-env';

interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
}

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const GAMES = Number(process.env.BENCH_GAMES ?? 2000);
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const only = process.env.BENCH_DB;

const body = (document: DocumentNode, variables: Record<string, unknown>) => {
  const operation = document.definitions.find((d) => d.kind === 'OperationDefinition');
  return JSON.stringify({
    query: print(document),
    variables,
    operationName: operation && 'name' in operation ? operation.name?.value : undefined,
  });
};

/** What the home page asks for on first paint (features/home, lib/api). */
const HOME_READS = [
  body(GameCategoryListDocument as DocumentNode, {}),
  body(GamesListByCategoryDocument as DocumentNode, { count: PAGE_SIZES.homeRowPlaceholders }),
  body(BannersDocument as DocumentNode, { position: 'top' }),
  body(BannersDocument as DocumentNode, { position: 'bottom' }),
  body(HomeProvidersDocument as DocumentNode, {
    input: { pagination: { page: 1, count: PAGE_SIZES.providersHome } },
  }),
  body(GamesListDocument as DocumentNode, {
    input: { pagination: { page: 1, count: PAGE_SIZES.gameList } },
  }),
];
const TRIVIAL = JSON.stringify({ query: '{ __typename }' });

const worker = new Worker(new URL('./load-worker.mjs', import.meta.url));

function load(
  url: string,
  job: { bodies: string[]; headers: Record<string, string> },
  connections: number,
): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    worker.once('message', (m: { ok: boolean; result?: LoadResult; error?: string }) =>
      m.ok ? resolve(m.result!) : reject(new Error(`load run failed: ${m.error}`)),
    );
    worker.postMessage({
      kind: 'peak',
      url,
      method: 'POST',
      ...job,
      connections,
      seconds: SECONDS,
    });
  });
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

const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;

interface Figures {
  db: string;
  home: LoadResult;
  trivial: LoadResult;
  uncached: LoadResult;
  p99At16: number;
}

async function measure(kind: 'pglite' | 'pg'): Promise<Figures> {
  const dbName = `aurum_lobby_${process.pid}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aurum-lobby-'));
  if (kind === 'pg') {
    await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin(`CREATE DATABASE ${dbName}`);
  }
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const config = loadConfig({
    NODE_ENV: 'production',
    TOTP_ENCRYPTION_KEYS: BENCH_TOTP_KEYS,
    LOG_LEVEL: 'warn',
    ...(kind === 'pg' ? { DATABASE_URL: url.toString() } : {}),
    SEED_GAMES: String(GAMES),
    DATA_DIR: dataDir,
    WEB_DIST: path.join(os.tmpdir(), 'aurum-bench-no-web-dist'),
  });
  const log = createLogger(config);
  const database = await createDatabase(config, { poolSize: 20 });
  const pubsub = await createAppPubSub({ redisUrl: undefined, log });
  try {
    await prepareDatabase(database, { log, seed: (db) => runSeed(db, { games: GAMES, log }) });
    const app = await buildApp({ config, database, pubsub, logger: log });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const gql = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/graphql`;
    const headers = { 'content-type': 'application/json', 'accept-language': 'en' };
    const home = { bodies: HOME_READS, headers };
    const trivial = { bodies: [TRIVIAL], headers };
    // a bearer token that names no session: a guest's answer, but never from the cache
    const uncached = { bodies: HOME_READS, headers: { ...headers, authorization: 'Bearer none' } };

    for (const read of HOME_READS) {
      const res = await fetch(gql, { method: 'POST', headers, body: read });
      const json = (await res.json()) as { errors?: unknown };
      if (res.status !== 200 || json.errors) {
        throw new Error(`home read failed: ${res.status} ${JSON.stringify(json.errors)}`);
      }
    }
    await load(gql, home, 32); // warm-up: JIT, caches
    await load(gql, trivial, 32);
    const h: LoadResult[] = [];
    const t: LoadResult[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      h.push(await load(gql, home, 32));
      t.push(await load(gql, trivial, 32));
    }
    const at16: number[] = [];
    for (let i = 0; i < ROUNDS; i++) at16.push((await load(gql, home, 16)).p99);
    const u = await load(gql, uncached, 32);
    await app.close();
    const pick = (xs: LoadResult[]): LoadResult => ({
      rps: median(xs.map((x) => x.rps)),
      p50: median(xs.map((x) => x.p50)),
      p99: median(xs.map((x) => x.p99)),
    });
    return {
      db: kind === 'pg' ? 'PostgreSQL' : 'embedded (PGlite)',
      home: pick(h),
      trivial: pick(t),
      uncached: u,
      p99At16: median(at16),
    };
  } finally {
    await pubsub.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (kind === 'pg') await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  }
}

async function main() {
  const kinds = (['pglite', 'pg'] as const).filter((k) => !only || only === k);
  let ok = true;
  try {
    for (const kind of kinds) {
      const f = await measure(kind);
      const ratio = f.home.rps / f.trivial.rps;
      const okRatio = ratio >= 0.5;
      const okP99 = f.p99At16 <= 50;
      ok &&= okRatio && okP99;
      console.log(`\n${f.db}: ${GAMES} games, ${ROUNDS} alternating rounds of ${SECONDS} s`);
      console.log(
        `  home reads   ${f.home.rps.toFixed(0).padStart(6)} rps (p99 ${f.home.p99.toFixed(1)} ms at 32 connections)`,
      );
      console.log(`  { __typename } ${f.trivial.rps.toFixed(0).padStart(6)} rps`);
      console.log(
        `  ratio ${ratio.toFixed(2)} (target ≥ 0.5 ${okRatio ? 'met' : 'MISSED'}); p99 at 16 connections ${f.p99At16.toFixed(1)} ms (target ≤ 50 ${okP99 ? 'met' : 'MISSED'})`,
      );
      console.log(
        `  without the cache (reference): ${f.uncached.rps.toFixed(0)} rps = ${(f.uncached.rps / f.trivial.rps).toFixed(2)}×, p99 ${f.uncached.p99.toFixed(1)} ms`,
      );
    }
    console.log(`\nload average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} CPUs`);
  } finally {
    await worker.terminate();
  }
  if (!ok) process.exitCode = 1;
}

await main();
