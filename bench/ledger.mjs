// Figure: transfers per second through the ledger service (apps/server/src/modules/wallet) on
// PostgreSQL with concurrent clients, against `pgbench -b tpcb-like` on the same server in the
// same run, and their ratio (target ≥ 0.6).
//
// The ledger workload is a casino's: random players among BENCH_PLAYERS, each transfer a bet
// (player REAL → house, a guarded debit that may be refused for insufficient funds) or a win
// (house → player REAL), each with its own idempotency key, every one in its own transaction.
// Both sides use BENCH_CLIENTS connections, in BENCH_ROUNDS alternating rounds of BENCH_SECONDS
// (medians reported), on throwaway databases
// (created and dropped here) of the PostgreSQL at BENCH_DATABASE_URL (default: the local
// server as postgres, loopback only).
//
// Run: npm run bench:ledger   (needs a running PostgreSQL and its pgbench)
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { root, tsxBin } from '../scripts/lib.mjs';
import { BENCH_TOTP_KEYS } from './lib.mjs';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const clients = Number(process.env.BENCH_CLIENTS ?? 16);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const players = Number(process.env.BENCH_PLAYERS ?? 1000);

// The ledger is TypeScript: re-run this file under tsx.
if (!process.env.AURUM_BENCH_LEDGER_CHILD) {
  const child = spawn(tsxBin, [import.meta.filename], {
    cwd: path.join(root, 'apps/server'),
    stdio: 'inherit',
    env: { ...process.env, AURUM_BENCH_LEDGER_CHILD: '1' },
  });
  child.on('exit', (code) => process.exit(code ?? 1));
} else {
  await main();
}

function withDatabase(url, name) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

function pgbenchBin() {
  const which = spawnSync(
    'sh',
    ['-c', 'command -v pgbench || ls /usr/lib/postgresql/*/bin/pgbench 2>/dev/null | tail -1'],
    {
      encoding: 'utf8',
    },
  );
  const bin = which.stdout.trim().split('\n').pop();
  if (!bin) throw new Error('pgbench not found (it comes with PostgreSQL)');
  return bin;
}

function pgbench(args, url) {
  const u = new URL(url);
  const env = { ...process.env, PGPASSWORD: decodeURIComponent(u.password || '') };
  const base = [
    '-h',
    u.hostname,
    '-p',
    u.port || '5432',
    '-U',
    decodeURIComponent(u.username || 'postgres'),
  ];
  const result = spawnSync(pgbenchBin(), [...base, ...args, u.pathname.slice(1)], {
    env,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`pgbench failed: ${result.stderr}`);
  return result.stdout + result.stderr;
}

async function main() {
  const { default: pg } = await import('pg');
  const { loadConfig } = await import('../apps/server/src/config.ts');
  const { createDatabase } = await import('../apps/server/src/db/client.ts');
  const { prepareDatabase } = await import('../apps/server/src/db/migrate.ts');
  const { runSeed } = await import('../apps/server/src/db/seed/index.ts');
  const { createLogger } = await import('../apps/server/src/http/logger.ts');
  const { account } = await import('../apps/server/src/modules/wallet/accounts.ts');
  const { transfer } = await import('../apps/server/src/modules/wallet/ledger.ts');
  const { auditLedger } = await import('../apps/server/src/modules/wallet/ledger-audit.ts');

  const suffix = `${process.pid}`;
  const ledgerDb = `aurum_bench_ledger_${suffix}`;
  const pgbenchDb = `aurum_bench_pgbench_${suffix}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`bench:ledger skipped: no PostgreSQL at ${adminUrl} (${error.message})`);
    return;
  }
  const host = new URL(adminUrl).hostname;
  if (!['127.0.0.1', 'localhost', '::1'].includes(host)) {
    throw new Error(`bench:ledger runs on a loopback PostgreSQL only (got ${host})`);
  }
  await admin.query(`CREATE DATABASE ${ledgerDb}`);
  await admin.query(`CREATE DATABASE ${pgbenchDb}`);
  const log = createLogger(
    loadConfig({
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      TOTP_ENCRYPTION_KEYS: BENCH_TOTP_KEYS,
    }),
  );
  const handle = await createDatabase(
    { databaseUrl: withDatabase(adminUrl, ledgerDb), dataDir: '' },
    { poolSize: clients, allowExitOnIdle: true },
  );
  try {
    await prepareDatabase(handle, { log, seed: (db) => runSeed(db, { games: 1, log }) });
    const db = handle.db;
    const ids = Array.from(
      { length: players },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    for (let i = 0; i < ids.length; i += clients) {
      await Promise.all(
        ids.slice(i, i + clients).map((id) =>
          transfer(db, {
            idempotencyKey: `bench:fund:${id}`,
            debit: account.psp('bench', 'USD'),
            credit: account.real(id, 'USD'),
            amount: 1_000_000n,
            currency: 'USD',
            kind: 'DEPOSIT',
          }),
        ),
      );
    }

    // Alternating rounds (ledger, pgbench, ledger, …) so load drift on the machine hits both;
    // each figure is the median of its rounds.
    const pgbenchUrl = withDatabase(adminUrl, pgbenchDb);
    pgbench(['-i', '-q', '-s', String(Math.max(10, clients))], pgbenchUrl);
    let done = 0;
    let refused = 0;
    let seq = 0;
    const ledgerRound = async () => {
      const before = done + refused;
      const stopAt = performance.now() + seconds * 1000;
      const worker = async (w) => {
        let x = (w + 1) * 2654435761;
        while (performance.now() < stopAt) {
          x = (x * 1103515245 + 12345) >>> 0;
          const id = ids[x % ids.length];
          const bet = (x >>> 8) % 2 === 0;
          const amount = BigInt(1 + ((x >>> 12) % 5000));
          try {
            await transfer(db, {
              idempotencyKey: `bench:${w}:${seq++}`,
              debit: bet ? account.real(id, 'USD') : account.house('USD'),
              credit: bet ? account.house('USD') : account.real(id, 'USD'),
              amount,
              currency: 'USD',
              kind: bet ? 'BET' : 'WIN',
            });
            done++;
          } catch (error) {
            if (error?.code !== 'INSUFFICIENT_FUNDS') throw error;
            refused++;
          }
        }
      };
      const started = performance.now();
      await Promise.all(Array.from({ length: clients }, (_, w) => worker(w)));
      return (done + refused - before) / ((performance.now() - started) / 1000);
    };
    const pgbenchRound = () => {
      const out = pgbench(
        [
          '-b',
          'tpcb-like',
          '-c',
          String(clients),
          '-j',
          String(Math.min(clients, 8)),
          '-T',
          String(seconds),
        ],
        pgbenchUrl,
      );
      const tps = Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(out)?.[1]);
      if (!Number.isFinite(tps)) throw new Error(`could not read pgbench tps:\n${out}`);
      return tps;
    };
    const ledgerRuns = [];
    const pgbenchRuns = [];
    for (let round = 0; round < rounds; round++) {
      ledgerRuns.push(await ledgerRound());
      pgbenchRuns.push(pgbenchRound());
    }
    const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const ledgerTps = median(ledgerRuns);
    const tps = median(pgbenchRuns);
    const audit = await auditLedger(db);
    if (!audit.ok) {
      throw new Error(
        `ledger invariants broken: ${JSON.stringify(audit, (_, v) => (typeof v === 'bigint' ? v.toString() : v))}`,
      );
    }

    console.log(
      `ledger: ${ledgerTps.toFixed(0)} transfers/s (median of ${rounds} × ${seconds} s; ${done} posted, ${refused} refused for funds; ${clients} clients, ${players} players; invariants hold)`,
    );
    console.log(
      `pgbench tpcb-like: ${tps.toFixed(0)} tps (median of ${rounds} × ${seconds} s; ${clients} clients, same server)`,
    );
    console.log(
      `bench:ledger ratio ledger/pgbench = ${(ledgerTps / tps).toFixed(2)} (target ≥ 0.60)`,
    );
  } finally {
    await handle.close();
    await admin.query(`DROP DATABASE IF EXISTS ${ledgerDb} WITH (FORCE)`);
    await admin.query(`DROP DATABASE IF EXISTS ${pgbenchDb} WITH (FORCE)`);
    await admin.end();
  }
}
