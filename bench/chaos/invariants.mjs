// The invariants, read straight from the database (runs under tsx: it reuses the services' own
// definitions — the ledger's audit and the bonus terms — rather than copies of them).
//
//   ledger     Σ effective balances = 0 per currency; every cached balance = Σ of its postings;
//              no player account below zero (wallet/ledger-audit.ts, auditLedger)
//   trigger    ledger_transfers' append-only triggers exist, are enabled, and refuse an UPDATE
//   keys       every ledger transfer belongs to a request the clients made (no unknown or doubled
//              transfer), and — at the end — every client request key is accounted for exactly
//              once: a round/bet id settled once with its stake and payout, a deposit's request
//              key one payment and at most one credit, a withdrawal's one request and one hold,
//              its money released or paid out once according to its final status
//   wagering   each user bonus's wagered amount = Σ of its counted rounds; every counted paid
//              round is a settled real round of that player whose contribution is the bonus's
//              rule (countBonusRound: stake × category multiplier within the min/max bet); every
//              settled real round reached the wagering consumer exactly once (bonus_seen_rounds)
import pg from 'pg';

const MOD = '../../apps/server/src';

export async function openChecker(url) {
  const { createDatabase } = await import(`${MOD}/db/client.ts`);
  const { auditLedger } = await import(`${MOD}/modules/wallet/ledger-audit.ts`);
  const terms = await import(`${MOD}/modules/bonuses/terms.ts`);
  const handle = await createDatabase(
    { databaseUrl: url, dataDir: '.' },
    { poolSize: 2, onPoolError: () => {} },
  );
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  pool.on('error', () => {});
  const q = async (text, params = []) => (await pool.query(text, params)).rows;

  async function ledger() {
    const audit = await auditLedger(handle.db);
    const problems = [
      ...audit.unbalancedCurrencies.map((c) => `Σ ${c.currency} = ${c.sum}`),
      ...audit.driftedAccounts
        .slice(0, 5)
        .map((a) => `${a.address}: cached ${a.balance} ≠ postings ${a.computed}`),
      ...audit.negativePlayerAccounts
        .slice(0, 5)
        .map((a) => `${a.address} below zero: ${a.balance}`),
    ];
    return {
      name: 'Σ balances = 0, cached = postings, no player below zero',
      ok: audit.ok,
      detail: audit.ok ? 'ok' : problems.join('; '),
      drifted: audit.driftedAccounts.length,
    };
  }

  async function trigger() {
    const rows = await q(
      `SELECT tgname, tgenabled FROM pg_trigger WHERE tgrelid = 'ledger_transfers'::regclass AND NOT tgisinternal`,
    );
    const names = rows
      .filter((r) => r.tgenabled !== 'D')
      .map((r) => r.tgname)
      .sort();
    // an UPDATE of one transfer (rolled back) must be refused by the row trigger; with no
    // transfer yet there is nothing to update and only the triggers' presence is checked
    const any = (await q(`SELECT seq FROM ledger_transfers LIMIT 1`))[0];
    let refused = !any;
    if (any) {
      const client = await pool.connect();
      // a checked-out client has no pool listener: a PostgreSQL restart between its queries would
      // emit an unhandled 'error' and end the harness; its queries reject instead
      let broken;
      const onError = (error) => {
        broken = error;
      };
      client.on('error', onError);
      try {
        await client.query('BEGIN');
        await client.query('UPDATE ledger_transfers SET amount = amount WHERE seq = $1', [any.seq]);
      } catch (error) {
        refused = error?.code === '23001' && /append-only/.test(String(error?.message));
      } finally {
        await client.query('ROLLBACK').catch(() => {});
        client.off('error', onError);
        // a client whose connection broke is dropped, not handed out again
        client.release(broken);
      }
    }
    const ok =
      refused &&
      names.includes('ledger_transfers_no_update_delete') &&
      names.includes('ledger_transfers_no_truncate');
    return {
      name: 'append-only trigger intact',
      ok,
      detail: `${names.join(', ')}; UPDATE refused: ${refused}`,
    };
  }

  /**
   * Transfers that no client request explains (also mid-run): a round's legs need a round/bet id
   * a client issued; a deposit credit its payment row; a withdrawal leg its request row.
   */
  // the ids the clients issued, kept in a table of the run's database (sent as they come), so
  // the check is an anti-join rather than a comparison with an array of every id so far
  await q(`CREATE TABLE IF NOT EXISTS chaos_issued (id text PRIMARY KEY)`);
  const sent = new Set();
  async function sendIssued(issued) {
    const fresh = [];
    for (const id of issued) if (!sent.has(id)) fresh.push(id);
    for (let i = 0; i < fresh.length; i += 50_000) {
      const part = fresh.slice(i, i + 50_000);
      await q(`INSERT INTO chaos_issued SELECT unnest($1::text[]) ON CONFLICT DO NOTHING`, [part]);
      for (const id of part) sent.add(id);
    }
  }

  async function unknownTransfers(issued) {
    await sendIssued(issued);
    const rows = await q(
      `
      SELECT t.idempotency_key AS key, t.kind FROM ledger_transfers t
      WHERE (t.idempotency_key LIKE 'deposit:%' AND NOT EXISTS
              (SELECT 1 FROM deposit_payments p WHERE 'deposit:' || p.id::text = t.idempotency_key))
         OR (t.idempotency_key LIKE 'withdraw:%' AND NOT EXISTS
              (SELECT 1 FROM withdraw_requests w WHERE split_part(t.idempotency_key, ':', 2) = w.uuid::text))
         OR (t.idempotency_key NOT LIKE 'deposit:%' AND t.idempotency_key NOT LIKE 'withdraw:%'
             AND t.idempotency_key NOT LIKE 'round:%' AND t.idempotency_key NOT LIKE 'bonus:%')
      UNION ALL
      SELECT DISTINCT ON (split_part(t.idempotency_key, ':', 2)) t.idempotency_key, t.kind
      FROM ledger_transfers t LEFT JOIN chaos_issued i ON i.id = split_part(t.idempotency_key, ':', 2)
      WHERE t.idempotency_key LIKE 'round:%' AND i.id IS NULL`,
    );
    return rows.map((r) => `${r.key} (${r.kind})`);
  }

  async function keys(journal, { final, issued }) {
    const problems = [];
    const unknown = await unknownTransfers(issued);
    if (unknown.length)
      problems.push(
        `${unknown.length} transfers no request explains, e.g. ${unknown.slice(0, 3).join(', ')}`,
      );
    if (!final)
      return {
        name: 'no transfer lost or doubled',
        ok: problems.length === 0,
        detail: problems.join('; ') || 'ok (no unknown transfer)',
      };

    const legs = new Map(); // id → { bet, win, other, n }
    for (const r of await q(
      `SELECT idempotency_key AS key, amount::text AS amount, kind FROM ledger_transfers WHERE idempotency_key LIKE 'round:%'`,
    )) {
      const id = r.key.split(':')[1];
      const l = legs.get(id) ?? { bet: 0n, win: 0n, n: 0 };
      if (r.kind === 'BET') l.bet += BigInt(r.amount);
      else if (r.kind === 'WIN') l.win += BigInt(r.amount);
      l.n++;
      legs.set(id, l);
    }
    const played = new Map(
      (
        await q(
          `SELECT id::text, user_id::text, amount::text, win::text, engine FROM play_rounds WHERE NOT demo`,
        )
      ).map((r) => [r.id, r]),
    );
    const crashBets = new Map(
      (await q(`SELECT id::text, user_id::text, amount::text FROM crash_bets`)).map((r) => [
        r.id,
        r,
      ]),
    );
    const bjRounds = new Map(
      (await q(`SELECT id::text, user_id::text, amount::text, status FROM blackjack_rounds`)).map(
        (r) => [r.id, r],
      ),
    );
    let checked = 0;
    for (const e of journal.filter((x) => x.kind === 'round')) {
      const l = legs.get(e.key) ?? { bet: 0n, win: 0n, n: 0 };
      const row =
        e.engine === 'crash'
          ? crashBets.get(e.key)
          : e.engine === 'blackjack'
            ? bjRounds.get(e.key)
            : played.get(e.key);
      const settled = played.get(e.key);
      if (e.outcome === 'ok') {
        checked++;
        if (!row) problems.push(`${e.engine} ${e.key}: acknowledged but not in the database`);
        else if (row.user_id !== e.userId) problems.push(`${e.engine} ${e.key}: another player's`);
        else if (BigInt(row.amount) !== l.bet)
          problems.push(`${e.engine} ${e.key}: stake ${row.amount} but BET legs ${l.bet}`);
        if (e.amount !== undefined && e.amount !== null && row && BigInt(row.amount) !== e.amount) {
          problems.push(`${e.engine} ${e.key}: answered stake ${e.amount}, stored ${row.amount}`);
        }
        if (settled && BigInt(settled.win) !== l.win)
          problems.push(`${e.engine} ${e.key}: win ${settled.win} but WIN legs ${l.win}`);
        if (e.win !== undefined && e.win !== null && settled && BigInt(settled.win) !== e.win) {
          problems.push(`${e.engine} ${e.key}: answered win ${e.win}, stored ${settled.win}`);
        }
        if (!settled && e.engine !== 'blackjack' && e.engine !== 'crash')
          problems.push(`${e.engine} ${e.key}: not settled`);
      } else if (e.outcome.startsWith('refused:') && l.n > 0) {
        problems.push(`${e.engine} ${e.key}: refused (${e.outcome}) yet ${l.n} transfers moved`);
      }
    }

    // deposits: request key → one payment (client_requests) → at most one credit, of its amount
    const requests = new Map(
      (await q(`SELECT user_id::text, request_key, operation, result FROM client_requests`)).map(
        (r) => [`${r.user_id}|${r.request_key}`, r],
      ),
    );
    const credits = new Map(
      (
        await q(
          `SELECT idempotency_key AS key, amount::text AS amount FROM ledger_transfers WHERE kind = 'DEPOSIT'`,
        )
      ).map((r) => [r.key, BigInt(r.amount)]),
    );
    const paymentRows = new Map(
      (await q(`SELECT id::text, status, amount::text FROM deposit_payments`)).map((r) => [
        r.id,
        r,
      ]),
    );
    for (const e of journal.filter((x) => x.kind === 'deposit' && x.outcome === 'ok')) {
      checked++;
      const req = requests.get(`${e.userId}|${e.key}`);
      if (!req) problems.push(`deposit ${e.key}: no client_requests row`);
      else if (String(req.result?.paymentId) !== e.paymentId)
        problems.push(
          `deposit ${e.key}: key → ${req.result?.paymentId}, client got ${e.paymentId}`,
        );
      const credit = credits.get(`deposit:${e.paymentId}`);
      const pay = paymentRows.get(e.paymentId);
      if (e.approve && e.webhook === 200) {
        if (credit !== e.amount)
          problems.push(
            `deposit ${e.paymentId}: credited ${credit ?? 'nothing'}, expected ${e.amount}`,
          );
        if (pay?.status !== 'SUCCESS')
          problems.push(`deposit ${e.paymentId}: status ${pay?.status}`);
      } else if (!e.approve && credit !== undefined) {
        problems.push(`deposit ${e.paymentId}: declined yet credited`);
      }
    }
    const clientPayments = new Set(journal.filter((x) => x.paymentId).map((x) => x.paymentId));
    for (const [id, pay] of paymentRows) {
      // a create retried without its key being honoured would leave a second payment behind
      if (!clientPayments.has(id))
        problems.push(`payment ${id} (${pay.status}) of no acknowledged request`);
    }
    for (const [key] of credits) {
      if (key.startsWith('deposit:') && !clientPayments.has(key.slice(8)))
        problems.push(`credit ${key} of no client deposit`);
    }

    // withdrawals: request key → one request → one hold; released or paid out once per status
    const wLegs = new Map();
    for (const r of await q(
      `SELECT idempotency_key AS key, amount::text AS amount FROM ledger_transfers WHERE idempotency_key LIKE 'withdraw:%'`,
    )) {
      const [, uuid, leg] = r.key.split(':');
      const m = wLegs.get(uuid) ?? {};
      m[leg] = (m[leg] ?? 0n) + BigInt(r.amount);
      wLegs.set(uuid, m);
    }
    const wRows = new Map(
      (
        await q(`SELECT uuid::text, user_id::text, amount::text, status FROM withdraw_requests`)
      ).map((r) => [r.uuid, r]),
    );
    for (const e of journal.filter((x) => x.kind === 'withdraw' && x.outcome === 'ok')) {
      checked++;
      const req = requests.get(`${e.userId}|${e.key}`);
      if (!req) problems.push(`withdrawal ${e.key}: no client_requests row`);
      const row = wRows.get(e.uuid);
      const m = wLegs.get(e.uuid) ?? {};
      if (!row) {
        problems.push(`withdrawal ${e.uuid}: acknowledged but not in the database`);
        continue;
      }
      if (BigInt(row.amount) !== e.amount || m.hold !== e.amount)
        problems.push(
          `withdrawal ${e.uuid}: amount ${row.amount}, hold ${m.hold}, asked ${e.amount}`,
        );
      const returned = ['REJECTED', 'FAILED', 'CANCELLED'].includes(row.status);
      if (returned && m.release !== e.amount)
        problems.push(`withdrawal ${e.uuid} ${row.status}: released ${m.release}`);
      if (!returned && m.release !== undefined)
        problems.push(`withdrawal ${e.uuid} ${row.status}: released although not returned`);
      if (row.status === 'PAID' && (m.payout ?? 0n) + (m.fee ?? 0n) !== e.amount)
        problems.push(`withdrawal ${e.uuid} PAID: paid ${m.payout} + fee ${m.fee}`);
      if (row.status !== 'PAID' && (m.payout !== undefined || m.fee !== undefined))
        problems.push(`withdrawal ${e.uuid} ${row.status}: paid out`);
      if (e.status && e.status !== 'UNKNOWN' && e.status !== row.status)
        problems.push(`withdrawal ${e.uuid}: client saw ${e.status}, stored ${row.status}`);
    }
    const clientWithdrawals = new Set(
      journal.filter((x) => x.kind === 'withdraw' && x.uuid).map((x) => x.uuid),
    );
    for (const [uuid, row] of wRows) {
      // a request whose answer was lost for good: the client never learnt its uuid; its key must
      // still be one the client sent
      if (!clientWithdrawals.has(uuid))
        problems.push(`withdrawal ${uuid} (${row.status}) of no acknowledged request`);
    }
    return {
      name: 'no transfer lost or doubled (every request key once)',
      ok: problems.length === 0,
      detail: problems.length
        ? `${problems.length} problems, e.g. ${problems.slice(0, 5).join('; ')}`
        : `ok (${checked} acknowledged requests accounted for)`,
    };
  }

  async function wagering() {
    const problems = [];
    const sums = await q(`
      SELECT ub.id, ub.wagered_amount::text AS wagered, COALESCE(SUM(w.contribution), 0)::text AS counted
      FROM user_bonuses ub LEFT JOIN bonus_wager_rounds w ON w.user_bonus_id = ub.id
      GROUP BY ub.id HAVING ub.wagered_amount <> COALESCE(SUM(w.contribution), 0)`);
    for (const s of sums.slice(0, 5))
      problems.push(`user bonus ${s.id}: wagered ${s.wagered}, rounds ${s.counted}`);
    const counted = await q(`
      SELECT w.user_bonus_id, w.round_id, w.contribution::text AS contribution, ub.bonus_id, ub.user_id::text AS ub_user,
             ub.currency_code, r.id AS rid, r.user_id::text AS r_user, r.amount::text AS amount, r.game_category, r.demo
      FROM bonus_wager_rounds w JOIN user_bonuses ub ON ub.id = w.user_bonus_id
      LEFT JOIN play_rounds r ON r.id::text = w.round_id
      WHERE NOT w.free_spin`);
    const bonusCache = new Map();
    const termsCache = new Map();
    for (const c of counted) {
      if (!c.rid || c.demo || c.r_user !== c.ub_user) {
        problems.push(
          `bonus ${c.user_bonus_id}: counted round ${c.round_id} is not a settled real round of its player`,
        );
        continue;
      }
      let bonus = bonusCache.get(c.bonus_id);
      if (!bonus) {
        bonus = await terms.findBonus(handle.db, c.bonus_id);
        bonusCache.set(c.bonus_id, bonus);
      }
      const termsKey = `${c.bonus_id}|${c.currency_code}`;
      let t = termsCache.get(termsKey);
      if (!t) {
        t = await terms.termsIn(handle.db, bonus, c.currency_code);
        termsCache.set(termsKey, t);
      }
      const amount = BigInt(c.amount);
      const inLimits =
        (t.minWagerBet === null || amount >= t.minWagerBet) &&
        (t.maxWagerBet === null || amount <= t.maxWagerBet);
      const expected = inLimits
        ? terms.times(amount, terms.categoryMultiplier(bonus, c.game_category), 'down')
        : 0n;
      if (expected !== BigInt(c.contribution)) {
        problems.push(
          `bonus ${c.user_bonus_id} round ${c.round_id}: contributed ${c.contribution}, rule says ${expected}`,
        );
      }
    }
    const unseen = await q(`
      SELECT count(*)::int AS n FROM play_rounds r
      WHERE NOT r.demo AND NOT EXISTS (SELECT 1 FROM bonus_seen_rounds s WHERE s.round_id = r.id::text)`);
    if (unseen[0].n > 0)
      problems.push(`${unseen[0].n} settled real rounds never reached the wagering consumer`);
    const total = await q(
      `SELECT count(*)::int AS n, COALESCE(SUM(contribution),0)::text AS sum FROM bonus_wager_rounds`,
    );
    return {
      name: 'bonus wagering = the settled bets that qualify',
      ok: problems.length === 0,
      detail: problems.length
        ? problems.slice(0, 5).join('; ')
        : `ok (${total[0].n} counted rounds, Σ ${total[0].sum} minor units)`,
    };
  }

  /** Outbox deliveries not yet run (0 once the relays have caught up). */
  async function outboxPending() {
    const r = await q(
      `SELECT count(*)::int AS n FROM outbox_deliveries WHERE delivered_at IS NULL`,
    );
    return r[0].n;
  }

  /**
   * Crash bets still riding a round (status ACTIVE): an auto-cash-out bet is answered when it is
   * placed, and its round writes its history row and `bet.settled` only when it crashes (0 once
   * every crash round the workload bet on has finished).
   */
  async function openCrashBets() {
    const r = await q(`SELECT count(*)::int AS n FROM crash_bets WHERE status = 'ACTIVE'`);
    return r[0].n;
  }

  async function counts() {
    const r = await q(`SELECT (SELECT count(*) FROM ledger_transfers)::int AS transfers,
      (SELECT count(*) FROM play_rounds)::int AS rounds, (SELECT count(*) FROM users)::int AS users`);
    return r[0];
  }

  return {
    ledger,
    trigger,
    keys,
    wagering,
    outboxPending,
    openCrashBets,
    counts,
    q,
    async close() {
      await pool.end().catch(() => {});
      await handle.close().catch(() => {});
    },
  };
}
