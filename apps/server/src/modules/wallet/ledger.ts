// The ledger: the only code that moves money (ARCHITECTURE §5).
//
// A transfer moves `amount` minor units of `currency` from a debit account to a credit account.
// Transfers are immutable rows; account balances are a cache updated in the same transaction.
//
// - Idempotency: every transfer carries a caller-chosen `idempotencyKey` (UNIQUE) and the hash of
//   its inputs. Posting the same key with the same inputs returns the first result (replayed:
//   true, nothing moves); the same key with other inputs fails with IDEMPOTENCY_CONFLICT. The
//   insert runs `ON CONFLICT DO NOTHING` first, so two concurrent posts of one key serialise on
//   the unique index and exactly one of them moves money.
// - Guard: every balance change is `UPDATE … SET balance = balance + Δ WHERE address = $ AND
//   (may_go_negative OR balance + Δ >= 0)`; no row back means INSUFFICIENT_FUNDS and the whole
//   batch rolls back. A CHECK constraint backs the guard up. Accounts are touched in one total
//   order (player accounts by address, then counter-sides by address), so two batches never
//   wait on each other in opposite orders (no deadlocks) and hot house rows are held briefly.
//   A transaction that posts for several players in separate calls (a live table's round paying
//   each bet) takes their locks first, in the same order (`lockAccounts`).
// - Batches: `postTransfers` posts several legs in ONE transaction (all or nothing); balance
//   changes are netted per account before the guard is applied.
// - Events: the ledger never publishes. Callers publish `balanceEvents(result)` after their
//   transaction commits (see wallet/service.ts).
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { executeRows, toBigInt, type Db } from '../../db/client';
import { AppError, isAppError, type AppErrorCode } from '../../errors';
import { metrics } from '../../metrics';
import { findCurrency } from '../reference';
import { parseAccount, type ParsedAccount } from './accounts';

/** Kinds of transfer the platform posts. Play and Bonuses add BET, WIN, BONUS_* legs. */
export const TRANSFER_KINDS = [
  'DEPOSIT',
  'FUN_TOP_UP',
  'WITHDRAW_HOLD',
  'WITHDRAW_RELEASE',
  'WITHDRAW_PAYOUT',
  'BET',
  'WIN',
  'BET_REFUND',
  'BONUS_GRANT',
  'BONUS_CONVERT',
  'BONUS_FORFEIT',
  'ADJUSTMENT',
] as const;
export type TransferKind = (typeof TRANSFER_KINDS)[number];

export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

export interface TransferInput {
  idempotencyKey: string;
  debit: string;
  credit: string;
  /** minor units, a bigint > 0 */
  amount: bigint;
  currency: string;
  kind: TransferKind;
  metadata?: Record<string, JsonValue>;
}

export interface Transfer {
  id: string;
  seq: bigint;
  debitAccount: string;
  creditAccount: string;
  amount: bigint;
  currency: string;
  kind: TransferKind;
  idempotencyKey: string;
  metadata: Record<string, JsonValue>;
  createdAt: Date;
}

export interface PostResult {
  /** in the order the legs were given */
  transfers: Transfer[];
  /** true when every leg had been posted before with the same inputs: nothing moved now */
  replayed: boolean;
  /** net change and new balance per account touched now (empty on a replay) */
  changes: AccountChange[];
}

export interface AccountChange {
  account: ParsedAccount;
  delta: bigint;
  /** the new balance of a player account; null for counter-sides (kept as deltas) */
  balance: bigint | null;
  /** the kind of the first leg touching the account: the event's `source` */
  source: TransferKind;
}

/** Largest amount an int8 column holds. */
export const MAX_AMOUNT = 9_223_372_036_854_775_807n;
const MAX_KEY_LENGTH = 200;
const MAX_LEGS = 32;

const known = new Set<string>();

async function assertKnownCurrency(db: Db, code: string): Promise<void> {
  if (known.has(code)) return;
  if (
    typeof code !== 'string' ||
    !/^[A-Z][A-Z0-9]{1,9}$/.test(code) ||
    !(await findCurrency(db, code))
  ) {
    throw new AppError('UNKNOWN_CURRENCY', { message: `Unknown currency: ${String(code)}` });
  }
  known.add(code);
}

/** JSON with object keys sorted and undefined members dropped (bigints as decimal strings). */
export function canonicalJson(value: unknown): string {
  if (typeof value === 'bigint') return JSON.stringify(value.toString());
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

function isJson(value: unknown, depth = 0): boolean {
  if (depth > 8) return false;
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every((v) => isJson(v, depth + 1));
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.values(value as Record<string, unknown>).every(
      (v) => v === undefined || isJson(v, depth + 1),
    );
  }
  return false;
}

/** sha256 of the canonical inputs of a leg (key excluded). */
export function transferInputHash(input: Omit<TransferInput, 'idempotencyKey'>): string {
  return createHash('sha256')
    .update(
      canonicalJson([
        input.debit,
        input.credit,
        input.amount.toString(),
        input.currency,
        input.kind,
        input.metadata ?? {},
      ]),
    )
    .digest('hex');
}

interface PreparedLeg {
  input: TransferInput;
  debit: ParsedAccount;
  credit: ParsedAccount;
  hash: string;
  metadata: Record<string, JsonValue>;
}

function invalid(code: AppErrorCode, message: string): AppError {
  return new AppError(code, { message });
}

/** Checks one leg's shape; throws a clear AppError before anything touches the database. */
function prepareLeg(input: TransferInput): PreparedLeg {
  if (!input || typeof input !== 'object') throw invalid('INVALID_TRANSFER', 'Transfer expected.');
  const { idempotencyKey, amount, currency, kind } = input;
  if (
    typeof idempotencyKey !== 'string' ||
    idempotencyKey.trim() === '' ||
    idempotencyKey.length > MAX_KEY_LENGTH
  ) {
    throw invalid(
      'INVALID_IDEMPOTENCY_KEY',
      `An idempotency key of 1..${MAX_KEY_LENGTH} characters is required.`,
    );
  }
  if (typeof amount !== 'bigint') {
    throw invalid('INVALID_AMOUNT', 'The amount must be a bigint of minor units.');
  }
  if (amount <= 0n) throw invalid('INVALID_AMOUNT', 'The amount must be greater than zero.');
  if (amount > MAX_AMOUNT) throw invalid('INVALID_AMOUNT', 'The amount is too large.');
  if (!(TRANSFER_KINDS as readonly string[]).includes(kind)) {
    throw invalid('INVALID_TRANSFER_KIND', `Unknown transfer kind: ${String(kind)}`);
  }
  const debit = parseAccount(input.debit);
  const credit = parseAccount(input.credit);
  if (!debit)
    throw invalid('INVALID_ACCOUNT', `Not a ledger account address: ${String(input.debit)}`);
  if (!credit)
    throw invalid('INVALID_ACCOUNT', `Not a ledger account address: ${String(input.credit)}`);
  if (debit.address === credit.address) {
    throw invalid('SAME_ACCOUNT', 'Debit and credit accounts must differ.');
  }
  if (debit.currency !== currency || credit.currency !== currency) {
    throw invalid('CURRENCY_MISMATCH', 'Both accounts must hold the transfer currency.');
  }
  const metadata = input.metadata ?? {};
  if (!isJson(metadata) || Array.isArray(metadata)) {
    throw invalid('INVALID_METADATA', 'Metadata must be a plain JSON object.');
  }
  return { input, debit, credit, metadata, hash: transferInputHash({ ...input, metadata }) };
}

interface RawTransferRow extends Record<string, unknown> {
  id: string;
  seq: string;
  debit_account: string;
  credit_account: string;
  amount: string;
  currency: string;
  kind: string;
  idempotency_key: string;
  metadata: unknown;
  created_at: unknown;
}

function fromRaw(row: RawTransferRow): Transfer {
  return {
    id: row.id,
    seq: toBigInt(row.seq),
    debitAccount: row.debit_account,
    creditAccount: row.credit_account,
    amount: toBigInt(row.amount),
    currency: row.currency,
    kind: row.kind as TransferKind,
    idempotencyKey: row.idempotency_key,
    metadata: (typeof row.metadata === 'string'
      ? JSON.parse(row.metadata)
      : row.metadata) as Record<string, JsonValue>,
    createdAt: row.created_at instanceof Date ? row.created_at : new Date(String(row.created_at)),
  };
}

interface RawPostResult {
  replayed: boolean;
  transfers: RawTransferRow[];
  changes: { address: string; delta: string; balance: string | null }[];
}

/** The SQLSTATE of a database error, from either driver (Drizzle may wrap it as `cause`). */
function sqlState(error: unknown): { code?: string; detail?: string } {
  let e: unknown = error;
  for (let i = 0; i < 3 && e && typeof e === 'object'; i++) {
    const candidate = e as { code?: unknown; detail?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return {
        code: candidate.code,
        detail: typeof candidate.detail === 'string' ? candidate.detail : undefined,
      };
    }
    e = candidate.cause;
  }
  return {};
}

function mapPostError(error: unknown): AppError | null {
  const { code, detail } = sqlState(error);
  if (code === 'LD001') {
    return new AppError('INSUFFICIENT_FUNDS', {
      message: 'Insufficient funds.',
      details: { account: detail ?? '' },
    });
  }
  if (code === 'LD002') return conflict(detail || 'of this posting');
  return null;
}

function conflict(key: string): AppError {
  return new AppError('IDEMPOTENCY_CONFLICT', {
    message: `The idempotency key ${key} was already used with other inputs.`,
  });
}

/**
 * Posts several legs atomically. Within one call every idempotency key must be distinct.
 * `db` may be a transaction of the caller (the ledger then runs in a savepoint of it, and the
 * caller publishes the balance events after its own commit).
 */
export async function postTransfers(db: Db, inputs: readonly TransferInput[]): Promise<PostResult> {
  const kinds = Array.isArray(inputs) ? inputs.map((input) => String(input?.kind)) : [];
  try {
    const result = await postLegs(db, inputs);
    // counted when posted; an enclosing transaction that rolls back afterwards is not subtracted
    metrics.ledgerPosted(kinds);
    return result;
  } catch (error) {
    const code = isAppError(error) ? error.code : 'ERROR';
    metrics.ledgerRefused(kinds[0] ?? 'unknown', code);
    throw error;
  }
}

async function postLegs(db: Db, inputs: readonly TransferInput[]): Promise<PostResult> {
  if (!Array.isArray(inputs) || inputs.length === 0 || inputs.length > MAX_LEGS) {
    throw invalid('INVALID_TRANSFER', `Between 1 and ${MAX_LEGS} legs are required.`);
  }
  const legs = inputs.map(prepareLeg);
  const keys = new Set(legs.map((l) => l.input.idempotencyKey));
  if (keys.size !== legs.length) {
    throw invalid('INVALID_IDEMPOTENCY_KEY', 'Each leg needs its own idempotency key.');
  }
  for (const currency of new Set(legs.map((l) => l.input.currency))) {
    await assertKnownCurrency(db, currency);
  }

  const accounts = new Map<string, ParsedAccount>();
  for (const leg of legs) {
    accounts.set(leg.debit.address, leg.debit);
    accounts.set(leg.credit.address, leg.credit);
  }
  const sortedAccounts = [...accounts.values()].sort((a, b) =>
    a.address < b.address ? -1 : a.address > b.address ? 1 : 0,
  );
  const accountsJson = JSON.stringify(
    sortedAccounts.map((a) => ({
      address: a.address,
      owner_type: a.ownerType,
      owner_id: a.ownerId,
      kind: a.kind,
      currency: a.currency,
      may_go_negative: a.mayGoNegative,
    })),
  );
  const legsJson = JSON.stringify(
    legs.map((l) => ({
      key: l.input.idempotencyKey,
      debit: l.debit.address,
      credit: l.credit.address,
      amount: l.input.amount.toString(),
      currency: l.input.currency,
      kind: l.input.kind,
      hash: l.hash,
      metadata: l.metadata,
    })),
  );
  // One statement does the posting (see the wallet_post_fn migration): atomic on its own, and
  // inside a caller's transaction it runs in a savepoint so a refusal leaves the caller's
  // transaction usable.
  const post = async (q: Db) => {
    const rows = await executeRows<{ result: unknown }>(
      q,
      sql`SELECT ledger_post(${accountsJson}::jsonb, ${legsJson}::jsonb) AS result`,
    );
    const raw = rows[0]?.result;
    return (typeof raw === 'string' ? JSON.parse(raw) : raw) as RawPostResult;
  };
  let raw: RawPostResult;
  try {
    raw = isTransaction(db) ? await db.transaction((sp) => post(sp)) : await post(db);
  } catch (error) {
    throw mapPostError(error) ?? error;
  }
  const byKey = new Map(raw.transfers.map((t) => [t.idempotency_key, fromRaw(t)]));
  for (const leg of legs) {
    const row = byKey.get(leg.input.idempotencyKey);
    if (!row) throw conflict(leg.input.idempotencyKey);
  }
  const result: PostResult = {
    transfers: legs.map((l) => byKey.get(l.input.idempotencyKey)!),
    replayed: raw.replayed,
    changes: raw.changes.map((c) => ({
      account: accounts.get(c.address)!,
      delta: toBigInt(c.delta),
      balance: c.balance === null ? null : toBigInt(c.balance),
      source: legs.find((l) => l.debit.address === c.address || l.credit.address === c.address)!
        .input.kind,
    })),
  };

  if (!isTransaction(db) && result.changes.some((c) => c.balance === null)) {
    pendingDeltas += 1;
    if (pendingDeltas >= COMPACT_EVERY) {
      pendingDeltas = 0;
      // Compaction only folds committed deltas into balances: if it fails, nothing is lost and
      // balances read the same (balance + Σ delta); the next compaction retries.
      await compactCounterSideBalances(db).catch(() => undefined);
    }
  }
  return result;
}

/** True for a caller's transaction (postings then run in a savepoint, compaction waits). */
function isTransaction(db: Db): boolean {
  return (db as unknown) instanceof PgTransaction;
}

/** Counter-side posts between two compactions of their deltas (per process). */
const COMPACT_EVERY = 200;
let pendingDeltas = 0;

/**
 * Folds the counter-side deltas into their accounts' balances: one statement deletes the deltas
 * it sees and adds their sums, so any reader sees either both or neither. Returns the number
 * of deltas folded.
 */
export async function compactCounterSideBalances(db: Db): Promise<number> {
  const rows = await executeRows<{ folded: unknown }>(
    db,
    sql`WITH moved AS (
          DELETE FROM ledger_account_deltas RETURNING account, delta
        ), sums AS (
          SELECT account, SUM(delta) AS total, COUNT(*) AS n FROM moved GROUP BY account
        ), applied AS (
          UPDATE ledger_accounts a SET balance = a.balance + sums.total, updated_at = now()
          FROM sums WHERE a.address = sums.account
          RETURNING sums.n
        )
        SELECT COALESCE(SUM(n), 0)::text AS folded FROM applied`,
  );
  return Number(toBigInt(rows[0]?.folded ?? 0));
}

/**
 * Locks accounts (their `ledger_accounts` rows) in the ledger's one total order, by address, for
 * a transaction that posts to several players in separate calls — a table's round paying each of
 * its bets. Each call orders its own accounts, but two such transactions (or one of them and a
 * player's bet) could still each hold an account the other waits for, and PostgreSQL only breaks
 * that deadlock after a second, failing one of them. Taken up front, the later posts wait for
 * nothing they do not hold. Accounts not created yet are skipped (nobody else holds them).
 */
export async function lockAccounts(tx: Db, addresses: Iterable<string>): Promise<void> {
  const unique = [...new Set(addresses)].sort();
  if (unique.length === 0) return;
  await executeRows(
    tx,
    sql`SELECT address FROM ledger_accounts
        WHERE address IN (${sql.join(
          unique.map((a) => sql`${a}`),
          sql`, `,
        )})
        ORDER BY address FOR UPDATE`,
  );
}

/** One leg: see `postTransfers`. */
export async function transfer(
  db: Db,
  input: TransferInput,
): Promise<{ transfer: Transfer; replayed: boolean; changes: AccountChange[] }> {
  const result = await postTransfers(db, [input]);
  return { transfer: result.transfers[0]!, replayed: result.replayed, changes: result.changes };
}

/** The balance of an account (0 when it has never been used). */
export async function accountBalance(db: Db, address: string): Promise<bigint> {
  const rows = await executeRows<{ balance: unknown }>(
    db,
    sql`SELECT (a.balance + COALESCE((SELECT SUM(d.delta) FROM ledger_account_deltas d
                                      WHERE d.account = a.address), 0))::text AS balance
        FROM ledger_accounts a WHERE a.address = ${address}`,
  );
  return rows[0] ? toBigInt(rows[0].balance) : 0n;
}
