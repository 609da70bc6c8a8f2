// useCrashGame alone (no markup): the round state and the action's mode follow the crashGame
// snapshot and the crashRound events; bets, queued bets and refusals.
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Session } from '@/lib/session';
import { fakeClient } from '@/test/fake-client';
import { hookWrapper } from '@/test/play-wrapper';
import { testSession } from '@/test/session-user';
import type { CrashBet, CrashRound, CrashRoundEvent } from '../../api/crash';
import { clearFunBalances, funBalance } from '../../model/fun-balance';
import { CONFIG, bet, now, round, snapshotOf } from './crash-fixtures';
import { useCrashGame } from './use-crash-game';

const success = (b: CrashBet) => ({
  __typename: 'CrashBetSuccess',
  replayed: false,
  bet: b,
  balance: { currency: 'USD', real: '9.00', bonus: '0.00', total: '9.00' },
});
const refusal = (code: string) => ({ __typename: 'GeneralAppError', code, message: code });
const event = (r: CrashRound, b: CrashBet | null = null): CrashRoundEvent => ({
  kind: b ? 'BET' : 'PHASE',
  round: r,
  bet: b,
  serverTime: now(),
});

function setup({
  snapshot = round(),
  status = 'user',
  mutation = () => ({}),
}: {
  snapshot?: CrashRound | null;
  status?: Session['status'];
  mutation?: (variables: Record<string, unknown>) => unknown;
} = {}) {
  const game = snapshotOf(snapshot);
  const fake = fakeClient({
    CrashGame: () => ({ crashGame: game }),
    PlaceCrashBet: (variables) => mutation(variables),
    CashOutCrash: (variables) => mutation(variables),
  });
  const refresh = vi.fn();
  const session = testSession(status, refresh);
  const wrapper = hookWrapper(fake.client, session);
  const hook = renderHook(() => useCrashGame(CONFIG), { wrapper });
  return {
    hook,
    refresh,
    executeMutation: fake.executeMutation,
    emit: (e: CrashRoundEvent) => act(() => fake.push('CrashRound', { crashRound: e })),
  };
}

/** The action, and the request it starts, settled inside act. */
async function press(hook: { result: { current: { act: () => void } } }) {
  await act(async () => {
    hook.result.current.act();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('useCrashGame', () => {
  it('follows the phases from the events: bet → placed → cash out → lost → queue', async () => {
    const { hook, emit, executeMutation, refresh } = setup({
      mutation: () => ({ placeCrashBet: success(bet()) }),
    });
    expect(hook.result.current.mode).toBe('bet');
    expect(hook.result.current.announcement).toBe('Bets are open');

    await press(hook);
    expect(executeMutation).toHaveBeenCalledTimes(1);
    expect(hook.result.current.mode).toBe('placed');
    expect(hook.result.current.mine?.id).toBe('b1');
    expect(refresh).toHaveBeenCalledTimes(1);

    const running = round({ phase: 'RUNNING', startedAt: now() });
    emit(event(running));
    expect(hook.result.current.round?.phase).toBe('RUNNING');
    expect(hook.result.current.mode).toBe('cashOut');
    expect(hook.result.current.announcement).toBe('Round 3 started');

    emit(
      event({
        ...running,
        phase: 'CRASHED',
        crashedAt: now(),
        crashPoint: '1.37',
        gameHash: 'g'.repeat(64),
      }),
    );
    // the bet was not cashed out: it stays ACTIVE in a crashed round, and the next can be queued
    expect(hook.result.current.mode).toBe('queue');
    expect(hook.result.current.state.history.map((h) => h.crashPoint)).toEqual(['1.37']);
    expect(hook.result.current.announcement).toBe('Crashed at 1.37×');

    // the next round: a new round id clears the bets
    emit(event(round({ id: 'r2', number: 4 })));
    expect(hook.result.current.mine).toBeNull();
    expect(hook.result.current.mode).toBe('bet');
  });

  it('ignores events of older rounds', () => {
    const { hook, emit } = setup({ snapshot: round({ number: 5, id: 'r5' }) });
    emit(event(round({ number: 4, id: 'r4', phase: 'RUNNING', startedAt: now() })));
    expect(hook.result.current.round?.id).toBe('r5');
    expect(hook.result.current.mode).toBe('bet');
  });

  it('queues a bet refused as too late and places it when the next round takes bets', async () => {
    let open = false;
    const { hook, emit, executeMutation } = setup({
      mutation: () =>
        open
          ? { placeCrashBet: success(bet({ id: 'b9', roundId: 'r2' })) }
          : { placeCrashBet: refusal('CRASH_BETTING_CLOSED') },
    });
    await press(hook);
    // not an error: the bet waits for the next round
    expect(hook.result.current.failure).toBeNull();
    emit(event(round({ phase: 'RUNNING', startedAt: now() })));
    expect(hook.result.current.mode).toBe('queued');

    open = true;
    const calls = executeMutation.mock.calls.length;
    emit(event(round({ id: 'r2', number: 4 })));
    await waitFor(() => expect(hook.result.current.mode).toBe('placed'));
    expect(executeMutation).toHaveBeenCalledTimes(calls + 1);
    expect(hook.result.current.mine?.id).toBe('b9');
  });

  it('queues and unqueues by hand while a round runs', () => {
    const { hook, emit } = setup();
    emit(event(round({ phase: 'RUNNING', startedAt: now() })));
    expect(hook.result.current.mode).toBe('queue');
    act(() => hook.result.current.act());
    expect(hook.result.current.mode).toBe('queued');
    act(() => hook.result.current.act());
    expect(hook.result.current.mode).toBe('queue');
  });

  it('does not bet with an invalid stake or auto cash-out, and shows crash refusals by code', async () => {
    let code = 'CRASH_ALREADY_BET';
    const { hook, executeMutation } = setup({
      mutation: () => ({ placeCrashBet: refusal(code) }),
    });
    act(() => hook.result.current.setAmount('0.50'));
    expect(hook.result.current.stakeIssue).toBe('low');
    await press(hook);
    act(() => hook.result.current.setAmount('2.00'));
    act(() => hook.result.current.setAuto('1'));
    expect(hook.result.current.autoIssue).toBe('invalid');
    await press(hook);
    expect(executeMutation).not.toHaveBeenCalled();

    act(() => hook.result.current.setAuto('2.5'));
    await press(hook);
    expect(executeMutation.mock.calls[0]![0].variables).toMatchObject({
      input: { amount: '2.00', autoCashOut: '2.5', demo: false },
    });
    expect(hook.result.current.failure).toEqual({ crash: 'CRASH_ALREADY_BET' });

    // other codes are play errors
    code = 'INSUFFICIENT_FUNDS';
    await press(hook);
    expect(hook.result.current.failure).toEqual({ play: 'INSUFFICIENT_FUNDS' });
  });

  it('waits for a round while the game opens', () => {
    expect(setup({ snapshot: null }).hook.result.current.mode).toBe('loading');
  });

  it('a guest bets fun money on the live round in the browser: auto cash-out paid, a later bet lost', async () => {
    clearFunBalances();
    const { hook, emit, executeMutation } = setup({ status: 'guest' });
    expect(hook.result.current.demo).toBe(true);
    expect(hook.result.current.mode).toBe('bet');
    act(() => {
      hook.result.current.setAmount('10');
      hook.result.current.setAuto('1.50');
    });
    await press(hook);
    expect(hook.result.current.mode).toBe('placed');
    expect(hook.result.current.mine).toMatchObject({ demo: true, status: 'ACTIVE' });
    expect(funBalance('USD')).toBe(99_000n);
    const running = round({ phase: 'RUNNING', startedAt: now() });
    emit(event(running));
    // the server's crash point 2.37 reached the auto cash-out of 1.50: 10.00 → 15.00
    emit(event({ ...running, phase: 'CRASHED', crashedAt: now(), crashPoint: '2.37' }));
    await waitFor(() => expect(hook.result.current.mine?.status).toBe('CASHED_OUT'));
    expect(hook.result.current.mine).toMatchObject({ cashedOutAt: '1.50', win: '15.00' });
    expect(funBalance('USD')).toBe(100_500n);

    // next round: no auto cash-out, crash at 1.20 before any cash-out → lost
    emit(event(round({ id: 'r2', number: 4 })));
    act(() => hook.result.current.setAuto(''));
    await press(hook);
    const next = round({ id: 'r2', number: 4, phase: 'RUNNING', startedAt: now() });
    emit(event(next));
    emit(event({ ...next, phase: 'CRASHED', crashedAt: now(), crashPoint: '1.20' }));
    await waitFor(() => expect(hook.result.current.mine?.status).toBe('LOST'));
    expect(funBalance('USD')).toBe(99_500n);
    // nothing was sent to the server
    expect(executeMutation).not.toHaveBeenCalled();
  });
});
