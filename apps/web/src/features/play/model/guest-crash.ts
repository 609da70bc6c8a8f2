// Crash for a guest (issue 18, demo play): the guest watches the game's shared live rounds (the
// server's crash points, from its hash chain) and places a fun-money bet that exists only in the
// browser — the server knows nothing of it. A manual cash-out takes the multiplier the round shows
// at that moment (domain multiplierAt on the server's clock); an auto cash-out pays when the
// round's crash point reaches it (domain crashWin, the server's rule); a bet still open when the
// round crashes is lost. Only the fun balance moves.
import {
  crashWin,
  currencyDecimals,
  formatMinor,
  hundredthsText,
  multiplierAt,
  parseHundredths,
  parseMajorToMinor,
} from '@aurum/domain';
import type { CrashBet, CrashRound } from '../api/crash';
import { elapsedMs } from './crash-mode';

export function guestCrashBet(input: {
  round: CrashRound;
  currency: string;
  amount: string;
  autoCashOut: string | null;
}): CrashBet {
  return {
    __typename: 'CrashBet',
    id: crypto.randomUUID(),
    roundId: input.round.id,
    player: '',
    mine: true,
    demo: true,
    currency: input.currency,
    amount: input.amount,
    win: formatMinor(0n, { decimals: currencyDecimals(input.currency) }),
    status: 'ACTIVE',
    cashedOutAt: null,
    autoCashOut: input.autoCashOut,
  } as CrashBet;
}

const minor = (bet: CrashBet) =>
  parseMajorToMinor(bet.amount, currencyDecimals(bet.currency)) ?? 0n;

function cashed(bet: CrashBet, hundredths: number): CrashBet {
  return {
    ...bet,
    status: 'CASHED_OUT',
    cashedOutAt: hundredthsText(hundredths),
    win: formatMinor((minor(bet) * BigInt(hundredths)) / 100n, {
      decimals: currencyDecimals(bet.currency),
    }),
  };
}

/** A manual cash-out now (the round RUNNING): the multiplier on the server's clock. */
export function cashOutGuestCrash(bet: CrashBet, round: CrashRound, offset: number): CrashBet {
  return cashed(bet, multiplierAt(Math.max(0, elapsedMs(round, offset)), round.growthRate));
}

/** The bet once its round crashed: paid at its auto cash-out if the crash point reached it, else lost. */
export function settleGuestCrash(bet: CrashBet, crashPoint: string): CrashBet {
  if (bet.status !== 'ACTIVE') return bet;
  const crash = parseHundredths(crashPoint) ?? 0;
  const target = parseHundredths(bet.autoCashOut);
  if (target !== null && crashWin(minor(bet), target, crash) > 0n) return cashed(bet, target);
  return { ...bet, status: 'LOST' };
}

/** A running round's auto cash-out reached (the guest's bet pays at its target). */
export function autoReached(bet: CrashBet, round: CrashRound, offset: number): boolean {
  const target = parseHundredths(bet.autoCashOut);
  return (
    bet.status === 'ACTIVE' &&
    target !== null &&
    multiplierAt(Math.max(0, elapsedMs(round, offset)), round.growthRate) >= target
  );
}
