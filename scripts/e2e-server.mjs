// Starts the production server for Playwright on a fresh embedded database in a temporary
// DATA_DIR (removed on exit), serving the built SPA and the back office (built here when its
// sources are newer than its build).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { buildBackofficeIfStale, startServer } from './lib.mjs';

const built = await buildBackofficeIfStale();
if (built !== 0) process.exit(built);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aurum-e2e-'));
const server = startServer({
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  // the sized raster copies of the art outlive the run's database: the art is the same seeded art
  // every run, and a cold cache draws ~100 ms per image on the page loads of every spec
  MEDIA_CACHE_DIR: process.env.MEDIA_CACHE_DIR ?? path.join(os.tmpdir(), 'aurum-e2e-media-cache'),
  PORT: process.env.E2E_PORT ?? '4310',
  SEED_GAMES: process.env.SEED_GAMES ?? '600',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  // the journeys read mails from the dev outbox and pay through the sandbox processor
  DEV_OUTBOX: '1',
  PAYMENT_SANDBOX: '1',
  PAYMENT_WEBHOOK_SECRET: 'e2e-only-webhook-secret-0123456789abcdef',
  FUN_TOP_UP: '1',
  // the reality-check journey makes the check due through the server (POST /api/dev/rg/reality-check)
  RG_TEST_HOOKS: '1',
  // live tables: short rounds so the live-table journey sees a round settle quickly; the pause
  // outlasts the wheel's 2.6 s landing, after which the result and payouts show (production: 7 s)
  LIVE_TABLE_BETTING_MS: '6000',
  LIVE_TABLE_PAUSE_MS: '5000',
  LIVE_TABLE_DECIDING_MS: '8000',
  OPERATOR_TOKEN: 'e2e-operator-token-0123456789abcdef',
  TRUST_PROXY: '1',
  // crash multipliers grow 4× faster (a 10× round runs ~10 s, not ~38 s): journeys wait less
  CRASH_SPEED: '4',
  // a fixed test-only key of TOTP secrets at rest (production requires one)
  TOTP_ENCRYPTION_KEYS: 'e2e:cjm5zK2K2iEBBh4G5xJHxgw+oeFxT4Y8TsuK7OaD8Wk=',
  PUBLIC_URL: `http://127.0.0.1:${process.env.E2E_PORT ?? '4310'}`,
  // generous request limits: journeys never trip them (the server suite proves each limit)
  RATE_LIMIT_MULTIPLIER: '1000',
});
server.on('exit', (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
