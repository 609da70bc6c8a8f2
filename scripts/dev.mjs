// `npm run dev`: the API server with reload (tsx watch) on AURUM_API_PORT (default 3100) and the
// Vite dev server on PORT (default 3000) proxying /graphql, /api, /media and /healthz to it.
import { spawn } from 'node:child_process';
import process from 'node:process';
import { root, serverDir, tsxBin } from './lib.mjs';

const apiPort = process.env.AURUM_API_PORT ?? '3100';
const webPort = process.env.PORT ?? '3000';
const children = [
  spawn(tsxBin, ['watch', 'src/main.ts'], {
    cwd: serverDir,
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, NODE_ENV: 'development', WEB_DIST: '' },
  }),
  spawn('npx', ['vite', '--port', webPort, '--strictPort'], {
    cwd: `${root}/apps/web`,
    stdio: 'inherit',
    env: { ...process.env, AURUM_API_PORT: apiPort },
  }),
];
const stop = (sig) => children.forEach((c) => c.kill(sig));
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const c of children)
  c.on('exit', (code) => {
    stop('SIGTERM');
    process.exitCode = code ?? 0;
  });
