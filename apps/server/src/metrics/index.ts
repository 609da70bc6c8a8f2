// What an operator watches (Prometheus, `prom-client`): one registry per process, scraped at
// GET /metrics (metrics/route.ts, bearer METRICS_TOKEN). Seams record into it:
//   - the HTTP edge (app.ts): request latency by route template, method and status class;
//   - GraphQL (graphql/yoga.ts): operation latency by operation name and outcome;
//   - the ledger (modules/wallet/ledger.ts): transfers posted and refused, by kind;
//   - the outbox relay (workflows/index.ts): deposits and withdrawals by status, bets by engine —
//     counted when the event's delivery commits, so exactly once in effect;
//   - the websocket server (graphql/ws.ts): open connections;
//   - periodic jobs (module timers): seconds since each last finished;
// and gauges read at scrape time from the app's sources (registerSource): outbox pending count and
// lag, database pool usage. Plus prom-client's default process metrics (CPU, memory, event loop).
import { sql } from 'drizzle-orm';
import client from 'prom-client';
import { executeRows, toNumber, type DatabaseHandle } from '../db/client';

const PREFIX = 'aurum_';

/** Latency buckets (seconds): 5 ms … 10 s. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** What a running app lends the scrape: its database (pool, outbox) and open sockets. */
export interface MetricsSource {
  database: DatabaseHandle;
}

export type BetEngine = string;

function createMetrics() {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry, prefix: PREFIX });
  const sources = new Set<MetricsSource>();
  const first = () => sources.values().next().value as MetricsSource | undefined;

  const httpDuration = new client.Histogram({
    name: `${PREFIX}http_request_duration_seconds`,
    help: 'HTTP request latency by route template, method and status class (2xx, 4xx …).',
    labelNames: ['route', 'method', 'status_class'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const graphqlDuration = new client.Histogram({
    name: `${PREFIX}graphql_operation_duration_seconds`,
    help: 'GraphQL operation latency by operation name and outcome (success or error).',
    labelNames: ['operation', 'outcome'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const ledgerTransfers = new client.Counter({
    name: `${PREFIX}ledger_transfers_total`,
    help: 'Ledger transfers posted (legs), by kind.',
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  const ledgerRefusals = new client.Counter({
    name: `${PREFIX}ledger_refusals_total`,
    help: 'Ledger postings refused (insufficient funds, invalid input …), by kind and code.',
    labelNames: ['kind', 'code'] as const,
    registers: [registry],
  });
  const deposits = new client.Counter({
    name: `${PREFIX}deposits_total`,
    help: 'Deposits that reached a final status: credited, declined, below_minimum.',
    labelNames: ['status'] as const,
    registers: [registry],
  });
  const withdrawals = new client.Counter({
    name: `${PREFIX}withdrawals_total`,
    help: 'Withdrawal requests entering a status (PENDING, APPROVED, PAID, REJECTED …).',
    labelNames: ['status'] as const,
    registers: [registry],
  });
  const bets = new client.Counter({
    name: `${PREFIX}bets_total`,
    help: 'Settled real-money bets by engine (the game category: slots, roulette, crash …).',
    labelNames: ['engine'] as const,
    registers: [registry],
  });
  const websockets = new client.Gauge({
    name: `${PREFIX}websocket_connections`,
    help: 'Open websocket (graphql-ws) connections.',
    registers: [registry],
  });
  const jobLastRun = new Map<string, number>();
  new client.Gauge({
    name: `${PREFIX}job_lag_seconds`,
    help: 'Seconds since each periodic job last finished a run.',
    labelNames: ['job'] as const,
    registers: [registry],
    collect() {
      this.reset();
      const now = Date.now();
      for (const [job, at] of jobLastRun) this.set({ job }, (now - at) / 1000);
    },
  });
  new client.Gauge({
    name: `${PREFIX}outbox_pending_deliveries`,
    help: 'Outbox deliveries not yet delivered.',
    registers: [registry],
    async collect() {
      const outbox = await readOutbox(first());
      if (outbox) this.set(outbox.pending);
    },
  });
  new client.Gauge({
    name: `${PREFIX}outbox_lag_seconds`,
    help: 'Age of the oldest undelivered outbox event (0 when none).',
    registers: [registry],
    async collect() {
      const outbox = await readOutbox(first());
      if (outbox) this.set(outbox.lagSeconds);
    },
  });
  new client.Gauge({
    name: `${PREFIX}db_pool_connections`,
    help: 'PostgreSQL pool connections by state (total, idle, waiting clients); PGlite: 1 total.',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const database = first()?.database;
      if (!database) return;
      const pool = database.pool;
      this.set({ state: 'total' }, pool ? pool.totalCount : 1);
      this.set({ state: 'idle' }, pool ? pool.idleCount : 0);
      this.set({ state: 'waiting' }, pool ? pool.waitingCount : 0);
    },
  });

  return {
    registry,
    /** an app lends its database to the scrape until it closes (returns the release) */
    registerSource(source: MetricsSource): () => void {
      sources.add(source);
      return () => sources.delete(source);
    },
    observeHttp(route: string, method: string, status: number, seconds: number) {
      httpDuration.observe(
        { route, method, status_class: `${Math.floor(status / 100)}xx` },
        seconds,
      );
    },
    observeGraphQL(operation: string, outcome: 'success' | 'error', seconds: number) {
      graphqlDuration.observe({ operation, outcome }, seconds);
    },
    ledgerPosted(kinds: readonly string[]) {
      for (const kind of kinds) ledgerTransfers.inc({ kind });
    },
    ledgerRefused(kind: string, code: string) {
      ledgerRefusals.inc({ kind, code });
    },
    deposit(status: string) {
      deposits.inc({ status });
    },
    withdrawal(status: string) {
      withdrawals.inc({ status });
    },
    bet(engine: BetEngine) {
      bets.inc({ engine });
    },
    websocketOpened() {
      websockets.inc();
    },
    websocketClosed() {
      websockets.dec();
    },
    /** a periodic job finished a run (successful or not: the lag is about the job being alive) */
    jobRan(job: string) {
      jobLastRun.set(job, Date.now());
    },
  };
}

async function readOutbox(
  source: MetricsSource | undefined,
): Promise<{ pending: number; lagSeconds: number } | null> {
  if (!source) return null;
  try {
    const rows = await executeRows<{ pending: unknown; lag: unknown }>(
      source.database.db,
      sql`select count(*) as pending,
                 coalesce(extract(epoch from now() - min(e.created_at)), 0) as lag
            from outbox_deliveries d join outbox_events e on e.id = d.event_id
           where d.delivered_at is null`,
    );
    return {
      pending: toNumber(rows[0]?.pending ?? 0),
      lagSeconds: Math.max(0, toNumber(rows[0]?.lag ?? 0)),
    };
  } catch {
    return null;
  }
}

export type AppMetrics = ReturnType<typeof createMetrics>;

/** The process's metrics (Prometheus scrapes a process; every app in it records here). */
export const metrics: AppMetrics = createMetrics();
