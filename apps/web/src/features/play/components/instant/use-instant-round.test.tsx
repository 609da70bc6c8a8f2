// useInstantRound alone (no markup): the stake check that gates Play, what each engine sends,
// guests, failures that keep the bets, and Space.
import { act, fireEvent, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Session } from '@/lib/session';
import { fakeClient } from '@/test/fake-client';
import { hookWrapper } from '@/test/play-wrapper';
import { testSession } from '@/test/session-user';
import type { GameEngineConfig, PlaySuccess } from '../../api/play';
import { useInstantRound } from './use-instant-round';
import { clearFunBalances, funBalance } from '../../model/fun-balance';

const config = (engine: GameEngineConfig['engine']): GameEngineConfig => ({
  __typename: 'GameEngineConfig',
  slug: 'table',
  engine,
  rtp: '97.00',
  currency: 'USD',
  minBet: '1.00',
  maxBet: '100.00',
  slots: null,
  roulette: null,
  dice: null,
  crash: null,
});

// the hook reads only the round's id; the rest makes it a complete round of the schema
const SUCCESS: PlaySuccess = {
  __typename: 'PlaySuccess',
  replayed: false,
  balance: { currency: 'USD', real: '10.00', bonus: '0.00', total: '10.00' },
  round: {
    id: 'r1',
    gameSlug: 'table',
    engine: 'DICE',
    demo: false,
    currency: 'USD',
    amount: '1.00',
    win: '0.00',
    multiplier: '0.0000',
    serverSeedHash: 'h',
    clientSeed: 'c',
    nonce: 0,
    createdAt: '2026-11-21T05:00:00.000Z',
    outcome: {
      __typename: 'DiceOutcome',
      roll: '12.34',
      target: '50.00',
      direction: 'OVER',
      chance: '49.50',
      won: false,
    },
  },
};

function setup(
  engine: GameEngineConfig['engine'],
  { status = 'user' as Session['status'], answer = (): unknown => SUCCESS } = {},
) {
  const { client, executeMutation } = fakeClient({
    // slots look for free spins of this game: none
    FreeSpinsOffer: () => ({
      getUserBonusesList: { __typename: 'UserBonusList', count: 0, bonusList: [] },
    }),
    playBaccarat: () => ({ playBaccarat: answer() }),
    playDice: () => ({ playDice: answer() }),
    playRoulette: () => ({ playRoulette: answer() }),
    playSlots: () => ({ playSlots: answer() }),
    rotateGuestDemoSeed: () => ({
      rotateGuestDemoSeed: {
        __typename: 'GuestDemoSeed',
        token: 'T',
        serverSeedHash: 'H',
        revealedServerSeed: null,
      },
    }),
  });
  const refresh = vi.fn();
  const session = testSession(status, refresh);
  const wrapper = hookWrapper(client, session);
  const hook = renderHook(() => useInstantRound(config(engine)), { wrapper });
  const inputs = () =>
    executeMutation.mock.calls
      .map(
        (c) =>
          (c as unknown as [{ variables: { input?: Record<string, unknown> } }])[0].variables.input,
      )
      .filter((input) => input !== undefined);
  return { hook, executeMutation, refresh, inputs };
}

describe('useInstantRound', () => {
  it('gates Play on the stake: empty, below, above the limits, and baccarat bets times the stake', async () => {
    const { hook, inputs } = setup('BACCARAT');
    expect(hook.result.current.problem).toBeNull();
    act(() => hook.result.current.setAmount(''));
    expect(hook.result.current.problem).toBe('empty');
    act(() => hook.result.current.setAmount('0.50'));
    expect(hook.result.current.problem).toBe('low');
    act(() => hook.result.current.setAmount('60'));
    expect(hook.result.current.problem).toBeNull();
    // a second bet doubles the total over the maximum
    act(() => hook.result.current.baccarat.toggle('PLAYER'));
    expect(hook.result.current.betCount).toBe(2);
    expect(hook.result.current.total).toBe('120.00');
    expect(hook.result.current.problem).toBe('high');
    await act(() => hook.result.current.play());
    expect(inputs()).toEqual([]);
    act(() => hook.result.current.baccarat.toggle('BANKER'));
    act(() => hook.result.current.baccarat.toggle('PLAYER'));
    expect(hook.result.current.problem).toBe('noBets');

    act(() => hook.result.current.baccarat.toggle('TIE'));
    act(() => hook.result.current.setAmount('5'));
    await act(() => hook.result.current.play());
    expect(inputs()).toHaveLength(1);
    expect(inputs()[0]).toMatchObject({
      gameSlug: 'table',
      demo: false,
      bets: [{ type: 'TIE', amount: '5' }],
    });
    expect(hook.result.current.last?.round.id).toBe('r1');
  });

  it('sends the dice target and direction, and plays on Space when nothing has the focus', async () => {
    const { hook, inputs, refresh } = setup('DICE');
    act(() => {
      hook.result.current.dice.setTarget('30.00');
      hook.result.current.dice.setDirection('OVER');
      hook.result.current.setDemo(true);
    });
    fireEvent.keyDown(document.body, { key: ' ' });
    await waitFor(() => expect(hook.result.current.last).not.toBeNull());
    expect(inputs()[0]).toMatchObject({
      amount: '1.00',
      target: '30.00',
      direction: 'OVER',
      demo: true,
    });
    // the answer was a real round: the header balance is re-read
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('a guest plays demo rounds on the fun balance; the stake stays after a refusal', async () => {
    clearFunBalances();
    const guest = setup('SLOTS', {
      status: 'guest',
      answer: () => ({
        ...SUCCESS,
        round: { ...SUCCESS.round, demo: true, amount: '1.00', win: '3.50' },
      }),
    });
    expect(guest.hook.result.current.demo).toBe(true);
    await act(() => guest.hook.result.current.play());
    expect(guest.hook.result.current.failure).toBeNull();
    expect(guest.inputs()[0]).toMatchObject({ demo: true });
    // 1,000.00 − 1.00 + 3.50, and no session re-read (nothing real moved)
    expect(funBalance('USD')).toBe(100_250n);
    expect(guest.refresh).not.toHaveBeenCalled();

    const { hook } = setup('SLOTS', {
      answer: () => ({ __typename: 'GeneralAppError', code: 'INSUFFICIENT_FUNDS', message: '' }),
    });
    act(() => hook.result.current.setAmount('7'));
    await act(() => hook.result.current.play());
    expect(hook.result.current.failure).toBe('INSUFFICIENT_FUNDS');
    expect(hook.result.current.amount).toBe('7');
    expect(hook.result.current.last).toBeNull();
  });
});
