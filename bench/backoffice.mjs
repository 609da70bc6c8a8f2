// Figure: the back office at scale — p95 of the player search, the withdrawal queue and the daily
// GGR report through the staff API over 100,000 players, 2,000,000 transfers and 1,000,000 rounds
// on PostgreSQL (target ≤ 200 ms each), and the database size. The work is done by
// apps/server/bench/backoffice.ts (tsx). Needs PostgreSQL: DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/postgres (a throwaway database aurum_bench_bo_<pid> is
// created there and dropped afterwards).
import path from 'node:path';
import { run, serverDir, tsxBin } from '../scripts/lib.mjs';

const code = await run(tsxBin, [path.join(serverDir, 'bench/backoffice.ts')], { cwd: serverDir });
process.exit(code);
