// Fiat deposits: methods, provider fields, creating a hosted payment, the processor's webhook
// (the only path that credits a deposit) and the player's deposit history.
import { randomUUID } from 'node:crypto';
import { loadMethodSettings, withSettings, type MethodSettings } from './method-settings';
import {
  currencyDecimals,
  depositAmountRule,
  formatMinor,
  parseMajorToMinor,
  validatePredefinedFields,
} from '@aurum/domain';
import { desc, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import { systemClock, type Clock } from '../../clock';
import type { Db } from '../../db/client';
import { guardDeposit, recordDeposit, releaseDepositHold } from '../rg';
import { enqueueEvent } from '../../outbox/enqueue';
import { AppError, notFound, ruleError, type AppErrorCode } from '../../errors';
import type { AppPubSub } from '../../pubsub';
import { findUserById } from '../identity';
import {
  account,
  postTransfers,
  publishBalanceChanges,
  requireAccountCurrency,
  withRequestKey,
  type RequestKeyClaim,
} from '../wallet';
import './events';
import {
  DEPOSIT_METHODS,
  findDepositMethod,
  scaledLimit,
  supportsFiatCurrency,
  type DepositMethodDef,
  type PredefinedField,
} from './methods';
import { CRYPTO_METHODS, type CryptoMethod } from './crypto';
import { paymentProcessors, type WebhookEvent } from './processors';
import { cryptoDeposits, depositPayments, type DepositPaymentRow } from './tables';

type PaymentsConfig = Pick<
  Config,
  'publicUrl' | 'paymentWebhookSecret' | 'paymentSandbox' | 'isProduction'
>;

interface Deps {
  db: Db;
  pubsub: AppPubSub;
  config: PaymentsConfig;
  /** the app clock (responsible gaming's deposit windows); system clock when absent */
  clock?: Clock;
}

function major(amount: bigint, currency: string): string {
  return formatMinor(amount, { decimals: currencyDecimals(currency) });
}

export interface FiatMethodView {
  id: string;
  icon: string;
  crypto: false;
  name: string;
  currency: string;
  enabled: boolean;
  isInstant: boolean;
  isRecommended: boolean;
  kycRequired: boolean;
  onboardingRequired: boolean;
  enrollmentTime: DepositMethodDef['enrollmentTime'];
  /** major units, decimal strings */
  limitation: { min: string; max: string; predefinedAmounts: string[] };
  exchange: null;
}

function methodsFor(config: PaymentsConfig): DepositMethodDef[] {
  const processors = paymentProcessors(config);
  return DEPOSIT_METHODS.filter((m) => processors.has(m.processor));
}

/** GetPaymentMethods(target): the fiat methods for the account currency `target`. */
export function getPaymentMethods(
  config: PaymentsConfig,
  target: string,
  settings: MethodSettings = new Map(),
): { fiat: FiatMethodView[]; crypto: (CryptoMethod & { swappableTo: string[] })[] } {
  const currency = typeof target === 'string' ? target.trim().toUpperCase() : '';
  if (!supportsFiatCurrency(currency)) return { fiat: [], crypto: [] };
  const crypto = config.paymentSandbox
    ? CRYPTO_METHODS.map((m) => ({ ...m, swappableTo: [currency] }))
    : [];
  return {
    fiat: methodsFor(config)
      .map((m) => withSettings('deposit', m, settings))
      .filter((m) => m.enabled)
      .map((m) => ({
        id: m.id,
        icon: m.icon,
        crypto: false,
        name: m.name,
        currency,
        enabled: true,
        isInstant: m.isInstant,
        isRecommended: m.isRecommended,
        kycRequired: m.kycRequired,
        onboardingRequired: m.onboardingRequired,
        enrollmentTime: m.enrollmentTime,
        limitation: {
          min: major(scaledLimit(m.minUsd, currency), currency),
          max: major(scaledLimit(m.maxUsd, currency), currency),
          predefinedAmounts: m.predefinedUsd.map((a) => major(scaledLimit(a, currency), currency)),
        },
        exchange: null,
      })),
    crypto,
  };
}

/** GetProviderPredefinedFields(methodId). */
export function getProviderPredefinedFields(
  config: PaymentsConfig,
  methodId: unknown,
): PredefinedField[] {
  const method = methodsFor(config).find((m) => m.id === methodId);
  if (!method)
    throw new AppError('DEPOSIT_METHOD_UNAVAILABLE', { message: 'Unknown deposit method.' });
  return method.fields;
}

/** The fields of several methods, one per name, with the loosest min/max length among them. */
export function getUniqueProviderFieldsWithMinMaxLength(
  config: PaymentsConfig,
  methodIds: unknown[],
): PredefinedField[] {
  const byName = new Map<string, PredefinedField>();
  for (const id of methodIds) {
    for (const field of getProviderPredefinedFields(config, id)) {
      const seen = byName.get(field.name);
      if (!seen) {
        byName.set(field.name, { ...field });
        continue;
      }
      seen.required = seen.required && field.required;
      seen.minLength = minOf(seen.minLength, field.minLength);
      seen.maxLength = maxOf(seen.maxLength, field.maxLength);
    }
  }
  return [...byName.values()];
}

const minOf = (a: number | null, b: number | null) =>
  a === null || b === null ? null : Math.min(a, b);
const maxOf = (a: number | null, b: number | null) =>
  a === null || b === null ? null : Math.max(a, b);

export interface CreateFiatDepositInput {
  methodId: string;
  currency: string;
  /** major units, sent as a number (spec §5) */
  amount: number | string;
  returnUrl?: string | null;
  predefinedFields?: { name: string; value: string }[] | null;
  userAgent?: string | null;
}

export interface FiatDepositResult {
  /** the hosted page to send the player to */
  paymentLink: string;
  /** the payment's id */
  paymentId: string;
}

const failure = (code: AppErrorCode, message: string) => new AppError(code, { message });

/** Only same-site return addresses (no open redirect); anything else returns to the home page. */
export function safeReturnUrl(config: PaymentsConfig, value: unknown): string {
  const home = `${config.publicUrl}/`;
  if (typeof value !== 'string' || value.length > 2000) return home;
  try {
    const url = new URL(value, home);
    const publicHost = new URL(config.publicUrl).hostname;
    const local = ['localhost', '127.0.0.1', '::1'].includes(url.hostname);
    if (!['http:', 'https:'].includes(url.protocol)) return home;
    if (url.hostname === publicHost || (!config.isProduction && local)) return url.toString();
  } catch {
    return home;
  }
  return home;
}

/**
 * CreateFiatDepositPayment: validates, stores a PENDING payment, returns the hosted page. Refusals
 * are AppErrors: DEPOSIT_METHOD_UNAVAILABLE, CURRENCY_MISMATCH, KYC_REQUIRED, a §5 amount code
 * (VALIDATION_MIN, VALIDATION_MAX, REQUIRED …), INCORRECT_FIELD_ERROR,
 * FIAT_DEPOSIT_CREATE_PAYMENT_ERROR.
 */
export async function createFiatDepositPayment(
  deps: Deps,
  userId: string,
  input: CreateFiatDepositInput,
  requestKey?: string | null,
): Promise<FiatDepositResult> {
  return withRequestKey(
    deps.db,
    {
      userId,
      requestKey,
      operation: 'createFiatDepositPayment',
      input: {
        methodId: input.methodId,
        currency: input.currency,
        amount: String(input.amount).trim(),
        predefinedFields: input.predefinedFields ?? [],
      },
    },
    (key) => createPayment(deps, userId, input, key),
    async (result) => {
      const payment = await findDepositPayment(deps.db, String(result.paymentId));
      if (!payment) throw notFound('Unknown payment.');
      return hostedPage(deps, payment);
    },
  );
}

/** Asks the payment's processor for its hosted page (processors are idempotent per payment). */
async function hostedPage(deps: Deps, payment: DepositPaymentRow): Promise<FiatDepositResult> {
  const processor = paymentProcessors(deps.config).get(payment.processor);
  if (!processor) throw failure('DEPOSIT_METHOD_UNAVAILABLE', 'The processor is not available.');
  try {
    const { paymentLink } = await processor.createHostedPayment({
      paymentId: payment.id,
      amount: payment.amount,
      currency: payment.currency,
      methodId: payment.methodId,
    });
    return { paymentLink, paymentId: payment.id };
  } catch (cause) {
    throw new AppError('FIAT_DEPOSIT_CREATE_PAYMENT_ERROR', {
      message: 'The payment could not be created.',
      cause,
    });
  }
}

async function createPayment(
  deps: Deps,
  userId: string,
  input: CreateFiatDepositInput,
  key: RequestKeyClaim,
): Promise<FiatDepositResult> {
  const found = methodsFor(deps.config).find((m) => m.id === input.methodId);
  const method = found
    ? withSettings('deposit', found, await loadMethodSettings(deps.db))
    : undefined;
  const processor = method ? paymentProcessors(deps.config).get(method.processor) : undefined;
  if (!method || !processor || !method.enabled) {
    throw failure('DEPOSIT_METHOD_UNAVAILABLE', 'This deposit method is not available.');
  }
  const currency = await requireAccountCurrency(deps.db, userId);
  if (typeof input.currency !== 'string' || input.currency.trim().toUpperCase() !== currency) {
    throw failure('CURRENCY_MISMATCH', `Deposits are made in the account currency (${currency}).`);
  }
  if (!supportsFiatCurrency(currency)) {
    throw failure('DEPOSIT_METHOD_UNAVAILABLE', 'No deposit method takes this currency.');
  }
  if (method.kycRequired) {
    const user = await findUserById(deps.db, userId);
    if (user?.kycStatus !== 'VERIFIED') {
      throw failure('KYC_REQUIRED', 'Verify your identity to use this deposit method.');
    }
  }
  const decimals = currencyDecimals(currency);
  const amountError = depositAmountRule({
    min: scaledLimit(method.minUsd, currency),
    max: scaledLimit(method.maxUsd, currency),
    decimals,
  })(typeof input.amount === 'number' || typeof input.amount === 'string' ? input.amount : null);
  if (amountError) throw ruleError(amountError, `amount: ${amountError.code}`, { field: 'amount' });
  const amount = parseMajorToMinor(input.amount, decimals);
  if (amount === null || amount <= 0n) throw failure('REQUIRED', 'Enter an amount.');

  const values: Record<string, string> = {};
  for (const entry of input.predefinedFields ?? []) {
    if (entry && typeof entry.name === 'string' && typeof entry.value === 'string') {
      values[entry.name.toUpperCase()] = entry.value;
    }
  }
  const errors = validatePredefinedFields(
    method.fields.map((f) => ({ ...f, name: f.name.toUpperCase() })),
    values,
  );
  const wrong = Object.entries(errors).find(([, e]) => e !== null);
  if (wrong) {
    throw failure('INCORRECT_FIELD_ERROR', `${wrong[0]}: ${wrong[1]!.code}`);
  }
  const fields = method.fields
    .map((f) => ({
      name: f.name.toUpperCase(),
      value: (values[f.name.toUpperCase()] ?? '').trim(),
    }))
    .filter((f) => f.value !== '');
  const now = (deps.clock ?? systemClock).now();
  const row = await deps.db.transaction(async (tx) => {
    await key.claim(tx);
    // responsible gaming: a block or a deposit limit refuses before the payment is stored and the
    // processor called; the player's other pending payments count (the player's row lock, taken
    // here, serialises parallel creations); the amount is held until the processor answers
    const id = randomUUID();
    await guardDeposit(tx, { userId, amount, currency, now, ref: `fiat:${id}` });
    const [inserted] = await tx
      .insert(depositPayments)
      .values({
        id,
        userId,
        processor: processor.id,
        methodId: method.id,
        currency,
        amount,
        returnUrl: safeReturnUrl(deps.config, input.returnUrl),
        predefinedFields: fields,
        userAgent: typeof input.userAgent === 'string' ? input.userAgent.slice(0, 500) : null,
      })
      .returning();
    await key.settle(tx, { paymentId: inserted!.id });
    return inserted!;
  });
  return hostedPage(deps, row);
}

export async function findDepositPayment(db: Db, id: string): Promise<DepositPaymentRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const rows = await db.select().from(depositPayments).where(eq(depositPayments.id, id));
  return rows[0] ?? null;
}

export type WebhookOutcome = 'credited' | 'declined' | 'already-processed';

/**
 * Applies a verified processor event. Crediting is idempotent twice over: the payment's status
 * moves out of PENDING only once (row lock), and the ledger transfer's key is `deposit:<id>`.
 */
export async function applyDepositWebhook(
  deps: Pick<Deps, 'db' | 'pubsub' | 'clock'>,
  processorId: string,
  event: WebhookEvent,
): Promise<WebhookOutcome> {
  const { outcome, changes } = await deps.db.transaction(async (tx) => {
    const locked = await tx
      .select()
      .from(depositPayments)
      .where(eq(depositPayments.id, event.paymentId))
      .for('update');
    const payment = locked[0];
    if (!payment || payment.processor !== processorId) throw notFound('Unknown payment.');
    if (payment.amount !== event.amount || payment.currency !== event.currency) {
      throw new AppError('AMOUNT_MISMATCH', {
        message: 'The amount or currency differs from the payment.',
      });
    }
    const target = event.type === 'payment.succeeded' ? 'SUCCESS' : 'DECLINED';
    if (payment.status !== 'PENDING') {
      if (payment.status === target) {
        return { outcome: 'already-processed' as const, changes: [], row: payment };
      }
      throw new AppError('PAYMENT_ALREADY_FINAL', {
        message: `The payment is already ${payment.status}.`,
      });
    }
    const [updated] = await tx
      .update(depositPayments)
      .set({
        status: target,
        providerReference: event.reference.slice(0, 200),
        declineReason: target === 'DECLINED' ? (event.reason ?? 'declined').slice(0, 200) : null,
        completedAt: sql`now()`,
      })
      .where(eq(depositPayments.id, payment.id))
      .returning();
    if (target === 'DECLINED') {
      await releaseDepositHold(tx, `fiat:${payment.id}`);
      await recordNotice(tx, updated!, 'declined');
      return { outcome: 'declined' as const, changes: [], row: updated! };
    }
    const posted = await postTransfers(tx, [
      {
        idempotencyKey: `deposit:${payment.id}`,
        debit: account.psp(processorId, payment.currency),
        credit: account.real(payment.userId, payment.currency),
        amount: payment.amount,
        currency: payment.currency,
        kind: 'DEPOSIT',
        metadata: { paymentId: payment.id, reference: event.reference, methodId: payment.methodId },
      },
    ]);
    await recordNotice(tx, updated!, 'credited');
    // responsible gaming: counts against the deposit limits (flagged if it passes one)
    await recordDeposit(tx, {
      userId: updated!.userId,
      amount: updated!.amount,
      currency: updated!.currency,
      ref: `fiat:${updated!.id}`,
      now: (deps.clock ?? systemClock).now(),
    });
    // only the transaction that moved the payment out of PENDING announces the deposit
    await enqueueEvent(tx, 'deposit.credited', {
      userId: updated!.userId,
      depositId: updated!.id,
      amount: updated!.amount,
      currency: updated!.currency,
      paymentType: 'FIAT',
      creditedAt: (updated!.completedAt ?? new Date()).toISOString(),
    });
    return { outcome: 'credited' as const, changes: posted.changes, row: updated! };
  });
  if (outcome !== 'already-processed') publishBalanceChanges(deps.pubsub, changes);
  return outcome;
}

/** The player's notice of a final deposit outcome, in the transaction that made it final. */
async function recordNotice(
  tx: Db,
  row: DepositPaymentRow,
  outcome: 'credited' | 'declined',
): Promise<void> {
  await enqueueEvent(tx, 'payment.notice', {
    userId: row.userId,
    content: outcome === 'credited' ? 'SUCCESS_DEPOSIT' : 'DEPOSIT_REJECTED_BY_PROVIDER',
    amount: major(row.amount, row.currency),
    currency: row.currency,
    message: outcome === 'declined' ? row.declineReason : null,
    reference: row.id,
    createdAt: new Date().toISOString(),
  });
}

export interface DepositHistoryItem {
  id: string;
  /** epoch milliseconds */
  timestamp: number;
  status: string;
  /** major units, decimal string */
  amount: string;
  currency: string;
  method: string;
  /** the chain network of a crypto deposit (e.g. TRC20); null for fiat */
  network: string | null;
  /** the coin side of a crypto deposit credited in the account currency */
  exchange: { currency: string; amount: string } | null;
}

const CRYPTO_STATUS: Record<string, string> = {
  PENDING: 'PENDING',
  CREDITED: 'SUCCESS',
  BELOW_MINIMUM: 'DECLINED',
};

/**
 * GetUserDepositPayments: every deposit of the player, fiat (hosted card payments) and crypto
 * (on-chain transfers), newest first, paginated over both. A crypto deposit shows the credited
 * amount in the account currency (the coin amount while unconfirmed or not credited), its coin
 * as the method, its network, and the coin amount as the exchange side.
 */
export async function listUserDepositPayments(
  db: Db,
  userId: string,
  pagination: { page?: number | null; count?: number | null } = {},
): Promise<{ items: DepositHistoryItem[]; count: number }> {
  const count = Math.min(Math.max(Math.trunc(pagination.count ?? 20), 1), 100);
  const page = Math.max(Math.trunc(pagination.page ?? 1), 1);
  // The newest page*count of each kind hold the page of the merged list.
  const window = page * count;
  const [fiatRows, cryptoRows, fiatTotal, cryptoTotal] = await Promise.all([
    db
      .select()
      .from(depositPayments)
      .where(eq(depositPayments.userId, userId))
      .orderBy(desc(depositPayments.createdAt), desc(depositPayments.id))
      .limit(window),
    db
      .select()
      .from(cryptoDeposits)
      .where(eq(cryptoDeposits.userId, userId))
      .orderBy(desc(cryptoDeposits.createdAt), desc(cryptoDeposits.id))
      .limit(window),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(depositPayments)
      .where(eq(depositPayments.userId, userId)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(cryptoDeposits)
      .where(eq(cryptoDeposits.userId, userId)),
  ]);
  const fiat: DepositHistoryItem[] = fiatRows.map((r) => ({
    id: r.id,
    timestamp: r.createdAt.getTime(),
    status: r.status,
    amount: major(r.amount, r.currency),
    currency: r.currency,
    method: findDepositMethod(r.methodId)?.name ?? r.methodId,
    network: null,
    exchange: null,
  }));
  const crypto: DepositHistoryItem[] = cryptoRows.map((r) => {
    const coin = { currency: r.currency, amount: major(r.amount, r.currency) };
    const credited = r.creditedAmount !== null && r.creditedCurrency !== null;
    return {
      id: r.id,
      timestamp: r.createdAt.getTime(),
      status: CRYPTO_STATUS[r.status] ?? r.status,
      amount: credited ? major(r.creditedAmount!, r.creditedCurrency!) : coin.amount,
      currency: credited ? r.creditedCurrency! : coin.currency,
      method: r.currency,
      network: r.network,
      exchange: credited ? coin : null,
    };
  });
  const merged = [...fiat, ...crypto].sort(
    (a, b) => b.timestamp - a.timestamp || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0),
  );
  return {
    items: merged.slice((page - 1) * count, page * count),
    count: Number(fiatTotal[0]?.n ?? 0) + Number(cryptoTotal[0]?.n ?? 0),
  };
}
