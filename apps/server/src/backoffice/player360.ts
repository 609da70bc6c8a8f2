// Player 360: the parts of one player's picture, each loaded by its own field resolver.
// Read-only queries over the modules' tables (keyset-paged where they grow).
import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { executeRows, toBigInt, type Db } from '../db/client';
import {
  depositPayments,
  ledgerTransfers,
  playRounds,
  rgHistory,
  rgLimits,
  rgPlayers,
  sessions,
  userBonuses,
  bonuses,
} from '../db/schema';
import { money } from './money';
import { staffPlayerNotes } from './tables';

export const page = <T>(rows: T[], first: number, cursor: (row: T) => string) => {
  const more = rows.length > first;
  const shown = more ? rows.slice(0, first) : rows;
  return { rows: shown, next: more && shown.length ? cursor(shown[shown.length - 1]!) : null };
};

export async function playerSessions(db: Db, playerId: string) {
  const rows = await db
    .select()
    .from(sessions)
    .where(eq(sessions.userId, playerId))
    .orderBy(desc(sessions.createdAt))
    .limit(50);
  return rows.map((s) => ({
    id: s.id,
    createdAt: s.createdAt,
    lastSeenAt: null,
    expiresAt: s.expiresAt,
    revokedAt: s.revokedAt,
    ip: s.ip,
    userAgent: s.userAgent,
  }));
}

async function playerAccounts(db: Db, playerId: string) {
  return executeRows<{ address: string; kind: string; currency: string; balance: string }>(
    db,
    sql`SELECT a.address, a.kind, a.currency,
               (a.balance + COALESCE((SELECT sum(d.delta) FROM ledger_account_deltas d
                                      WHERE d.account = a.address), 0))::text AS balance
        FROM ledger_accounts a
        WHERE a.owner_type = 'player' AND a.owner_id = ${playerId}
        ORDER BY a.currency, a.kind`,
  );
}

export async function playerBalances(db: Db, playerId: string) {
  const accounts = await playerAccounts(db, playerId);
  const byCurrency = new Map<string, Record<string, bigint>>();
  for (const a of accounts) {
    const entry = byCurrency.get(a.currency) ?? {};
    entry[a.kind] = toBigInt(a.balance);
    byCurrency.set(a.currency, entry);
  }
  return [...byCurrency.entries()].map(([currency, k]) => ({
    currency,
    real: money(k.REAL ?? 0n, currency),
    bonus: money(k.BONUS ?? 0n, currency),
    held: money(k.WITHDRAW_HOLD ?? 0n, currency),
  }));
}

/** Transfers touching the player's accounts, newest first; keyset on seq. */
export async function playerTransfers(
  db: Db,
  playerId: string,
  opts: { currency: string | null; first: number; after: string | null },
) {
  const accounts = (await playerAccounts(db, playerId)).filter(
    (a) => !opts.currency || a.currency === opts.currency.toUpperCase(),
  );
  const addresses = accounts.map((a) => a.address);
  if (addresses.length === 0) return { rows: [], next: null };
  const after = opts.after && /^\d{1,19}$/.test(opts.after) ? BigInt(opts.after) : null;
  const rows = await db
    .select()
    .from(ledgerTransfers)
    .where(
      and(
        or(
          inArray(ledgerTransfers.debitAccount, addresses),
          inArray(ledgerTransfers.creditAccount, addresses),
        ),
        ...(after !== null ? [lt(ledgerTransfers.seq, after)] : []),
      ),
    )
    .orderBy(desc(ledgerTransfers.seq))
    .limit(opts.first + 1);
  const mine = new Set(addresses);
  const paged = page(rows, opts.first, (r) => r.seq.toString());
  return {
    rows: paged.rows.map((t) => {
      const credit = mine.has(t.creditAccount);
      const address = credit ? t.creditAccount : t.debitAccount;
      return {
        id: t.id,
        kind: t.kind,
        amount: money(credit ? t.amount : -t.amount, t.currency),
        account: address.split(':')[2] ?? address,
        metadata: JSON.stringify(t.metadata),
        at: t.createdAt,
      };
    }),
    next: paged.next,
  };
}

export async function playerDeposits(
  db: Db,
  playerId: string,
  opts: { first: number; after: string | null },
) {
  const after = opts.after ? new Date(opts.after) : null;
  const rows = await db
    .select()
    .from(depositPayments)
    .where(
      and(
        eq(depositPayments.userId, playerId),
        ...(after && !Number.isNaN(after.getTime()) ? [lt(depositPayments.createdAt, after)] : []),
      ),
    )
    .orderBy(desc(depositPayments.createdAt))
    .limit(opts.first + 1);
  const paged = page(rows, opts.first, (r) => r.createdAt.toISOString());
  return {
    rows: paged.rows.map((d) => ({
      id: d.id,
      methodId: d.methodId,
      amount: money(d.amount, d.currency),
      status: d.status,
      createdAt: d.createdAt,
    })),
    next: paged.next,
  };
}

/** Real-money rounds, newest first; keyset on (created_at, id). */
export async function playerBets(
  db: Db,
  playerId: string,
  opts: { first: number; after: string | null },
) {
  const [atText, id] = (opts.after ? Buffer.from(opts.after, 'base64url').toString() : '').split(
    '|',
  );
  const at = atText ? new Date(atText) : null;
  const rows = await db
    .select()
    .from(playRounds)
    .where(
      and(
        eq(playRounds.userId, playerId),
        eq(playRounds.demo, false),
        ...(at && id && !Number.isNaN(at.getTime())
          ? [sql`(${playRounds.createdAt}, ${playRounds.id}) < (${at}, ${id}::uuid)`]
          : []),
      ),
    )
    .orderBy(desc(playRounds.createdAt), desc(playRounds.id))
    .limit(opts.first + 1);
  const paged = page(rows, opts.first, (r) =>
    Buffer.from(`${r.createdAt.toISOString()}|${r.id}`).toString('base64url'),
  );
  return {
    rows: paged.rows.map((r) => ({
      id: r.id,
      game: r.gameSlug,
      stake: money(r.amount, r.currency),
      payout: money(r.win, r.currency),
      at: r.createdAt,
      serverSeedHash: r.serverSeedHash,
      clientSeed: r.clientSeed,
      nonce: r.nonce,
    })),
    next: paged.next,
  };
}

export async function playerBonuses(db: Db, playerId: string) {
  const rows = await db
    .select({ ub: userBonuses, name: bonuses.name })
    .from(userBonuses)
    .leftJoin(bonuses, eq(bonuses.id, userBonuses.bonusId))
    .where(eq(userBonuses.userId, playerId))
    .orderBy(desc(userBonuses.createdAt))
    .limit(100);
  return rows.map(({ ub, name }) => ({
    id: String(ub.id),
    name: name ?? `#${ub.bonusId}`,
    status: ub.status,
    balance: money(ub.bonusAmount, ub.currencyCode),
    wagered: money(ub.wageredAmount, ub.currencyCode),
    wagerRequired: money(ub.wagerGoal, ub.currencyCode),
    createdAt: ub.createdAt,
    expiresAt: ub.expireAt,
  }));
}

export async function playerRg(db: Db, playerId: string) {
  const [state] = await db.select().from(rgPlayers).where(eq(rgPlayers.userId, playerId));
  const limits = await db.select().from(rgLimits).where(eq(rgLimits.userId, playerId));
  const history = await db
    .select()
    .from(rgHistory)
    .where(eq(rgHistory.userId, playerId))
    .orderBy(desc(rgHistory.id))
    .limit(100);
  return {
    limits: limits
      .filter((l) => l.amount !== null || l.pending)
      .map((l) => ({
        type: l.type,
        period: l.period,
        value: l.amount ?? 0n,
        currency: null,
        pending: l.pending
          ? JSON.stringify({
              value: l.pendingAmount?.toString() ?? null,
              effectiveAt: l.pendingEffectiveAt?.toISOString() ?? null,
            })
          : null,
      })),
    blocks:
      state?.blockKind && state.blockSince
        ? [{ kind: state.blockKind, until: state.blockUntil, since: state.blockSince }]
        : [],
    history: history.map((h) => ({
      at: h.at,
      event: h.action,
      details: JSON.stringify({
        actor: h.actor,
        limitType: h.limitType,
        period: h.period,
        oldValue: h.oldValue,
        newValue: h.newValue,
        ...(h.details as Record<string, unknown>),
      }),
    })),
  };
}

export async function playerNotes(db: Db, playerId: string) {
  const rows = await db
    .select()
    .from(staffPlayerNotes)
    .where(eq(staffPlayerNotes.playerId, playerId))
    .orderBy(desc(staffPlayerNotes.at))
    .limit(200);
  return rows.map((n) => ({
    id: n.id,
    text: n.text,
    staffId: n.staffId,
    staffName: n.staffName,
    at: n.at,
  }));
}
