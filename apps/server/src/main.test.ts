// The real entry point, as a child process: refuses bad configuration, boots, stops on SIGTERM.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const SERVER_DIR = path.resolve(import.meta.dirname, '..');

/** `npx tsx src/main.ts`, or `node --import tsx src/main.ts` (one process, signals go straight to it). */
function runMain(env: Record<string, string>, direct = false) {
  const [command, args] = direct
    ? [process.execPath, ['--import', 'tsx', 'src/main.ts']]
    : ['npx', ['tsx', 'src/main.ts']];
  const child = spawn(command, args, {
    cwd: SERVER_DIR,
    env: { ...process.env, DATABASE_URL: '', REDIS_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => ({ stdout, stderr }) };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aurum-main-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('main', () => {
  it('exits non-zero naming PORT when PORT=abc', async () => {
    const run = runMain({ PORT: 'abc' });
    expect(await run.exited).not.toBe(0);
    expect(run.output().stderr).toContain('Invalid configuration: PORT: expected an integer');
  }, 120_000);

  it('boots on PGlite, serves /healthz and stops cleanly on SIGTERM', async () => {
    const port = await freePort();
    const run = runMain(
      {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_GAMES: '20',
        LOG_LEVEL: 'info',
        NODE_ENV: 'test',
      },
      true,
    );
    const deadline = Date.now() + 150_000;
    let health: unknown;
    while (Date.now() < deadline && health === undefined) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/healthz`);
        health = await response.json();
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
    expect(health).toEqual({ status: 'ok', db: 'pglite', pubsub: 'memory' });
    expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(true);
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    expect(run.output().stdout).toContain('"msg":"stopped"');
  }, 180_000);
});
