// What the cashier asks before a withdrawal holds money (spec §8: COMPLETE_BONUS_FIRST,
// WITHDRAWAL_REQUEST_WAGER_LIMIT with the remaining amount). The cashier does not know the bonus
// system: the app hands it a gate composed in `workflows/request-withdrawal.ts` as an explicit
// dependency (`AppDeps.withdrawalGate`, copied into the GraphQL context). It fails closed: a
// request made without a gate is refused (`WITHDRAWAL_REQUEST_FAILED`), never let through.
import type { Db } from '../../db/client';
import { AppError } from '../../errors';

export type BonusGateVerdict =
  | { kind: 'clear' }
  /** a bonus is active: finish or cancel it first */
  | { kind: 'complete-bonus-first' }
  /** wagering left before real money can leave, minor units of the currency */
  | { kind: 'wager-limit'; remaining: bigint };

export interface WithdrawalGate {
  check(
    db: Db,
    input: { userId: string; currency: string; amount: bigint },
  ): Promise<BonusGateVerdict>;
}

/** The gate to ask, or a refusal when none was wired (fail closed). */
export function requireWithdrawalGate(gate: WithdrawalGate | undefined): WithdrawalGate {
  if (!gate) {
    throw new AppError('WITHDRAWAL_REQUEST_FAILED', {
      message: 'Withdrawals are not available right now.',
      status: 503,
    });
  }
  return gate;
}
