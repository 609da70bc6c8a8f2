// `npm start`: build the SPA and the back office (apps/backoffice, served under /backoffice) when
// their sources changed, then serve everything from one process
// (GraphQL, REST, websocket, media and the SPA) at PORT (default 3000).
//
// Production requires TOTP_ENCRYPTION_KEYS. So that `npm install && npm start` still works on a
// fresh checkout, a start WITHOUT an explicit NODE_ENV and without keys generates a per-install
// key once (`$DATA_DIR/secrets/totp-encryption-key`, mode 0600) and uses it. A deployment sets
// NODE_ENV=production and its own keys (kept away from the data), and is refused without them.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { buildBackofficeIfStale, buildWebIfStale, root, startServer } from './lib.mjs';

function perInstallKeyring() {
  const dataDir = path.resolve(root, 'apps/server', process.env.DATA_DIR || './data');
  const file = path.join(dataDir, 'secrets', 'totp-encryption-key');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    const key = `local:${crypto.randomBytes(32).toString('base64')}`;
    fs.writeFileSync(file, `${key}\n`, { mode: 0o600, flag: 'wx' });
  }
  console.log(`[aurum] TOTP_ENCRYPTION_KEYS is unset: using the per-install key in ${file}`);
  return fs.readFileSync(file, 'utf8').trim();
}

const built = await buildWebIfStale();
if (built !== 0) process.exit(built);
const builtBackoffice = await buildBackofficeIfStale();
if (builtBackoffice !== 0) process.exit(builtBackoffice);
const env = { NODE_ENV: process.env.NODE_ENV ?? 'production' };
if (!process.env.NODE_ENV && !process.env.TOTP_ENCRYPTION_KEYS) {
  env.TOTP_ENCRYPTION_KEYS = perInstallKeyring();
}
const server = startServer(env);
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
