// Shared helpers for the benchmark scripts: a production server on a temporary database.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serverDir, tsxBin, webDist } from '../scripts/lib.mjs';

/**
 * The TOTP keyring of the benchmarks' servers (production mode requires one; nothing a bench seals
 * with it outlives the run). The server's TypeScript benches have the same in
 * apps/server/bench/bench-env.ts.
 */
export const BENCH_TOTP_KEYS = 'bench:5uCzg2IuYZG5m8B9fbpm3+OCtrKF9J4TaOOrT+KXAi4=';

/**
 * A production server on a fresh embedded database (DATABASE_URL and REDIS_URL dropped), on `port`,
 * with `games` seeded; `env` adds or overrides variables (the realtime bench raises the rate
 * limits). Resolves once /healthz answers; a server that exits or never answers is an error.
 */
export async function startBenchServer({ port, games = 2000, env: extra = {} }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aurum-bench-'));
  const env = { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir };
  env.TOTP_ENCRYPTION_KEYS ||= BENCH_TOTP_KEYS;
  Object.assign(env, { SEED_GAMES: String(games), LOG_LEVEL: 'warn', WEB_DIST: webDist }, extra);
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const child = spawn(tsxBin, ['src/main.ts'], { cwd: serverDir, env, stdio: 'inherit' });
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  const url = `http://127.0.0.1:${port}`;
  // a loaded shared machine can take minutes to seed; a server that never answers is stopped
  // (not left listening on the port)
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (exited || Date.now() > deadline) {
      child.kill('SIGTERM');
      fs.rmSync(dataDir, { recursive: true, force: true });
      throw new Error('bench server did not start');
    }
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    pid: child.pid,
    async stop() {
      if (!exited) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Writes the benches' yardstick page into the web build (plain HTML: no script, no font, no image,
 * one text block) and returns its path on the server and a remover.
 */
export function writeYardstickPage(name) {
  const file = path.join(webDist, name);
  fs.writeFileSync(
    file,
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>yardstick</title></head><body><h1>Aurum yardstick</h1><p>A page with nothing to run.</p></body></html>',
  );
  return { path: `/${name}`, remove: () => fs.rmSync(file, { force: true }) };
}

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};
