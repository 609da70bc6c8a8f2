// Figure: `gamesList` (category + provider + search over 10,000 games) through GraphQL against
// the same service on a bare route, both on PostgreSQL: rps, p99 and their ratio. The work is done
// by apps/server/bench/catalogue.ts (TypeScript, run with tsx); this wrapper lets `npm run bench`
// pick it up. Needs PostgreSQL: DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres
// (a throwaway database aurum_bench_<pid> is created there and dropped afterwards).
import path from 'node:path';
import { run, serverDir, tsxBin } from '../scripts/lib.mjs';

const code = await run(tsxBin, [path.join(serverDir, 'bench/catalogue.ts')], { cwd: serverDir });
process.exit(code);
