import { describe, expect, it } from 'vitest';
import { afterRound, type AutoplaySettings } from './autoplay';

const BASE: AutoplaySettings = { spins: 3, stopOnAnyWin: false, winAbove: null, lossLimit: null };

function play(settings: AutoplaySettings, wins: string[], amount = '1.00') {
  let run = { played: 0, net: 0 };
  for (const win of wins) {
    const r = afterRound(settings, run, { amount, win });
    run = r.run;
    if (r.stop) return { played: run.played, stop: r.stop };
  }
  return { played: run.played, stop: null };
}

describe('autoplay stop conditions', () => {
  it('stops after N spins', () => {
    expect(play(BASE, ['0', '0', '0', '0'])).toEqual({ played: 3, stop: 'spins' });
  });
  it('stops on any win', () => {
    expect(play({ ...BASE, spins: 10, stopOnAnyWin: true }, ['0', '0', '0.40', '0'])).toEqual({
      played: 3,
      stop: 'anyWin',
    });
  });
  it('stops on a single win above X, not at X', () => {
    const settings = { ...BASE, spins: 10, winAbove: 5 };
    expect(play(settings, ['5.00', '0', '5.01', '0'])).toEqual({ played: 3, stop: 'winAbove' });
  });
  it('stops when the balance is down by Y', () => {
    const settings = { ...BASE, spins: 10, lossLimit: 2.5 };
    // −1, −1 +0.5 win, −1 → net 2.5
    expect(play(settings, ['0', '0.50', '0', '0'])).toEqual({ played: 3, stop: 'loss' });
  });
});
