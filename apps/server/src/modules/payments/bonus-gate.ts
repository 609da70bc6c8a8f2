// What the cashier asks the bonus system before a withdrawal (spec §8: COMPLETE_BONUS_FIRST,
// WITHDRAWAL_REQUEST_WAGER_LIMIT with the remaining amount). The Bonuses module installs its
// implementation with `setWithdrawalBonusGate`; until then no player has an active bonus.
import type { Db } from '../../db/client';

export type BonusGateVerdict =
  | { kind: 'clear' }
  /** a bonus is active: finish or cancel it first */
  | { kind: 'complete-bonus-first' }
  /** wagering left before real money can leave, minor units of the currency */
  | { kind: 'wager-limit'; remaining: bigint };

export interface WithdrawalBonusGate {
  check(
    db: Db,
    input: { userId: string; currency: string; amount: bigint },
  ): Promise<BonusGateVerdict>;
}

/** Without a bonus system no bonus is ever active. */
export const noActiveBonusGate: WithdrawalBonusGate = {
  check: async () => ({ kind: 'clear' }),
};

let gate: WithdrawalBonusGate = noActiveBonusGate;

export function setWithdrawalBonusGate(next: WithdrawalBonusGate): void {
  gate = next;
}

export function withdrawalBonusGate(): WithdrawalBonusGate {
  return gate;
}
