// Checks of the ledger's invariants (ARCHITECTURE §5), for tests and operators:
// Σ balances = 0 per currency; each balance = Σ credits − Σ debits; no player account below zero.
import { sql } from 'drizzle-orm';
import { executeRows, toBigInt, type Db } from '../../db/client';

export interface LedgerAudit {
  /** currencies whose balances do not sum to zero, with the sum */
  unbalancedCurrencies: { currency: string; sum: bigint }[];
  /** accounts whose cached balance differs from the sum of their transfers */
  driftedAccounts: { address: string; balance: bigint; computed: bigint }[];
  /** player accounts below zero */
  negativePlayerAccounts: { address: string; balance: bigint }[];
  ok: boolean;
}

/** Every account with its effective balance: the cache plus pending counter-side deltas. */
export const EFFECTIVE_BALANCES = sql`SELECT a.address, a.kind, a.currency, a.may_go_negative,
         a.balance + COALESCE(x.total, 0) AS balance
  FROM ledger_accounts a
  LEFT JOIN (SELECT account, SUM(delta) AS total FROM ledger_account_deltas GROUP BY account) x
    ON x.account = a.address`;

export async function auditLedger(db: Db): Promise<LedgerAudit> {
  // Effective balances: the cached balance plus pending counter-side deltas, read in one
  // statement (one snapshot) so a concurrent compaction cannot be seen half-way.
  const unbalanced = await executeRows<{ currency: string; sum: string }>(
    db,
    sql`WITH eff AS (${EFFECTIVE_BALANCES})
        SELECT currency, SUM(balance)::text AS sum FROM eff
        GROUP BY currency HAVING SUM(balance) <> 0`,
  );
  const drifted = await executeRows<{ address: string; balance: unknown; computed: string }>(
    db,
    sql`WITH a AS (${EFFECTIVE_BALANCES})
        SELECT a.address, a.balance::text AS balance,
               (COALESCE(c.total, 0) - COALESCE(d.total, 0))::text AS computed
        FROM a
        LEFT JOIN (SELECT credit_account, SUM(amount) AS total FROM ledger_transfers
                   GROUP BY credit_account) c ON c.credit_account = a.address
        LEFT JOIN (SELECT debit_account, SUM(amount) AS total FROM ledger_transfers
                   GROUP BY debit_account) d ON d.debit_account = a.address
        WHERE a.balance <> COALESCE(c.total, 0) - COALESCE(d.total, 0)`,
  );
  const negative = await executeRows<{ address: string; balance: unknown }>(
    db,
    sql`SELECT address, balance FROM ledger_accounts WHERE NOT may_go_negative AND balance < 0`,
  );
  const result = {
    unbalancedCurrencies: unbalanced.map((r) => ({ currency: r.currency, sum: toBigInt(r.sum) })),
    driftedAccounts: drifted.map((r) => ({
      address: r.address,
      balance: toBigInt(r.balance),
      computed: toBigInt(r.computed),
    })),
    negativePlayerAccounts: negative.map((r) => ({
      address: r.address,
      balance: toBigInt(r.balance),
    })),
  };
  return {
    ...result,
    ok:
      result.unbalancedCurrencies.length === 0 &&
      result.driftedAccounts.length === 0 &&
      result.negativePlayerAccounts.length === 0,
  };
}
