-- Ledger transfers are immutable: a correction is a new transfer (ARCHITECTURE §5).
CREATE OR REPLACE FUNCTION ledger_transfers_immutable() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'ledger_transfers is append-only: % refused', TG_OP
    USING ERRCODE = 'restrict_violation';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER IF EXISTS ledger_transfers_no_update_delete ON ledger_transfers;
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_no_update_delete
  BEFORE UPDATE OR DELETE ON ledger_transfers
  FOR EACH ROW EXECUTE FUNCTION ledger_transfers_immutable();
--> statement-breakpoint
DROP TRIGGER IF EXISTS ledger_transfers_no_truncate ON ledger_transfers;
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_no_truncate
  BEFORE TRUNCATE ON ledger_transfers
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_transfers_immutable();
--> statement-breakpoint
-- Reference FX rates (USD per one major unit, scaled by 10^12); operators update them.
INSERT INTO fx_rates (currency, usd_per_unit_e12, updated_by) VALUES
  ('USD', 1000000000000, 'seed'),
  ('EUR', 1080000000000, 'seed'),
  ('GBP', 1270000000000, 'seed'),
  ('RUB', 11000000000, 'seed'),
  ('TRY', 29000000000, 'seed'),
  ('AZN', 588000000000, 'seed'),
  ('KZT', 2000000000, 'seed'),
  ('INR', 12000000000, 'seed'),
  ('AED', 272000000000, 'seed'),
  ('SAR', 267000000000, 'seed'),
  ('EGP', 20500000000, 'seed'),
  ('BRL', 185000000000, 'seed'),
  ('CAD', 730000000000, 'seed'),
  ('AUD', 655000000000, 'seed'),
  ('UZS', 79000000, 'seed'),
  ('PLN', 250000000000, 'seed'),
  ('BTC', 97000000000000000, 'seed'),
  ('ETH', 3400000000000000, 'seed'),
  ('USDT', 1000000000000, 'seed'),
  ('LTC', 95000000000000, 'seed'),
  ('TRX', 240000000000, 'seed'),
  ('XRP', 1100000000000, 'seed'),
  ('ADA', 780000000000, 'seed'),
  ('ZEC', 45000000000000, 'seed')
ON CONFLICT (currency) DO NOTHING;
