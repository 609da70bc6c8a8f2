// The live table's clock and bets panel (component) and its state (pure): the betting countdown,
// the draw, the next round's countdown; every player's bet as it arrives, the viewer's marked,
// payouts once settled; events of an older round never replace the current one.
import { act, render, renderHook, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveBet, LiveRound, LiveTable, LiveTableEvent } from './api';
import { LiveBetsPanel, TableClock } from './live-bets-panel';
import { EMPTY_LIVE, liveReducer, momentChangeIn, tableMoment } from './model';
import { useTableMoment } from './use-live-table';

const T0 = Date.parse('2026-11-26T09:00:00.000Z');

function round(over: Partial<LiveRound> = {}): LiveRound {
  return {
    __typename: 'LiveRound',
    id: 'r1',
    gameSlug: 'lucky-roulette-live',
    engine: 'ROULETTE',
    number: 7,
    phase: 'BETTING',
    bettingEndsAt: new Date(T0 + 15_000).toISOString(),
    settledAt: null,
    nextRoundAt: null,
    serverSeedHash: 'ab'.repeat(32),
    serverSeed: null,
    clientSeed: 'lucky-roulette-live',
    outcome: null,
    segments: null,
    ...over,
  } as LiveRound;
}

function bet(over: Partial<LiveBet> = {}): LiveBet {
  return {
    __typename: 'LiveBet',
    id: 'b1',
    roundId: 'r1',
    player: 'A1F3',
    mine: false,
    demo: false,
    currency: 'USD',
    amount: '5.00',
    win: null,
    spots: [{ __typename: 'LiveBetSpot', type: 'RED', numbers: [], amount: '5.00' }],
    ...over,
  } as LiveBet;
}

const settled = round({
  phase: 'SETTLED',
  settledAt: new Date(T0 + 15_100).toISOString(),
  nextRoundAt: new Date(T0 + 22_100).toISOString(),
  serverSeed: 'seed',
  outcome: {
    pocket: 17,
    color: 'BLACK',
    playerCards: null,
    bankerCards: null,
    playerTotal: null,
    bankerTotal: null,
    result: null,
    roll: null,
    segment: null,
    segments: null,
    cards: null,
    dealerCards: null,
    dealerTotal: null,
  },
});

describe('the table clock', () => {
  it('counts down the betting window, then the draw, then the next round', () => {
    const { rerender } = render(
      <TableClock moment={tableMoment(round(), T0 + 2_500)} number={7} />,
    );
    expect(screen.getByTestId('live-clock').textContent).toContain('Round 7');
    expect(screen.getByTestId('live-clock').textContent).toContain('Bets close in 13 s');
    rerender(<TableClock moment={tableMoment(round(), T0 + 15_000)} number={7} />);
    expect(screen.getByTestId('live-clock').getAttribute('data-moment')).toBe('drawing');
    expect(screen.getByTestId('live-clock').textContent).toContain(
      'Bets closed: drawing the result',
    );
    rerender(<TableClock moment={tableMoment(settled, T0 + 16_000)} number={7} />);
    expect(screen.getByTestId('live-clock').textContent).toContain('Next round in 7 s');
    rerender(<TableClock moment={tableMoment(settled, T0 + 23_000)} number={7} />);
    expect(screen.getByTestId('live-clock').getAttribute('data-moment')).toBe('opening');
  });
});

describe('when the table re-renders', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('knows when the moment next changes: each whole second of a countdown, or its end', () => {
    // 12.5 s left: "13 s" becomes "12 s" in 500 ms; the kind changes when betting closes
    expect(momentChangeIn(round(), T0 + 2_500, true)).toBe(500);
    expect(momentChangeIn(round(), T0 + 2_000, true)).toBe(1_000);
    expect(momentChangeIn(round(), T0 + 2_500, false)).toBe(12_500);
    expect(momentChangeIn(settled, T0 + 16_000, true)).toBe(100);
    expect(momentChangeIn(settled, T0 + 16_000, false)).toBe(6_100);
    // the draw and the opening end with a server event, not a deadline
    expect(momentChangeIn(round(), T0 + 15_000, true)).toBeNull();
    expect(momentChangeIn(settled, T0 + 23_000, false)).toBeNull();
    expect(momentChangeIn(null, T0, true)).toBeNull();
  });

  it('renders the clock once a second and the table only when the kind changes', () => {
    vi.useFakeTimers({ now: T0 + 2_500 });
    const open = round();
    // a short act at a time: React renders (and re-arms the timer) as the app would between ticks
    const wait = (ms: number) => {
      for (let t = 0; t < ms; t += 100) act(() => vi.advanceTimersByTime(100));
    };
    let clockRenders = 0;
    let tableRenders = 0;
    const clock = renderHook(() => {
      clockRenders++;
      return useTableMoment(open, 0, true);
    });
    const table = renderHook(() => {
      tableRenders++;
      return useTableMoment(open, 0, false).kind;
    });
    expect(clock.result.current).toEqual({ kind: 'betting', seconds: 13 });
    const [clockAtStart, tableAtStart] = [clockRenders, tableRenders];
    wait(5_000);
    expect(clock.result.current).toEqual({ kind: 'betting', seconds: 8 });
    expect(clockRenders - clockAtStart).toBe(5);
    expect(table.result.current).toBe('betting');
    expect(tableRenders).toBe(tableAtStart);
    wait(7_600);
    expect(clock.result.current).toEqual({ kind: 'drawing' });
    expect(table.result.current).toBe('drawing');
    expect(tableRenders - tableAtStart).toBe(1);
    // the draw: nothing ticks until the server's event
    const [clockAtDraw, tableAtDraw] = [clockRenders, tableRenders];
    wait(10_000);
    expect([clockRenders, tableRenders]).toEqual([clockAtDraw, tableAtDraw]);
  });
});

describe('the clock among events', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps its second when each event moves the offset by a few ms', () => {
    vi.useFakeTimers({ now: T0 + 2_500 });
    const open = round();
    let offset = 0;
    const clock = renderHook(() => useTableMoment(open, offset, true));
    expect(clock.result.current).toEqual({ kind: 'betting', seconds: 13 });
    // an event every 300 ms, each with a slightly different offset
    for (let i = 0; i < 10; i++) {
      act(() => vi.advanceTimersByTime(300));
      offset = i % 2;
      clock.rerender();
    }
    // 3 s later: 12.5 - 3 = 9.5 s left
    expect(clock.result.current).toEqual({ kind: 'betting', seconds: 10 });
  });
});

describe('the bets panel', () => {
  it("lists every player's bet with its spots, marks the viewer's, and shows payouts once settled", () => {
    const bets = [
      bet(),
      bet({
        id: 'b2',
        player: 'C0DE',
        mine: true,
        amount: '3.00',
        spots: [
          { __typename: 'LiveBetSpot', type: 'STRAIGHT', numbers: [17], amount: '1.00' },
          { __typename: 'LiveBetSpot', type: 'DOZEN', numbers: [2], amount: '2.00' },
        ] as unknown as LiveBet['spots'],
      }),
    ];
    const { rerender } = render(<LiveBetsPanel bets={bets} settled={false} />);
    expect(screen.getByRole('heading').textContent).toContain('Bets at the table (2)');
    const rows = screen.getAllByTestId('live-bet');
    expect(rows[0]!.textContent).toContain('A1F3');
    expect(rows[0]!.textContent).toContain('Red');
    expect(rows[1]!.getAttribute('data-mine')).toBe('true');
    expect(rows[1]!.textContent).toContain('You');
    expect(rows[1]!.textContent).toContain('17, Dozen 2');
    expect(screen.queryByTestId('live-bet-win')).toBeNull();

    rerender(
      <LiveBetsPanel bets={[bet({ win: '0.00' }), { ...bets[1]!, win: '42.00' }]} settled />,
    );
    const after = screen.getAllByTestId('live-bet');
    expect(within(after[0]!).getByTestId('live-bet-win').textContent).toContain('no win');
    expect(within(after[1]!).getByTestId('live-bet-win').textContent).toMatch(/won .*42\.00/);
  });

  it('says so when nobody has bet yet', () => {
    render(<LiveBetsPanel bets={[]} settled={false} />);
    expect(screen.getByText('No bets in this round yet.')).toBeTruthy();
  });
});

describe('the table state', () => {
  const table = {
    __typename: 'LiveTable',
    slug: 'lucky-roulette-live',
    engine: 'ROULETTE',
    round: round(),
    bets: [bet()],
    history: [],
    bettingMs: 15_000,
    pauseMs: 7_000,
    serverTime: new Date(T0 + 1_000).toISOString(),
  } as unknown as LiveTable;
  const event = (e: Partial<LiveTableEvent>): LiveTableEvent =>
    ({
      kind: 'BET',
      serverTime: new Date(T0).toISOString(),
      round: round(),
      bets: [],
      ...e,
    }) as LiveTableEvent;

  it('adds bets as they come, settles with payouts into the history, then opens the next round', () => {
    let s = liveReducer(EMPTY_LIVE, { type: 'snapshot', table, receivedAt: T0 });
    expect(s.offset).toBe(1_000);
    s = liveReducer(s, {
      type: 'event',
      event: event({ bets: [bet({ id: 'b2' })] }),
      receivedAt: T0,
    });
    s = liveReducer(s, {
      type: 'event',
      event: event({ bets: [bet({ id: 'b2' })] }),
      receivedAt: T0,
    });
    expect(s.bets.map((b) => b.id)).toEqual(['b1', 'b2']);
    s = liveReducer(s, {
      type: 'event',
      event: event({
        kind: 'RESULT',
        round: settled,
        bets: [bet({ win: '0.00' }), bet({ id: 'b2', win: '10.00' })],
      }),
      receivedAt: T0,
    });
    expect(s.round?.phase).toBe('SETTLED');
    expect(s.history[0]?.outcome?.pocket).toBe(17);
    expect(s.bets.map((b) => b.win)).toEqual(['0.00', '10.00']);
    const next = round({ id: 'r2', number: 8 });
    s = liveReducer(s, {
      type: 'event',
      event: event({ kind: 'ROUND', round: next }),
      receivedAt: T0,
    });
    expect(s.round?.id).toBe('r2');
    expect(s.bets).toEqual([]);
    // a late event of round 7 changes nothing
    const late = liveReducer(s, {
      type: 'event',
      event: event({ bets: [bet({ id: 'b9' })] }),
      receivedAt: T0,
    });
    expect(late).toBe(s);
  });
});
