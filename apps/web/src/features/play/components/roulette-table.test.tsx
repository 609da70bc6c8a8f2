import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Provider } from 'urql';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SessionContext } from '@/lib/session';
import { fakeClient } from '@/test/fake-client';
import { testSession } from '@/test/session-user';
import type { GameEngineConfig, PlayResult } from '../api/play';
import PlayPanel from './play-panel';

const ROULETTE: GameEngineConfig = {
  __typename: 'GameEngineConfig',
  slug: 'lucky-wheel',
  engine: 'ROULETTE',
  rtp: '97.30',
  currency: 'USD',
  minBet: '1.00',
  maxBet: '20.00',
  slots: null,
  roulette: { redNumbers: [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36] },
  dice: null,
  crash: null,
};

function success(pocket: number, win: string): PlayResult {
  return {
    __typename: 'PlaySuccess',
    replayed: false,
    balance: { currency: 'USD', real: '100.00', bonus: '0.00', total: '100.00' },
    round: {
      id: 'r1',
      gameSlug: 'lucky-wheel',
      engine: 'ROULETTE',
      demo: false,
      currency: 'USD',
      amount: '2.00',
      win,
      multiplier: '9.0000',
      serverSeedHash: 'h',
      clientSeed: 'c',
      nonce: 0,
      createdAt: '2026-11-21T05:00:00.000Z',
      outcome: { __typename: 'RouletteOutcome', pocket, color: pocket === 17 ? 'BLACK' : 'RED' },
    },
  };
}

function setup(answer: PlayResult) {
  const { client, executeMutation } = fakeClient({
    GameEngine: () => ({ gameEngine: ROULETTE }),
    // a roulette category's game, not a shared live table (live-table/live-or-instant)
    LiveTableFlag: () => ({ gameEngine: { ...ROULETTE, liveTable: false } }),
    playRoulette: () => ({ playRoulette: answer }),
  });
  const session = testSession();
  render(
    <Provider value={client}>
      <SessionContext.Provider value={session}>
        <MemoryRouter>
          <PlayPanel slug="lucky-wheel" />
        </MemoryRouter>
      </SessionContext.Provider>
    </Provider>,
  );
  return { executeMutation };
}

const original = window.matchMedia;
beforeEach(() => {
  // reduced motion: the result shows as soon as it arrives
  window.matchMedia = (query: string) =>
    ({
      ...original(query),
      matches: query.includes('reduce') || original(query).matches,
    }) as MediaQueryList;
});
afterEach(() => {
  window.matchMedia = original;
});

describe('the roulette table', { timeout: 20_000 }, () => {
  it('draws no empty surface behind or beside the number grid (issue 19 item 11)', async () => {
    setup(success(17, '36.00'));
    const layout = await screen.findByTestId('roulette-layout');
    // only the number cells and the spots paint inside the layout: no decorative column
    const decorative = [
      ...layout.querySelectorAll('div[aria-hidden="true"], span[aria-hidden="true"]'),
    ]
      .filter((el) => !el.closest('button') && el.getAttribute('data-testid') === null)
      .filter((el) => /\bbg-surface|\bborder\b/.test(el.getAttribute('class') ?? ''));
    expect(decorative).toEqual([]);
  });

  it('places a split and an outside bet with chips, lists them, removes one, spins the split', async () => {
    const { executeMutation } = setup(success(17, '36.00'));
    const table = screen.getByTestId('roulette-table');
    // no bet yet: nothing to spin
    expect((screen.getByTestId('play-button') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(table).getByLabelText('Chip $2.00'));
    fireEvent.click(within(table).getByTestId('roulette-mode-SPLIT'));
    // every split of the layout is a labelled button in Split mode
    expect(table.querySelectorAll('button[aria-label^="Split "]')).toHaveLength(60);
    fireEvent.click(within(table).getByLabelText('Split 17/20'));
    fireEvent.click(within(table).getByLabelText('Split 17/20'));
    fireEvent.click(within(table).getByLabelText('Red'));
    const bets = within(table).getAllByTestId('roulette-bet');
    expect(bets.map((b) => b.textContent)).toEqual([
      expect.stringContaining('Split 17/20'),
      expect.stringContaining('Red'),
    ]);
    expect(bets[0]!.textContent).toContain('$4.00');
    expect(screen.getByTestId('roulette-total').textContent).toBe('$6.00');
    fireEvent.click(within(table).getByLabelText('Remove Red'));
    expect(within(table).getAllByTestId('roulette-bet')).toHaveLength(1);

    fireEvent.click(screen.getByTestId('play-button'));
    // (once the wheel has landed: at once here, jsdom has no Web Animations)
    expect(await screen.findByTestId('roulette-result', {}, { timeout: 4000 })).toBeTruthy();
    const call = executeMutation.mock.calls[0] as unknown as [{ variables: { input: unknown } }];
    expect(call[0].variables.input).toMatchObject({
      gameSlug: 'lucky-wheel',
      demo: false,
      bets: [{ type: 'SPLIT', numbers: [17, 20], amount: '4.00' }],
    });
    // the table is cleared; the last spin shows its winning bet and the number
    expect(within(table).getByText('Last spin: 17')).toBeTruthy();
    expect(within(table).getByText('+$72.00')).toBeTruthy();
    expect(within(table).getByTestId('roulette-last-chip').dataset.won).toBe('true');
    expect(within(table).getByTestId('roulette-number-17').textContent).toBe('17 winning number');
    // Rebet puts the chips back
    fireEvent.click(within(table).getByTestId('roulette-rebet'));
    expect(screen.getByTestId('roulette-total').textContent).toBe('$4.00');
    expect(within(table).getAllByTestId('roulette-chip')).toHaveLength(1);
  });

  it('refuses a chip over the table maximum and keeps the bets on an error', async () => {
    const { executeMutation } = setup({
      __typename: 'GeneralAppError',
      code: 'INSUFFICIENT_FUNDS',
      message: 'Insufficient funds.',
      rg: null,
    });
    const table = screen.getByTestId('roulette-table');
    fireEvent.click(within(table).getByLabelText('Chip $10.00'));
    fireEvent.click(within(table).getByLabelText('Number 5'));
    fireEvent.click(within(table).getByLabelText('Number 6'));
    fireEvent.click(within(table).getByLabelText('Number 7'));
    expect(within(table).getByRole('status').textContent).toBe(
      'The table maximum is $20.00 per spin',
    );
    expect(screen.getByTestId('roulette-total').textContent).toBe('$20.00');
    fireEvent.click(screen.getByTestId('play-button'));
    const alert = await screen.findByTestId('play-error');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.textContent).toContain('Not enough money');
    expect(executeMutation).toHaveBeenCalledTimes(1);
    // the player's bets are still on the table
    expect(screen.getByTestId('roulette-total').textContent).toBe('$20.00');
    // Clear empties it
    fireEvent.click(within(table).getByTestId('roulette-clear'));
    expect(screen.getByTestId('roulette-total').textContent).toBe('$0.00');
  });
});
