// Figure: the home page's GraphQL reads as a share of a trivial `{ __typename }` query, on the
// embedded database and on PostgreSQL (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres).
// The work is done by apps/server/bench/lobby.ts (TypeScript, run with tsx).
import path from 'node:path';
import { run, serverDir, tsxBin } from '../scripts/lib.mjs';

const code = await run(tsxBin, [path.join(serverDir, 'bench/lobby.ts')], { cwd: serverDir });
process.exit(code);
