-- ledger_post: the ledger's posting in one statement (one round trip), called by
-- src/modules/wallet/ledger.ts which validates the legs first. Raises SQLSTATE LD001 when a
-- player account would go below zero, LD002 when an idempotency key was used with other inputs;
-- either error rolls the whole posting back.
CREATE OR REPLACE FUNCTION ledger_post(p_accounts jsonb, p_legs jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_n integer := jsonb_array_length(p_legs);
  v_inserted integer;
  v_transfers jsonb;
  v_changes jsonb := '[]'::jsonb;
  v_bad text;
  v_balance bigint;
  r record;
BEGIN
  -- Accounts exist (created on first use, in address order).
  INSERT INTO ledger_accounts (address, owner_type, owner_id, kind, currency, may_go_negative)
  SELECT a->>'address', a->>'owner_type', a->>'owner_id', a->>'kind', a->>'currency',
         (a->>'may_go_negative')::boolean
  FROM jsonb_array_elements(p_accounts) AS a
  ORDER BY a->>'address'
  ON CONFLICT (address) DO NOTHING;

  -- The transfers; a key posted before is not inserted again (a concurrent post of the same
  -- key waits here for the other transaction, then finds it).
  WITH ins AS (
    INSERT INTO ledger_transfers
      (debit_account, credit_account, amount, currency, kind, idempotency_key, input_hash, metadata)
    SELECT l->>'debit', l->>'credit', (l->>'amount')::bigint, l->>'currency', l->>'kind',
           l->>'key', l->>'hash', l->'metadata'
    FROM jsonb_array_elements(p_legs) AS l
    ORDER BY l->>'key'
    ON CONFLICT (idempotency_key) DO NOTHING
    RETURNING *
  )
  SELECT count(*)::integer,
         COALESCE(jsonb_agg(jsonb_build_object(
           'id', id, 'seq', seq::text, 'debit_account', debit_account,
           'credit_account', credit_account, 'amount', amount::text, 'currency', currency,
           'kind', kind, 'idempotency_key', idempotency_key, 'metadata', metadata,
           'created_at', created_at)), '[]'::jsonb)
  INTO v_inserted, v_transfers
  FROM ins;

  IF v_inserted < v_n THEN
    -- A replay only if nothing new was inserted and every leg matches its first posting.
    SELECT l->>'key' INTO v_bad
    FROM jsonb_array_elements(p_legs) AS l
    LEFT JOIN ledger_transfers t ON t.idempotency_key = l->>'key'
    WHERE v_inserted > 0 OR t.id IS NULL OR t.input_hash <> l->>'hash'
    LIMIT 1;
    IF v_bad IS NOT NULL OR v_inserted > 0 THEN
      RAISE EXCEPTION 'IDEMPOTENCY_CONFLICT' USING ERRCODE = 'LD002', DETAIL = COALESCE(v_bad, '');
    END IF;
    SELECT jsonb_agg(jsonb_build_object(
             'id', t.id, 'seq', t.seq::text, 'debit_account', t.debit_account,
             'credit_account', t.credit_account, 'amount', t.amount::text,
             'currency', t.currency, 'kind', t.kind, 'idempotency_key', t.idempotency_key,
             'metadata', t.metadata, 'created_at', t.created_at))
    INTO v_transfers
    FROM ledger_transfers t
    WHERE t.idempotency_key IN (SELECT l->>'key' FROM jsonb_array_elements(p_legs) AS l);
    RETURN jsonb_build_object('replayed', true, 'transfers', v_transfers, 'changes', '[]'::jsonb);
  END IF;

  -- Balances, netted per account: player accounts by a guarded update in address order,
  -- counter-sides by an appended delta (no lock on the hot house/psp rows).
  FOR r IN
    SELECT m.account, SUM(m.delta)::bigint AS delta, bool_or(a.may_go_negative) AS may_go_negative
    FROM (
      SELECT l->>'debit' AS account, -((l->>'amount')::bigint) AS delta FROM jsonb_array_elements(p_legs) AS l
      UNION ALL
      SELECT l->>'credit', (l->>'amount')::bigint FROM jsonb_array_elements(p_legs) AS l
    ) AS m
    JOIN ledger_accounts a ON a.address = m.account
    GROUP BY m.account
    ORDER BY bool_or(a.may_go_negative), m.account
  LOOP
    CONTINUE WHEN r.delta = 0;
    IF r.may_go_negative THEN
      INSERT INTO ledger_account_deltas (account, delta) VALUES (r.account, r.delta);
      v_changes := v_changes || jsonb_build_object('address', r.account, 'delta', r.delta::text, 'balance', NULL);
    ELSE
      UPDATE ledger_accounts SET balance = balance + r.delta, updated_at = now()
      WHERE address = r.account AND balance + r.delta >= 0
      RETURNING balance INTO v_balance;
      IF NOT FOUND THEN
        RAISE EXCEPTION 'INSUFFICIENT_FUNDS' USING ERRCODE = 'LD001', DETAIL = r.account;
      END IF;
      v_changes := v_changes || jsonb_build_object('address', r.account, 'delta', r.delta::text, 'balance', v_balance::text);
    END IF;
  END LOOP;
  RETURN jsonb_build_object('replayed', false, 'transfers', v_transfers, 'changes', v_changes);
END;
$$;
