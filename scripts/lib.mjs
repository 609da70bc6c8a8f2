// Small helpers shared by the root scripts (start, dev, test, bench).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');
export const webDir = path.join(root, 'apps/web');
export const serverDir = path.join(root, 'apps/server');
export const webDist = path.join(webDir, 'dist');
export const backofficeDir = path.join(root, 'apps/backoffice');
export const backofficeDist = path.join(backofficeDir, 'dist');
export const tsxBin = path.join(root, 'node_modules/.bin/tsx');

/**
 * Runs a command, inheriting stdio; resolves with its exit code (never rejects). With
 * `opts.output` (an array) the command's stdout and stderr are collected there instead, so that
 * commands running side by side do not interleave their logs.
 */
export function run(cmd, args, opts = {}) {
  const { output, ...spawnOpts } = opts;
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      stdio: output ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      ...spawnOpts,
    });
    if (output) {
      child.stdout.on('data', (d) => output.push(d));
      child.stderr.on('data', (d) => output.push(d));
    }
    child.on('error', (err) => {
      (output ? (m) => output.push(Buffer.from(`${m}\n`)) : console.error)(
        `${cmd}: ${err.message}`,
      );
      resolve(1);
    });
    // 'exit', not 'close': a daemon the command leaves running may hold the pipes open; a
    // collected log gets a moment to drain its last chunks
    child.on('exit', (code, signal) => {
      const result = code ?? (signal ? 1 : 0);
      if (output) setTimeout(() => resolve(result), 100);
      else resolve(result);
    });
  });
}

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const e of fs.readdirSync(p)) {
    if (e === 'node_modules' || e === 'dist') continue;
    max = Math.max(max, newestMtime(path.join(p, e)));
  }
  return max;
}

/** True when the built SPA is missing or older than its sources. */
export function webBuildIsStale() {
  const built = path.join(webDist, 'index.html');
  if (!fs.existsSync(built)) return true;
  // the server-render bundle (issue 16) is part of the build
  if (!fs.existsSync(path.join(webDir, 'dist-ssr', 'entry-server.js'))) return true;
  const builtAt = fs.statSync(built).mtimeMs;
  const sources = [
    path.join(webDir, 'src'),
    path.join(webDir, 'index.html'),
    path.join(webDir, 'vite.config.ts'),
    path.join(webDir, 'csp-manifest.ts'),
    path.join(webDir, 'public'),
    path.join(root, 'packages/domain/src'),
  ];
  return sources.some((s) => newestMtime(s) > builtAt);
}

export async function buildWebIfStale() {
  if (!webBuildIsStale()) return 0;
  console.log('[aurum] building the web app…');
  return run('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root });
}

/** True when the built back office (apps/backoffice) is missing or older than its sources. */
export function backofficeBuildIsStale() {
  const built = path.join(backofficeDist, 'index.html');
  if (!fs.existsSync(built)) return true;
  const builtAt = fs.statSync(built).mtimeMs;
  const sources = [
    path.join(backofficeDir, 'src'),
    path.join(backofficeDir, 'index.html'),
    path.join(backofficeDir, 'vite.config.ts'),
    // it shares the web's design tokens and CSP manifest plugin
    path.join(webDir, 'src/styles'),
    path.join(webDir, 'csp-manifest.ts'),
  ];
  return sources.some((s) => newestMtime(s) > builtAt);
}

export async function buildBackofficeIfStale() {
  if (!backofficeBuildIsStale()) return 0;
  console.log('[aurum] building the back office…');
  return run('npm', ['run', 'build', '-w', 'apps/backoffice'], { cwd: root });
}

/** Starts the server (tsx, no build step) and forwards termination signals to it. */
export function startServer(env = {}, opts = {}) {
  const child = spawn(tsxBin, ['src/main.ts'], {
    cwd: serverDir,
    stdio: 'inherit',
    env: {
      ...process.env,
      WEB_DIST: process.env.WEB_DIST || webDist,
      BACKOFFICE_DIST: process.env.BACKOFFICE_DIST || backofficeDist,
      ...env,
    },
    ...opts,
  });
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
  return child;
}
