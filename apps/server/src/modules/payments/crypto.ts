// Crypto deposits: the coins and networks offered, per-player deposit addresses, and the chain
// processor's deposits (the built-in sandbox chain): a transfer to an address is seen (PENDING),
// then on confirmation credited to the player's REAL balance in the account currency through
// the FX rate — or, below the network's minimum, recorded and reported but not credited.
import { currencyDecimals, formatMinor, parseMajorToMinor } from '@aurum/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import { systemClock, type Clock } from '../../clock';
import type { Db } from '../../db/client';
import { guardDepositAddress, recordDeposit } from '../rg';
import { enqueueEvent } from '../../outbox/enqueue';
import { AppError, notFound } from '../../errors';
import type { AppPubSub } from '../../pubsub';
import {
  account,
  convertMinor,
  listUserBalances,
  postTransfers,
  publishBalanceChanges,
  requireAccountCurrency,
} from '../wallet';
import { deriveDepositAddress } from './crypto-addresses';
import './events';
import { cryptoDepositAddresses, cryptoDeposits, type CryptoDepositRow } from './tables';

export interface CryptoNetwork {
  name: string;
  code: string;
  /** major units of the coin */
  minimumPayinAmount: string;
  precision: number;
}

export interface CryptoMethod {
  code: string;
  name: string;
  minimumPayinAmount: string;
  precision: number;
  payinEnabled: boolean;
  networks: CryptoNetwork[];
}

const net = (name: string, code: string, min: string, coin: string): CryptoNetwork => ({
  name,
  code,
  minimumPayinAmount: min,
  precision: currencyDecimals(coin),
});

/** Coins of the spec's whitelist with their networks; precision is the ledger's coin scale. */
export const CRYPTO_METHODS: readonly CryptoMethod[] = [
  ['BTC', 'Bitcoin', [net('Bitcoin', 'BTC', '0.0001', 'BTC')]],
  ['ETH', 'Ethereum', [net('Ethereum (ERC20)', 'ERC20', '0.005', 'ETH')]],
  [
    'USDT',
    'Tether',
    [net('Tron (TRC20)', 'TRC20', '10', 'USDT'), net('Ethereum (ERC20)', 'ERC20', '20', 'USDT')],
  ],
  ['LTC', 'Litecoin', [net('Litecoin', 'LTC', '0.01', 'LTC')]],
  ['TRX', 'TRON', [net('Tron', 'TRX', '50', 'TRX')]],
  ['XRP', 'XRP', [net('XRP Ledger', 'XRP', '20', 'XRP')]],
  ['ADA', 'Cardano', [net('Cardano', 'ADA', '10', 'ADA')]],
  ['ZEC', 'Zcash', [net('Zcash', 'ZEC', '0.05', 'ZEC')]],
].map(([code, name, networks]) => {
  const list = networks as CryptoNetwork[];
  return {
    code: code as string,
    name: name as string,
    minimumPayinAmount: list[0]!.minimumPayinAmount,
    precision: currencyDecimals(code as string),
    payinEnabled: true,
    networks: list,
  };
});

function findNetwork(currency: string, network: string) {
  const method = CRYPTO_METHODS.find((m) => m.code === currency);
  const chain = method?.networks.find((n) => n.code === network);
  return method && chain ? { method, chain } : null;
}

/** `"USDT:TRC20"` → `{ currency: 'USDT', network: 'TRC20' }`; a coin alone means its first network. */
export function parseCurrencyNetwork(value: unknown): { currency: string; network: string } {
  const [currency = '', network] = (typeof value === 'string' ? value : '')
    .toUpperCase()
    .split(':');
  const method = CRYPTO_METHODS.find((m) => m.code === currency);
  const chain = network ? method?.networks.find((n) => n.code === network) : method?.networks[0];
  if (!method || !chain) {
    throw new AppError('DEPOSIT_METHOD_UNAVAILABLE', {
      message: `Unknown coin or network: ${String(value)}`,
    });
  }
  return { currency: method.code, network: chain.code };
}

export interface DepositAddressView {
  address: string;
  currency: string;
  network: string;
  minimumPayinAmount: string;
  precision: number;
}

/** GetDepositAddress: the viewer's address for a coin and network (stable across calls). */
export async function getDepositAddress(
  deps: { db: Db; secret: string; clock?: Clock },
  userId: string,
  input: { balanceId: string; currency: string },
): Promise<DepositAddressView> {
  // responsible gaming: no address while blocked or with a deposit limit used up
  await guardDepositAddress(deps.db, { userId, now: (deps.clock ?? systemClock).now() });
  const balances = await listUserBalances(deps.db, userId);
  if (!balances.some((b) => b.id === input.balanceId)) throw notFound('Unknown balance.');
  const { currency, network } = parseCurrencyNetwork(input.currency);
  const { chain } = findNetwork(currency, network)!;
  const address = deriveDepositAddress(deps.secret, userId, network, `${currency}:${network}`);
  await deps.db
    .insert(cryptoDepositAddresses)
    .values({ userId, currency, network, address })
    .onConflictDoNothing();
  const rows = await deps.db
    .select()
    .from(cryptoDepositAddresses)
    .where(
      and(
        eq(cryptoDepositAddresses.userId, userId),
        eq(cryptoDepositAddresses.currency, currency),
        eq(cryptoDepositAddresses.network, network),
      ),
    );
  return {
    address: rows[0]!.address,
    currency,
    network,
    minimumPayinAmount: chain.minimumPayinAmount,
    precision: chain.precision,
  };
}

/** The sandbox chain sees a transfer to an address: recorded as PENDING (idempotent per txId). */
export async function receiveChainTransfer(
  db: Db,
  input: { address: string; amount: string; txId: string },
): Promise<CryptoDepositRow> {
  const rows = await db
    .select()
    .from(cryptoDepositAddresses)
    .where(eq(cryptoDepositAddresses.address, String(input.address ?? '').trim()));
  const target = rows[0];
  if (!target) throw new AppError('UNKNOWN_ADDRESS', { message: 'No player has this address.' });
  const amount = parseMajorToMinor(String(input.amount ?? ''), currencyDecimals(target.currency));
  if (amount === null || amount <= 0n) {
    throw new AppError('INVALID_AMOUNT', {
      message: `The amount must be positive with at most ${currencyDecimals(target.currency)} decimals.`,
    });
  }
  if (typeof input.txId !== 'string' || !/^[A-Za-z0-9_-]{8,100}$/.test(input.txId)) {
    throw new AppError('VALIDATION_ERROR', {
      message: 'A transaction id of 8..100 characters is required.',
    });
  }
  const inserted = await db
    .insert(cryptoDeposits)
    .values({
      txId: input.txId,
      address: target.address,
      userId: target.userId,
      currency: target.currency,
      network: target.network,
      amount,
    })
    .onConflictDoNothing({ target: cryptoDeposits.txId })
    .returning();
  if (inserted[0]) return inserted[0];
  const existing = (
    await db.select().from(cryptoDeposits).where(eq(cryptoDeposits.txId, input.txId))
  )[0]!;
  if (existing.address !== target.address || existing.amount !== amount) {
    throw new AppError('IDEMPOTENCY_CONFLICT', {
      message: 'This transaction id was seen with other data.',
    });
  }
  return existing;
}

/**
 * The chain confirms a transaction: credits it (psp:sandbox-chain:<account currency> → REAL) at
 * the current FX rate, or marks it BELOW_MINIMUM. Idempotent: a confirmed deposit stays as it is.
 */
export async function confirmChainTransfer(
  deps: { db: Db; pubsub: AppPubSub; clock?: Clock },
  txId: string,
): Promise<CryptoDepositRow> {
  const { row, changes } = await deps.db.transaction(async (tx) => {
    const locked = await tx
      .select()
      .from(cryptoDeposits)
      .where(eq(cryptoDeposits.txId, String(txId)))
      .for('update');
    const deposit = locked[0];
    if (!deposit) throw notFound('Unknown transaction.');
    if (deposit.status !== 'PENDING') return { row: deposit, changes: [] };
    const { chain } = findNetwork(deposit.currency, deposit.network)!;
    const minimum = parseMajorToMinor(
      chain.minimumPayinAmount,
      currencyDecimals(deposit.currency),
    )!;
    const coin = formatMinor(deposit.amount, { decimals: currencyDecimals(deposit.currency) });
    if (deposit.amount < minimum) {
      const [updated] = await tx
        .update(cryptoDeposits)
        .set({ status: 'BELOW_MINIMUM', confirmedAt: sql`now()` })
        .where(eq(cryptoDeposits.id, deposit.id))
        .returning();
      await enqueueEvent(tx, 'payment.notice', {
        userId: deposit.userId,
        content: 'CRYPTO_DEPOSIT_BELOW_MINIMUM',
        amount: coin,
        currency: deposit.currency,
        message: `Below the minimum of ${chain.minimumPayinAmount} ${deposit.currency}; not credited.`,
        reference: deposit.txId,
        createdAt: new Date().toISOString(),
      });
      return { row: updated!, changes: [] };
    }
    const accountCurrency = await requireAccountCurrency(tx, deposit.userId);
    const credited = await convertMinor(tx, deposit.amount, deposit.currency, accountCurrency);
    if (credited <= 0n)
      throw new AppError('INVALID_AMOUNT', { message: 'The deposit converts to nothing.' });
    const posted = await postTransfers(tx, [
      {
        idempotencyKey: `crypto-deposit:${deposit.id}`,
        debit: account.psp('sandbox-chain', accountCurrency),
        credit: account.real(deposit.userId, accountCurrency),
        amount: credited,
        currency: accountCurrency,
        kind: 'DEPOSIT',
        metadata: {
          txId: deposit.txId,
          coin: deposit.currency,
          network: deposit.network,
          coinAmount: deposit.amount.toString(),
        },
      },
    ]);
    const [updated] = await tx
      .update(cryptoDeposits)
      .set({
        status: 'CREDITED',
        creditedAmount: credited,
        creditedCurrency: accountCurrency,
        confirmedAt: sql`now()`,
      })
      .where(eq(cryptoDeposits.id, deposit.id))
      .returning();
    await enqueueEvent(tx, 'payment.notice', {
      userId: deposit.userId,
      content: 'SUCCESS_DEPOSIT',
      amount: formatMinor(credited, { decimals: currencyDecimals(accountCurrency) }),
      currency: accountCurrency,
      message: `${coin} ${deposit.currency}`,
      reference: deposit.txId,
      createdAt: new Date().toISOString(),
    });
    // responsible gaming: a transfer cannot be refused on-chain, so it is credited, counts against
    // the deposit limits and is flagged for the operator when it passes one
    await recordDeposit(tx, {
      userId: deposit.userId,
      amount: credited,
      currency: accountCurrency,
      ref: `crypto:${deposit.txId}`,
      now: (deps.clock ?? systemClock).now(),
    });
    // Only the transaction that moved the row to CREDITED announces the deposit (the row lock
    // makes a repeated confirmation return above with no event).
    await enqueueEvent(tx, 'deposit.credited', {
      userId: deposit.userId,
      depositId: deposit.txId,
      amount: credited,
      currency: accountCurrency,
      paymentType: 'CRYPTO',
      creditedAt: (updated!.confirmedAt ?? new Date()).toISOString(),
    });
    return { row: updated!, changes: posted.changes };
  });
  publishBalanceChanges(deps.pubsub, changes);
  return row;
}

export async function listChainDeposits(db: Db, limit = 50): Promise<CryptoDepositRow[]> {
  return db
    .select()
    .from(cryptoDeposits)
    .orderBy(desc(cryptoDeposits.createdAt))
    .limit(Math.min(Math.max(limit, 1), 200));
}
