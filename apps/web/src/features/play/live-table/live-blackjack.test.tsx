// The live blackjack variant of the shared table (docs/livebj-notes.md), through the game panel
// with the real hooks and a schema-checked fake server: the common two cards and the dealer's up
// card with the hole card face down while players decide, the viewer's own extra cards, the
// decision buttons with the step they send, other players' hands masked (only "decided"), and the
// dealer's whole hand with every hand once the round settles.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Provider } from 'urql';
import { describe, expect, it } from 'vitest';
import { SessionContext } from '@/lib/session';
import { fakeClient } from '@/test/fake-client';
import { testSession } from '@/test/session-user';
import type { GameEngineConfig } from '../api/play';
import PlayPanel from '../components/play-panel';

const WAIT = { timeout: 8_000 };

function config(engine: 'BLACKJACK', slug: string): GameEngineConfig {
  return {
    __typename: 'GameEngineConfig',
    slug,
    engine,
    rtp: '99.59',
    currency: 'USD',
    minBet: '1.00',
    maxBet: '100.00',
    slots: null,
    roulette: null,
    dice: null,
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

function round(engine: 'BLACKJACK', slug: string, over: Record<string, unknown> = {}) {
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
    segments: null,
    ...over,
  };
}

function settled(engine: 'BLACKJACK', slug: string, outcome: Record<string, unknown>) {
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

const SLUG = 'infinite-blackjack-live';
// card ids: rank = id % 13 (0 ace, 1 two … 9 ten); 5♠ 3♠ common, dealer 10♠ up
const deciding = round('BLACKJACK', SLUG, {
  phase: 'DECIDING',
  bettingEndsAt: new Date(NOW - 1_000).toISOString(),
  decidingEndsAt: new Date(NOW + 9_000).toISOString(),
  outcome: { ...OUTCOME, cards: [4, 2], dealerCards: [9] },
});

function setup(table: { round: unknown; bets: unknown[]; history: unknown[] }) {
  const cfg = config('BLACKJACK', SLUG);
  const fake = fakeClient({
    GameEngine: () => ({ gameEngine: cfg }),
    LiveTableFlag: () => ({ gameEngine: { ...cfg, liveTable: true } }),
    LiveTable: () => ({
      liveTable: {
        __typename: 'LiveTable',
        slug: SLUG,
        engine: 'BLACKJACK',
        myBet: null,
        bettingMs: 15_000,
        pauseMs: 7_000,
        serverTime: new Date(NOW).toISOString(),
        ...table,
      },
    }),
    LiveBlackjackAction: () => ({
      liveBlackjackAction: {
        __typename: 'LiveBlackjackActionSuccess',
        replayed: false,
        bet: bet({
          id: 'mine',
          mine: true,
          actions: 'H',
          cards: [4, 2, 6],
          total: 15,
          decided: false,
          doubled: false,
        }),
      },
    }),
  });
  render(
    <Provider value={fake.client}>
      <SessionContext.Provider value={testSession('user')}>
        <MemoryRouter>
          <PlayPanel slug={SLUG} />
        </MemoryRouter>
      </SessionContext.Provider>
    </Provider>,
  );
  return fake;
}

describe('live blackjack table', () => {
  it("deals the common cards, hides the hole card and others' hands, sends the viewer's decision", async () => {
    const fake = setup({
      round: deciding,
      bets: [
        bet({
          id: 'mine',
          mine: true,
          actions: '',
          cards: [4, 2],
          total: 8,
          decided: false,
          doubled: false,
        }),
        bet({ id: 'b2', player: 'C0DE', decided: true }),
        bet({ id: 'b3', player: 'F00D', decided: false }),
      ],
      history: [],
    });
    const table = await screen.findByTestId('live-table', {}, WAIT);
    expect(table.getAttribute('data-engine')).toBe('BLACKJACK');
    await waitFor(
      () => expect(screen.getByTestId('live-clock').getAttribute('data-moment')).toBe('deciding'),
      WAIT,
    );
    expect(screen.getByTestId('live-clock').textContent).toMatch(/Decide in \d+ s/);
    // the dealer's up card and one face-down card; everyone's two cards
    expect(screen.getByLabelText('10 of spades')).toBeTruthy();
    expect(screen.getAllByLabelText('Face-down card')).toHaveLength(1);
    expect(screen.getByTestId('live-bj-common').textContent).toContain("Everyone's cards");
    expect(within(screen.getByTestId('live-bj-common')).getByLabelText('5 of spades')).toBeTruthy();
    expect(within(screen.getByTestId('live-bj-mine')).getAllByRole('img')).toHaveLength(2);
    expect(screen.getByTestId('live-bj-mine').textContent).toContain('Your hand · 8');
    // others: only whether they decided
    const rows = screen.getAllByTestId('live-bet');
    expect(rows[1]!.textContent).toContain('decided');
    expect(rows[2]!.textContent).toContain('deciding…');
    fireEvent.click(screen.getByTestId('live-bj-hit'));
    await waitFor(() => expect(fake.calls).toContain('LiveBlackjackAction'));
    const sent = fake.executeMutation.mock.calls.at(-1)![0].variables.input;
    expect(sent).toEqual({ betId: 'mine', action: 'HIT', step: 0 });
    // the hit card joins the viewer's hand; a double is no longer offered
    await waitFor(() =>
      expect(screen.getByTestId('live-bj-mine').textContent).toContain('Your hand · 15'),
    );
    expect(within(screen.getByTestId('live-bj-mine')).getByLabelText('7 of spades')).toBeTruthy();
    expect(within(screen.getByTestId('live-bj-mine')).getAllByRole('img')).toHaveLength(3);
    expect((screen.getByTestId('live-bj-double') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('live-bj-stand') as HTMLButtonElement).disabled).toBe(false);
  });

  it("reveals the dealer's hand and every hand once settled", async () => {
    setup({
      round: settled('BLACKJACK', SLUG, { cards: [4, 2], dealerCards: [9, 5, 3], dealerTotal: 20 }),
      bets: [
        bet({
          id: 'mine',
          mine: true,
          actions: 'HH',
          cards: [4, 2, 6, 5],
          total: 21,
          decided: true,
          doubled: false,
          result: 'WIN',
          win: '10.00',
        }),
        bet({
          id: 'b2',
          player: 'C0DE',
          actions: 'D',
          cards: [4, 2, 6],
          total: 15,
          decided: true,
          doubled: true,
          result: 'LOSE',
          win: '0.00',
          amount: '10.00',
        }),
        bet({
          id: 'b3',
          player: 'F00D',
          actions: 'HH',
          cards: [4, 2, 6, 5, 8],
          total: 25,
          decided: true,
          doubled: false,
          result: 'LOSE',
          win: '0.00',
        }),
      ],
      history: [],
    });
    await screen.findByTestId('live-table', {}, WAIT);
    await waitFor(() => expect(screen.getByTestId('live-bj-result').textContent).toBe('Win'), WAIT);
    expect(screen.queryAllByLabelText('Face-down card')).toHaveLength(0);
    expect(screen.getByText(/Dealer · 20/)).toBeTruthy();
    expect(screen.getByTestId('live-result').textContent).toContain('Dealer: 20');
    expect(screen.queryByTestId('live-bj-actions')).toBeNull();
    const rows = screen.getAllByTestId('live-bet');
    expect(rows[1]!.textContent).toContain('Hand 15 · doubled');
    // a hand over 21 says so, not only its total
    expect(rows[2]!.textContent).toContain('Hand 25 · Bust');
    expect(rows[0]!.textContent).not.toContain('Bust');
  });
});
