// Reports over [from, to): GGR/NGR by day, game, provider, category, country or currency;
// empirical RTP per game beside its declared RTP; bonus cost and conversion per bonus.
// Definitions as on the dashboard (dashboard.ts): GGR = stakes − wins of real-money rounds; bonus
// cost = BONUS_CONVERT credits to players; NGR = GGR − bonus cost. Bonus cost belongs to a day, a
// player (country) and a currency, not to a game: by game, provider and category it is null.
import { sql, type SQL } from 'drizzle-orm';
import { executeRows, toBigInt, toNumber, type Db } from '../db/client';
import { csvLine } from './finance';
import { money, type MoneyView } from './money';

export const GGR_DIMENSIONS = [
  'DAY',
  'GAME',
  'PROVIDER',
  'CATEGORY',
  'COUNTRY',
  'CURRENCY',
] as const;
export type GgrDimension = (typeof GGR_DIMENSIONS)[number];

const MAX_ROWS = 500;

export interface GgrRowView {
  key: string;
  label: string;
  currency: string;
  rounds: number;
  stakes: MoneyView;
  wins: MoneyView;
  ggr: MoneyView;
  bonusCost: MoneyView | null;
  ngr: MoneyView | null;
}

const DAY_OF = (column: string) => sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`);

/** The rounds' grouping: key, label and the joins it needs. */
function roundGroup(dimension: GgrDimension): { key: SQL; label: SQL; joins: SQL } {
  switch (dimension) {
    case 'DAY':
      return { key: DAY_OF('r.created_at'), label: DAY_OF('r.created_at'), joins: sql`` };
    case 'GAME':
      return {
        key: sql`r.game_slug`,
        label: sql`coalesce(min(g.name), r.game_slug)`,
        joins: sql`LEFT JOIN games g ON g.id = r.game_id`,
      };
    case 'PROVIDER':
      return {
        key: sql`coalesce(p.slug, '?')`,
        label: sql`coalesce(min(p.name), '?')`,
        joins: sql`LEFT JOIN games g ON g.id = r.game_id
                   LEFT JOIN game_providers p ON p.id = g.provider_id`,
      };
    case 'CATEGORY':
      return { key: sql`r.game_category`, label: sql`r.game_category`, joins: sql`` };
    case 'COUNTRY':
      return {
        key: sql`coalesce(u.main_country, '?')`,
        label: sql`coalesce(u.main_country, '?')`,
        joins: sql`LEFT JOIN users u ON u.id = r.user_id`,
      };
    case 'CURRENCY':
      return { key: sql`r.currency`, label: sql`r.currency`, joins: sql`` };
  }
}

/** Bonus cost grouped like the rounds, where it is attributable. */
function bonusGroup(dimension: GgrDimension): { key: SQL; joins: SQL } | null {
  switch (dimension) {
    case 'DAY':
      return { key: DAY_OF('t.created_at'), joins: sql`` };
    case 'COUNTRY':
      return {
        key: sql`coalesce(u.main_country, '?')`,
        joins: sql`LEFT JOIN users u ON u.id::text = split_part(t.credit_account, ':', 2)`,
      };
    case 'CURRENCY':
      return { key: sql`t.currency`, joins: sql`` };
    default:
      return null;
  }
}

export async function ggrReport(
  db: Db,
  dimension: GgrDimension,
  from: Date,
  to: Date,
): Promise<GgrRowView[]> {
  const g = roundGroup(dimension);
  const order =
    dimension === 'DAY' ? sql`ORDER BY 1, 3` : sql`ORDER BY sum(r.amount) - sum(r.win) DESC, 1, 3`;
  const rounds = await executeRows<{
    k: string;
    label: string;
    currency: string;
    n: unknown;
    stakes: unknown;
    wins: unknown;
  }>(
    db,
    sql`SELECT ${g.key} AS k, ${g.label} AS label, r.currency, count(*) AS n,
               sum(r.amount)::text AS stakes, sum(r.win)::text AS wins
        FROM play_rounds r ${g.joins}
        WHERE NOT r.demo AND r.created_at >= ${from} AND r.created_at < ${to}
        GROUP BY ${g.key}, r.currency
        ${order}
        LIMIT ${MAX_ROWS}`,
  );
  const b = bonusGroup(dimension);
  const cost = new Map<string, bigint>();
  if (b) {
    const rows = await executeRows<{ k: string; currency: string; s: unknown }>(
      db,
      sql`SELECT ${b.key} AS k, t.currency, sum(t.amount)::text AS s
          FROM ledger_transfers t ${b.joins}
          WHERE t.kind = 'BONUS_CONVERT' AND t.credit_account LIKE 'player:%'
            AND t.created_at >= ${from} AND t.created_at < ${to}
          GROUP BY 1, 2`,
    );
    for (const r of rows) cost.set(`${r.k}\u0000${r.currency}`, toBigInt(r.s ?? 0));
  }
  const out: GgrRowView[] = rounds.map((r) => {
    const stakes = toBigInt(r.stakes ?? 0);
    const wins = toBigInt(r.wins ?? 0);
    const ggr = stakes - wins;
    const key = `${r.k}\u0000${r.currency}`;
    const bonus = b ? (cost.get(key) ?? 0n) : null;
    cost.delete(key);
    return {
      key: r.k,
      label: r.label,
      currency: r.currency,
      rounds: toNumber(r.n),
      stakes: money(stakes, r.currency),
      wins: money(wins, r.currency),
      ggr: money(ggr, r.currency),
      bonusCost: bonus === null ? null : money(bonus, r.currency),
      ngr: bonus === null ? null : money(ggr - bonus, r.currency),
    };
  });
  // groups with bonus cost and no rounds (a day with a claim and no play)
  for (const [key, bonus] of cost) {
    if (out.length >= MAX_ROWS) break;
    const [k, currency] = key.split('\u0000') as [string, string];
    out.push({
      key: k,
      label: k,
      currency,
      rounds: 0,
      stakes: money(0n, currency),
      wins: money(0n, currency),
      ggr: money(0n, currency),
      bonusCost: money(bonus, currency),
      ngr: money(-bonus, currency),
    });
  }
  if (dimension === 'DAY') {
    out.sort((x, y) => x.key.localeCompare(y.key) || x.currency.localeCompare(y.currency));
  }
  return out;
}

/** a / b × 100 with two decimals (rounded half-up), or null when b is 0. */
export function percent(a: bigint, b: bigint): string | null {
  if (b === 0n) return null;
  const scaled = (a * 20000n + b) / (2n * b); // (a × 10000 / b), half-up for a, b ≥ 0
  const whole = scaled / 100n;
  const cents = (scaled % 100n).toString().padStart(2, '0');
  return `${whole}.${cents}`;
}

export interface RtpRowView {
  game: string;
  name: string;
  provider: string;
  currency: string;
  rounds: number;
  stakes: MoneyView;
  wins: MoneyView;
  rtp: string | null;
  declaredRtp: string;
}

export async function rtpReport(db: Db, from: Date, to: Date): Promise<RtpRowView[]> {
  const rows = await executeRows<{
    game: string;
    name: string | null;
    provider: string | null;
    payout: unknown;
    currency: string;
    n: unknown;
    stakes: unknown;
    wins: unknown;
  }>(
    db,
    sql`SELECT x.game, g.name, p.name AS provider, g.payout::text AS payout, x.currency,
               x.n, x.stakes, x.wins
        FROM (SELECT r.game_id, min(r.game_slug) AS game, r.currency, count(*) AS n,
                     sum(r.amount)::text AS stakes, sum(r.win)::text AS wins
              FROM play_rounds r
              WHERE NOT r.demo AND r.created_at >= ${from} AND r.created_at < ${to}
              GROUP BY r.game_id, r.currency) x
        LEFT JOIN games g ON g.id = x.game_id
        LEFT JOIN game_providers p ON p.id = g.provider_id
        ORDER BY x.n DESC, x.game, x.currency
        LIMIT ${MAX_ROWS}`,
  );
  return rows.map((r) => {
    const stakes = toBigInt(r.stakes ?? 0);
    const wins = toBigInt(r.wins ?? 0);
    return {
      game: r.game,
      name: r.name ?? r.game,
      provider: r.provider ?? '?',
      currency: r.currency,
      rounds: toNumber(r.n),
      stakes: money(stakes, r.currency),
      wins: money(wins, r.currency),
      rtp: percent(wins, stakes),
      declaredRtp: r.payout === null ? '' : Number(r.payout).toFixed(2),
    };
  });
}

export interface BonusReportRowView {
  bonusId: string;
  name: string;
  currency: string;
  granted: number;
  converted: number;
  conversionRate: string | null;
  bonusGranted: MoneyView;
  cost: MoneyView;
  forfeited: MoneyView;
}

/** Player bonuses granted in [from, to), per bonus and currency: how many converted, what it cost. */
export async function bonusReport(db: Db, from: Date, to: Date): Promise<BonusReportRowView[]> {
  const rows = await executeRows<{
    id: unknown;
    name: string | null;
    currency: string;
    granted: unknown;
    converted: unknown;
    amount: unknown;
    cost: unknown;
    forfeited: unknown;
  }>(
    db,
    sql`SELECT ub.bonus_id AS id, min(b.name) AS name, ub.currency_code AS currency,
               count(*) AS granted,
               count(*) FILTER (WHERE ub.status = 'CLAIMED') AS converted,
               sum(ub.bonus_amount)::text AS amount,
               coalesce(sum(ub.claimed_real), 0)::text AS cost,
               coalesce(sum(ub.forfeited), 0)::text AS forfeited
        FROM user_bonuses ub LEFT JOIN bonuses b ON b.id = ub.bonus_id
        WHERE ub.granted_at >= ${from} AND ub.granted_at < ${to}
        GROUP BY ub.bonus_id, ub.currency_code
        ORDER BY sum(ub.claimed_real) DESC NULLS LAST, ub.bonus_id
        LIMIT ${MAX_ROWS}`,
  );
  return rows.map((r) => {
    const granted = toNumber(r.granted);
    const converted = toNumber(r.converted);
    return {
      bonusId: String(r.id),
      name: r.name ?? String(r.id),
      currency: r.currency,
      granted,
      converted,
      conversionRate: percent(BigInt(converted), BigInt(granted)),
      bonusGranted: money(toBigInt(r.amount ?? 0), r.currency),
      cost: money(toBigInt(r.cost ?? 0), r.currency),
      forfeited: money(toBigInt(r.forfeited ?? 0), r.currency),
    };
  });
}

// ---- CSV twins ----

const m = (v: MoneyView | null) => (v ? v.amount : '');

export async function reportCsv(
  db: Db,
  name: 'ggr' | 'rtp' | 'bonuses',
  from: Date,
  to: Date,
  dimension: GgrDimension = 'DAY',
): Promise<string> {
  if (name === 'ggr') {
    const rows = await ggrReport(db, dimension, from, to);
    return (
      csvLine([
        dimension.toLowerCase(),
        'label',
        'currency',
        'rounds',
        'stakes',
        'wins',
        'ggr',
        'bonus_cost',
        'ngr',
      ]) +
      rows
        .map((r) =>
          csvLine([
            r.key,
            r.label,
            r.currency,
            r.rounds,
            m(r.stakes),
            m(r.wins),
            m(r.ggr),
            m(r.bonusCost),
            m(r.ngr),
          ]),
        )
        .join('')
    );
  }
  if (name === 'rtp') {
    const rows = await rtpReport(db, from, to);
    return (
      csvLine([
        'game',
        'name',
        'provider',
        'currency',
        'rounds',
        'stakes',
        'wins',
        'rtp_percent',
        'declared_rtp_percent',
      ]) +
      rows
        .map((r) =>
          csvLine([
            r.game,
            r.name,
            r.provider,
            r.currency,
            r.rounds,
            m(r.stakes),
            m(r.wins),
            r.rtp ?? '',
            r.declaredRtp,
          ]),
        )
        .join('')
    );
  }
  const rows = await bonusReport(db, from, to);
  return (
    csvLine([
      'bonus_id',
      'name',
      'currency',
      'granted',
      'converted',
      'conversion_percent',
      'bonus_granted',
      'cost',
      'forfeited',
    ]) +
    rows
      .map((r) =>
        csvLine([
          r.bonusId,
          r.name,
          r.currency,
          r.granted,
          r.converted,
          r.conversionRate ?? '',
          m(r.bonusGranted),
          m(r.cost),
          m(r.forfeited),
        ]),
      )
      .join('')
  );
}
