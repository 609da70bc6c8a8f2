// `npm run chaos`: fault injection on the money path (issue 17). Two server instances (separate
// Node processes running apps/server/src/main.ts) on the harness's own throwaway PostgreSQL
// cluster and Redis; concurrent clients drive a seeded mix of registrations, webhook deposits,
// bets and wins in every engine (crash cash-outs and blackjack actions included), bonus
// activations/claims/cancels and withdrawals with operator decisions through the real API, while
// the harness kill -9s instances at random moments and restarts them, restarts PostgreSQL once
// (immediate stop: WAL recovery) and takes Redis away. After every recovery and at the end it
// checks the invariants in the database (invariants.mjs). A failing run prints its seed; the same
// seed replays the same operation streams and fault schedule.
//
//   npm run chaos -- [--seed N] [--ops N] [--clients N] [--kills N] [--redis-outage S]
//                    [--pg-restarts N] [--reduced] [--port-base P] [--json FILE] [--keep]
//
// --reduced is the CI run (scripts/test.mjs, suite `chaos`): 3,000 operations, 2 kills, one
// 15 s Redis outage, one PostgreSQL restart. Exit 0 pass, 1 invariant break or error, 77 skipped
// (no PostgreSQL or Redis binaries).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { parseArgs } from 'node:util';
import {
  cleanUpOnAbort,
  findPostgresBin,
  findRedisServer,
  serverInstance,
  harnessServerEnv,
  sleep,
  startPostgres,
  startRedis,
} from './cluster.mjs';
import { openChecker } from './invariants.mjs';
import {
  Client,
  CrashWatch,
  Lost,
  OPERATOR_TOKEN,
  rng,
  Transport,
  WEBHOOK_SECRET,
} from './workload.mjs';

const { values: args } = parseArgs({
  options: {
    seed: { type: 'string' },
    ops: { type: 'string' },
    clients: { type: 'string' },
    kills: { type: 'string' },
    'redis-outage': { type: 'string' },
    'pg-restarts': { type: 'string' },
    minutes: { type: 'string' },
    reduced: { type: 'boolean', default: false },
    'port-base': { type: 'string' },
    json: { type: 'string' },
    keep: { type: 'boolean', default: false },
  },
});

const reduced = args.reduced;
const seed = Number(args.seed ?? Math.floor(Math.random() * 2 ** 31));
const targetOps = Number(args.ops ?? (reduced ? 3000 : 1_000_000));
/** the workload also ends after this long (the faults still all fire) */
const maxMs = 60_000 * Number(args.minutes ?? (reduced ? 0.75 : 24 * 60));
const clientCount = Number(args.clients ?? (reduced ? 12 : 16));
const kills = Number(args.kills ?? (reduced ? 2 : Math.max(4, Math.round(targetOps / 10_000))));
const redisOutageMs = 1000 * Number(args['redis-outage'] ?? (reduced ? 15 : 30));
const pgRestarts = Number(args['pg-restarts'] ?? 1);
const portBase = Number(args['port-base'] ?? process.env.CHAOS_PORT_BASE ?? 4340);

/** Extra server environment (CHAOS_SERVER_ENV='K=V,K=V'); limits are raised by harnessServerEnv. */
const extraEnv = Object.fromEntries(
  (process.env.CHAOS_SERVER_ENV ?? '')
    .split(',')
    .filter(Boolean)
    .map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]),
);

const pgBin = findPostgresBin();
const redisBin = findRedisServer();
if (!pgBin || !redisBin) {
  console.log(`chaos: skipped (${!pgBin ? 'PostgreSQL initdb' : 'redis-server'} not found)`);
  process.exit(77);
}

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aurum-chaos-'));
const say = (msg) => console.log(`[chaos ${new Date().toISOString().slice(11, 19)}] ${msg}`);
say(
  `seed ${seed}, ${targetOps} operations, ${clientCount} clients, ${kills} kills, Redis outage ${redisOutageMs / 1000} s, ${pgRestarts} PostgreSQL restart(s); logs in ${workDir}`,
);

// The fault schedule: the points of the run's progress (max of operations / --ops and time /
// --minutes) at which each fault fires, drawn from the seed.
const plan = rng(seed ^ 0x5bd1e995);
const at = (lo, hi) => lo + plan.next() * (hi - lo);
const faults = [
  ...Array.from({ length: kills }, () => ({
    kind: 'kill',
    at: at(0.05, 0.95),
    victim: plan.int(0, 1),
    downMs: plan.int(200, 3000),
  })),
  ...Array.from({ length: pgRestarts }, () => ({
    kind: 'pg',
    at: at(0.2, 0.6),
    downMs: plan.int(1000, 4000),
  })),
  { kind: 'redis', at: at(0.3, 0.7) },
].sort((a, b) => a.at - b.at);

const stats = {
  ops: 0,
  requests: 0,
  retries: 0,
  retriedOk: 0,
  transient: {},
  errors: [],
  byKind: {},
  lost: 0,
  unexpectedExits: 0,
};
const journal = [];
const issued = new Set();
const checks = [];
let failed = false;
let pgCluster;
let redis;
const instances = [];
let checker;

async function cleanup() {
  await Promise.allSettled(instances.map((i) => i.stop()));
  await checker?.close();
  await redis?.stop();
  pgCluster?.destroy();
  if (!failed && !args.keep) fs.rmSync(workDir, { recursive: true, force: true });
}

// Ctrl-C, SIGTERM or an uncaught error: leave no server, Redis or PostgreSQL cluster behind
cleanUpOnAbort(() => {
  failed = true;
  return cleanup();
});

try {
  pgCluster = await startPostgres({ port: portBase + 1, bin: pgBin });
  redis = await startRedis({ port: portBase + 2, bin: redisBin });
  const env = {
    ...harnessServerEnv({
      databaseUrl: pgCluster.url,
      dataDir: workDir,
      operatorToken: OPERATOR_TOKEN,
      webhookSecret: WEBHOOK_SECRET,
    }),
    REDIS_URL: redis.url,
    ...extraEnv,
  };
  for (const [i, name] of ['a', 'b'].entries()) {
    instances.push(
      serverInstance({
        name,
        port: portBase + 3 + i,
        env: { ...env, PUBLIC_URL: `http://127.0.0.1:${portBase + 3 + i}` },
        logFile: path.join(workDir, `instance-${name}.log`),
      }),
    );
  }
  await instances[0].start();
  await instances[1].start();
  say(`instances up on ${instances.map((i) => i.port).join(', ')}`);
  checker = await openChecker(pgCluster.url);

  // one game per engine, from the seeded catalogue
  const games = {};
  const byCategory = await checker.q(`SELECT slug, category FROM games ORDER BY id`);
  const first = (cats) => byCategory.find((g) => cats.includes(g.category))?.slug;
  games.slots = first(['slots', 'fruit-game']);
  games.dice = first(['live-casino', 'other', 'live-game-show']);
  games.roulette = first(['roulette', 'live-roulette']);
  games.baccarat = first(['live-baccarat']);
  games.blackjack = first(['live-blackjack']);
  games.crash = first(['crash']);
  say(`games: ${JSON.stringify(games)}`);

  // the invariant checks and the PostgreSQL restart never overlap: a kill's checkpoint (run in the
  // background) that met the restart lost its connection and ended the harness (seen once)
  let exclusive = Promise.resolve();
  const alone = (work) => {
    const run = exclusive.then(work);
    exclusive = run.catch(() => {});
    return run;
  };
  const checkpoint = (label) => alone(() => checkpointNow(label));
  async function checkpointNow(label) {
    const started = Date.now();
    const results = [
      await checker.ledger(),
      await checker.trigger(),
      await checker.keys(journal, { final: false, issued }),
    ];
    const ok = results.every((r) => r.ok);
    checks.push({ label, ok, results });
    say(
      `invariants after ${label}: ${ok ? 'hold' : 'BROKEN'} (${Date.now() - started} ms)${
        ok
          ? ''
          : `\n  ${results
              .filter((r) => !r.ok)
              .map((r) => `${r.name}: ${r.detail}`)
              .join('\n  ')}`
      }`,
    );
    if (!ok) failed = true;
  }

  // instances that die by themselves (not by the harness) are restarted and counted
  let stopping = false;
  const watchdog = (async () => {
    while (!stopping) {
      for (const inst of instances) {
        if (!inst.running && !inst.restarting) {
          stats.unexpectedExits++;
          say(`instance ${inst.name} exited by itself: restarting`);
          inst.restarting = true;
          inst
            .start()
            .catch((e) => say(`restart of ${inst.name} failed: ${e.message}`))
            .finally(() => {
              inst.restarting = false;
            });
        }
      }
      await sleep(500);
    }
  })();

  async function restartUntilUp(inst) {
    for (let attempt = 1; ; attempt++) {
      try {
        await inst.start();
        return;
      } catch (e) {
        say(`instance ${inst.name} did not start (attempt ${attempt}): ${e.message}`);
        if (attempt >= 10) throw e;
        await sleep(2000);
      }
    }
  }

  // the fault driver: kills restart in the background (the other instance serves meanwhile);
  // the PostgreSQL restart and the Redis outage are awaited
  let crashes = 0;
  let workloadStarted = 0;
  let faultsDone = false;
  const progress = () =>
    Math.max(stats.ops / targetOps, workloadStarted ? (Date.now() - workloadStarted) / maxMs : 0);
  const background = [];
  async function killAndRestart(inst, downMs) {
    inst.restarting = true;
    await inst.kill9();
    crashes++;
    say(`kill -9 instance ${inst.name} at op ${stats.ops}`);
    await sleep(downMs);
    try {
      await restartUntilUp(inst);
    } finally {
      inst.restarting = false;
    }
    await checkpoint(`kill -9 of ${inst.name} (op ${stats.ops})`);
  }
  const driver = (async () => {
    for (const f of faults) {
      while (progress() < f.at && !failed) await sleep(50);
      if (failed) break;
      if (f.kind === 'kill') {
        // kill the drawn instance once both are up: one always serves (as behind a balancer)
        const until = Date.now() + 180_000;
        while (!instances.every((i) => i.ready && !i.restarting) && Date.now() < until)
          await sleep(200);
        const drawn = instances[f.victim];
        const victim = drawn.ready && !drawn.restarting ? drawn : instances[1 - f.victim];
        if (!victim.ready || victim.restarting) continue;
        background.push(killAndRestart(victim, f.downMs));
      } else if (f.kind === 'pg') {
        await alone(async () => {
          say(`PostgreSQL: immediate stop at op ${stats.ops}, down ${f.downMs} ms`);
          await pgCluster.restart(f.downMs);
          say('PostgreSQL: back');
          await sleep(2000);
        });
        await checkpoint(`PostgreSQL restart (op ${stats.ops})`);
      } else if (f.kind === 'redis') {
        say(`Redis: away for ${redisOutageMs / 1000} s at op ${stats.ops}`);
        await redis.stop();
        await sleep(redisOutageMs);
        await redis.start();
        say('Redis: back');
        await sleep(2000);
        await checkpoint(`Redis outage (op ${stats.ops})`);
      }
    }
    await Promise.all(background);
    faultsDone = true;
  })();

  // the clients
  const started = Date.now();
  workloadStarted = started;
  let lastReport = started;
  const crashWatch = new CrashWatch({
    transport: new Transport({ instances, stats }),
    slug: games.crash,
  });
  const clients = Array.from(
    { length: clientCount },
    (_, index) =>
      new Client({
        index,
        seed,
        transport: new Transport({ instances, stats }),
        journal,
        stats,
        games,
        issued,
        crashWatch,
      }),
  );
  await Promise.all(
    clients.map(async (c) => {
      while ((progress() < 1 || !faultsDone) && !failed) {
        try {
          await c.step();
        } catch (error) {
          if (error instanceof Lost) {
            stats.lost++;
            stats.errors.push(`lost answer: ${error.message}`);
          } else {
            stats.errors.push(`client ${c.index}: ${error.stack ?? error}`);
          }
        }
        if (Date.now() - lastReport > 10_000) {
          lastReport = Date.now();
          const s = (Date.now() - started) / 1000;
          say(
            `${stats.ops} ops (${(stats.ops / s).toFixed(1)}/s), ${stats.retries} retries, ${crashes} kills`,
          );
        }
      }
      // the crash bets still in flight are part of the workload
      await c.settle();
    }),
  );
  const elapsed = (Date.now() - started) / 1000;
  await driver;
  stopping = true;
  await watchdog;
  for (const inst of instances) if (!inst.running) await restartUntilUp(inst);

  // quiesce: let the crash rounds the workload bet on finish (an auto-cash-out bet is answered
  // when placed; its round settles it when it crashes), then let the relays deliver every outbox
  // event, then the final accounting (a backlog is lag, not loss: wait as long as it shrinks;
  // give up after 60 s without progress)
  const drainStarted = Date.now();
  const outstanding = async () => (await checker.openCrashBets()) + (await checker.outboxPending());
  let pending = await outstanding();
  const backlog = pending;
  let best = pending;
  let progressAt = Date.now();
  while (pending > 0 && Date.now() - progressAt < 60_000 && Date.now() - drainStarted < 3_600_000) {
    await sleep(1000);
    pending = await outstanding();
    if (pending < best) {
      best = pending;
      progressAt = Date.now();
    }
  }
  const drainSeconds = (Date.now() - drainStarted) / 1000;
  say(
    `backlog at the end of the workload (open crash bets + outbox deliveries): ${backlog}, ${pending} left after ${drainSeconds.toFixed(0)} s`,
  );
  const finalResults = [
    await checker.ledger(),
    await checker.trigger(),
    await checker.keys(journal, { final: true, issued }),
    await checker.wagering(),
    {
      name: 'crash rounds settled, outbox drained',
      ok: pending === 0,
      detail: `${pending} open crash bets + deliveries pending (backlog ${backlog} at the end of the workload, ${drainSeconds.toFixed(0)} s to drain)`,
    },
    {
      name: 'every request answered (none lost after retries)',
      ok: stats.lost === 0,
      detail: `${stats.lost} lost`,
    },
  ];
  checks.push({ label: 'end', ok: finalResults.every((r) => r.ok), results: finalResults });
  if (!finalResults.every((r) => r.ok)) failed = true;
  const counts = await checker.counts();
  const notFaultErrors = stats.errors.filter((e) => !e.startsWith('lost answer'));

  const allChecks = checks.length;
  const brokenChecks = checks.filter((c) => !c.ok).length;
  console.log('\n━━ chaos summary ━━');
  console.log(`seed                 ${seed}`);
  console.log(
    `operations           ${stats.ops} in ${elapsed.toFixed(1)} s = ${(stats.ops / elapsed).toFixed(1)} ops/s (${stats.requests} HTTP requests)`,
  );
  console.log(
    `faults               ${crashes} kill -9 survived, ${stats.unexpectedExits} unexpected exits, ${pgRestarts} PostgreSQL restart, Redis away ${redisOutageMs / 1000} s`,
  );
  console.log(
    `retries              ${stats.retries} (${stats.retriedOk} requests succeeded on a retry); transient answers ${JSON.stringify(stats.transient)}`,
  );
  console.log(
    `database             ${counts.users} players, ${counts.rounds} rounds, ${counts.transfers} ledger transfers`,
  );
  console.log(`mix                  ${JSON.stringify(stats.byKind)}`);
  console.log(`invariant checks     ${allChecks - brokenChecks}/${allChecks} checkpoints held`);
  for (const r of finalResults) console.log(`  ${r.ok ? 'PASS' : 'FAIL'}  ${r.name}: ${r.detail}`);
  const deadlocks = pgCluster.deadlocks();
  console.log(`deadlocks broken     ${deadlocks.length}`);
  for (const d of deadlocks.slice(0, 3)) console.log(`  ${d.replace(/\n/g, '\n  ')}`);
  if (notFaultErrors.length) {
    console.log(
      `GraphQL errors       ${notFaultErrors.length}, e.g.:\n  ${notFaultErrors.slice(0, 5).join('\n  ')}`,
    );
  }
  if (args.json) {
    fs.writeFileSync(
      args.json,
      `${JSON.stringify({ seed, ops: stats.ops, seconds: elapsed, opsPerSecond: stats.ops / elapsed, kills: crashes, unexpectedExits: stats.unexpectedExits, pgRestarts, redisOutageSeconds: redisOutageMs / 1000, retries: stats.retries, transient: stats.transient, mix: stats.byKind, checks, errors: notFaultErrors.slice(0, 50), failed }, (_, v) => (typeof v === 'bigint' ? v.toString() : v), 2)}\n`,
    );
  }
  if (failed) {
    const flags = [
      `--seed ${seed}`,
      `--ops ${targetOps}`,
      `--clients ${clientCount}`,
      `--kills ${kills}`,
      `--redis-outage ${redisOutageMs / 1000}`,
      `--pg-restarts ${pgRestarts}`,
    ];
    console.log(
      `\nFAILED. Replay: npm run chaos -- ${flags.join(' ')}   (logs kept in ${workDir})`,
    );
  } else {
    console.log('\nPASSED: every invariant held.');
  }
} catch (error) {
  failed = true;
  console.error(
    `chaos: ${error.stack ?? error}\nReplay: npm run chaos -- --seed ${seed} --ops ${targetOps}   (logs kept in ${workDir})`,
  );
} finally {
  await cleanup();
}
process.exit(failed ? 1 : 0);
