// The faults' targets, all owned by the harness: a throwaway PostgreSQL cluster (initdb in a
// temporary directory, pg_ctl on its own port — never the shared server on 5432), a throwaway
// Redis (no persistence) and server instances started through the server's own entry point
// (apps/server/src/main.ts, run by node with tsx's loader so a SIGKILL kills the very process
// that holds the database connections — the tsx CLI would leave a grandchild running).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root, serverDir, webDist } from '../../scripts/lib.mjs';

/**
 * The environment every harness instance runs with: production mode on the harness's own
 * PostgreSQL, the sandbox processor, request limits raised out of the load's way (a load test's
 * clients are not attackers), and a TOTP key made for this run (production requires one).
 */
export function harnessServerEnv({ databaseUrl, dataDir, operatorToken, webhookSecret }) {
  return {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    OPERATOR_TOKEN: operatorToken,
    PAYMENT_SANDBOX: '1',
    PAYMENT_WEBHOOK_SECRET: webhookSecret,
    FUN_TOP_UP: '0',
    DEV_OUTBOX: '0',
    SEED_GAMES: '40',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    RATE_LIMIT_MULTIPLIER: '100000',
    TOTP_ENCRYPTION_KEYS: `chaos:${randomBytes(32).toString('base64')}`,
  };
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const TSX_LOADER = pathToFileURL(path.join(root, 'node_modules/tsx/dist/loader.mjs')).href;

/** The PostgreSQL binaries (initdb, pg_ctl, postgres) of the newest installed major, or null. */
export function findPostgresBin() {
  const fromEnv = process.env.CHAOS_PG_BIN;
  const candidates = fromEnv ? [fromEnv] : [];
  const base = '/usr/lib/postgresql';
  if (fs.existsSync(base)) {
    for (const v of fs.readdirSync(base).sort((a, b) => Number(b) - Number(a))) {
      candidates.push(path.join(base, v, 'bin'));
    }
  }
  const which = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' });
  if (which.stdout.trim()) candidates.push(path.dirname(which.stdout.trim()));
  return candidates.find((dir) => fs.existsSync(path.join(dir, 'initdb'))) ?? null;
}

export function findRedisServer() {
  const which = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' });
  return which.stdout.trim() || null;
}

export async function portIsFree(port) {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.once('error', () => resolve(false));
    s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
  });
}

/**
 * Runs `cleanup` and ends the harness on Ctrl-C, SIGTERM or an error nothing caught: an unhandled
 * `pg` 'error' event once ended a run past its `finally` and left an instance and Redis holding
 * their ports, and the machine's next run failed on them.
 */
export function cleanUpOnAbort(cleanup) {
  let ending = false;
  const end = async (code, error) => {
    if (ending) return;
    ending = true;
    if (error) console.error(`harness: ${error?.stack ?? error}`);
    await cleanup().catch(() => {});
    process.exit(code);
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => end(130));
  process.on('uncaughtException', (error) => end(1, error));
  process.on('unhandledRejection', (error) => end(1, error));
}

/** PostgreSQL refuses to run as root: as root, run its tools as the `postgres` user. */
function asPgUser(bin, args) {
  if (process.getuid?.() === 0) return ['runuser', ['-u', 'postgres', '--', bin, ...args]];
  return [bin, args];
}

function runSync(cmd, args) {
  const r = spawnSync(cmd, args, { encoding: 'utf8' });
  if (r.status !== 0) {
    throw new Error(`${[cmd, ...args].join(' ')} failed:\n${r.stdout}\n${r.stderr}`);
  }
  return r.stdout;
}

/**
 * A throwaway PostgreSQL cluster on `port`. `restart()` stops it with `-m immediate` (no
 * checkpoint: the next start replays the WAL, as after a crash) and starts it again.
 */
export async function startPostgres({ port, bin }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aurum-chaos-pg-'));
  if (process.getuid?.() === 0) runSync('chown', ['postgres', dir]);
  const data = path.join(dir, 'data');
  const pg = (tool, args) => runSync(...asPgUser(path.join(bin, tool), args));
  pg('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c max_connections=200',
    '-c shared_buffers=128MB',
    // The OS does not crash here (only processes die), so the page cache keeps what fsync
    // would have forced out: an immediate stop still loses nothing that committed.
    '-c fsync=off',
    '-c synchronous_commit=on',
    '-c full_page_writes=off',
  ].join(' ');
  const start = () =>
    pg('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'postgres.log'), '-w', 'start']);
  const stop = (mode) => pg('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']);
  start();
  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const url = `postgres://postgres@127.0.0.1:${port}/aurum`;
  const { default: pgLib } = await import('pg');
  const admin = new pgLib.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query('CREATE DATABASE aurum');
  await admin.end();
  return {
    url,
    dir,
    /**
     * The deadlocks PostgreSQL broke during the run, as its log reports them (the waits and both
     * statements): a deadlock fails one request, which the client retries, so no invariant shows it.
     */
    deadlocks() {
      let log = '';
      try {
        log = fs.readFileSync(path.join(dir, 'postgres.log'), 'utf8');
      } catch {
        return [];
      }
      return log
        .split(/\n(?=\S)/)
        .map((entry, i, all) => ({ entry, next: all[i + 1] ?? '' }))
        .filter(({ entry }) => entry.includes('deadlock detected'))
        .map(({ entry, next }) => `${entry}\n${next}`.trim());
    },
    async restart(downMs = 0) {
      stop('immediate');
      if (downMs) await sleep(downMs);
      start();
    },
    destroy() {
      try {
        stop('immediate');
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A throwaway Redis without persistence; `stop()`/`start()` take it away and bring it back. */
export async function startRedis({ port, bin }) {
  let child = null;
  const start = async () => {
    child = spawn(
      bin,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    for (let i = 0; i < 100; i++) {
      if (!(await portIsFree(port))) return;
      await sleep(50);
    }
    throw new Error('redis-server did not start');
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    async stop() {
      if (!child) return;
      const c = child;
      child = null;
      const exited = new Promise((r) => c.once('exit', r));
      c.kill('SIGKILL');
      await exited;
    },
  };
}

/**
 * Extra Node flags for the server instances (`CHAOS_NODE_ARGS`, space-separated), e.g.
 * `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile them (NODE_OPTIONS refuses --cpu-prof).
 */
export function serverNodeArgs() {
  return (process.env.CHAOS_NODE_ARGS ?? '').split(' ').filter(Boolean);
}

/**
 * One server instance: `apps/server/src/main.ts` (migrations and seed under the advisory lock,
 * pub/sub, HTTP), production mode, its log appended to `logFile`.
 */
export function serverInstance({ name, port, env, logFile, nodeArgs = serverNodeArgs() }) {
  let child = null;
  let exited = null;
  const url = `http://127.0.0.1:${port}`;
  const log = fs.openSync(logFile, 'a');
  const instance = {
    name,
    url,
    port,
    kills: 0,
    /** started and answering /healthz */
    ready: false,
    get running() {
      return child !== null;
    },
    get pid() {
      return child?.pid ?? null;
    },
    async start({ timeoutMs = 180_000 } = {}) {
      if (child) return;
      fs.writeSync(log, `\n--- ${new Date().toISOString()} start ---\n`);
      const c = spawn(process.execPath, [...nodeArgs, '--import', TSX_LOADER, 'src/main.ts'], {
        cwd: serverDir,
        env: { ...process.env, WEB_DIST: webDist, ...env, PORT: String(port) },
        stdio: ['ignore', log, log],
      });
      child = c;
      exited = new Promise((r) =>
        c.once('exit', (code, signal) => {
          if (child === c) {
            child = null;
            instance.ready = false;
          }
          r({ code, signal });
        }),
      );
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        if (child !== c) throw new Error(`${name} exited while starting (see ${logFile})`);
        try {
          if ((await fetch(`${url}/healthz`)).ok) {
            instance.ready = true;
            return;
          }
        } catch {
          // not listening yet
        }
        if (Date.now() > deadline) throw new Error(`${name} did not start (see ${logFile})`);
        await sleep(200);
      }
    },
    /** kill -9: no shutdown hook runs, transactions in flight are cut. */
    async kill9() {
      if (!child) return;
      const done = exited;
      instance.ready = false;
      child.kill('SIGKILL');
      await done;
      instance.kills++;
    },
    async stop() {
      if (!child) return;
      const done = exited;
      child.kill('SIGTERM');
      const t = setTimeout(() => child?.kill('SIGKILL'), 15_000);
      await done;
      clearTimeout(t);
    },
  };
  return instance;
}
