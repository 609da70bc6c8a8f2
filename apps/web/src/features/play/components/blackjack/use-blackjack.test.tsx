// useBlackjack alone (no markup): resuming, which actions go to the server and with which step,
// the keyboard, the deal's retry with the same round id, and a round that moved on elsewhere.
import { act, fireEvent, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Session } from '@/lib/session';
import { NetworkFailure, fakeClient } from '@/test/fake-client';
import { hookWrapper } from '@/test/play-wrapper';
import { testSession } from '@/test/session-user';
import type { BlackjackRoundView } from '../../api/blackjack';
import { CONFIG, openRound } from './blackjack-fixtures';
import { useBlackjack } from './use-blackjack';
import { clearFunBalances, funBalance } from '../../model/fun-balance';

// 8♠ 8♥ against the dealer's 6♦, a demo round at step 2
const OPEN = openRound({ demo: true, legalActions: ['HIT', 'STAND'], step: 2 });
const success = (round: BlackjackRoundView, resumed = false) => ({
  __typename: 'BlackjackSuccess',
  replayed: false,
  resumed,
  round,
  balance: { currency: 'USD', real: '5.00', bonus: '0.00', total: '5.00' },
});

type Variables = { input: Record<string, unknown> };

function setup({
  open = null as BlackjackRoundView | null,
  status = 'user' as Session['status'],
  mutation = (_v: Variables): unknown => ({}),
} = {}) {
  let current = open;
  const answer = (variables: Record<string, unknown>) => {
    const data = mutation(variables as Variables);
    return data === undefined ? new NetworkFailure('offline') : data;
  };
  const fake = fakeClient({
    blackjackRound: () => ({
      blackjackRound: { __typename: 'BlackjackOpenRound', round: current },
    }),
    blackjackStart: answer,
    blackjackAction: answer,
  });
  const { executeMutation } = fake;
  const refresh = vi.fn();
  const session = testSession(status, refresh);
  const wrapper = hookWrapper(fake.client, session);
  const hook = renderHook(() => useBlackjack(CONFIG), { wrapper });
  return {
    hook,
    /** How many times the open round was read. */
    roundReads: () => fake.calls.filter((name) => name === 'blackjackRound').length,
    executeMutation,
    refresh,
    setOpen: (r: BlackjackRoundView | null) => (current = r),
    inputs: () =>
      executeMutation.mock.calls.map(
        (c) => (c as unknown as [{ variables: Variables }])[0].variables.input,
      ),
  };
}

describe('useBlackjack', () => {
  it('resumes the open round in its mode and sends only legal actions, with the round step', async () => {
    const settled: BlackjackRoundView = { ...OPEN, status: 'SETTLED', legalActions: [], step: 3 };
    const { hook, inputs, refresh } = setup({
      open: OPEN,
      mutation: () => ({ blackjackAction: success(settled) }),
    });
    await waitFor(() => expect(hook.result.current.loading).toBe(false));
    expect(hook.result.current.round?.id).toBe(OPEN.id);
    expect(hook.result.current.notice).toBe('resumed');
    expect(hook.result.current.demo).toBe(true);
    expect(hook.result.current.active).toBe(true);

    await act(() => hook.result.current.play('DOUBLE'));
    await act(() => hook.result.current.play('SPLIT'));
    expect(inputs()).toEqual([]);

    await act(() => hook.result.current.play('STAND'));
    expect(inputs()).toEqual([{ roundId: OPEN.id, action: 'STAND', step: 2 }]);
    expect(hook.result.current.settled).toBe(true);
    expect(hook.result.current.active).toBe(false);
    // a demo round moves no money: the header balance is not re-read
    expect(refresh).not.toHaveBeenCalled();
  });

  it('plays from the keyboard (H S D P), not while typing and not with modifiers', async () => {
    const { hook, inputs } = setup({
      open: OPEN,
      mutation: () => ({ blackjackAction: success({ ...OPEN, step: 3 }) }),
    });
    await waitFor(() => expect(hook.result.current.round).not.toBeNull());
    const input = document.createElement('input');
    document.body.append(input);
    fireEvent.keyDown(input, { key: 'h' });
    fireEvent.keyDown(window, { key: 'h', ctrlKey: true });
    fireEvent.keyDown(window, { key: 'd' }); // not legal
    expect(inputs()).toEqual([]);
    fireEvent.keyDown(window, { key: 'H' });
    await waitFor(() => expect(inputs()).toEqual([{ roundId: OPEN.id, action: 'HIT', step: 2 }]));
    input.remove();
  });

  it('retries a deal that got no answer with the same round id, then shows the failure', async () => {
    let answer: unknown = undefined;
    const { hook, inputs, refresh } = setup({ mutation: () => answer });
    await waitFor(() => expect(hook.result.current.loading).toBe(false));
    await act(() => hook.result.current.deal());
    expect(hook.result.current.failure).toBe('NETWORK_ERROR');
    answer = { blackjackStart: success({ ...OPEN, demo: false }) };
    await act(() => hook.result.current.deal());
    const [first, second] = inputs();
    expect(second!.roundId).toBe(first!.roundId);
    expect(hook.result.current.failure).toBeNull();
    expect(hook.result.current.active).toBe(true);
    // a real deal took money
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('does not deal with a bad stake, deals a guest in the browser, and tells about an open round', async () => {
    clearFunBalances();
    const guest = setup({ status: 'guest' });
    act(() => guest.hook.result.current.setAmount('10'));
    await act(() => guest.hook.result.current.deal());
    const dealt = guest.hook.result.current.round!;
    expect(guest.hook.result.current.failure).toBeNull();
    expect(dealt.demo).toBe(true);
    expect(dealt.hands[0]!.cards).toHaveLength(2);
    // stand until the round settles (the shared rules play the dealer)
    for (let i = 0; i < 4 && guest.hook.result.current.round!.status === 'ACTIVE'; i++) {
      await act(() => guest.hook.result.current.play('STAND'));
    }
    const settled = guest.hook.result.current.round!;
    expect(settled.status).toBe('SETTLED');
    // the fun balance: 1,000.00 − 10.00 + the round's win; nothing sent
    expect(funBalance('USD')).toBe(100_000n - 1_000n + BigInt(settled.win.replace('.', '')));
    expect(guest.inputs()).toEqual([]);

    const { hook, inputs } = setup({
      mutation: () => ({ blackjackStart: success({ ...OPEN, demo: true }, true) }),
    });
    await waitFor(() => expect(hook.result.current.loading).toBe(false));
    act(() => hook.result.current.setAmount('2000'));
    expect(hook.result.current.problem).toBe('high');
    await act(() => hook.result.current.deal());
    expect(inputs()).toEqual([]);

    act(() => hook.result.current.setAmount('3'));
    await act(() => hook.result.current.deal());
    expect(inputs()).toHaveLength(1);
    // the server returned the round still open: shown with its own mode
    expect(hook.result.current.notice).toBe('openRound');
    expect(hook.result.current.demo).toBe(true);
  });

  it('shows the round as it is when an action is refused because it moved on', async () => {
    const { hook, setOpen, roundReads } = setup({
      open: OPEN,
      mutation: () => ({
        blackjackAction: { __typename: 'GeneralAppError', code: 'VALIDATION_ERROR', message: '' },
      }),
    });
    await waitFor(() => expect(hook.result.current.round).not.toBeNull());
    setOpen(null);
    await act(() => hook.result.current.play('HIT'));
    expect(roundReads()).toBe(2);
    expect(hook.result.current.failure).toBe('INVALID_BET');
    // nothing is open any more: no action can be sent from the stale round
    expect(hook.result.current.round?.legalActions).toEqual([]);
  });
});
