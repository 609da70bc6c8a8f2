// Finance: reconciliation (ledger sums per account kind and currency, balance cache vs postings,
// the payment processors' records vs deposits credited, crypto deposits seen vs credited), the
// ledger transfers of a period as CSV, and the dashboard converted to the reporting currency.
import { sql } from 'drizzle-orm';
import { executeRows, toBigInt, toNumber, type Db } from '../db/client';
import { AppError } from '../errors';
import { auditLedger, convertWithRates, EFFECTIVE_BALANCES, listFxRates } from '../modules/wallet';
import { csvField } from './audit';
import type { CurrencyFiguresView } from './dashboard';
import { money, type MoneyView } from './money';

const DAY_MS = 86_400_000;
const UNMATCHED_MAX = 50;

/** A period [from, to): to > from, at most 400 days; defaults to the last 30 days. */
export function periodOf(
  from: Date | null | undefined,
  to: Date | null | undefined,
  now: Date,
  defaultDays = 30,
): { from: Date; to: Date } {
  const end = to ?? now;
  const start = from ?? new Date(end.getTime() - defaultDays * DAY_MS);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()) || end <= start) {
    throw new AppError('VALIDATION_ERROR', {
      message: 'The period must end after it starts.',
      details: { field: 'to' },
    });
  }
  if (end.getTime() - start.getTime() > 400 * DAY_MS) {
    throw new AppError('VALIDATION_ERROR', {
      message: 'A period is at most 400 days.',
      details: { field: 'from' },
    });
  }
  return { from: start, to: end };
}

export interface LedgerCurrencySumView {
  currency: string;
  total: MoneyView;
  balanced: boolean;
  kinds: { kind: string; accounts: number; sum: MoneyView }[];
}

/** Σ of effective balances per currency and account kind; Σ per currency must be zero. */
export async function ledgerSums(db: Db): Promise<LedgerCurrencySumView[]> {
  const rows = await executeRows<{ currency: string; kind: string; n: unknown; total: unknown }>(
    db,
    sql`WITH eff AS (${EFFECTIVE_BALANCES})
        SELECT currency, kind, count(*) AS n, sum(balance)::text AS total
        FROM eff GROUP BY currency, kind ORDER BY currency, kind`,
  );
  const out = new Map<string, LedgerCurrencySumView & { raw: bigint }>();
  for (const r of rows) {
    const entry = out.get(r.currency) ?? {
      currency: r.currency,
      total: money(0n, r.currency),
      balanced: true,
      kinds: [],
      raw: 0n,
    };
    out.set(r.currency, entry);
    const sum = toBigInt(r.total ?? 0);
    entry.raw += sum;
    entry.kinds.push({ kind: r.kind, accounts: toNumber(r.n), sum: money(sum, r.currency) });
  }
  return [...out.values()].map(({ raw, ...v }) => ({
    ...v,
    total: money(raw, v.currency),
    balanced: raw === 0n,
  }));
}

export interface PspView {
  processor: string;
  currency: string;
  confirmedCount: number;
  confirmed: MoneyView;
  creditedCount: number;
  credited: MoneyView;
  difference: MoneyView;
  unmatched: string[];
}

/**
 * Per processor and currency: the payments the processor confirmed (its webhook moved them to
 * SUCCESS, with its reference) vs the ledger DEPOSIT transfers `deposit:<payment id>` from its
 * `psp:` account, in [from, to). Unmatched: a confirmed payment without its transfer (or with
 * another amount) and a transfer without a confirmed payment.
 */
export async function pspReconciliation(db: Db, from: Date, to: Date): Promise<PspView[]> {
  const confirmed = await executeRows<{ p: string; c: string; n: unknown; s: unknown }>(
    db,
    sql`SELECT processor AS p, currency AS c, count(*) AS n, sum(amount)::text AS s
        FROM deposit_payments
        WHERE status = 'SUCCESS' AND completed_at >= ${from} AND completed_at < ${to}
        GROUP BY 1, 2`,
  );
  const credited = await executeRows<{ p: string; c: string; n: unknown; s: unknown }>(
    db,
    sql`SELECT split_part(debit_account, ':', 2) AS p, currency AS c, count(*) AS n,
               sum(amount)::text AS s
        FROM ledger_transfers
        WHERE kind = 'DEPOSIT' AND idempotency_key LIKE 'deposit:%'
          AND created_at >= ${from} AND created_at < ${to}
        GROUP BY 1, 2`,
  );
  const unmatched = await executeRows<{ p: string; c: string; ref: string }>(
    db,
    sql`(SELECT d.processor AS p, d.currency AS c, 'payment:' || d.id AS ref
         FROM deposit_payments d
         LEFT JOIN ledger_transfers t ON t.idempotency_key = 'deposit:' || d.id
         WHERE d.status = 'SUCCESS' AND d.completed_at >= ${from} AND d.completed_at < ${to}
           AND (t.id IS NULL OR t.amount <> d.amount OR t.currency <> d.currency
                OR t.debit_account <> 'psp:' || d.processor || ':' || d.currency)
         LIMIT 500)
        UNION ALL
        (SELECT split_part(t.debit_account, ':', 2), t.currency, 'transfer:' || t.idempotency_key
         FROM ledger_transfers t
         LEFT JOIN deposit_payments d ON 'deposit:' || d.id = t.idempotency_key
         WHERE t.kind = 'DEPOSIT' AND t.idempotency_key LIKE 'deposit:%'
           AND t.created_at >= ${from} AND t.created_at < ${to}
           AND (d.id IS NULL OR d.status <> 'SUCCESS')
         LIMIT 500)`,
  );
  const out = new Map<string, PspView & { a: bigint; b: bigint }>();
  const entry = (p: string, c: string) => {
    const key = `${p}\u0000${c}`;
    const found = out.get(key);
    if (found) return found;
    const fresh = {
      processor: p,
      currency: c,
      confirmedCount: 0,
      confirmed: money(0n, c),
      creditedCount: 0,
      credited: money(0n, c),
      difference: money(0n, c),
      unmatched: [] as string[],
      a: 0n,
      b: 0n,
    };
    out.set(key, fresh);
    return fresh;
  };
  for (const r of confirmed) {
    const e = entry(r.p, r.c);
    e.confirmedCount = toNumber(r.n);
    e.a = toBigInt(r.s ?? 0);
  }
  for (const r of credited) {
    const e = entry(r.p, r.c);
    e.creditedCount = toNumber(r.n);
    e.b = toBigInt(r.s ?? 0);
  }
  for (const r of unmatched) {
    const e = entry(r.p, r.c);
    if (e.unmatched.length < UNMATCHED_MAX) e.unmatched.push(r.ref);
  }
  return [...out.values()]
    .sort((x, y) => x.processor.localeCompare(y.processor) || x.currency.localeCompare(y.currency))
    .map(({ a, b, ...v }) => ({
      ...v,
      confirmed: money(a, v.currency),
      credited: money(b, v.currency),
      difference: money(a - b, v.currency),
    }));
}

export interface CryptoView {
  coin: string;
  network: string;
  seenCount: number;
  seen: MoneyView;
  pendingCount: number;
  belowMinimumCount: number;
  creditedCount: number;
  creditedCoin: MoneyView;
  unmatched: string[];
}

/**
 * Per coin and network, deposits seen on chain in [from, to) and what was credited; unmatched: a
 * CREDITED deposit whose transfer `crypto-deposit:<id>` is missing or differs from the recorded
 * credit, a transfer whose deposit is not CREDITED.
 */
export async function cryptoReconciliation(db: Db, from: Date, to: Date): Promise<CryptoView[]> {
  const rows = await executeRows<{
    coin: string;
    network: string;
    n: unknown;
    s: unknown;
    pending: unknown;
    below: unknown;
    cn: unknown;
    cs: unknown;
  }>(
    db,
    sql`SELECT currency AS coin, network, count(*) AS n, sum(amount)::text AS s,
               count(*) FILTER (WHERE status = 'PENDING') AS pending,
               count(*) FILTER (WHERE status = 'BELOW_MINIMUM') AS below,
               count(*) FILTER (WHERE status = 'CREDITED') AS cn,
               (coalesce(sum(amount) FILTER (WHERE status = 'CREDITED'), 0))::text AS cs
        FROM crypto_deposits
        WHERE created_at >= ${from} AND created_at < ${to}
        GROUP BY 1, 2 ORDER BY 1, 2`,
  );
  const unmatched = await executeRows<{ coin: string; network: string; ref: string }>(
    db,
    sql`(SELECT c.currency AS coin, c.network, 'tx:' || c.tx_id AS ref
         FROM crypto_deposits c
         LEFT JOIN ledger_transfers t ON t.idempotency_key = 'crypto-deposit:' || c.id
         WHERE c.status = 'CREDITED' AND c.created_at >= ${from} AND c.created_at < ${to}
           AND (t.id IS NULL OR t.amount <> c.credited_amount OR t.currency <> c.credited_currency)
         LIMIT 500)
        UNION ALL
        (SELECT coalesce(c.currency, t.metadata->>'coin', '?'), coalesce(c.network, t.metadata->>'network', '?'),
                'transfer:' || t.idempotency_key
         FROM ledger_transfers t
         LEFT JOIN crypto_deposits c ON 'crypto-deposit:' || c.id = t.idempotency_key
         WHERE t.kind = 'DEPOSIT' AND t.idempotency_key LIKE 'crypto-deposit:%'
           AND t.created_at >= ${from} AND t.created_at < ${to}
           AND (c.id IS NULL OR c.status <> 'CREDITED')
         LIMIT 500)`,
  );
  const out = new Map<string, CryptoView>();
  const entry = (coin: string, network: string) => {
    const key = `${coin}\u0000${network}`;
    const found = out.get(key);
    if (found) return found;
    const fresh: CryptoView = {
      coin,
      network,
      seenCount: 0,
      seen: money(0n, coin),
      pendingCount: 0,
      belowMinimumCount: 0,
      creditedCount: 0,
      creditedCoin: money(0n, coin),
      unmatched: [],
    };
    out.set(key, fresh);
    return fresh;
  };
  for (const r of rows) {
    const e = entry(r.coin, r.network);
    e.seenCount = toNumber(r.n);
    e.seen = money(toBigInt(r.s ?? 0), r.coin);
    e.pendingCount = toNumber(r.pending);
    e.belowMinimumCount = toNumber(r.below);
    e.creditedCount = toNumber(r.cn);
    e.creditedCoin = money(toBigInt(r.cs ?? 0), r.coin);
  }
  for (const r of unmatched) {
    const e = entry(r.coin, r.network);
    if (e.unmatched.length < UNMATCHED_MAX) e.unmatched.push(r.ref);
  }
  return [...out.values()];
}

export async function reconciliation(db: Db, from: Date, to: Date, now: Date) {
  const [ledger, checks, psp, crypto] = [
    await ledgerSums(db),
    await auditLedger(db),
    await pspReconciliation(db, from, to),
    await cryptoReconciliation(db, from, to),
  ];
  const drifting = checks.driftedAccounts.map((d) => {
    const currency = d.address.split(':').at(-1) ?? '';
    return {
      address: d.address,
      cached: money(d.balance, currency),
      computed: money(d.computed, currency),
      drift: money(d.balance - d.computed, currency),
    };
  });
  const ok =
    ledger.every((c) => c.balanced) &&
    drifting.length === 0 &&
    checks.negativePlayerAccounts.length === 0 &&
    psp.every((p) => p.difference.minor === 0n && p.unmatched.length === 0) &&
    crypto.every((c) => c.unmatched.length === 0);
  return {
    at: now,
    from,
    to,
    ledger,
    drifting,
    negativePlayerAccounts: checks.negativePlayerAccounts.map((n) => n.address),
    psp,
    crypto,
    ok,
  };
}

// ---- the transfers of a period as CSV ----

export const TRANSFER_CSV_COLUMNS = [
  'seq',
  'id',
  'created_at',
  'kind',
  'currency',
  'amount_minor',
  'amount',
  'debit_account',
  'credit_account',
  'idempotency_key',
  'metadata',
] as const;

const NUMBER = /^-?\d+(\.\d+)?$/;

/** One CSV line; numbers (and decimal strings) as they are, text through the formula guard. */
export function csvLine(values: unknown[]): string {
  return `${values
    .map((v) =>
      typeof v === 'bigint' || typeof v === 'number' || (typeof v === 'string' && NUMBER.test(v))
        ? String(v)
        : csvField(v),
    )
    .join(',')}\r\n`;
}

/**
 * The ledger transfers created in [from, to), oldest first, page by page: keyset on
 * (created_at, seq) — the cursor keeps PostgreSQL's microseconds as text, so no row is skipped or
 * repeated (index ledger_transfers_created_idx).
 */
export async function* transfersCsv(
  db: Db,
  from: Date,
  to: Date,
  pageSize = 5000,
): AsyncGenerator<string> {
  yield csvLine([...TRANSFER_CSV_COLUMNS]);
  let cursor: { at: string; seq: string } | null = null;
  for (;;) {
    const after = cursor
      ? sql`AND (created_at, seq) > (${cursor.at}::timestamptz, ${cursor.seq}::bigint)`
      : sql``;
    const rows: {
      seq: unknown;
      id: string;
      at: string;
      iso: string;
      kind: string;
      currency: string;
      amount: unknown;
      debit_account: string;
      credit_account: string;
      idempotency_key: string;
      metadata: unknown;
    }[] = await executeRows(
      db,
      sql`SELECT seq::text AS seq, id, created_at::text AS at,
                 to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS iso,
                 kind, currency, amount::text AS amount, debit_account, credit_account,
                 idempotency_key, metadata
          FROM ledger_transfers
          WHERE created_at >= ${from} AND created_at < ${to} ${after}
          -- the table's columns, not the text aliases above: ORDER BY seq would sort '10' before '9'
          ORDER BY ledger_transfers.created_at, ledger_transfers.seq
          LIMIT ${pageSize}`,
    );
    if (rows.length === 0) return;
    yield rows
      .map((r) => {
        const minor = toBigInt(r.amount);
        return csvLine([
          toBigInt(r.seq),
          r.id,
          r.iso,
          r.kind,
          r.currency,
          minor,
          money(minor, r.currency).amount,
          r.debit_account,
          r.credit_account,
          r.idempotency_key,
          typeof r.metadata === 'string' ? r.metadata : JSON.stringify(r.metadata ?? {}),
        ]);
      })
      .join('');
    const last = rows[rows.length - 1]!;
    cursor = { at: last.at, seq: String(last.seq) };
    if (rows.length < pageSize) return;
  }
}

// ---- the dashboard in the reporting currency ----

const FIGURE_KEYS = [
  'deposits',
  'withdrawals',
  'stakes',
  'wins',
  'ggr',
  'bonusCost',
  'ngr',
] as const satisfies readonly (keyof CurrencyFiguresView)[];

/**
 * Σ of the per-currency figures converted to `reporting` with the FX reference rates (fx_rates,
 * the wallet's rates: USD per unit, the same conversion as `convertMinor`). A currency without a
 * rate is left out and named.
 */
export async function reportingFigures(
  db: Db,
  reporting: string,
  currencies: CurrencyFiguresView[],
) {
  const rates = new Map((await listFxRates(db)).map((r) => [r.currency, r.usdPerUnitE12]));
  const totals = Object.fromEntries(FIGURE_KEYS.map((k) => [k, 0n])) as Record<
    (typeof FIGURE_KEYS)[number],
    bigint
  >;
  const missingRates: string[] = [];
  const rateTo = rates.get(reporting);
  for (const c of currencies) {
    const rateFrom = rates.get(c.currency);
    if (c.currency !== reporting && (!rateFrom || !rateTo)) {
      missingRates.push(c.currency);
      continue;
    }
    for (const k of FIGURE_KEYS) {
      if (k === 'ggr' || k === 'ngr') continue;
      totals[k] += convertWithRates(
        c[k].minor,
        c.currency,
        rateFrom ?? 1n,
        reporting,
        rateTo ?? 1n,
      );
    }
  }
  // GGR and NGR follow from the converted parts, so the converted lines add up
  totals.ggr = totals.stakes - totals.wins;
  totals.ngr = totals.ggr - totals.bonusCost;
  const total = { currency: reporting } as CurrencyFiguresView;
  for (const k of FIGURE_KEYS) total[k] = money(totals[k], reporting);
  return { currency: reporting, total, missingRates };
}
