// The wallet's test face (other modules' tests use it; lint allows it to tests only).
export { auditLedger, type LedgerAudit } from './ledger-audit';
