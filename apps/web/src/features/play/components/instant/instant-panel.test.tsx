import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Provider } from 'urql';
import { describe, expect, it, vi } from 'vitest';
import { SessionContext } from '@/lib/session';
import { fakeClient } from '@/test/fake-client';
import { testSession } from '@/test/session-user';
import type { GameEngineConfig, PlaySuccess } from '../../api/play';
import PlayPanel from '../play-panel';

const DICE: GameEngineConfig = {
  __typename: 'GameEngineConfig',
  slug: 'royal-mines',
  engine: 'DICE',
  rtp: '97.00',
  currency: 'USD',
  minBet: '1.00',
  maxBet: '1000.00',
  slots: null,
  roulette: null,
  dice: { minChance: '1.00', maxChance: '98.00' },
  crash: null,
};

const SUCCESS: PlaySuccess = {
  __typename: 'PlaySuccess',
  replayed: false,
  balance: { currency: 'USD', real: '1001.94', bonus: '0.00', total: '1001.94' },
  round: {
    id: 'r1',
    gameSlug: 'royal-mines',
    engine: 'DICE',
    demo: false,
    currency: 'USD',
    amount: '2.50',
    win: '4.85',
    multiplier: '1.9400',
    serverSeedHash: 'h',
    clientSeed: 'c',
    nonce: 0,
    createdAt: '2026-11-21T05:00:00.000Z',
    outcome: {
      __typename: 'DiceOutcome',
      roll: '12.34',
      target: '50.00',
      direction: 'UNDER',
      chance: '50.00',
      won: true,
    },
  },
};

function setup() {
  const refresh = vi.fn();
  const { client, executeMutation } = fakeClient({
    GameEngine: () => ({ gameEngine: DICE }),
    // a dice game of another category than live-casino plays here, not at a shared table
    LiveTableFlag: () => ({ gameEngine: { ...DICE, liveTable: false } }),
    playDice: () => ({ playDice: SUCCESS }),
  });
  const session = testSession('user', refresh);
  render(
    <Provider value={client}>
      <SessionContext.Provider value={session}>
        <MemoryRouter>
          <PlayPanel slug="royal-mines" />
        </MemoryRouter>
      </SessionContext.Provider>
    </Provider>,
  );
  return { refresh, executeMutation };
}

describe('PlayPanel', () => {
  it('normalizes the stake and refuses stakes outside the limits', () => {
    setup();
    const stake = screen.getByLabelText('Stake');
    expect(stake.getAttribute('dir')).toBe('ltr');
    fireEvent.change(stake, { target: { value: '0,5' } });
    expect((stake as HTMLInputElement).value).toBe('0.5');
    expect(screen.getByText('The minimum stake is $1.00')).toBeTruthy();
    expect((screen.getByTestId('play-button') as HTMLButtonElement).disabled).toBe(true);
  });

  it('plays a real dice round, shows the roll, the win and the balance, and refreshes the user', async () => {
    const { refresh, executeMutation } = setup();
    fireEvent.change(screen.getByLabelText('Stake'), { target: { value: '2,50' } });
    fireEvent.click(screen.getByTestId('play-button'));
    // the dice roll for a moment first (motion is not reduced here)
    expect(await screen.findByTestId('dice-result', {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByText('12.34')).toBeTruthy();
    expect(screen.getByTestId('play-win').textContent).toBe('$4.85');
    expect(screen.getByTestId('play-balance').textContent).toBe('$1,001.94');
    expect(refresh).toHaveBeenCalledTimes(1);
    const call = executeMutation.mock.calls[0] as unknown as [{ variables: { input: unknown } }];
    expect(call[0].variables.input).toMatchObject({
      gameSlug: 'royal-mines',
      amount: '2.50',
      target: '50.00',
      direction: 'UNDER',
      demo: false,
    });
  });
});
