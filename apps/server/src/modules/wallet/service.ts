// The wallet's services on top of the ledger: player balances, balance events, wallet entries.
import { currencyDecimals, formatMinor } from '@aurum/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { executeRows, toBigInt, type Db } from '../../db/client';
import { AppError, notFound } from '../../errors';
import type { AppPubSub } from '../../pubsub';
import { getUserAccountCurrency } from '../identity';
import { account, parseAccount } from './accounts';
import './events';
import type { BalanceUpdatedEvent } from './events';
import type { AccountChange } from './ledger';
import { ledgerAccounts, walletSelections, type LedgerAccountRow } from './tables';

/** Minor units → major-unit decimal string with the currency's full precision ("12.34"). */
export function toMajor(minor: bigint, currency: string): string {
  return formatMinor(minor, { decimals: currencyDecimals(currency) });
}

/** Balance events for the player accounts a committed post changed (REAL and BONUS only). */
export function balanceEvents(
  changes: readonly AccountChange[],
): { userId: string; event: BalanceUpdatedEvent }[] {
  return changes
    .filter(
      (c) =>
        c.account.ownerType === 'player' &&
        (c.account.kind === 'REAL' || c.account.kind === 'BONUS') &&
        c.account.ownerId,
    )
    .map((c) => ({
      userId: c.account.ownerId!,
      event: {
        source: c.source,
        amount: toMajor(c.delta, c.account.currency),
        currency: c.account.currency,
        balanceType: c.account.kind,
      },
    }));
}

/** Publishes the balance events of committed changes. Call AFTER the transaction commits. */
export function publishBalanceChanges(pubsub: AppPubSub, changes: readonly AccountChange[]): void {
  for (const { userId, event } of balanceEvents(changes)) {
    pubsub.publish('balance.updated', userId, event);
  }
}

/** Opens the player's REAL and BONUS accounts in `currency` (no money moves). */
export async function openPlayerAccounts(db: Db, userId: string, currency: string): Promise<void> {
  const rows = [account.real(userId, currency), account.bonus(userId, currency)].map((address) => {
    const parsed = parseAccount(address)!;
    return {
      address,
      ownerType: parsed.ownerType,
      ownerId: parsed.ownerId,
      kind: parsed.kind,
      currency,
      mayGoNegative: false,
    };
  });
  await db
    .insert(ledgerAccounts)
    .values(rows)
    .onConflictDoNothing({ target: ledgerAccounts.address });
}

export interface UserBalanceView {
  /** the REAL account's id */
  id: string;
  currency: string;
  real: bigint;
  bonus: bigint;
  /** funds held for pending withdrawals (not spendable, not in total) */
  held: bigint;
  total: bigint;
  depositWagered: bigint;
}

async function playerAccounts(db: Db, userId: string): Promise<LedgerAccountRow[]> {
  return db
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.ownerType, 'player'), eq(ledgerAccounts.ownerId, userId)))
    .orderBy(asc(ledgerAccounts.createdAt), asc(ledgerAccounts.address));
}

/** The account currency of a user; NOT_FOUND for an unknown user. */
export async function requireAccountCurrency(db: Db, userId: string): Promise<string> {
  const currency = await getUserAccountCurrency(db, userId);
  if (!currency) throw notFound('Unknown user.');
  return currency;
}

/**
 * Sum of the player's bets (BET transfers out of REAL or BONUS) in `currency` since their latest
 * deposit into REAL; 0 before any bet.
 */
async function depositWagered(db: Db, userId: string, currency: string): Promise<bigint> {
  const real = account.real(userId, currency);
  const bonus = account.bonus(userId, currency);
  const rows = await executeRows<{ total: unknown }>(
    db,
    sql`SELECT COALESCE(SUM(amount), 0)::text AS total FROM ledger_transfers
        WHERE kind = 'BET' AND debit_account IN (${real}, ${bonus})
          AND seq > COALESCE((SELECT MAX(seq) FROM ledger_transfers
                              WHERE credit_account = ${real} AND kind = 'DEPOSIT'), 0)`,
  );
  return toBigInt(rows[0]?.total ?? 0);
}

/** The player's balances, one per currency, the account currency first (spec §3 UserBalance). */
export async function listUserBalances(db: Db, userId: string): Promise<UserBalanceView[]> {
  const accountCurrency = await requireAccountCurrency(db, userId);
  let rows = await playerAccounts(db, userId);
  if (!rows.some((r) => r.currency === accountCurrency && r.kind === 'REAL')) {
    await openPlayerAccounts(db, userId, accountCurrency);
    rows = await playerAccounts(db, userId);
  }
  const currencies = [...new Set(rows.map((r) => r.currency))].sort((a, b) =>
    a === accountCurrency ? -1 : b === accountCurrency ? 1 : a < b ? -1 : a > b ? 1 : 0,
  );
  const views: UserBalanceView[] = [];
  for (const currency of currencies) {
    const of = (kind: string) => rows.find((r) => r.currency === currency && r.kind === kind);
    let realRow = of('REAL');
    if (!realRow) {
      await openPlayerAccounts(db, userId, currency);
      realRow = (await playerAccounts(db, userId)).find(
        (r) => r.currency === currency && r.kind === 'REAL',
      )!;
    }
    const real = realRow.balance;
    const bonus = of('BONUS')?.balance ?? 0n;
    views.push({
      id: realRow.id,
      currency,
      real,
      bonus,
      held: of('WITHDRAW_HOLD')?.balance ?? 0n,
      total: real + bonus,
      depositWagered: await depositWagered(db, userId, currency),
    });
  }
  return views;
}

export interface WalletEntryView {
  id: string;
  selected: boolean;
  typeName: 'REAL' | 'BONUS';
  /** minor units */
  amount: bigint;
  currency: string;
}

/** The older REST wallet (spec §3 Wallet entry): REAL and BONUS accounts of the player. */
export async function listWalletEntries(db: Db, userId: string): Promise<WalletEntryView[]> {
  const accountCurrency = await requireAccountCurrency(db, userId);
  await openPlayerAccounts(db, userId, accountCurrency);
  const rows = (await playerAccounts(db, userId)).filter(
    (r) => r.kind === 'REAL' || r.kind === 'BONUS',
  );
  const selection = await db
    .select({ accountId: walletSelections.accountId })
    .from(walletSelections)
    .where(eq(walletSelections.userId, userId));
  const selectedId =
    selection[0]?.accountId ??
    rows.find((r) => r.kind === 'REAL' && r.currency === accountCurrency)?.id;
  rows.sort((a, b) =>
    a.currency === b.currency
      ? a.kind === 'REAL'
        ? -1
        : 1
      : a.currency === accountCurrency
        ? -1
        : b.currency === accountCurrency
          ? 1
          : a.currency < b.currency
            ? -1
            : 1,
  );
  return rows.map((r) => ({
    id: r.id,
    selected: r.id === selectedId,
    typeName: r.kind as 'REAL' | 'BONUS',
    amount: r.balance,
    currency: r.currency,
  }));
}

/** Selects one of the player's wallet entries; NOT_FOUND for someone else's or unknown id. */
export async function selectWalletEntry(db: Db, userId: string, accountId: string): Promise<void> {
  if (!/^[0-9a-f-]{36}$/i.test(accountId)) throw notFound('Unknown wallet.');
  const rows = await db
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.id, accountId), eq(ledgerAccounts.ownerId, userId)));
  const row = rows[0];
  if (!row || row.ownerType !== 'player') throw notFound('Unknown wallet.');
  if (row.kind !== 'REAL' && row.kind !== 'BONUS') {
    throw new AppError('VALIDATION_ERROR', { message: 'This balance cannot be selected.' });
  }
  await db
    .insert(walletSelections)
    .values({ userId, accountId })
    .onConflictDoUpdate({
      target: walletSelections.userId,
      set: { accountId, updatedAt: sql`now()` },
    });
}
