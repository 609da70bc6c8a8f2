// `npm run bench`: runs every script in bench/ (one figure each) and prints their results.
// Benchmarks report ratios against a yardstick measured in the same run; they are not tests.
import fs from 'node:fs';
import path from 'node:path';
import { root, run } from './lib.mjs';

const dir = path.join(root, 'bench');
const only = process.argv.slice(2);
const scripts = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.mjs') && f !== 'lib.mjs')
  .filter((f) => !only.length || only.some((o) => f.startsWith(o)));
let failed = 0;
for (const s of scripts) {
  console.log(`\n━━ bench/${s} ━━`);
  if ((await run('node', [path.join(dir, s)], { cwd: root })) !== 0) failed++;
}
process.exit(failed ? 1 : 0);
