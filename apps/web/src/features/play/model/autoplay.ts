// Slot autoplay's stop rules (pure): a run of at most N spins that stops after a round on any win,
// on a single win above X, or when the run's net loss (stakes − wins) reaches Y. Offered only
// where the jurisdiction profile allows autoplay (`autoplayAllowed`).

export interface AutoplaySettings {
  spins: number;
  stopOnAnyWin: boolean;
  /** stop after a single win above this (major units), null: off */
  winAbove: number | null;
  /** stop once the run has lost this much (major units), null: off */
  lossLimit: number | null;
}

export interface AutoplayRun {
  played: number;
  /** Σ (stake − win) over the run, major units */
  net: number;
}

export type AutoplayStop = 'spins' | 'anyWin' | 'winAbove' | 'loss';

/** The run after one more settled round, and why it stops (null: play on). */
export function afterRound(
  settings: AutoplaySettings,
  run: AutoplayRun,
  round: { amount: string; win: string },
): { run: AutoplayRun; stop: AutoplayStop | null } {
  const win = Number(round.win);
  const next = { played: run.played + 1, net: run.net + Number(round.amount) - win };
  let stop: AutoplayStop | null = null;
  if (settings.stopOnAnyWin && win > 0) stop = 'anyWin';
  else if (settings.winAbove !== null && win > settings.winAbove) stop = 'winAbove';
  else if (settings.lossLimit !== null && next.net >= settings.lossLimit - 1e-9) stop = 'loss';
  else if (next.played >= settings.spins) stop = 'spins';
  return { run: next, stop };
}

export const AUTOPLAY_SPINS = [10, 25, 50, 100] as const;
