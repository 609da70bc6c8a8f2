// The live dice and live wheel variants of the shared table (docs/live2-notes.md), through the game
// panel with the real hooks and a schema-checked fake server: the table's one roll on the dice
// track with the viewer's own target and direction, the other players' dice bets and wheel risks in
// the bets panel, the wheel in the table's size stopping on the table's segment with the viewer's
// risk layout, and the bet each sends (dice: target + direction, wheel: risk).
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Provider } from 'urql';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SessionContext } from '@/lib/session';
import { fakeClient } from '@/test/fake-client';
import { testSession } from '@/test/session-user';
import type { GameEngineConfig } from '../api/play';
import PlayPanel from '../components/play-panel';

const WAIT = { timeout: 8_000 };

function config(engine: 'DICE' | 'WHEEL', slug: string): GameEngineConfig {
  return {
    __typename: 'GameEngineConfig',
    slug,
    engine,
    rtp: engine === 'DICE' ? '97.00' : '99.00',
    currency: 'USD',
    minBet: '1.00',
    maxBet: '100.00',
    slots: null,
    roulette: null,
    dice: engine === 'DICE' ? { minChance: '1.00', maxChance: '98.00' } : null,
    crash: null,
  } as GameEngineConfig;
}

const NOW = Date.now();
const OUTCOME = {
  pocket: null,
  color: null,
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
};

function round(engine: 'DICE' | 'WHEEL', slug: string, over: Record<string, unknown> = {}) {
  return {
    __typename: 'LiveRound',
    id: 'r7',
    gameSlug: slug,
    engine,
    number: 7,
    phase: 'BETTING',
    bettingEndsAt: new Date(NOW + 12_000).toISOString(),
    decidingEndsAt: null,
    settledAt: null,
    nextRoundAt: null,
    serverSeedHash: 'ab'.repeat(32),
    serverSeed: null,
    clientSeed: slug,
    outcome: null,
    segments: engine === 'WHEEL' ? 10 : null,
    ...over,
  };
}

function settled(engine: 'DICE' | 'WHEEL', slug: string, outcome: Record<string, unknown>) {
  return round(engine, slug, {
    phase: 'SETTLED',
    bettingEndsAt: new Date(NOW - 1_000).toISOString(),
    settledAt: new Date(NOW - 500).toISOString(),
    nextRoundAt: new Date(NOW + 6_500).toISOString(),
    serverSeed: 'seed',
    outcome: { ...OUTCOME, ...outcome },
  });
}

function bet(over: Record<string, unknown>) {
  return {
    __typename: 'LiveBet',
    id: 'b1',
    roundId: 'r7',
    player: 'A1F3',
    mine: false,
    demo: false,
    currency: 'USD',
    amount: '5.00',
    win: null,
    spots: [],
    target: null,
    direction: null,
    risk: null,
    actions: null,
    cards: null,
    total: null,
    decided: null,
    doubled: null,
    result: null,
    ...over,
  };
}

const LAYOUTS = {
  __typename: 'GameEngineConfig',
  slug: 'cash-wheel',
  plinko: null,
  keno: null,
  mines: null,
  wheel: {
    segments: [10, 20, 30, 40, 50],
    layouts: (['LOW', 'MEDIUM', 'HIGH'] as const).map((risk) => ({
      segments: 10,
      risk,
      multipliers: Array.from({ length: 10 }, (_, i) =>
        risk === 'LOW'
          ? i === 3
            ? '1.20'
            : '1.50'
          : risk === 'MEDIUM'
            ? i === 3
              ? '1.70'
              : '0.00'
            : '0.00',
      ),
    })),
  },
};

function setup(
  engine: 'DICE' | 'WHEEL',
  slug: string,
  table: { round: unknown; bets: unknown[]; history: unknown[] },
) {
  const cfg = config(engine, slug);
  const fake = fakeClient({
    GameEngine: () => ({ gameEngine: cfg }),
    LiveTableFlag: () => ({ gameEngine: { ...cfg, liveTable: true } }),
    OriginalsConfig: () => ({ gameEngine: { ...LAYOUTS, slug } }),
    LiveTable: () => ({
      liveTable: {
        __typename: 'LiveTable',
        slug,
        engine,
        myBet: null,
        bettingMs: 15_000,
        pauseMs: 7_000,
        serverTime: new Date(NOW).toISOString(),
        ...table,
      },
    }),
    PlaceLiveBet: (vars) => ({
      placeLiveBet: {
        __typename: 'LiveBetSuccess',
        replayed: false,
        bet: bet({
          id: 'mine',
          mine: true,
          amount: '1.00',
          ...(engine === 'DICE'
            ? { target: '50.00', direction: 'OVER' }
            : { risk: (vars as { input: { wheel: { risk: string } } }).input.wheel.risk }),
        }),
        round: table.round,
        balance: { currency: 'USD', real: '99.00', bonus: '0.00', total: '99.00' },
      },
    }),
  });
  render(
    <Provider value={fake.client}>
      <SessionContext.Provider value={testSession('user')}>
        <MemoryRouter>
          <PlayPanel slug={slug} />
        </MemoryRouter>
      </SessionContext.Provider>
    </Provider>,
  );
  return fake;
}

const original = window.matchMedia;
beforeEach(() => {
  // reduced motion: the wheel stops at once, the dice marker sits on the roll
  window.matchMedia = (query: string) =>
    ({
      ...original(query),
      matches: query.includes('reduce') || original(query).matches,
    }) as MediaQueryList;
});
afterEach(() => {
  window.matchMedia = original;
});

describe('live dice table', () => {
  it("shows the table's one roll on the track against the viewer's own target, and others' bets", async () => {
    setup('DICE', 'lucky-dice-live', {
      round: settled('DICE', 'lucky-dice-live', { roll: '42.17' }),
      bets: [
        bet({ target: '50.00', direction: 'UNDER', win: '9.70' }),
        bet({ id: 'b2', player: 'C0DE', target: '80.00', direction: 'OVER', win: '0.00' }),
      ],
      history: [],
    });
    const table = await screen.findByTestId('live-table', {}, WAIT);
    expect(table.getAttribute('data-engine')).toBe('DICE');
    await waitFor(() => expect(screen.getByTestId('live-roll').textContent).toBe('42.17'), WAIT);
    // the marker sits at the roll, the track coloured for "under 50" (the controls' default)
    expect(screen.getByTestId('dice-track').getAttribute('data-at')).toBe('42.17');
    expect(screen.getByTestId('live-result').textContent).toContain('The roll: 42.17');
    const rows = screen.getAllByTestId('live-bet');
    expect(rows[0]!.textContent).toContain('Roll under 50.00');
    expect(rows[1]!.textContent).toContain('Roll over 80.00');
    expect(rows[0]!.textContent).toMatch(/won .*9\.70/);
    expect(rows[1]!.textContent).toContain('no win');
  });

  it("sends the viewer's own target and direction as a dice bet", async () => {
    const fake = setup('DICE', 'lucky-dice-live', {
      round: round('DICE', 'lucky-dice-live'),
      bets: [],
      history: [],
    });
    await screen.findByTestId('live-table', {}, WAIT);
    await waitFor(() => expect(screen.getByTestId('live-clock').textContent).toContain('Round 7'));
    expect(screen.getByTestId('live-roll').textContent).toBe('··.··');
    fireEvent.click(screen.getByRole('radio', { name: 'Roll over' }));
    const play = screen.getByTestId('play-button');
    await waitFor(() => expect((play as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(play);
    await waitFor(() => expect(fake.calls).toContain('PlaceLiveBet'));
    const sent = fake.executeMutation.mock.calls.at(-1)![0].variables.input;
    expect(sent.dice).toEqual({ amount: '1.00', target: '50.00', direction: 'OVER' });
    expect(sent.roulette).toBeUndefined();
    expect(await screen.findByText('Your bet is in this round', {}, WAIT)).toBeTruthy();
  });
});

describe('live wheel table', () => {
  it("stops the table's wheel on its segment and pays the viewer's risk layout", async () => {
    setup('WHEEL', 'cash-wheel', {
      round: settled('WHEEL', 'cash-wheel', { segment: 3, segments: 10 }),
      bets: [
        bet({ id: 'mine', mine: true, risk: 'MEDIUM', win: '8.50' }),
        bet({ id: 'b2', player: 'C0DE', risk: 'HIGH', win: '0.00' }),
      ],
      history: [settled('WHEEL', 'cash-wheel', { segment: 3, segments: 10 })],
    });
    const table = await screen.findByTestId('live-table', {}, WAIT);
    expect(table.getAttribute('data-engine')).toBe('WHEEL');
    await waitFor(
      () => expect(screen.getByTestId('live-wheel').getAttribute('data-segments')).toBe('10'),
      WAIT,
    );
    expect(screen.getByTestId('live-wheel-size').textContent).toContain('10 segments');
    // the viewer bet MEDIUM: segment 3 of the medium layout pays ×1.70
    await waitFor(() => expect(screen.getByTestId('wheel-multiplier').textContent).toBe('×1.70'));
    expect(screen.getByTestId('live-result').textContent).toContain(
      'The wheel stopped on ×1.70 · won',
    );
    const rows = screen.getAllByTestId('live-bet');
    expect(rows[0]!.textContent).toContain('Risk: Medium');
    expect(rows[1]!.textContent).toContain('Risk: High');
    expect(screen.getByTestId('live-history').textContent).toContain('×1.70');
  });

  it('sends the chosen risk; the table fixes the segment count', async () => {
    const fake = setup('WHEEL', 'cash-wheel', {
      round: round('WHEEL', 'cash-wheel'),
      bets: [],
      history: [],
    });
    await screen.findByTestId('live-table', {}, WAIT);
    fireEvent.click(screen.getByTestId('risk-HIGH'));
    const play = screen.getByTestId('play-button');
    await waitFor(() => expect((play as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(play);
    await waitFor(() => expect(fake.calls).toContain('PlaceLiveBet'));
    const sent = fake.executeMutation.mock.calls.at(-1)![0].variables.input;
    expect(sent.wheel).toEqual({ amount: '1.00', risk: 'HIGH' });
  });
});
