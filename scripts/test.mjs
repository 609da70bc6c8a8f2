// `npm test`: every suite of the project, then one closing line `N passed, N failed[, N skipped]`.
//   checks   lint, typecheck and codegen (generated GraphQL types match the SDL; one check each)
//   domain   vitest, packages/domain
//   web      vitest, apps/web (components, locales)
//   backoffice vitest, apps/backoffice (the staff app: forms, navigation, queues)
//   server   vitest, apps/server on embedded PGlite (not in CI when DATABASE_URL is set: there
//            the suite runs once, as server:pg)
//   server:pg the same suite on PostgreSQL (+ Redis) when DATABASE_URL (and REDIS_URL) are set
//   chaos    the reduced fault-injection run (bench/chaos, `npm run chaos -- --reduced`) when
//            DATABASE_URL is set: its own throwaway PostgreSQL cluster and Redis, two instances,
//            kill -9s, a PostgreSQL restart and a Redis outage; skipped without the binaries
//   e2e      Playwright in real Chromium against the production build (mobile and desktop)
//   lockfile supply chain (scripts/audit.mjs lockfile): lockfile in sync with the manifests,
//            lockfile-lint (https, npm registry), a sha512 integrity on every package
//   advisories `npm audit --omit=dev`: fails on a high/critical advisory; skipped (and says so)
//            when the registry refuses the audit endpoint
// The checks, the e2e production build and chaos run first, side by side (their logs printed whole
// as each ends); the vitest suites and e2e then run one after the other (the vitest suites may
// start beside the end of the chaos run; e2e waits for it). Lint and typecheck keep ESLint's,
// Prettier's and TypeScript's incremental state in node_modules/.cache/aurum (keyed by content).
// Pass suite names to run a subset: `npm test -- domain web`.
// Each suite's wall time is kept in `.reports/durations.json` (the latest run of every suite,
// kept across runs) and printed in the summary beside the previous run's.
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { root, run } from './lib.mjs';

const reports = path.join(root, '.reports');
const durationsFile = path.join(reports, 'durations.json');
const readDurations = () => {
  try {
    return JSON.parse(fs.readFileSync(durationsFile, 'utf8'));
  } catch {
    return {};
  }
};
const previous = readDurations();
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });
const durations = { ...previous };

const withoutExternalServices = () => {
  const env = { ...process.env };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  return env;
};

const vitest = (name, cwd, env) => ({
  name,
  async run(io = {}) {
    const out = path.join(reports, `${name.replace(':', '-')}.json`);
    const code = await run(
      'npx',
      ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
      { cwd: path.join(root, cwd), env, ...io },
    );
    if (!fs.existsSync(out)) return { passed: 0, failed: 1, skipped: 0, code };
    const r = JSON.parse(fs.readFileSync(out, 'utf8'));
    const failed = r.numFailedTests + (code !== 0 && r.numFailedTests === 0 ? 1 : 0);
    // the slowest files, kept beside the suite's duration
    const failures = r.testResults.flatMap((t) =>
      t.assertionResults
        .filter((a) => a.status === 'failed')
        .map((a) => `${path.relative(root, t.name)} › ${a.fullName}`),
    );
    const slowest = r.testResults
      .map((t) => [path.relative(root, t.name), Math.round(t.endTime - t.startTime) / 1000])
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5);
    return {
      passed: r.numPassedTests,
      failed,
      skipped: r.numPendingTests + r.numTodoTests,
      code,
      failures,
      slowest: Object.fromEntries(slowest),
    };
  },
});

/** A command as one check; exit code 77 means "could not run here" and counts as skipped. */
const check = (name, cmd, args) => ({
  name,
  async run(io = {}) {
    const code = await run(cmd, args, { cwd: root, ...io });
    if (code === 77) return { passed: 0, failed: 0, skipped: 1, code: 0 };
    return { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0, code };
  },
});

/** The production build the e2e suite runs against; started early, beside the checks. */
let build;
const startBuild = (io = {}) =>
  (build ??= run('npm', ['run', 'build', '-w', 'apps/web', '-w', 'apps/backoffice'], {
    cwd: root,
    ...io,
  }));

const e2e = {
  name: 'e2e',
  async run() {
    const built = await startBuild();
    if (built !== 0) return { passed: 0, failed: 1, skipped: 0, code: built };
    const out = path.join(reports, 'e2e.json');
    const code = await run('npx', ['playwright', 'test', '--reporter=list,json'], {
      cwd: path.join(root, 'apps/web'),
      env: { ...withoutExternalServices(), PLAYWRIGHT_JSON_OUTPUT_NAME: out },
    });
    if (!fs.existsSync(out)) return { passed: 0, failed: 1, skipped: 0, code };
    const report = JSON.parse(fs.readFileSync(out, 'utf8'));
    const s = report.stats;
    const failed = s.unexpected + (code !== 0 && s.unexpected === 0 ? 1 : 0);
    // failed and flaky tests by name, for the summary
    const failures = [];
    const walk = (suite) => {
      for (const spec of suite.specs ?? [])
        for (const t of spec.tests)
          if (t.status === 'unexpected' || t.status === 'flaky')
            failures.push(
              `${t.status === 'flaky' ? '(flaky) ' : ''}[${t.projectName}] ${spec.file} › ${spec.title}`,
            );
      for (const child of suite.suites ?? []) walk(child);
    };
    for (const suite of report.suites) walk(suite);
    return { passed: s.expected + s.flaky, failed, skipped: s.skipped, code, failures };
  },
};

// 77 from the harness: no PostgreSQL or Redis binaries on this machine (skipped)
const chaos = check('chaos', process.execPath, [
  '--import',
  'tsx',
  'bench/chaos/chaos.mjs',
  '--reduced',
  '--json',
  path.join(reports, 'chaos.json'),
]);

const suites = [
  check('lint', 'npm', ['run', 'lint']),
  check('typecheck', 'npm', ['run', 'typecheck']),
  check('codegen', 'node', ['scripts/codegen-check.mjs']),
  check('lockfile', 'node', ['scripts/audit.mjs', 'lockfile']),
  check('advisories', 'node', ['scripts/audit.mjs', 'advisories']),
  vitest('domain', 'packages/domain', process.env),
  vitest('web', 'apps/web', process.env),
  vitest('backoffice', 'apps/backoffice', process.env),
  // CI (20 minutes on 2 cores) runs the server suite once, on PostgreSQL + Redis; the embedded
  // database still runs under CI as the e2e server's and in the suite's own PGlite tests
  ...(process.env.CI && process.env.DATABASE_URL
    ? []
    : [vitest('server', 'apps/server', withoutExternalServices())]),
  ...(process.env.DATABASE_URL ? [vitest('server:pg', 'apps/server', process.env), chaos] : []),
  e2e,
];

const only = process.argv.slice(2);
const selected = only.length ? suites.filter((s) => only.includes(s.name)) : suites;
const totals = { passed: 0, failed: 0, skipped: 0 };
const results = new Map();
const failures = [];

const record = (suite, r, seconds) => {
  durations[suite.name] = {
    seconds,
    at: new Date().toISOString(),
    failed: r.failed,
    ...(r.slowest ? { slowest: r.slowest } : {}),
  };
  fs.writeFileSync(durationsFile, `${JSON.stringify(durations, null, 2)}\n`);
  const before = previous[suite.name] ? `, previous ${previous[suite.name].seconds}s` : '';
  results.set(
    suite.name,
    `${suite.name.padEnd(10)} ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped (${seconds}s${before})`,
  );
  for (const f of r.failures ?? []) failures.push(`${suite.name}: ${f}`);
  totals.passed += r.passed;
  totals.failed += r.failed;
  totals.skipped += r.skipped;
};

/** One suite with its log collected, printed whole under its header when it ends. */
const runCollected = async (suite) => {
  const output = [];
  const started = Date.now();
  const r = await suite.run({ output });
  const seconds = Math.round((Date.now() - started) / 100) / 10;
  console.log(`\n━━ ${suite.name} (ran beside others, ${seconds}s) ━━`);
  process.stdout.write(Buffer.concat(output));
  record(suite, r, seconds);
};

// Head phase, side by side: the single-threaded checks two at a time together with the e2e
// production build, and the chaos run (its workload runs for a fixed time) beside them all. The
// test suites then run one after the other (each uses both cores itself); the vitest suites start
// as soon as the checks are done, beside what is left of the chaos run (their logs then printed
// whole as each ends), and e2e, the most timing-sensitive, only once chaos has ended.
const side = new Set(['lint', 'typecheck', 'codegen', 'lockfile', 'advisories', 'chaos']);
const head = selected.filter((s) => side.has(s.name) && s.name !== 'chaos');
const tail = selected.filter((s) => !side.has(s.name));
const chaosRun = selected.includes(chaos) ? runCollected(chaos) : Promise.resolve();
const buildOutput = [];
const queue = [
  ...head.map((s) => () => runCollected(s)),
  ...(selected.includes(e2e)
    ? [
        async () => {
          const started = Date.now();
          const code = await startBuild({ output: buildOutput });
          const seconds = Math.round((Date.now() - started) / 100) / 10;
          console.log(`\n━━ build for e2e (ran beside others, ${seconds}s, exit ${code}) ━━`);
          if (code !== 0) process.stdout.write(Buffer.concat(buildOutput));
        },
      ]
    : []),
];
await Promise.all(
  [0, 1].map(async () => {
    while (queue.length) await queue.shift()();
  }),
);
let chaosEnded = false;
void chaosRun.then(() => (chaosEnded = true));
for (const suite of tail) {
  if (suite === e2e) await chaosRun;
  if (!chaosEnded) {
    await runCollected(suite);
    continue;
  }
  console.log(`\n━━ ${suite.name} ━━`);
  const started = Date.now();
  const r = await suite.run();
  record(suite, r, Math.round((Date.now() - started) / 100) / 10);
}
await chaosRun;
const lines = selected.map((s) => results.get(s.name)).filter(Boolean);
console.log(`\n━━ summary (durations in ${path.relative(root, durationsFile)}) ━━`);
for (const l of lines) console.log(l);
// the failed tests by name, so the last lines of a CI log say which (at most 20)
if (failures.length) {
  console.log('failed or flaky:');
  for (const f of failures.slice(0, 20)) console.log(`  ${f}`);
}
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(totals.failed > 0 ? 1 : 0);
