import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Provider } from 'urql';
import { describe, expect, it, vi } from 'vitest';
import { SessionContext } from '@/lib/session';
import { fakeClient } from '@/test/fake-client';
import { testSession } from '@/test/session-user';
import type { BlackjackRoundView, BlackjackSuccess } from '../../api/blackjack';
import PlayPanel from '../play-panel';
import { CONFIG, openRound } from './blackjack-fixtures';

const OPEN = openRound();

const SETTLED: BlackjackSuccess = {
  __typename: 'BlackjackSuccess',
  replayed: false,
  resumed: false,
  balance: { currency: 'USD', real: '105.00', bonus: '0.00', total: '105.00' },
  round: {
    ...OPEN,
    status: 'SETTLED',
    win: '10.00',
    dealerCards: [31, 35, 9],
    dealerHidden: 0,
    dealerTotal: 26,
    hands: [{ ...OPEN.hands[0]!, result: 'WIN', win: '10.00' }],
    activeHand: null,
    legalActions: [],
    actions: 'S',
    step: 1,
  },
};

function setup(open: BlackjackRoundView | null) {
  const refresh = vi.fn();
  const { client, executeMutation } = fakeClient({
    GameEngine: () => ({ gameEngine: CONFIG }),
    // a blackjack game outside live-blackjack: the one-player table (not a shared one)
    LiveTableFlag: () => ({ gameEngine: { ...CONFIG, liveTable: false } }),
    blackjackRound: () => ({ blackjackRound: { __typename: 'BlackjackOpenRound', round: open } }),
    blackjackAction: () => ({ blackjackAction: SETTLED }),
    blackjackStart: () => ({ blackjackStart: SETTLED }),
  });
  const session = testSession('user', refresh);
  render(
    <Provider value={client}>
      <SessionContext.Provider value={session}>
        <MemoryRouter>
          <PlayPanel slug="spade-blackjack" />
        </MemoryRouter>
      </SessionContext.Provider>
    </Provider>,
  );
  return { refresh, executeMutation };
}

describe('BlackjackTable', () => {
  it('resumes the open round: cards, hidden hole card, totals and only the legal actions', async () => {
    setup({ ...OPEN, legalActions: ['HIT', 'STAND', 'DOUBLE'] });
    expect(await screen.findByTestId('bj-notice')).toBeTruthy();
    expect(screen.getByRole('img', { name: '8 of spades' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '8 of hearts' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '6 of diamonds' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Face-down card' })).toBeTruthy();
    expect(screen.getByTestId('hand-total').textContent).toBe('16');
    expect((screen.getByTestId('bj-hit') as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByTestId('bj-split') as HTMLButtonElement).disabled).toBe(true);
    // the mode cannot change while a round is open
    expect((screen.getByRole('radio', { name: 'Demo' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByTestId('bj-deal')).toBeNull();
  });

  it('stands from the keyboard with the round step, then shows the outcome and the balance', async () => {
    const { refresh, executeMutation } = setup(OPEN);
    await screen.findByTestId('bj-stand');
    act(() => {
      fireEvent.keyDown(window, { key: 's' });
    });
    expect(await screen.findByTestId('bj-outcome')).toBeTruthy();
    expect(screen.getByText('You win $10.00')).toBeTruthy();
    expect(screen.getByTestId('play-balance').textContent).toBe('$105.00');
    expect(screen.getByTestId('hand-result').textContent).toBe('Win');
    expect(refresh).toHaveBeenCalled();
    const call = executeMutation.mock.calls[0] as unknown as [{ variables: { input: unknown } }];
    expect(call[0].variables.input).toEqual({ roundId: OPEN.id, action: 'STAND', step: 0 });
    // the next deal is offered again
    expect(screen.getByTestId('bj-deal')).toBeTruthy();
  });

  it('deals with the stake; keys do nothing while typing the stake', async () => {
    const { executeMutation } = setup(null);
    const stake = await screen.findByLabelText('Stake');
    fireEvent.keyDown(stake, { key: 'h' });
    expect(executeMutation).not.toHaveBeenCalled();
    fireEvent.change(stake, { target: { value: '0,5' } });
    expect((screen.getByTestId('bj-deal') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(stake, { target: { value: '2' } });
    fireEvent.click(screen.getByTestId('bj-deal'));
    await waitFor(() => expect(executeMutation).toHaveBeenCalled());
    const call = executeMutation.mock.calls[0] as unknown as [
      { variables: { input: Record<string, unknown> } },
    ];
    expect(call[0].variables.input).toMatchObject({
      gameSlug: 'spade-blackjack',
      amount: '2',
      demo: false,
    });
    expect(call[0].variables.input.roundId).toMatch(/^[0-9a-f-]{36}$/);
  });
});
