import { msToReach, multiplierAt, parseHundredths } from '@aurum/domain';
import { describe, expect, it } from 'vitest';
import type { CrashBet, CrashGame, CrashRound, CrashRoundEvent } from '../api/crash';
import {
  EMPTY_CRASH,
  applyEvent,
  autoCashOutProblem,
  band,
  clockOffset,
  curvePath,
  fromSnapshot,
  myBet,
  withBet,
} from './crash';

const R = 0.00006;

const round = (over: Partial<CrashRound> = {}): CrashRound => ({
  id: 'r1',
  gameSlug: 'rocket',
  number: 7,
  phase: 'BETTING',
  bettingEndsAt: '2026-01-01T00:00:06.000Z',
  startedAt: null,
  crashedAt: null,
  crashPoint: null,
  gameHash: null,
  chainId: 1,
  gameIndex: 7,
  terminalHash: 't'.repeat(64),
  salt: 's',
  rtp: '97.00',
  growthRate: R,
  ...over,
});

const bet = (over: Partial<CrashBet> = {}): CrashBet => ({
  id: 'b1',
  roundId: 'r1',
  player: 'A3F9',
  mine: false,
  demo: false,
  currency: 'USD',
  amount: '10.00',
  win: '0.00',
  status: 'ACTIVE',
  cashedOutAt: null,
  autoCashOut: null,
  ...over,
});

const event = (over: Partial<CrashRoundEvent>): CrashRoundEvent => ({
  kind: 'PHASE',
  round: round(),
  bet: null,
  serverTime: '2026-01-01T00:00:00.000Z',
  ...over,
});

describe('crash multiplier (the shared rule the flight draws)', () => {
  it('follows the server formula ⌊100·e^(r·t)⌋', () => {
    expect(multiplierAt(0, R)).toBe(100);
    expect(multiplierAt(-5, R)).toBe(100);
    // ln 2 / 0.00006 = 11552.45… ms
    expect(multiplierAt(11552, R)).toBe(199);
    expect(multiplierAt(11553, R)).toBe(200);
    expect(msToReach(200, R)).toBe(11553);
    expect(msToReach(100, R)).toBe(0);
  });

  it('reads and bands multipliers', () => {
    expect(parseHundredths('2.35')).toBe(235);
    expect(parseHundredths('2.3')).toBe(230);
    expect(parseHundredths('7')).toBe(700);
    expect(parseHundredths('x')).toBeNull();
    expect(band('1.99')).toBe('low');
    expect(band('2.00')).toBe('mid');
    expect(band('10.00')).toBe('high');
    expect(autoCashOutProblem('')).toBeNull();
    expect(autoCashOutProblem('1.01')).toBeNull();
    expect(autoCashOutProblem('1.00')).toBe('invalid');
    expect(autoCashOutProblem('1000000.01')).toBe('invalid');
  });

  it('measures the server clock offset and draws a rising curve', () => {
    expect(clockOffset('2026-01-01T00:00:01.000Z', Date.parse('2026-01-01T00:00:00.250Z'))).toBe(
      750,
    );
    const d = curvePath(10_000, R, 320, 160);
    expect(d.startsWith('M0.0,160.0')).toBe(true);
    const ys = [...d.matchAll(/,(-?[\d.]+)/g)].map((m) => Number(m[1]));
    expect(ys.every((y, i) => i === 0 || y <= ys[i - 1]!)).toBe(true);
  });
});

describe('crash round state', () => {
  const game: CrashGame = {
    __typename: 'CrashGame',
    slug: 'rocket',
    round: round(),
    bets: [bet({ id: 'b1' }), bet({ id: 'b2', mine: true, player: 'FFFF' })],
    myBet: bet({ id: 'b2', mine: true, player: 'FFFF', autoCashOut: '2.00' }),
    history: [],
    bettingMs: 6000,
    growthRate: R,
    serverTime: '2026-01-01T00:00:00.000Z',
  };

  it('takes the snapshot with the viewer’s own bet (and its auto cash-out)', () => {
    const s = fromSnapshot(EMPTY_CRASH, game, Date.parse('2026-01-01T00:00:00.000Z'));
    expect(s.bets).toHaveLength(2);
    expect(myBet(s)?.autoCashOut).toBe('2.00');
    expect(s.offset).toBe(0);
  });

  it('applies bets, cash-outs and phases; a new round starts an empty list; crashes go to history', () => {
    let s = fromSnapshot(EMPTY_CRASH, game);
    s = applyEvent(s, event({ kind: 'BET', bet: bet({ id: 'b3' }) }));
    expect(s.bets.map((b) => b.id)).toEqual(['b1', 'b2', 'b3']);
    s = applyEvent(
      s,
      event({
        kind: 'CASH_OUT',
        round: round({ phase: 'RUNNING', startedAt: '2026-01-01T00:00:06.000Z' }),
        bet: bet({ id: 'b2', mine: true, status: 'CASHED_OUT', cashedOutAt: '1.50', win: '15.00' }),
      }),
    );
    expect(myBet(s)).toMatchObject({ status: 'CASHED_OUT', autoCashOut: '2.00' });
    s = applyEvent(
      s,
      event({ round: round({ phase: 'CRASHED', crashPoint: '1.87', gameHash: 'h'.repeat(64) }) }),
    );
    expect(s.history[0]).toMatchObject({ roundId: 'r1', crashPoint: '1.87', number: 7 });
    // the same crash twice is listed once
    s = applyEvent(
      s,
      event({ round: round({ phase: 'CRASHED', crashPoint: '1.87', gameHash: 'h'.repeat(64) }) }),
    );
    expect(s.history).toHaveLength(1);
    s = applyEvent(s, event({ round: round({ id: 'r2', number: 8 }) }));
    expect(s.round?.id).toBe('r2');
    expect(s.bets).toEqual([]);
    // a late event of an older round changes nothing but the clock
    s = applyEvent(s, event({ kind: 'BET', round: round(), bet: bet({ id: 'old' }) }));
    expect(s.round?.id).toBe('r2');
    expect(s.bets).toEqual([]);
    // a snapshot older than the events is not taken
    expect(fromSnapshot(s, game).round?.id).toBe('r2');
    // the answer of a mutation lands in the current round only
    expect(withBet(s, bet({ id: 'x', roundId: 'r1' })).bets).toEqual([]);
    expect(withBet(s, bet({ id: 'x', roundId: 'r2', mine: true })).bets).toHaveLength(1);
  });
});
