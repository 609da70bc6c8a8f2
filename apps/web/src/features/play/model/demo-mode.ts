// Real or demo play (issue 18): a signed-in player chooses; a guest always plays demo, with the
// fun balance of model/fun-balance.ts (nothing is stored for a guest's round, see
// apps/server/src/modules/play/guest-demo.ts).
import { currencyDecimals, parseMajorToMinor } from '@aurum/domain';
import { useState } from 'react';
import { useSession } from '@/lib/session';
import { applyFunRound } from './fun-balance';

export function useDemoMode() {
  const session = useSession();
  const guest = session.status !== 'user';
  const [chosen, setDemo] = useState(false);
  return { demo: guest || chosen, setDemo, guest };
}

/** A guest's settled demo round moves the fun balance (amount and win: major-unit text). */
export function settleFunRound(
  guest: boolean,
  round: { demo: boolean; amount: string; win: string },
  currency: string,
): void {
  if (!guest || !round.demo) return;
  const decimals = currencyDecimals(currency);
  applyFunRound(
    currency,
    parseMajorToMinor(round.amount, decimals) ?? 0n,
    parseMajorToMinor(round.win, decimals) ?? 0n,
  );
}
