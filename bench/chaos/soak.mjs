// `npm run soak`: one server instance (apps/server/src/main.ts, production mode) on a throwaway
// PostgreSQL cluster, driven by the chaos harness's player clients (the same mix: registrations,
// webhook deposits, bets in every engine, blackjack actions, crash bets and cash-outs, bonuses,
// withdrawals with operator decisions — no faults). First the peak: closed-loop clients as fast
// as they go for --peak-seconds. Then the soak: --minutes at half that operation rate (paced).
// Figures: memory growth after warm-up, request latency p50/p99 in the first minute vs the last,
// and errors (GraphQL errors, 5xx, transport failures; business refusals such as
// INSUFFICIENT_FUNDS are answers, not errors).
//
// Memory: the instance runs with --inspect on a harness port; every --gc-every seconds the harness
// forces a full garbage collection over the DevTools protocol (inspector.mjs) and then reads the
// RSS (/proc) and process.memoryUsage(). Sampled after a collection, RSS and the live heap do not
// depend on where the collector's sawtooth happens to be (raw RSS swung 340–540 MiB within
// minutes at a steady load). Growth = median of the post-collection samples of the last
// --window minutes vs the median of the first --window minutes after --warmup minutes (JIT,
// pools, the catalogue and session caches filling). The raw RSS (every 5 s) is still reported.
// Pass: post-collection RSS growth ≤ 10 %, 0 errors; the p99 ratio (last / first minute) and the
// live-heap growth are reported. --heap-snapshots DIR writes a snapshot at the end of warm-up and
// one at the end (compare them in Chrome DevTools' Memory tab when the heap grows); taking one
// raises the server's RSS by the snapshot's own size (seen: 270 → 570 MiB), so a run with
// snapshots is for finding what grows, not for the RSS figure.
//
//   npm run soak -- [--minutes 10] [--peak-seconds 45] [--rate OPS_PER_S] [--clients 16]
//                   [--warmup 2] [--window 2] [--gc-every 20] [--heap-snapshots DIR]
//                   [--seed N] [--port-base P] [--json FILE]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { parseArgs } from 'node:util';
import {
  cleanUpOnAbort,
  findPostgresBin,
  harnessServerEnv,
  serverInstance,
  serverNodeArgs,
  sleep,
  startPostgres,
} from './cluster.mjs';
import { openInspector } from './inspector.mjs';
import { Client, CrashWatch, OPERATOR_TOKEN, Transport, WEBHOOK_SECRET } from './workload.mjs';

const { values: args } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    'peak-seconds': { type: 'string', default: '45' },
    rate: { type: 'string' },
    clients: { type: 'string', default: '16' },
    seed: { type: 'string' },
    warmup: { type: 'string', default: '2' },
    window: { type: 'string', default: '2' },
    'gc-every': { type: 'string', default: '20' },
    'heap-snapshots': { type: 'string' },
    'port-base': { type: 'string' },
    json: { type: 'string' },
  },
});
const minutes = Number(args.minutes);
const seed = Number(args.seed ?? Math.floor(Math.random() * 2 ** 31));
const clientCount = Number(args.clients);
const portBase = Number(args['port-base'] ?? process.env.CHAOS_PORT_BASE ?? 4340);
const say = (msg) => console.log(`[soak ${new Date().toISOString().slice(11, 19)}] ${msg}`);

const pgBin = findPostgresBin();
if (!pgBin) {
  console.log('soak: skipped (PostgreSQL initdb not found)');
  process.exit(77);
}

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aurum-soak-'));
const pgCluster = await startPostgres({ port: portBase + 5, bin: pgBin });
const instance = serverInstance({
  name: 'soak',
  port: portBase + 6,
  logFile: path.join(workDir, 'instance.log'),
  nodeArgs: [...serverNodeArgs(), `--inspect=127.0.0.1:${portBase + 7}`],
  env: {
    ...harnessServerEnv({
      databaseUrl: pgCluster.url,
      dataDir: workDir,
      operatorToken: OPERATOR_TOKEN,
      webhookSecret: WEBHOOK_SECRET,
    }),
    PUBLIC_URL: `http://127.0.0.1:${portBase + 6}`,
  },
});

const rssKb = () => {
  try {
    const status = fs.readFileSync(`/proc/${instance.pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  } catch {
    return 0;
  }
};
const pct = (xs, p) => {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

let failed = false;
// Ctrl-C, SIGTERM or an uncaught error: leave no server or PostgreSQL cluster behind
cleanUpOnAbort(async () => {
  await instance.stop().catch(() => {});
  pgCluster.destroy();
});
try {
  await instance.start();
  const inspector = await openInspector(portBase + 7);
  const { openChecker } = await import('./invariants.mjs');
  const checker = await openChecker(pgCluster.url);
  const rows = await checker.q(`SELECT slug, category FROM games ORDER BY id`);
  const first = (cats) => rows.find((g) => cats.includes(g.category))?.slug;
  const games = {
    slots: first(['slots', 'fruit-game']),
    dice: first(['live-casino', 'other', 'live-game-show']),
    roulette: first(['roulette', 'live-roulette']),
    baccarat: first(['live-baccarat']),
    blackjack: first(['live-blackjack']),
    crash: first(['crash']),
  };

  const stats = {
    ops: 0,
    requests: 0,
    retries: 0,
    retriedOk: 0,
    transient: {},
    errors: [],
    byKind: {},
    lost: 0,
  };
  const samples = []; // [t, ms]
  let phaseStart = Date.now();
  const onLatency = (_op, ms) => samples.push([Date.now() - phaseStart, ms]);
  // retries would hide errors: one attempt, any transient answer is an error
  const transport = new Transport({ instances: [instance], stats, retryForMs: 0 });
  const crashWatch = new CrashWatch({ transport, slug: games.crash });
  const clients = Array.from(
    { length: clientCount },
    (_, index) =>
      new Client({ index, seed, transport, journal: [], stats, games, onLatency, crashWatch }),
  );
  const runClient = async (c, until, pace) => {
    while (Date.now() < until) {
      if (pace) await pace();
      if (Date.now() >= until) break;
      try {
        await c.step();
      } catch (error) {
        stats.errors.push(String(error?.message ?? error));
      }
      steps++;
    }
    await c.settle();
  };
  let steps = 0;

  // 1. the peak
  let rate = args.rate ? Number(args.rate) : 0;
  if (!rate) {
    const peakMs = 1000 * Number(args['peak-seconds']);
    const t0 = Date.now();
    await Promise.all(clients.map((c) => runClient(c, t0 + peakMs)));
    rate = steps / ((Date.now() - t0) / 1000);
    say(`peak: ${rate.toFixed(1)} ops/s with ${clientCount} closed-loop clients`);
  }
  const target = rate / 2;
  const peakErrors = stats.errors.length;

  // 2. the soak, paced to half the peak (a shared schedule of operation start times)
  stats.errors = [];
  stats.transient = {};
  stats.ops = 0;
  steps = 0;
  samples.length = 0;
  phaseStart = Date.now();
  const until = phaseStart + minutes * 60_000;
  let next = phaseStart;
  const interval = 1000 / target;
  const pace = async () => {
    const slot = next;
    next += interval;
    const wait = slot - Date.now();
    if (wait > 0) await sleep(wait);
  };
  const rss = [];
  const sampler = setInterval(() => rss.push([Date.now() - phaseStart, rssKb()]), 5000);
  rss.push([0, rssKb()]);
  // post-collection samples: { t, rssMiB, heapUsedMiB, heapTotalMiB, externalMiB }
  const mem = [];
  const warmupMs = Number(args.warmup) * 60_000;
  const snapshots = args['heap-snapshots'];
  if (snapshots) fs.mkdirSync(snapshots, { recursive: true });
  let snapshotTaken = false;
  const MiB = 1024 * 1024;
  const sampleMemory = async () => {
    const m = await inspector.memoryAfterGc();
    const t = Date.now() - phaseStart;
    mem.push({
      t,
      rssMiB: rssKb() / 1024,
      heapUsedMiB: m.heapUsed / MiB,
      heapTotalMiB: m.heapTotal / MiB,
      externalMiB: (m.external + m.arrayBuffers) / MiB,
    });
    if (snapshots && !snapshotTaken && t >= warmupMs) {
      snapshotTaken = true;
      await inspector.heapSnapshot(path.join(snapshots, 'warm.heapsnapshot'));
    }
  };
  let memoryBusy = false;
  const gcSampler = setInterval(
    () => {
      if (memoryBusy) return;
      memoryBusy = true;
      sampleMemory()
        .catch((e) => say(`memory sample failed: ${e.message}`))
        .finally(() => {
          memoryBusy = false;
        });
    },
    1000 * Number(args['gc-every']),
  );
  await sampleMemory();
  say(`soak: ${minutes} min at ${target.toFixed(1)} ops/s (half the peak), ${clientCount} clients`);
  const progress = setInterval(() => {
    const s = (Date.now() - phaseStart) / 1000;
    say(
      `${stats.ops} ops (${(stats.ops / s).toFixed(1)}/s), RSS ${(rssKb() / 1024).toFixed(0)} MiB, ${stats.errors.length} errors`,
    );
  }, 30_000);
  await Promise.all(clients.map((c) => runClient(c, until, pace)));
  clearInterval(gcSampler);
  while (memoryBusy) await sleep(100);
  await sampleMemory();
  if (snapshots) await inspector.heapSnapshot(path.join(snapshots, 'end.heapsnapshot'));
  inspector.close();
  clearInterval(sampler);
  clearInterval(progress);
  rss.push([Date.now() - phaseStart, rssKb()]);
  const elapsed = (Date.now() - phaseStart) / 1000;
  const audit = await checker.ledger();
  await checker.close();

  const minute = Math.min(60_000, (minutes * 60_000) / 3);
  const firstLat = samples.filter(([t]) => t < minute).map(([, ms]) => ms);
  const lastLat = samples.filter(([t]) => t >= elapsed * 1000 - minute).map(([, ms]) => ms);
  // RSS is a garbage-collector sawtooth (seen: 250–334 MiB within two minutes of a steady load),
  // so two single samples compare two phases of it. A leak raises the troughs: compare the lowest
  // sample of a window after warm-up with the lowest of the same-length window at the end.
  const span = Math.max(minute, (elapsed * 1000 - minute) / 3);
  const trough = (from, to) =>
    Math.min(...rss.filter(([t]) => t >= from && t <= to).map(([, kb]) => kb));
  const warm = trough(minute, minute + span);
  const end = trough(elapsed * 1000 - span, elapsed * 1000);
  const rawGrowth = ((end - warm) / warm) * 100;
  // the pass figure: post-collection samples, median of a window after warm-up vs the last one
  const windowMs = Number(args.window) * 60_000;
  const median = (xs) => pct(xs, 50);
  const inWindow = (from, to, key) =>
    mem.filter((m) => m.t >= from && m.t <= to).map((m) => m[key]);
  const endMs = elapsed * 1000;
  const memFigure = (key) => {
    const a = median(inWindow(warmupMs, warmupMs + windowMs, key));
    const b = median(inWindow(endMs - windowMs, endMs + 1000, key));
    return { warm: a, end: b, growth: ((b - a) / a) * 100 };
  };
  const rssGc = memFigure('rssMiB');
  const heapGc = memFigure('heapUsedMiB');
  const growth = rssGc.growth;
  const errors = stats.errors.length;
  const p99First = pct(firstLat, 99);
  const p99Last = pct(lastLat, 99);
  const result = {
    seed,
    minutes,
    peakOpsPerSecond: rate,
    targetOpsPerSecond: target,
    achievedOpsPerSecond: steps / elapsed,
    operations: steps,
    requests: samples.length,
    rssStartMiB: rss[0][1] / 1024,
    rssWindowMinutes: span / 60_000,
    rssWarmTroughMiB: warm / 1024,
    rssEndTroughMiB: end / 1024,
    rssEndMiB: rss[rss.length - 1][1] / 1024,
    rawRssTroughGrowthPercent: rawGrowth,
    warmupMinutes: warmupMs / 60_000,
    windowMinutes: windowMs / 60_000,
    rssAfterGcWarmMiB: rssGc.warm,
    rssAfterGcEndMiB: rssGc.end,
    rssGrowthPercent: growth,
    heapUsedAfterGcWarmMiB: heapGc.warm,
    heapUsedAfterGcEndMiB: heapGc.end,
    heapUsedGrowthPercent: heapGc.growth,
    memoryAfterGc: mem,
    p50FirstMs: pct(firstLat, 50),
    p99FirstMs: p99First,
    p50LastMs: pct(lastLat, 50),
    p99LastMs: p99Last,
    errors,
    peakPhaseErrors: peakErrors,
    ledgerAudit: audit.ok,
  };
  console.log('\n━━ soak summary ━━');
  console.log(`seed            ${seed}`);
  console.log(
    `rate            peak ${rate.toFixed(1)} ops/s; soak target ${target.toFixed(1)}, achieved ${result.achievedOpsPerSecond.toFixed(1)} ops/s for ${(elapsed / 60).toFixed(1)} min (${steps} ops, ${samples.length} requests)`,
  );
  console.log(
    `RSS after GC    median of min ${warmupMs / 60_000}–${(warmupMs + windowMs) / 60_000} ${rssGc.warm.toFixed(0)} MiB vs median of the last ${windowMs / 60_000} min ${rssGc.end.toFixed(0)} MiB: growth ${growth.toFixed(1)} % (limit 10 %; ${mem.length} samples)`,
  );
  console.log(
    `heap after GC   ${heapGc.warm.toFixed(1)} MiB → ${heapGc.end.toFixed(1)} MiB (${heapGc.growth.toFixed(1)} %)`,
  );
  console.log(
    `raw RSS         ${result.rssStartMiB.toFixed(0)} MiB at start, ${result.rssEndMiB.toFixed(0)} MiB at the end; lowest of ${result.rssWindowMinutes.toFixed(1)} min after the first minute ${result.rssWarmTroughMiB.toFixed(0)} MiB vs lowest of the last ${result.rssWindowMinutes.toFixed(1)} min ${result.rssEndTroughMiB.toFixed(0)} MiB (${rawGrowth.toFixed(1)} %, for comparison)`,
  );
  console.log(
    `latency         first minute p50 ${result.p50FirstMs.toFixed(1)} ms, p99 ${p99First.toFixed(1)} ms; last minute p50 ${result.p50LastMs.toFixed(1)} ms, p99 ${p99Last.toFixed(1)} ms (ratio ${(p99Last / p99First).toFixed(2)})`,
  );
  console.log(
    `errors          ${errors}${errors ? `: ${JSON.stringify(stats.transient)} ${stats.errors.slice(0, 5).join(' | ')}` : ''}`,
  );
  console.log(`ledger audit    ${audit.ok ? 'ok' : audit.detail}`);
  if (args.json) fs.writeFileSync(args.json, `${JSON.stringify(result, null, 2)}\n`);
  failed = growth > 10 || errors > 0 || !audit.ok;
  console.log(failed ? '\nSOAK FAILED' : '\nSOAK PASSED');
} catch (error) {
  failed = true;
  console.error(`soak: ${error.stack ?? error} (logs in ${workDir})`);
} finally {
  await instance.stop();
  pgCluster.destroy();
  if (!failed) fs.rmSync(workDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
