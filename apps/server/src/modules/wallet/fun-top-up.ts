// Demo money for the sandbox (`POST /api/payment/fun-top-up`): credits the player's REAL balance
// in the account currency from the house, kind FUN_TOP_UP. Capped per player per UTC day and
// idempotent per request key. Off in production unless FUN_TOP_UP=1 (config.funTopUpEnabled).
import { currencyDecimals, pow10 } from '@aurum/domain';
import { sql } from 'drizzle-orm';
import { executeRows, toBigInt, type Db } from '../../db/client';
import { AppError } from '../../errors';
import type { AppPubSub } from '../../pubsub';
import { account } from './accounts';
import { postTransfers, type AccountChange, type Transfer } from './ledger';
import { openPlayerAccounts, publishBalanceChanges, requireAccountCurrency } from './service';
import { funTopUps } from './tables';

/** One top-up: 1,000 major units of the account currency unless the request asks for less. */
export const FUN_TOP_UP_DEFAULT_MAJOR = 1_000n;
/** At most 5,000 major units per player per UTC day. */
export const FUN_TOP_UP_DAILY_CAP_MAJOR = 5_000n;

export interface FunTopUpInput {
  userId: string;
  /** the client's request key (Idempotency-Key header or `requestId`), 1..100 characters */
  requestKey: string;
  /** minor units; default FUN_TOP_UP_DEFAULT_MAJOR */
  amount?: bigint;
}

export interface FunTopUpResult {
  transfer: Transfer;
  replayed: boolean;
  currency: string;
  /** REAL balance after the top-up, minor units */
  balance: bigint;
  /** what can still be topped up today, minor units */
  remainingToday: bigint;
}

export async function funTopUp(
  deps: { db: Db; pubsub: AppPubSub; enabled: boolean },
  input: FunTopUpInput,
): Promise<FunTopUpResult> {
  if (!deps.enabled) {
    throw new AppError('FUN_TOP_UP_DISABLED', { message: 'Demo top-ups are off.' });
  }
  if (typeof input.requestKey !== 'string' || !/^[A-Za-z0-9:_.-]{1,100}$/.test(input.requestKey)) {
    throw new AppError('VALIDATION_ERROR', {
      message: 'A request key of 1..100 letters, digits or :_.- is required.',
    });
  }
  const currency = await requireAccountCurrency(deps.db, input.userId);
  const unit = pow10(currencyDecimals(currency));
  const cap = FUN_TOP_UP_DAILY_CAP_MAJOR * unit;
  const amount = input.amount ?? FUN_TOP_UP_DEFAULT_MAJOR * unit;
  if (typeof amount !== 'bigint' || amount <= 0n || amount > cap) {
    throw new AppError('INVALID_AMOUNT', {
      message: `The amount must be between 1 and ${cap} minor units.`,
    });
  }
  const key = `fun-top-up:${input.userId}:${input.requestKey}`;
  const real = account.real(input.userId, currency);
  await openPlayerAccounts(deps.db, input.userId, currency);

  let changes: AccountChange[] = [];
  const result = await deps.db.transaction(async (tx) => {
    // One top-up at a time per player: the REAL account's row lock serialises the cap check.
    await executeRows(tx, sql`SELECT id FROM ledger_accounts WHERE address = ${real} FOR UPDATE`);
    const spentRows = await executeRows<{ total: unknown; mine: unknown }>(
      tx,
      sql`SELECT COALESCE(SUM(amount) FILTER (WHERE idempotency_key <> ${key}), 0)::text AS total,
                 COUNT(*) FILTER (WHERE idempotency_key = ${key}) AS mine
          FROM fun_top_ups
          WHERE user_id = ${input.userId} AND created_at >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`,
    );
    const spent = toBigInt(spentRows[0]?.total ?? 0);
    const replay = toBigInt(spentRows[0]?.mine ?? 0) > 0n;
    if (!replay && spent + amount > cap) {
      throw new AppError('FUN_TOP_UP_LIMIT', {
        message: 'The daily demo top-up limit is reached.',
        details: { remaining: (cap - spent > 0n ? cap - spent : 0n).toString() },
      });
    }
    const posted = await postTransfers(tx, [
      {
        idempotencyKey: key,
        debit: account.house(currency),
        credit: real,
        amount,
        currency,
        kind: 'FUN_TOP_UP',
        metadata: { userId: input.userId },
      },
    ]);
    if (!posted.replayed) {
      await tx
        .insert(funTopUps)
        .values({ userId: input.userId, idempotencyKey: key, amount, currency });
    }
    changes = posted.changes;
    const balanceRows = await executeRows<{ balance: unknown }>(
      tx,
      sql`SELECT balance FROM ledger_accounts WHERE address = ${real}`,
    );
    const used = posted.replayed ? spent + posted.transfers[0]!.amount : spent + amount;
    return {
      transfer: posted.transfers[0]!,
      replayed: posted.replayed,
      currency,
      balance: toBigInt(balanceRows[0]!.balance),
      remainingToday: cap - used > 0n ? cap - used : 0n,
    };
  });
  publishBalanceChanges(deps.pubsub, changes);
  return result;
}
