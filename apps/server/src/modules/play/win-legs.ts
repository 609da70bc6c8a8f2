// The ledger legs that pay a round's win, shared by the bet workflow, crash and blackjack.
//
// The win goes back in the proportion the stake was funded: BONUS gets
// ⌊win · bonusStake / stake⌋, REAL the rest, so money won with bonus funds stays bonus money.
// Keys `round:<roundId>:win:REAL|BONUS`; a zero part gets no leg.
import { account, type TransferInput } from '../wallet';

export interface WinLegsInput {
  roundId: string;
  userId: string;
  currency: string;
  /** the whole win, minor units */
  win: bigint;
  /** the whole stake and its bonus-funded part, minor units */
  stake: bigint;
  bonusStake: bigint;
  metadata: TransferInput['metadata'];
}

/** The WIN transfers (house → REAL, house → BONUS) paying `win` for a round. */
export function winLegs(input: WinLegsInput): TransferInput[] {
  const { roundId, userId, currency, win, stake, bonusStake, metadata } = input;
  const bonusWin = bonusStake > 0n ? (win * bonusStake) / stake : 0n;
  const realWin = win - bonusWin;
  const legs: TransferInput[] = [];
  if (realWin > 0n) {
    legs.push({
      idempotencyKey: `round:${roundId}:win:REAL`,
      debit: account.house(currency),
      credit: account.real(userId, currency),
      amount: realWin,
      currency,
      kind: 'WIN',
      metadata,
    });
  }
  if (bonusWin > 0n) {
    legs.push({
      idempotencyKey: `round:${roundId}:win:BONUS`,
      debit: account.house(currency),
      credit: account.bonus(userId, currency),
      amount: bonusWin,
      currency,
      kind: 'WIN',
      metadata,
    });
  }
  return legs;
}
