import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Provider } from 'urql';
import { describe, expect, it, vi } from 'vitest';
import { SessionContext } from '@/lib/session';
import { fakeClient } from '@/test/fake-client';
import { testSession } from '@/test/session-user';
import type { CrashBet, CrashRoundEvent } from '../../api/crash';
import CrashGame from './crash-game';
import { CONFIG, bet as mine, now, round, snapshotOf } from './crash-fixtures';

function setup(mutationResult: (variables: Record<string, unknown>) => unknown) {
  const refresh = vi.fn();
  let emit: (event: CrashRoundEvent) => void = () => {};
  const game = snapshotOf(round());
  const fake = fakeClient({
    CrashGame: () => ({ crashGame: game }),
    PlaceCrashBet: (variables) => mutationResult(variables),
    CashOutCrash: (variables) => mutationResult(variables),
  });
  const { client, executeMutation } = fake;
  emit = (event) => fake.push('CrashRound', { crashRound: event });
  const session = testSession('user', refresh);
  render(
    <Provider value={client}>
      <SessionContext.Provider value={session}>
        <MemoryRouter>
          <CrashGame config={CONFIG} />
        </MemoryRouter>
      </SessionContext.Provider>
    </Provider>,
  );
  return { refresh, executeMutation, emit: (e: CrashRoundEvent) => act(() => emit(e)) };
}

const success = (bet: CrashBet) => ({
  __typename: 'CrashBetSuccess',
  replayed: false,
  bet,
  balance: { currency: 'USD', real: '999.00', bonus: '0.00', total: '999.00' },
});

describe('CrashGame', () => {
  it('bets in BETTING, cashes out with Space while running, and shows the crash in the history', async () => {
    const { executeMutation, refresh, emit } = setup((variables) =>
      'input' in variables
        ? { placeCrashBet: success(mine()) }
        : {
            cashOutCrash: success(mine({ status: 'CASHED_OUT', cashedOutAt: '1.50', win: '1.50' })),
          },
    );
    const action = await screen.findByTestId('crash-action');
    expect(action.getAttribute('data-mode')).toBe('bet');
    expect(screen.getByText('No bets in this round yet')).toBeTruthy();
    fireEvent.click(action);
    await vi.waitFor(() => expect(action.getAttribute('data-mode')).toBe('placed'));
    expect(executeMutation.mock.calls[0]![0].variables).toMatchObject({
      input: { gameSlug: 'rocket', amount: '1.00', autoCashOut: null, demo: false },
    });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(within(screen.getByTestId('crash-players')).getByText('You')).toBeTruthy();

    // another player's bet, then the round starts
    emit({
      kind: 'BET',
      round: round(),
      bet: mine({ id: 'b2', mine: false, player: 'BEEF', amount: '5.00' }),
      serverTime: now(),
    });
    expect(screen.getByText('Player BEEF')).toBeTruthy();
    emit({
      kind: 'PHASE',
      round: round({ phase: 'RUNNING', startedAt: new Date(Date.now() - 1000).toISOString() }),
      bet: null,
      serverTime: now(),
    });
    expect(action.getAttribute('data-mode')).toBe('cashOut');
    expect(action.textContent).toContain('Cash out');
    fireEvent.keyDown(document.body, { key: ' ' });
    expect(await screen.findByText('Cashed out at 1.50× · won $1.50')).toBeTruthy();
    expect(executeMutation.mock.calls[1]![0].variables).toEqual({ roundId: 'r1' });

    emit({
      kind: 'PHASE',
      round: round({
        phase: 'RUNNING',
        startedAt: new Date(Date.now() - 12_000).toISOString(),
      }),
      bet: null,
      serverTime: now(),
    });
    emit({
      kind: 'PHASE',
      round: round({
        phase: 'CRASHED',
        startedAt: new Date(Date.now() - 12_000).toISOString(),
        crashedAt: now(),
        crashPoint: '2.05',
        gameHash: 'h'.repeat(64),
      }),
      bet: null,
      serverTime: now(),
    });
    const history = screen.getByTestId('crash-history');
    expect(within(history).getByText('2.05×')).toBeTruthy();
    const verify = screen.getByTestId('crash-verify') as HTMLAnchorElement;
    expect(verify.getAttribute('href')).toContain(`serverSeed=${'h'.repeat(64)}`);
    expect(verify.getAttribute('href')).toContain('clientSeed=salt');
    // the other player's open bet lost; the next round can be queued
    expect(action.getAttribute('data-mode')).toBe('queue');
  });

  it('refuses an auto cash-out below 1.01× and shows the crash refusals', async () => {
    setup(() => ({
      placeCrashBet: {
        __typename: 'GeneralAppError',
        code: 'CRASH_ALREADY_BET',
        message: 'x',
      },
    }));
    const action = await screen.findByTestId('crash-action');
    fireEvent.change(screen.getByLabelText('Auto cash-out'), { target: { value: '1' } });
    expect(screen.getByText('From 1.01× to 1,000,000×')).toBeTruthy();
    expect((action as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Auto cash-out'), { target: { value: '2,5' } });
    expect((screen.getByLabelText('Auto cash-out') as HTMLInputElement).value).toBe('2.5');
    fireEvent.click(action);
    expect(await screen.findByText('You already have a bet in this round.')).toBeTruthy();
  });
});
