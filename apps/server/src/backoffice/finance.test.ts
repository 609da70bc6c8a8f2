// Finance and reports through the staff API: reconciliation finds an injected drift and an
// unmatched processor payment; the transfers CSV (content, keyset pages, audit, support refused);
// the reports' sums on a known seeded fixture; the dashboard in the reporting currency.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../db/client';
import { account } from '../modules/wallet/accounts';
import { postTransfers } from '../modules/wallet/ledger';
import { sandboxDeposit, sandboxWithdrawal } from '../modules/payments/testing';
import { createTestServer, type TestServer } from '../test/harness';
import { createTestStaff, errorCode, staffGql, type TestStaff } from '../test/staff';
import { registerTestUser, type TestUser } from '../test/users';
import { transfersCsv } from './finance';

const RECON = `query Recon($from: DateTime, $to: DateTime) { reconciliation(from: $from, to: $to) {
  ok ledger { currency balanced total { minor } kinds { kind sum { minor } } }
  drifting { address cached { minor } computed { minor } drift { minor } }
  psp { processor currency confirmedCount confirmed { minor } creditedCount credited { minor } difference { minor } unmatched } } }`;

interface Recon {
  reconciliation: {
    ok: boolean;
    ledger: { currency: string; balanced: boolean; total: { minor: string } }[];
    drifting: { address: string; drift: { minor: string } }[];
    psp: {
      processor: string;
      currency: string;
      confirmedCount: number;
      difference: { minor: string };
      unmatched: string[];
    }[];
  };
}

describe('back office: finance and reports', () => {
  let server: TestServer;
  let finance: TestStaff;
  let support: TestStaff;
  let readonly: TestStaff;
  let player: TestUser;
  let paymentId: string;
  beforeAll(async () => {
    server = await createTestServer();
    [finance, support, readonly] = [
      await createTestStaff(server, 'finance'),
      await createTestStaff(server, 'support'),
      await createTestStaff(server, 'readonly'),
    ];
    player = await registerTestUser(server);
    paymentId = await sandboxDeposit(server, player, 25);
  }, 60_000);
  afterAll(() => server.close());

  it('reconciliation: the deposit matches its processor record; an injected drift is listed', async () => {
    const clean = await staffGql<Recon>(server, RECON, {}, readonly.headers);
    expect(clean.errors).toBeUndefined();
    const address = `player:${player.userId}:REAL:USD`;
    expect(clean.data!.reconciliation.drifting.map((d) => d.address)).not.toContain(address);
    const sandbox = clean.data!.reconciliation.psp.find(
      (p) => p.processor === 'sandbox' && p.currency === 'USD',
    )!;
    expect(sandbox.confirmedCount).toBeGreaterThanOrEqual(1);
    expect(sandbox.unmatched).not.toContain(`payment:${paymentId}`);

    // the cache moves without a posting: 7 cents of drift
    await server.db.execute(
      sql`UPDATE ledger_accounts SET balance = balance + 7 WHERE address = ${address}`,
    );
    try {
      const res = await staffGql<Recon>(server, RECON, {}, finance.headers);
      const r = res.data!.reconciliation;
      expect(r.ok).toBe(false);
      expect(r.drifting).toContainEqual(
        expect.objectContaining({ address, drift: { minor: '7' } }),
      );
      expect(r.ledger.find((c) => c.currency === 'USD')!.balanced).toBe(false);
    } finally {
      await server.db.execute(
        sql`UPDATE ledger_accounts SET balance = balance - 7 WHERE address = ${address}`,
      );
    }
    const after = await staffGql<Recon>(server, RECON, {}, finance.headers);
    expect(after.data!.reconciliation.drifting.map((d) => d.address)).not.toContain(address);
  });

  it('reconciliation: a processor confirmation without a credit is unmatched', async () => {
    const processor = `recon${randomUUID().slice(0, 8)}`;
    const [row] = await executeRows<{ id: string }>(
      server.db,
      sql`INSERT INTO deposit_payments (user_id, processor, method_id, currency, amount, status, completed_at)
          VALUES (${player.userId}, ${processor}, 'sandbox-card', 'USD', 1234, 'SUCCESS', now())
          RETURNING id`,
    );
    const res = await staffGql<Recon>(server, RECON, {}, finance.headers);
    const line = res.data!.reconciliation.psp.find((p) => p.processor === processor)!;
    expect(line).toMatchObject({
      confirmedCount: 1,
      difference: { minor: '1234' },
      unmatched: [`payment:${row!.id}`],
    });
    expect(res.data!.reconciliation.ok).toBe(false);
    await server.db.execute(
      sql`UPDATE deposit_payments SET status = 'DECLINED' WHERE id = ${row!.id}`,
    );
  });

  it('transfers CSV: the period’s transfers, audited; support and readonly are refused', async () => {
    const from = new Date(Date.now() - 3_600_000).toISOString();
    const to = new Date(Date.now() + 60_000).toISOString();
    const url = `/backoffice/api/finance/transfers.csv?from=${from}&to=${to}`;
    const res = await server.app.inject({ method: 'GET', url, headers: finance.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'seq,id,created_at,kind,currency,amount_minor,amount,debit_account,credit_account,idempotency_key,metadata',
    );
    const deposit = lines.find((l) => l.includes(`deposit:${paymentId}`))!;
    expect(deposit).toContain(',DEPOSIT,USD,2500,25.00,psp:sandbox:USD,');
    expect(deposit).toContain(`player:${player.userId}:REAL:USD`);

    // keyset pages of one row give the same lines as one page. Both reads end at a moment already
    // a second in the past, so a transfer still committing in the background (stamped with its
    // transaction's start) cannot land between them inside the period.
    const settled = new Date();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    let paged = '';
    for await (const chunk of transfersCsv(server.db, new Date(from), settled, 1)) paged += chunk;
    let whole = '';
    for await (const chunk of transfersCsv(server.db, new Date(from), settled)) whole += chunk;
    expect(paged).toBe(whole);
    expect(whole.trim().split('\r\n').length).toBeGreaterThan(1);

    for (const member of [support, readonly]) {
      const refused = await server.app.inject({ method: 'GET', url, headers: member.headers });
      expect(refused.statusCode).toBe(403);
      expect(refused.body).toContain('FORBIDDEN');
    }
    const anonymous = await server.app.inject({ method: 'GET', url });
    expect(anonymous.statusCode).toBe(401);

    const rows = await executeRows<{ actor_id: string; outcome: string }>(
      server.db,
      sql`SELECT actor_id, outcome FROM staff_audit WHERE action = 'finance.export-transfers'
          AND actor_id IN (${finance.id}, ${support.id}) ORDER BY id`,
    );
    expect(rows).toEqual([
      { actor_id: finance.id, outcome: 'OK' },
      { actor_id: support.id, outcome: 'DENIED' },
    ]);

    const bad = await server.app.inject({
      method: 'GET',
      url: '/backoffice/api/finance/transfers.csv?from=yesterday',
      headers: finance.headers,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('reports: GGR/NGR by every dimension, RTP and bonus conversion on a known fixture', async () => {
    // a window of its own in the past (rows of other tests never fall in it)
    const day0 = Date.UTC(1990 + Math.floor(Math.random() * 20), 0, 10);
    const at = (d: number, h: number) => new Date(day0 + d * 86_400_000 + h * 3_600_000);
    const de = await registerTestUser(server, { country: 'DE', currency: 'EUR' });
    const [game1, game2] = await executeRows<{
      id: number;
      slug: string;
      name: string;
      category: string;
      payout: string;
      provider: string;
    }>(
      server.db,
      sql`SELECT g.id, g.slug, g.name, g.category, g.payout::text AS payout, p.slug AS provider
          FROM games g JOIN game_providers p ON p.id = g.provider_id
          WHERE g.category <> (SELECT category FROM games ORDER BY id LIMIT 1)
             OR g.id = (SELECT id FROM games ORDER BY id LIMIT 1)
          ORDER BY g.id LIMIT 2`,
    );
    const round = (
      user: string,
      game: NonNullable<typeof game1>,
      currency: string,
      amount: number,
      win: number,
      when: Date,
      demo = false,
    ) =>
      sql`(${randomUUID()}, ${user}, ${game.id}, ${game.slug}, ${game.category}, 'slot', ${demo},
           ${currency}, ${amount}, ${win}, '{}'::jsonb, '{}'::jsonb, 'h', 'c', 0, ${when})`;
    const rows = [
      round(player.userId, game1!, 'USD', 1000, 400, at(0, 1)),
      round(player.userId, game1!, 'USD', 500, 0, at(0, 2)),
      round(player.userId, game2!, 'USD', 200, 1000, at(1, 1)),
      round(de.userId, game2!, 'EUR', 300, 100, at(1, 2)),
      round(de.userId, game2!, 'EUR', 999, 0, at(1, 3), true), // demo: never counted
    ];
    await server.db.execute(
      sql`INSERT INTO play_rounds (id, user_id, game_id, game_slug, game_category, engine, demo,
            currency, amount, win, params, outcome, server_seed_hash, client_seed, nonce, created_at)
          VALUES ${sql.join(rows, sql`, `)}`,
    );
    const range = { from: at(0, 0).toISOString(), to: at(2, 0).toISOString() };
    const ggr = async (dimension: string) => {
      const res = await staffGql<{
        ggrReport: {
          key: string;
          currency: string;
          rounds: number;
          ggr: { minor: string };
          ngr: { minor: string } | null;
        }[];
      }>(
        server,
        `query Ggr($d: GgrDimension!, $from: DateTime!, $to: DateTime!) {
          ggrReport(dimension: $d, from: $from, to: $to) { key currency rounds ggr { minor } ngr { minor } } }`,
        { d: dimension, ...range },
        finance.headers,
      );
      expect(res.errors, dimension).toBeUndefined();
      return res.data!.ggrReport.map(
        (r) => `${r.key}|${r.currency}|${r.rounds}|${r.ggr.minor}|${r.ngr?.minor ?? '-'}`,
      );
    };
    const d0 = at(0, 0).toISOString().slice(0, 10);
    const d1 = at(1, 0).toISOString().slice(0, 10);
    expect(await ggr('DAY')).toEqual([
      `${d0}|USD|2|1100|1100`,
      `${d1}|EUR|1|200|200`,
      `${d1}|USD|1|-800|-800`,
    ]);
    expect(await ggr('CURRENCY')).toEqual(['USD|USD|3|300|300', 'EUR|EUR|1|200|200']);
    expect((await ggr('COUNTRY')).sort()).toEqual(['DE|EUR|1|200|200', 'US|USD|3|300|300']);
    expect((await ggr('GAME')).sort()).toEqual(
      [
        `${game1!.slug}|USD|2|1100|-`,
        `${game2!.slug}|EUR|1|200|-`,
        `${game2!.slug}|USD|1|-800|-`,
      ].sort(),
    );
    expect((await ggr('CATEGORY')).length).toBe(game1!.category === game2!.category ? 2 : 3);
    expect((await ggr('PROVIDER')).every((l) => l.endsWith('|-'))).toBe(true);

    const rtp = await staffGql<{
      rtpReport: {
        game: string;
        currency: string;
        rounds: number;
        rtp: string;
        declaredRtp: string;
      }[];
    }>(
      server,
      `query Rtp($from: DateTime!, $to: DateTime!) { rtpReport(from: $from, to: $to) { game currency rounds rtp declaredRtp } }`,
      range,
      readonly.headers,
    );
    expect(rtp.data!.rtpReport).toContainEqual({
      game: game1!.slug,
      currency: 'USD',
      rounds: 2,
      rtp: '26.67', // 400 / 1500
      declaredRtp: Number(game1!.payout).toFixed(2),
    });

    // the CSV twin of the daily report
    const csv = await server.app.inject({
      method: 'GET',
      url: `/backoffice/api/reports/ggr.csv?dimension=day&from=${range.from}&to=${range.to}`,
      headers: finance.headers,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\r\n').slice(0, 4)).toEqual([
      'day,label,currency,rounds,stakes,wins,ggr,bonus_cost,ngr',
      `${d0},${d0},USD,2,15.00,4.00,11.00,0.00,11.00`,
      `${d1},${d1},EUR,1,3.00,1.00,2.00,0.00,2.00`,
      `${d1},${d1},USD,1,2.00,10.00,-8.00,0.00,-8.00`,
    ]);
    const supportCsv = await server.app.inject({
      method: 'GET',
      url: `/backoffice/api/reports/rtp.csv?from=${range.from}&to=${range.to}`,
      headers: support.headers,
    });
    expect(supportCsv.statusCode).toBe(403);
  });

  it('reports: bonus cost lowers NGR of the day and the player’s country', async () => {
    const today = new Date();
    const range = {
      from: new Date(
        Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()),
      ).toISOString(),
      to: new Date(Date.now() + 3_600_000).toISOString(),
    };
    const cost = async () => {
      const res = await staffGql<{
        ggrReport: { currency: string; bonusCost: { minor: string } }[];
      }>(
        server,
        `query Ggr($from: DateTime!, $to: DateTime!) {
          ggrReport(dimension: CURRENCY, from: $from, to: $to) { currency bonusCost { minor } } }`,
        range,
        finance.headers,
      );
      return BigInt(res.data!.ggrReport.find((r) => r.currency === 'USD')?.bonusCost.minor ?? '0');
    };
    const before = await cost();
    await postTransfers(server.db, [
      {
        idempotencyKey: `test-bonus-convert:${randomUUID()}`,
        debit: account.bonusPool('USD'),
        credit: account.real(player.userId, 'USD'),
        amount: 321n,
        currency: 'USD',
        kind: 'BONUS_CONVERT',
        metadata: {},
      },
    ]);
    expect((await cost()) - before).toBe(321n);
  });

  it('scale rewrites keep the answers: player search by part of the e-mail and by a payout detail; shared payout details', async () => {
    const other = await registerTestUser(server);
    await sandboxDeposit(server, other, 25);
    // both pay out to the same e-wallet (the player's e-mail is the detail)
    const mine = await sandboxWithdrawal(server, player, '20.00');
    expect(mine).not.toBeNull();
    await server.db.execute(
      sql`INSERT INTO withdraw_requests (user_id, method_id, currency, amount, fee, inputs)
          VALUES (${other.userId}, 'sandbox-ewallet-payout', 'USD', 100, 0,
                  ${JSON.stringify([{ inputId: 'email', value: player.email }])}::jsonb)`,
    );
    const search = async (query: string) => {
      const res = await staffGql<{ searchPlayers: { nodes: { id: string }[] } }>(
        server,
        'query Search($q: String!) { searchPlayers(query: $q, first: 50) { nodes { id } } }',
        { q: query },
        finance.headers,
      );
      expect(res.errors).toBeUndefined();
      return res.data!.searchPlayers.nodes.map((n) => n.id);
    };
    expect(await search(player.email.slice(7, 20).toUpperCase())).toEqual([player.userId]);
    // the payout detail finds both players who used it (the other one by the detail only)
    expect((await search(player.email)).sort()).toEqual([player.userId, other.userId].sort());
    const risk = await staffGql<{
      withdrawal: { risk: { samePayoutDetailsPlayers: { id: string }[] } };
    }>(
      server,
      'query W($id: Int!) { withdrawal(id: $id) { risk { samePayoutDetailsPlayers { id } } } }',
      { id: mine },
      finance.headers,
    );
    expect(risk.data!.withdrawal.risk.samePayoutDetailsPlayers.map((p) => p.id)).toEqual([
      other.userId,
    ]);
  });

  it('dashboard: each period converted to the reporting currency beside the per-currency figures', async () => {
    const res = await staffGql<{
      dashboard: {
        periods: {
          currencies: { currency: string; deposits: { minor: string } }[];
          reporting: {
            currency: string;
            total: { deposits: { minor: string } };
            missingRates: string[];
          };
        }[];
      };
    }>(
      server,
      `query Dash { dashboard { periods { currencies { currency deposits { minor } }
        reporting { currency missingRates total { deposits { minor } ggr { minor } ngr { minor } } } } } }`,
      {},
      readonly.headers,
    );
    expect(res.errors).toBeUndefined();
    const today = res.data!.dashboard.periods[0]!;
    expect(today.reporting.currency).toBe(server.config.backoffice.reportingCurrency);
    const usd = BigInt(today.currencies.find((c) => c.currency === 'USD')!.deposits.minor);
    expect(BigInt(today.reporting.total.deposits.minor)).toBeGreaterThanOrEqual(usd);
    expect(errorCode(res)).toBeUndefined();
  });
});
