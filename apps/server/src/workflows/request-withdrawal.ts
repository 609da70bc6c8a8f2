// Request a withdrawal → what other modules must allow first. The cashier asks this gate before it
// holds the money (payments/bonus-gate.ts); it is an explicit dependency of the app
// (`AppDeps.withdrawalGate`), and a request without one is refused, never let through.
//
// - bonuses: a current bonus holding bonus money → COMPLETE_BONUS_FIRST; the deposit that took
//   the latest deposit bonus not yet staked once → WITHDRAWAL_REQUEST_WAGER_LIMIT (remaining).
// - KYC stays with the cashier's method rule (a method flagged kycRequired needs VERIFIED).
// - responsible-gaming limits (a later issue) add their verdict here.
import { withdrawalVerdict } from '../modules/bonuses';
import type { WithdrawalGate } from '../modules/payments';

export function createWithdrawalGate(): WithdrawalGate {
  return {
    check: (db, input) => withdrawalVerdict(db, input),
  };
}
