// The ledger's guarantees, on PGlite and (with DATABASE_URL) on PostgreSQL with a real pool.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { executeRows, toNumber, type Db } from '../../db/client';
import { createRng } from '../../db/seed/prng';
import { isAppError } from '../../errors';
import { createLogger } from '../../http/logger';
import { getTestDatabase } from '../../test/test-database';
import { account } from './accounts';
import {
  accountBalance,
  compactCounterSideBalances,
  postTransfers,
  transfer,
  type TransferInput,
} from './ledger';
import { auditLedger } from './ledger-audit';

let db: Db;

beforeAll(async () => {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  db = (await getTestDatabase(createLogger(config))).db;
});

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (isAppError(error)) return error.code;
    throw error;
  }
  return 'OK';
}

async function transferCount(): Promise<number> {
  const rows = await executeRows<{ n: unknown }>(
    db,
    sql`SELECT count(*) AS n FROM ledger_transfers`,
  );
  return toNumber(rows[0]!.n);
}

function deposit(userId: string, amount: bigint, key: string = randomUUID()): TransferInput {
  return {
    idempotencyKey: `test-deposit:${key}`,
    debit: account.psp('sandbox', 'USD'),
    credit: account.real(userId, 'USD'),
    amount,
    currency: 'USD',
    kind: 'DEPOSIT',
  };
}

describe('ledger', () => {
  it('moves money between accounts and keeps the books balanced', async () => {
    const user = randomUUID();
    const { transfer: t, replayed } = await transfer(db, deposit(user, 1_000n));
    expect(replayed).toBe(false);
    expect(t.amount).toBe(1_000n);
    await transfer(db, {
      idempotencyKey: `bet:${randomUUID()}`,
      debit: account.real(user, 'USD'),
      credit: account.house('USD'),
      amount: 250n,
      currency: 'USD',
      kind: 'BET',
    });
    expect(await accountBalance(db, account.real(user, 'USD'))).toBe(750n);
    expect((await auditLedger(db)).ok).toBe(true);
  });

  it('100 parallel debits on one balance never overdraw', async () => {
    const user = randomUUID();
    await transfer(db, deposit(user, 5_000n));
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        codeOf(
          transfer(db, {
            idempotencyKey: `bet:${user}:${i}`,
            debit: account.real(user, 'USD'),
            credit: account.house('USD'),
            amount: 100n,
            currency: 'USD',
            kind: 'BET',
          }),
        ),
      ),
    );
    expect(results.filter((c) => c === 'OK')).toHaveLength(50);
    expect(results.filter((c) => c === 'INSUFFICIENT_FUNDS')).toHaveLength(50);
    expect(await accountBalance(db, account.real(user, 'USD'))).toBe(0n);
    expect((await auditLedger(db)).ok).toBe(true);
  });

  it('100 parallel withdrawals into the hold never overdraw', async () => {
    const user = randomUUID();
    await transfer(db, deposit(user, 3_000n));
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        codeOf(
          transfer(db, {
            idempotencyKey: `hold:${user}:${i}`,
            debit: account.real(user, 'USD'),
            credit: account.withdrawHold(user, 'USD'),
            amount: 700n,
            currency: 'USD',
            kind: 'WITHDRAW_HOLD',
          }),
        ),
      ),
    );
    expect(results.filter((c) => c === 'OK')).toHaveLength(4);
    expect(await accountBalance(db, account.real(user, 'USD'))).toBe(200n);
    expect(await accountBalance(db, account.withdrawHold(user, 'USD'))).toBe(2_800n);
  });

  it('100 replays of one idempotency key credit once', async () => {
    const user = randomUUID();
    const input = deposit(user, 1_234n, 'replayed');
    input.idempotencyKey = `test-deposit:${user}`;
    const before = await transferCount();
    const results = await Promise.all(Array.from({ length: 100 }, () => transfer(db, input)));
    expect(new Set(results.map((r) => r.transfer.id)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await accountBalance(db, account.real(user, 'USD'))).toBe(1_234n);
    expect(await transferCount()).toBe(before + 1);
  });

  it('refuses the same key with other inputs and moves nothing', async () => {
    const user = randomUUID();
    const input = deposit(user, 500n);
    await transfer(db, input);
    const before = await transferCount();
    expect(await codeOf(transfer(db, { ...input, amount: 501n }))).toBe('IDEMPOTENCY_CONFLICT');
    expect(await codeOf(transfer(db, { ...input, metadata: { other: true } }))).toBe(
      'IDEMPOTENCY_CONFLICT',
    );
    expect(await codeOf(transfer(db, { ...input, credit: account.bonus(user, 'USD') }))).toBe(
      'IDEMPOTENCY_CONFLICT',
    );
    expect(await transferCount()).toBe(before);
    expect(await accountBalance(db, account.real(user, 'USD'))).toBe(500n);
  });

  it('rejects bad input with a clear code and moves nothing', async () => {
    const user = randomUUID();
    await transfer(db, deposit(user, 100n));
    const before = await transferCount();
    const base = deposit(user, 1n);
    const cases: [Partial<TransferInput> & Record<string, unknown>, string][] = [
      [{ amount: 0n }, 'INVALID_AMOUNT'],
      [{ amount: -5n }, 'INVALID_AMOUNT'],
      [{ amount: 5 as unknown as bigint }, 'INVALID_AMOUNT'],
      [{ amount: Number.NaN as unknown as bigint }, 'INVALID_AMOUNT'],
      [{ amount: '5' as unknown as bigint }, 'INVALID_AMOUNT'],
      [{ amount: 2n ** 63n }, 'INVALID_AMOUNT'],
      [
        {
          currency: 'XXX',
          debit: 'psp:sandbox:XXX',
          credit: `player:${user}:REAL:XXX`,
        },
        'UNKNOWN_CURRENCY',
      ],
      [{ currency: 'EUR' }, 'CURRENCY_MISMATCH'],
      [{ debit: 'bank:1' }, 'INVALID_ACCOUNT'],
      [{ debit: account.real(user, 'USD') }, 'SAME_ACCOUNT'],
      [{ idempotencyKey: '' }, 'INVALID_IDEMPOTENCY_KEY'],
      [{ kind: 'GIFT' as never }, 'INVALID_TRANSFER_KIND'],
      [{ metadata: { when: new Date() } as never }, 'INVALID_METADATA'],
    ];
    for (const [patch, code] of cases) {
      expect(await codeOf(transfer(db, { ...base, ...patch } as TransferInput)), code).toBe(code);
    }
    // A player account cannot pay more than it holds.
    expect(
      await codeOf(
        transfer(db, {
          idempotencyKey: randomUUID(),
          debit: account.real(user, 'USD'),
          credit: account.house('USD'),
          amount: 101n,
          currency: 'USD',
          kind: 'BET',
        }),
      ),
    ).toBe('INSUFFICIENT_FUNDS');
    expect(await transferCount()).toBe(before);
    expect(await accountBalance(db, account.real(user, 'USD'))).toBe(100n);
  });

  it('posts multi-leg batches all or nothing', async () => {
    const user = randomUUID();
    await transfer(db, deposit(user, 1_000n));
    const before = await transferCount();
    const code = await codeOf(
      postTransfers(db, [
        {
          idempotencyKey: `a:${user}`,
          debit: account.real(user, 'USD'),
          credit: account.withdrawHold(user, 'USD'),
          amount: 600n,
          currency: 'USD',
          kind: 'WITHDRAW_HOLD',
        },
        {
          idempotencyKey: `b:${user}`,
          debit: account.real(user, 'USD'),
          credit: account.house('USD'),
          amount: 600n,
          currency: 'USD',
          kind: 'BET',
        },
      ]),
    );
    expect(code).toBe('INSUFFICIENT_FUNDS');
    expect(await transferCount()).toBe(before);
    expect(await accountBalance(db, account.real(user, 'USD'))).toBe(1_000n);
    expect(await accountBalance(db, account.withdrawHold(user, 'USD'))).toBe(0n);
  });

  it('refuses to update, delete or truncate transfers', async () => {
    await transfer(db, deposit(randomUUID(), 10n));
    await expect(
      db.execute(sql`UPDATE ledger_transfers SET amount = amount + 1`),
    ).rejects.toThrow();
    await expect(db.execute(sql`DELETE FROM ledger_transfers`)).rejects.toThrow();
    await expect(db.execute(sql`TRUNCATE ledger_transfers CASCADE`)).rejects.toThrow();
    expect((await auditLedger(db)).ok).toBe(true);
  });

  it('keeps every invariant through a seeded random sequence', async () => {
    const seed = process.env.LEDGER_TEST_SEED ?? 'aurum-ledger-1';
    const rng = createRng(seed);
    const players = Array.from({ length: 3 }, () => randomUUID());
    const currencies = ['USD', 'EUR'] as const;
    const model = new Map<string, bigint>();
    const get = (a: string) => model.get(a) ?? 0n;
    // Counter-side accounts are shared with other tests: start from their current balances.
    for (const cur of currencies) {
      for (const a of [account.house(cur), account.psp('sandbox', cur), account.bonusPool(cur)]) {
        model.set(a, await accountBalance(db, a));
      }
    }
    const snapshot = await executeRows<{ id: string; amount: unknown; debit_account: string }>(
      db,
      sql`SELECT id, amount::text AS amount, debit_account FROM ledger_transfers ORDER BY seq`,
    );

    for (let step = 0; step < 150; step++) {
      const user = rng.pick(players);
      const cur = rng.pick(currencies);
      const real = account.real(user, cur);
      const bonus = account.bonus(user, cur);
      const hold = account.withdrawHold(user, cur);
      const house = account.house(cur);
      const psp = account.psp('sandbox', cur);
      const pool = account.bonusPool(cur);
      const op = rng.weighted({
        deposit: 3,
        bet: 3,
        win: 2,
        hold: 2,
        cancel: 1,
        reject: 1,
        payout: 1,
        bonus: 1,
        bonusBet: 1,
      });
      const amount = BigInt(rng.int(1, 3_000));
      const legs: Record<typeof op, [string, string, TransferInput['kind']]> = {
        deposit: [psp, real, 'DEPOSIT'],
        bet: [real, house, 'BET'],
        win: [house, real, 'WIN'],
        hold: [real, hold, 'WITHDRAW_HOLD'],
        cancel: [hold, real, 'WITHDRAW_RELEASE'],
        reject: [hold, real, 'WITHDRAW_RELEASE'],
        payout: [hold, psp, 'WITHDRAW_PAYOUT'],
        bonus: [pool, bonus, 'BONUS_GRANT'],
        bonusBet: [bonus, house, 'BET'],
      };
      const [debit, credit, kind] = legs[op];
      const input: TransferInput = {
        idempotencyKey: `${seed}:${step}:${randomUUID()}`,
        debit,
        credit,
        amount,
        currency: cur,
        kind,
        metadata: { step },
      };
      const guarded = debit.startsWith('player:');
      const expected = guarded && get(debit) < amount ? 'INSUFFICIENT_FUNDS' : 'OK';
      const result = await codeOf(transfer(db, input));
      expect(result, `step ${step} ${op} ${amount} (seed ${seed})`).toBe(expected);
      if (expected === 'OK') {
        model.set(debit, get(debit) - amount);
        model.set(credit, get(credit) + amount);
        // a replay of the step moves nothing
        expect((await transfer(db, input)).replayed).toBe(true);
      }
      for (const [address, balance] of model) {
        if (address.includes(user)) expect(await accountBalance(db, address)).toBe(balance);
      }
      const audit = await auditLedger(db);
      expect(audit, `step ${step} (seed ${seed})`).toMatchObject({ ok: true });
    }
    for (const [address, balance] of model) {
      expect(await accountBalance(db, address), address).toBe(balance);
    }
    // Transfers that existed before the run are unchanged.
    const after = await executeRows<{ id: string; amount: unknown; debit_account: string }>(
      db,
      sql`SELECT id, amount::text AS amount, debit_account FROM ledger_transfers ORDER BY seq`,
    );
    expect(after.slice(0, snapshot.length)).toEqual(snapshot);
  });

  it('folds counter-side deltas into balances without changing any balance', async () => {
    const user = randomUUID();
    for (let i = 0; i < 5; i++) await transfer(db, deposit(user, 100n));
    const psp = account.psp('sandbox', 'USD');
    const before = await accountBalance(db, psp);
    const folded = await compactCounterSideBalances(db);
    expect(folded).toBeGreaterThanOrEqual(0);
    expect(await accountBalance(db, psp)).toBe(before);
    const left = await executeRows<{ n: unknown }>(
      db,
      sql`SELECT count(*) AS n FROM ledger_account_deltas WHERE account = ${psp}`,
    );
    expect(toNumber(left[0]!.n)).toBe(0);
    expect((await auditLedger(db)).ok).toBe(true);
  });
});
