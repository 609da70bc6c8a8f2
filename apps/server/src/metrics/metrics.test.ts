// GET /metrics: refused without the token, and its counters move with real operations (a deposit
// through the sandbox processor, a bet, a websocket subscription).
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { sandboxDeposit } from '../modules/payments/testing';
import { REPO_ROOT } from '../config';
import { notificationsIdle } from '../modules/notifications';
import { account, transfer } from '../modules/wallet';
import { createTestServer, type TestServer } from '../test/harness';
import { registerTestUser } from '../test/users';

const TOKEN = 'metrics-token-for-the-test-suite-0001';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ listen: true, env: { METRICS_TOKEN: TOKEN } });
});
afterAll(() => server.close());

async function scrape(): Promise<string> {
  const res = await server.app.inject({
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.body;
}

/** The value of one series (`name{labels}`), 0 when absent. */
function value(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

/** The sum of every series of a metric whose labels contain all `parts`. */
function sum(text: string, name: string, ...parts: string[]): number {
  return text
    .split('\n')
    .filter((l) => l.startsWith(`${name}{`) || l.startsWith(`${name} `))
    .filter((l) => parts.every((p) => l.includes(p)))
    .reduce((total, l) => total + Number(l.slice(l.lastIndexOf(' ') + 1)), 0);
}

describe('GET /metrics', () => {
  it('refuses without the token, with a wrong one, and does not exist without METRICS_TOKEN', async () => {
    const none = await server.rest<{ error: { code: string } }>('GET', '/metrics');
    expect(none.status).toBe(401);
    expect(none.body.error.code).toBe('UNAUTHORIZED');
    const wrong = await server.rest('GET', '/metrics', undefined, {
      authorization: 'Bearer not-the-metrics-token-at-all-xx',
    });
    expect(wrong.status).toBe(401);
    expect(JSON.stringify(wrong.body)).not.toContain('aurum_');
    const off = await createTestServer();
    try {
      const res = await off.rest('GET', '/metrics', undefined, {
        authorization: `Bearer ${TOKEN}`,
      });
      expect(res.status).toBe(404);
    } finally {
      await off.close();
    }
  });

  it('moves with a deposit, a bet and a subscription', async () => {
    const before = await scrape();
    const player = await registerTestUser(server);

    // a deposit through the sandbox card (webhook → ledger → outbox)
    await sandboxDeposit(server, player, 25);
    // a real-money bet
    const games = await server.gql<{ gamesList: { items: { slug: string }[] } }>(
      `query GamesList($input: GamesListInput) { gamesList(input: $input) { items { slug } } }`,
      { input: { filter: { categories: ['slots'] }, pagination: { page: 1, count: 5 } } },
    );
    const slug = games.data!.gamesList.items[0]!.slug;
    const bet = await server.gql<{ playSlots: { __typename: string } }>(
      `mutation PlaySlots($input: PlaySlotsInput!) { playSlots(input: $input) { __typename } }`,
      { input: { gameSlug: slug, amount: '1.00' } },
      { headers: player.headers },
    );
    expect(bet.data?.playSlots.__typename).toBe('PlaySuccess');
    await notificationsIdle(server.pubsub);

    // a subscription held open over the websocket
    const client = createClient({
      url: `${server.wsUrl}?token=${player.token}`,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      lazy: false,
    });
    let opened!: () => void;
    const connected = new Promise<void>((resolve) => (opened = resolve));
    client.on('connected', () => opened());
    const stop = client.subscribe(
      { query: 'subscription UserBalanceUpdated { userBalanceUpdated { amount } }' },
      { next: () => {}, error: () => {}, complete: () => {} },
    );
    await connected;
    try {
      const after = await scrape();
      // ledger: the deposit and the stake moved money
      expect(sum(after, 'aurum_ledger_transfers_total', 'kind="DEPOSIT"')).toBeGreaterThan(
        sum(before, 'aurum_ledger_transfers_total', 'kind="DEPOSIT"'),
      );
      expect(sum(after, 'aurum_ledger_transfers_total')).toBeGreaterThanOrEqual(
        sum(before, 'aurum_ledger_transfers_total') + 2,
      );
      // the deposit reached its final status, the bet was counted under its engine (at least
      // once: the registry is process-wide, and an earlier file's relay may still deliver)
      expect(value(after, 'aurum_deposits_total{status="credited"}')).toBeGreaterThanOrEqual(
        value(before, 'aurum_deposits_total{status="credited"}') + 1,
      );
      expect(value(after, 'aurum_bets_total{engine="slots"}')).toBeGreaterThanOrEqual(
        value(before, 'aurum_bets_total{engine="slots"}') + 1,
      );
      // the socket is open
      expect(value(after, 'aurum_websocket_connections')).toBeGreaterThanOrEqual(1);
      expect(value(after, 'aurum_websocket_connections')).toBe(
        value(before, 'aurum_websocket_connections') + 1,
      );
      // latencies: the GraphQL operation and the HTTP route template
      expect(
        sum(after, 'aurum_graphql_operation_duration_seconds_count', 'operation="PlaySlots"'),
      ).toBeGreaterThan(
        sum(before, 'aurum_graphql_operation_duration_seconds_count', 'operation="PlaySlots"'),
      );
      expect(
        sum(
          after,
          'aurum_http_request_duration_seconds_count',
          'route="/graphql"',
          'status_class="2xx"',
        ),
      ).toBeGreaterThan(0);
      // gauges read at scrape time, and the process defaults
      expect(after).toMatch(/^aurum_outbox_pending_deliveries \d+/m);
      expect(after).toMatch(/^aurum_outbox_lag_seconds [\d.e+-]+/m);
      expect(after).toMatch(/^aurum_db_pool_connections\{state="total"\} \d+/m);
      expect(after).toMatch(/^aurum_job_lag_seconds\{job="outbox-relay"\} [\d.e+-]+/m);
      expect(after).toMatch(/^aurum_process_resident_memory_bytes \d+/m);
    } finally {
      stop();
      await client.dispose();
    }
  });

  it('serves every metric the sample Grafana dashboard uses', async () => {
    const dashboard = fs.readFileSync(path.join(REPO_ROOT, 'docs/grafana-dashboard.json'), 'utf8');
    const names = new Set(dashboard.match(/aurum_[a-z0-9_]+/g) ?? []);
    expect(names.size).toBeGreaterThan(10);
    const text = await scrape();
    const missing = [...names].filter(
      (name) => !new RegExp(`^# TYPE ${name.replace(/_(bucket|count|sum)$/, '')} `, 'm').test(text),
    );
    expect(missing).toEqual([]);
  });

  it('counts ledger refusals by kind and code', async () => {
    const before = await scrape();
    const player = await registerTestUser(server);
    // an empty account cannot pay: the ledger refuses the posting
    await expect(
      transfer(server.db, {
        idempotencyKey: `metrics-refusal:${randomUUID()}`,
        debit: account.player(player.userId, 'REAL', 'USD'),
        credit: account.house('USD'),
        amount: 100n,
        currency: 'USD',
        kind: 'BET',
      }),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    const after = await scrape();
    expect(value(after, 'aurum_ledger_refusals_total{kind="BET",code="INSUFFICIENT_FUNDS"}')).toBe(
      value(before, 'aurum_ledger_refusals_total{kind="BET",code="INSUFFICIENT_FUNDS"}') + 1,
    );
  });
});
