// Withdrawals: request (money moves REAL → WITHDRAW_HOLD), cancel, operator decisions.
//
//   PENDING ──approve──▶ APPROVED ──paid──▶ PAID         (hold → psp payout + house fee)
//      │                    ├──failed──▶ FAILED          (hold → REAL)
//      ├──reject────────────┴──reject──▶ REJECTED        (hold → REAL)
//      └──cancel (player)──▶ CANCELLED                   (hold → REAL)
//
// Each change is one transaction: a compare-and-set UPDATE on the request's status (so two
// concurrent decisions cannot both win), the ledger legs (idempotency keys derived from the
// request's uuid), and an audit row. Events are published after the commit.
import { loadMethodSettings, withSettings } from './method-settings';
import {
  calculateWithdrawalFee,
  currencyDecimals,
  formatMinor,
  parseMajorToMinor,
  withdrawAmountRule,
  withdrawInputRule,
} from '@aurum/domain';
import { desc, eq, sql } from 'drizzle-orm';
import { systemClock, type Clock } from '../../clock';
import type { Db } from '../../db/client';
import { recordWithdrawal } from '../rg';
import { enqueueEvent } from '../../outbox/enqueue';
import { AppError, notFound, type AppErrorCode } from '../../errors';
import type { AppPubSub } from '../../pubsub';
import { findUserById } from '../identity';
import {
  account,
  accountBalance,
  postTransfers,
  publishBalanceChanges,
  requireAccountCurrency,
  type TransferInput,
  withRequestKey,
  type RequestKeyClaim,
} from '../wallet';
import { requireWithdrawalGate, type WithdrawalGate } from './bonus-gate';
import './events';
import type { WithdrawStatusChangedEvent } from './events';
import {
  findWithdrawMethod,
  withdrawCurrencySettings,
  type WithdrawInputDef,
  type WithdrawMethodDef,
} from './methods';
import {
  withdrawAudit,
  withdrawRequests,
  type WithdrawRequestRow,
  type WithdrawStatus,
} from './tables';

/** The processor account payouts are settled against. */
export const PAYOUT_PROCESSOR = 'sandbox';

export interface CreateWithdrawInput {
  /** major units, decimal string or number ("25.50") */
  amount: string | number;
  methodId: string;
  currency: string;
  inputs?: { inputId: string; value: string }[] | null;
  dropdowns?: { dropdownId: string; optionId: string }[] | null;
}

/**
 * The codes a withdrawal request is refused with before any field is checked (the web shows them
 * as "withdrawal unavailable" with a reason; WITHDRAWAL_REQUEST_WAGER_LIMIT carries
 * `details.remainingMinor`, the amount still to wager in minor units, a decimal string).
 */
export const WITHDRAW_REFUSALS = [
  'KYC_REQUIRED',
  'COMPLETE_BONUS_FIRST',
  'WITHDRAWAL_REQUEST_WAGER_LIMIT',
] as const satisfies readonly AppErrorCode[];
export type WithdrawRefusal = (typeof WITHDRAW_REFUSALS)[number];

export function isWithdrawRefusal(code: string): code is WithdrawRefusal {
  return (WITHDRAW_REFUSALS as readonly string[]).includes(code);
}

interface Deps {
  db: Db;
  pubsub: AppPubSub;
}

interface RequestDeps extends Deps {
  /** the checks other modules make (workflows/request-withdrawal.ts); none → refused */
  withdrawalGate?: WithdrawalGate | undefined;
  /** the app clock (the activity statement's time of the request) */
  clock?: Clock;
}

function fail(code: AppErrorCode, message: string, details?: Record<string, unknown>): AppError {
  return new AppError(code, { message, ...(details ? { details } : {}) });
}

function major(amount: bigint, currency: string): string {
  return formatMinor(amount, { decimals: currencyDecimals(currency) });
}

/** The inputs that apply: the method's own plus those of each chosen dropdown option. */
function checkPayoutDetails(
  method: WithdrawMethodDef,
  input: CreateWithdrawInput,
): {
  inputs: { inputId: string; value: string }[];
  dropdowns: { dropdownId: string; optionId: string }[];
} {
  const dropdowns = input.dropdowns ?? [];
  const chosen: { dropdownId: string; optionId: string }[] = [];
  const applicable: WithdrawInputDef[] = [...method.inputs];
  for (const dropdown of method.dropdowns) {
    const pick = dropdowns.find((d) => d?.dropdownId === dropdown.id);
    const option = dropdown.options.find((o) => o.id === pick?.optionId);
    if (!option) {
      if (dropdown.required || pick) {
        throw fail('INCORRECT_FIELD_ERROR', `Choose a valid option for ${dropdown.title}.`, {
          field: dropdown.id,
          error: 'REQUIRED',
        });
      }
      continue;
    }
    chosen.push({ dropdownId: dropdown.id, optionId: option.id });
    applicable.push(...option.inputs);
  }
  const values = new Map<string, string>();
  for (const entry of input.inputs ?? []) {
    if (!entry || typeof entry.inputId !== 'string' || typeof entry.value !== 'string') {
      throw fail('VALIDATION_ERROR', 'Incomplete fields.');
    }
    if (!applicable.some((i) => i.id === entry.inputId)) {
      throw fail('INCORRECT_FIELD_ERROR', `Unknown field ${entry.inputId}.`, {
        field: entry.inputId,
      });
    }
    values.set(entry.inputId, entry.value.trim());
  }
  const inputs: { inputId: string; value: string }[] = [];
  for (const def of applicable) {
    const value = values.get(def.id) ?? '';
    const error = withdrawInputRule(def)(value);
    if (error) {
      throw fail('INCORRECT_FIELD_ERROR', `${def.title}: ${error.code}`, {
        field: def.id,
        error: error.code,
        ...(error.params ?? {}),
      });
    }
    if (value !== '') inputs.push({ inputId: def.id, value });
  }
  return { inputs, dropdowns: chosen };
}

/**
 * createWithdrawRequest (spec §7.2): validates, then holds the amount. With a request key, a retry
 * answers the first request (see wallet/request-keys.ts).
 */
export async function createWithdrawRequest(
  deps: RequestDeps,
  userId: string,
  input: CreateWithdrawInput,
  requestKey?: string | null,
): Promise<WithdrawRequestRow> {
  return withRequestKey(
    deps.db,
    { userId, requestKey, operation: 'createWithdrawRequest', input: withdrawRequestInput(input) },
    (key) => requestWithdrawal(deps, userId, input, key),
    async (result) => {
      const row = await findWithdrawRequest(deps.db, Number(result.withdrawRequestId));
      if (!row) throw notFound('Unknown withdrawal.');
      return row;
    },
  );
}

/** What identifies a withdrawal request for its key: the fields the player filled in. */
function withdrawRequestInput(input: CreateWithdrawInput) {
  return {
    amount: String(input.amount).trim(),
    methodId: input.methodId,
    currency: typeof input.currency === 'string' ? input.currency.trim().toUpperCase() : null,
    inputs: input.inputs ?? [],
    dropdowns: input.dropdowns ?? [],
  };
}

async function requestWithdrawal(
  deps: RequestDeps,
  userId: string,
  input: CreateWithdrawInput,
  key: RequestKeyClaim,
): Promise<WithdrawRequestRow> {
  const found = findWithdrawMethod(input.methodId);
  const method = found ? withSettings('withdraw', found, await loadMethodSettings(deps.db)) : null;
  if (!method || method.maintenance || !method.enabled) {
    throw fail('UNAVAILABLE_METHOD', 'This withdrawal method is not available.');
  }
  const currency = await requireAccountCurrency(deps.db, userId);
  if (typeof input.currency !== 'string' || input.currency.trim().toUpperCase() !== currency) {
    throw fail('CURRENCY_MISMATCH', `Withdrawals are made in the account currency (${currency}).`);
  }
  const setting = withdrawCurrencySettings(method, currency);
  if (!setting) throw fail('UNAVAILABLE_METHOD', 'This method does not pay out in your currency.');

  if (method.kycRequired) {
    const user = await findUserById(deps.db, userId);
    if (user?.kycStatus !== 'VERIFIED') {
      throw fail('KYC_REQUIRED', 'Verify your identity to use this withdrawal method.');
    }
  }

  const decimals = currencyDecimals(currency);
  const real = account.real(userId, currency);
  const balance = await accountBalance(deps.db, real);
  const amountError = withdrawAmountRule({
    minWithdrawAmount: setting.minWithdrawAmount,
    maxWithdrawAmount: setting.maxWithdrawAmount,
    realBalance: balance,
    decimals,
  })(typeof input.amount === 'number' || typeof input.amount === 'string' ? input.amount : null);
  if (amountError) {
    if (amountError.code === 'INSUFFICIENT_FUNDS')
      throw fail('INSUFFICIENT_FUNDS', 'Insufficient funds.');
    throw fail('VALIDATION_ERROR', `amount: ${amountError.code}`, {
      field: 'amount',
      error: amountError.code,
      ...(amountError.params ?? {}),
    });
  }
  const amount = parseMajorToMinor(input.amount, decimals)!;

  const gate = requireWithdrawalGate(deps.withdrawalGate);
  const verdict = await gate.check(deps.db, { userId, currency, amount });
  if (verdict.kind === 'complete-bonus-first') {
    throw fail('COMPLETE_BONUS_FIRST', 'Complete or cancel the active bonus first.');
  }
  if (verdict.kind === 'wager-limit') {
    throw fail('WITHDRAWAL_REQUEST_WAGER_LIMIT', 'Wager the deposit before withdrawing.', {
      remainingMinor: verdict.remaining.toString(),
    });
  }

  const details = checkPayoutDetails(method, input);
  const fee = calculateWithdrawalFee({
    amount,
    percent: method.fee,
    staticFee: setting.staticFee,
    decimals,
  });
  if (fee.clamped || fee.total <= 0n) {
    throw fail('VALIDATION_ERROR', 'The amount does not cover the fee.', { field: 'amount' });
  }

  const { request, changes } = await deps.db.transaction(async (tx) => {
    await key.claim(tx);
    const [row] = await tx
      .insert(withdrawRequests)
      .values({
        userId,
        methodId: method.id,
        currency,
        amount,
        fee: fee.fee,
        inputs: details.inputs,
        dropdowns: details.dropdowns,
      })
      .returning();
    const posted = await postTransfers(tx, [
      {
        idempotencyKey: `withdraw:${row!.uuid}:hold`,
        debit: real,
        credit: account.withdrawHold(userId, currency),
        amount,
        currency,
        kind: 'WITHDRAW_HOLD',
        metadata: { withdrawRequestId: row!.id, uuid: row!.uuid },
      },
    ]);
    await tx.insert(withdrawAudit).values({
      requestId: row!.id,
      actor: `player:${userId}`,
      action: 'request',
      fromStatus: null,
      toStatus: 'PENDING',
    });
    await key.settle(tx, { withdrawRequestId: row!.id });
    // responsible gaming's activity statement (withdrawals stay open to blocked players)
    await recordWithdrawal(tx, {
      userId,
      amount,
      currency,
      ref: row!.uuid,
      now: (deps.clock ?? systemClock).now(),
    });
    await recordStatusChange(tx, row!);
    return { request: row!, changes: posted.changes };
  });
  publishBalanceChanges(deps.pubsub, changes);
  publishStatusChange(deps.pubsub, request);
  return request;
}

function statusChanged(row: WithdrawRequestRow): WithdrawStatusChangedEvent {
  return {
    id: row.id,
    uuid: row.uuid,
    status: row.status,
    amount: major(row.amount, row.currency),
    currency: row.currency,
    comment: row.comment,
  };
}

/** The integration event of a status change (notifications …), in the change's transaction. */
async function recordStatusChange(tx: Db, row: WithdrawRequestRow): Promise<void> {
  await enqueueEvent(tx, 'withdraw.status-changed', { ...statusChanged(row), userId: row.userId });
}

/** Tells the player's browsers after the commit. */
function publishStatusChange(pubsub: AppPubSub, row: WithdrawRequestRow): void {
  pubsub.publish('withdraw.status-changed', row.userId, statusChanged(row));
}

export const WITHDRAW_ACTIONS = ['cancel', 'approve', 'reject', 'paid', 'failed'] as const;
export type WithdrawAction = (typeof WITHDRAW_ACTIONS)[number];

const TRANSITIONS: Record<
  WithdrawAction,
  {
    from: WithdrawStatus[];
    to: WithdrawStatus;
    money: 'none' | 'release' | 'payout';
    needsReason: boolean;
    notice: string;
  }
> = {
  cancel: {
    from: ['PENDING'],
    to: 'CANCELLED',
    money: 'release',
    needsReason: false,
    notice: 'WITHDRAWAL_CANCELLED',
  },
  approve: {
    from: ['PENDING'],
    to: 'APPROVED',
    money: 'none',
    needsReason: false,
    notice: 'WITHDRAWAL_APPROVED',
  },
  reject: {
    from: ['PENDING', 'APPROVED'],
    to: 'REJECTED',
    money: 'release',
    needsReason: true,
    notice: 'WITHDRAWAL_REJECTED',
  },
  paid: {
    from: ['APPROVED'],
    to: 'PAID',
    money: 'payout',
    needsReason: false,
    notice: 'WITHDRAWAL_PAID',
  },
  failed: {
    from: ['APPROVED'],
    to: 'FAILED',
    money: 'release',
    needsReason: true,
    notice: 'WITHDRAWAL_FAILED',
  },
};

export interface ChangeWithdrawInput {
  id: number;
  action: WithdrawAction;
  /** `player:<id>`, `operator`, `operator:<name>`, `cli:<user>` */
  actor: string;
  reason?: string | null;
  /** set for player actions: the request must be theirs */
  userId?: string;
  /** the player's request key (cancel): a retry answers the first cancel */
  requestKey?: string | null;
}

/** Applies one status change (see the diagram above). */
export async function changeWithdrawStatus(
  deps: Deps,
  input: ChangeWithdrawInput,
): Promise<WithdrawRequestRow> {
  if (!input.userId || input.requestKey == null) return applyStatusChange(deps, input, null);
  return withRequestKey(
    deps.db,
    {
      userId: input.userId,
      requestKey: input.requestKey,
      operation: `withdraw:${input.action}`,
      input: { id: input.id },
    },
    (key) => applyStatusChange(deps, input, key),
    async () => {
      const row = await findWithdrawRequest(deps.db, input.id);
      if (!row) throw notFound('Unknown withdrawal.');
      return row;
    },
  );
}

async function applyStatusChange(
  deps: Deps,
  input: ChangeWithdrawInput,
  key: RequestKeyClaim | null,
): Promise<WithdrawRequestRow> {
  const rule = TRANSITIONS[input.action];
  if (!rule) throw fail('VALIDATION_ERROR', `Unknown action ${String(input.action)}.`);
  if (!Number.isSafeInteger(input.id) || input.id <= 0) throw notFound('Unknown withdrawal.');
  const reason = input.reason?.trim() ? input.reason.trim().slice(0, 500) : null;
  if (rule.needsReason && !reason) throw fail('VALIDATION_ERROR', 'A reason is required.');

  const { row, changes } = await deps.db.transaction(async (tx) => {
    await key?.claim(tx);
    // Lock the request, check who and where it stands, then move it.
    const locked = await tx
      .select()
      .from(withdrawRequests)
      .where(eq(withdrawRequests.id, input.id))
      .for('update');
    const found = locked[0];
    if (!found || (input.userId && found.userId !== input.userId)) {
      throw notFound('Unknown withdrawal.');
    }
    if (!rule.from.includes(found.status)) {
      throw fail(
        input.action === 'cancel' ? 'FAILED_CANCEL_WITHDRAW' : 'WITHDRAW_STATUS_CONFLICT',
        `A ${found.status} withdrawal cannot be moved to ${rule.to}.`,
        { status: found.status },
      );
    }
    const keepsComment = input.action === 'approve' || input.action === 'paid';
    const [current] = await tx
      .update(withdrawRequests)
      .set({
        status: rule.to,
        updatedAt: sql`now()`,
        ...(reason && !keepsComment ? { comment: reason } : {}),
      })
      .where(eq(withdrawRequests.id, found.id))
      .returning();
    if (!current) throw notFound('Unknown withdrawal.');
    const hold = account.withdrawHold(current.userId, current.currency);
    const meta = { withdrawRequestId: current.id, uuid: current.uuid, action: input.action };
    const legs: TransferInput[] = [];
    if (rule.money === 'release') {
      legs.push({
        idempotencyKey: `withdraw:${current.uuid}:release`,
        debit: hold,
        credit: account.real(current.userId, current.currency),
        amount: current.amount,
        currency: current.currency,
        kind: 'WITHDRAW_RELEASE',
        metadata: meta,
      });
    } else if (rule.money === 'payout') {
      legs.push({
        idempotencyKey: `withdraw:${current.uuid}:payout`,
        debit: hold,
        credit: account.psp(PAYOUT_PROCESSOR, current.currency),
        amount: current.amount - current.fee,
        currency: current.currency,
        kind: 'WITHDRAW_PAYOUT',
        metadata: meta,
      });
      if (current.fee > 0n) {
        legs.push({
          idempotencyKey: `withdraw:${current.uuid}:fee`,
          debit: hold,
          credit: account.house(current.currency),
          amount: current.fee,
          currency: current.currency,
          kind: 'WITHDRAW_PAYOUT',
          metadata: { ...meta, fee: true },
        });
      }
    }
    const posted = legs.length > 0 ? await postTransfers(tx, legs) : { changes: [] };
    await tx.insert(withdrawAudit).values({
      requestId: current.id,
      actor: input.actor,
      action: input.action,
      fromStatus: found.status,
      toStatus: rule.to,
      reason,
    });
    await recordStatusChange(tx, current);
    await key?.settle(tx, { withdrawRequestId: current.id });
    return { row: current, changes: posted.changes };
  });
  publishBalanceChanges(deps.pubsub, changes);
  publishStatusChange(deps.pubsub, row);
  return row;
}

/** The player's withdrawal requests, newest first. */
export async function listUserWithdrawRequests(
  db: Db,
  userId: string,
  pagination: { page?: number | null; count?: number | null } = {},
): Promise<{ items: WithdrawRequestRow[]; count: number }> {
  const count = Math.min(Math.max(Math.trunc(pagination.count ?? 50), 1), 100);
  const page = Math.max(Math.trunc(pagination.page ?? 1), 1);
  const items = await db
    .select()
    .from(withdrawRequests)
    .where(eq(withdrawRequests.userId, userId))
    .orderBy(desc(withdrawRequests.createdAt), desc(withdrawRequests.id))
    .limit(count)
    .offset((page - 1) * count);
  const total = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(withdrawRequests)
    .where(eq(withdrawRequests.userId, userId));
  return { items, count: Number(total[0]?.n ?? 0) };
}

/** Operators: requests by status, oldest first (the review queue). */
export async function listWithdrawRequestsByStatus(
  db: Db,
  status: WithdrawStatus,
  limit = 100,
): Promise<WithdrawRequestRow[]> {
  return db
    .select()
    .from(withdrawRequests)
    .where(eq(withdrawRequests.status, status))
    .orderBy(withdrawRequests.createdAt)
    .limit(Math.min(Math.max(limit, 1), 500));
}

export async function findWithdrawRequest(db: Db, id: number): Promise<WithdrawRequestRow | null> {
  if (!Number.isSafeInteger(id)) return null;
  const rows = await db.select().from(withdrawRequests).where(eq(withdrawRequests.id, id));
  return rows[0] ?? null;
}

export interface WithdrawalStatusView {
  currency: string;
  realBalance: string;
  withdrawable: string;
  blockedBy: 'COMPLETE_BONUS_FIRST' | 'WITHDRAWAL_REQUEST_WAGER_LIMIT' | null;
  wagerRemaining: string | null;
}

/**
 * What the player can withdraw now, asked by the withdraw modal before the form: the same gate
 * createWithdrawRequest asks (so the modal never promises what the request then refuses).
 */
export async function withdrawalStatus(
  deps: { db: Db; withdrawalGate?: WithdrawalGate | undefined },
  userId: string,
): Promise<WithdrawalStatusView> {
  const currency = await requireAccountCurrency(deps.db, userId);
  const decimals = currencyDecimals(currency);
  const balance = await accountBalance(deps.db, account.real(userId, currency));
  const gate = requireWithdrawalGate(deps.withdrawalGate);
  const verdict = await gate.check(deps.db, { userId, currency, amount: balance });
  const fmt = (v: bigint) => formatMinor(v, { decimals });
  return {
    currency,
    realBalance: fmt(balance),
    withdrawable: fmt(verdict.kind === 'clear' ? balance : 0n),
    blockedBy:
      verdict.kind === 'complete-bonus-first'
        ? 'COMPLETE_BONUS_FIRST'
        : verdict.kind === 'wager-limit'
          ? 'WITHDRAWAL_REQUEST_WAGER_LIMIT'
          : null,
    wagerRemaining: verdict.kind === 'wager-limit' ? fmt(verdict.remaining) : null,
  };
}
