import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DepositBonusSelection, SELECT_DELAY_MS, type SelectOutcome } from './bonus-selection';

/**
 * A server that answers selectDepositBonus by hand: each call waits until the test resolves it,
 * and it holds the last choice it accepted, like the real one (one PENDING bonus).
 */
function fakeServer(refuse: Record<number, string> = {}) {
  const calls: number[] = [];
  const waiting: Array<() => void> = [];
  let held = 0;
  let inFlight = 0;
  let maxInFlight = 0;
  const send = (id: number) =>
    new Promise<SelectOutcome>((resolve) => {
      calls.push(id);
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      waiting.push(() => {
        inFlight -= 1;
        const code = refuse[id];
        if (code) {
          resolve({ ok: false, code });
        } else {
          held = id;
          resolve({ ok: true, selectedId: id });
        }
      });
    });
  return {
    send,
    calls,
    get held() {
      return held;
    },
    get maxInFlight() {
      return maxInFlight;
    },
    /** Answers the oldest waiting call. */
    async answer() {
      const next = waiting.shift();
      if (!next) throw new Error('no call is waiting');
      next();
      await vi.advanceTimersByTimeAsync(0);
    },
    get waiting() {
      return waiting.length;
    },
  };
}

describe('deposit bonus selection', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a choice at once and sends it after the pause', async () => {
    const server = fakeServer();
    const selection = new DepositBonusSelection(server.send, { shown: 11, confirmed: 0 });
    selection.choose(13);
    expect(selection.getState()).toMatchObject({ shown: 13, confirmed: 0, busy: true });
    await vi.advanceTimersByTimeAsync(SELECT_DELAY_MS - 1);
    expect(server.calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls).toEqual([13]);
    await server.answer();
    expect(selection.getState()).toEqual({ shown: 13, confirmed: 13, busy: false, error: null });
  });

  it('rapid clicks within the pause send only the last choice', async () => {
    const server = fakeServer();
    const selection = new DepositBonusSelection(server.send, { shown: 11, confirmed: 0 });
    selection.choose(13);
    await vi.advanceTimersByTimeAsync(100);
    selection.choose(14);
    await vi.advanceTimersByTimeAsync(100);
    selection.choose(0);
    await vi.advanceTimersByTimeAsync(100);
    selection.choose(11);
    await vi.advanceTimersByTimeAsync(SELECT_DELAY_MS);
    expect(server.calls).toEqual([11]);
    await server.answer();
    expect(server.held).toBe(11);
    expect(selection.getState()).toMatchObject({ shown: 11, confirmed: 11, busy: false });
  });

  it('sends one request at a time and ends with the server holding the last choice', async () => {
    const server = fakeServer();
    const selection = new DepositBonusSelection(server.send, { shown: 0, confirmed: 0 });
    selection.choose(11);
    await vi.advanceTimersByTimeAsync(SELECT_DELAY_MS);
    expect(server.calls).toEqual([11]);
    // three more clicks while the first request is on its way
    selection.choose(13);
    await vi.advanceTimersByTimeAsync(SELECT_DELAY_MS);
    selection.choose(14);
    selection.choose(0);
    await vi.advanceTimersByTimeAsync(SELECT_DELAY_MS);
    expect(server.waiting).toBe(1);
    await server.answer();
    expect(server.calls).toEqual([11, 0]);
    await server.answer();
    expect(server.maxInFlight).toBe(1);
    expect(server.held).toBe(0);
    expect(selection.getState()).toEqual({ shown: 0, confirmed: 0, busy: false, error: null });
  });

  it('a refused choice falls back to the unsent preselection the player saw before it', async () => {
    const server = fakeServer({ 14: 'BONUS_UNAVAILABLE' });
    const selection = new DepositBonusSelection(server.send, { shown: 11, confirmed: 0 });
    selection.choose(14);
    await vi.advanceTimersByTimeAsync(SELECT_DELAY_MS);
    await server.answer();
    expect(selection.getState()).toEqual({
      shown: 11,
      confirmed: 0,
      busy: false,
      error: 'BONUS_UNAVAILABLE',
    });
  });

  it('a refused choice after an accepted one falls back to the accepted one', async () => {
    const server = fakeServer({ 14: 'COMPLETE_BONUS_FIRST' });
    const selection = new DepositBonusSelection(server.send, { shown: 11, confirmed: 0 });
    selection.choose(13);
    await vi.advanceTimersByTimeAsync(SELECT_DELAY_MS);
    selection.choose(14);
    await server.answer();
    await server.answer();
    expect(server.calls).toEqual([13, 14]);
    expect(selection.getState()).toEqual({
      shown: 13,
      confirmed: 13,
      busy: false,
      error: 'COMPLETE_BONUS_FIRST',
    });
  });

  it('a refused last choice falls back to what the server holds, with the error code', async () => {
    const server = fakeServer({ 14: 'BONUS_UNAVAILABLE' });
    const selection = new DepositBonusSelection(server.send, { shown: 11, confirmed: 11 });
    selection.choose(14);
    await vi.advanceTimersByTimeAsync(SELECT_DELAY_MS);
    await server.answer();
    expect(selection.getState()).toEqual({
      shown: 11,
      confirmed: 11,
      busy: false,
      error: 'BONUS_UNAVAILABLE',
    });
    selection.choose(13);
    expect(selection.getState().error).toBeNull();
  });

  it('a refused choice that a newer one replaced is forgotten; the newer one is sent', async () => {
    const server = fakeServer({ 14: 'BONUS_UNAVAILABLE' });
    const selection = new DepositBonusSelection(server.send, { shown: 11, confirmed: 11 });
    selection.choose(14);
    await vi.advanceTimersByTimeAsync(SELECT_DELAY_MS);
    selection.choose(13);
    await server.answer();
    expect(server.calls).toEqual([14, 13]);
    await server.answer();
    expect(selection.getState()).toEqual({ shown: 13, confirmed: 13, busy: false, error: null });
  });

  it('a transport failure counts as TRY_AGAIN_LATER', async () => {
    const selection = new DepositBonusSelection(() => Promise.reject(new Error('offline')), {
      shown: 0,
      confirmed: 0,
    });
    selection.choose(11);
    await vi.advanceTimersByTimeAsync(SELECT_DELAY_MS);
    expect(selection.getState()).toMatchObject({ shown: 0, error: 'TRY_AGAIN_LATER' });
  });

  it('flush sends a preselected choice the player never clicked, and nothing when in step', async () => {
    const server = fakeServer();
    const selection = new DepositBonusSelection(server.send, { shown: 11, confirmed: 0 });
    const done = selection.flush();
    expect(server.calls).toEqual([11]);
    await server.answer();
    expect(await done).toMatchObject({ shown: 11, confirmed: 11, error: null });
    await selection.flush();
    expect(server.calls).toEqual([11]);
  });

  it('flush skips the pause of a pending click and waits for the answer', async () => {
    const server = fakeServer();
    const selection = new DepositBonusSelection(server.send, { shown: 11, confirmed: 11 });
    selection.choose(13);
    const done = selection.flush();
    expect(server.calls).toEqual([13]);
    await server.answer();
    expect(await done).toMatchObject({ shown: 13, confirmed: 13, busy: false });
    await vi.advanceTimersByTimeAsync(SELECT_DELAY_MS);
    expect(server.calls).toEqual([13]);
  });

  it('follows the server when idle and ignores list updates while a choice is on its way', async () => {
    const server = fakeServer();
    const selection = new DepositBonusSelection(server.send, { shown: 11, confirmed: 0 });
    selection.serverChanged(13, () => true, 11);
    expect(selection.getState()).toMatchObject({ shown: 11, confirmed: 13 });
    selection.serverChanged(0, (id) => id !== 11, 14);
    expect(selection.getState()).toMatchObject({ shown: 14, confirmed: 0 });
    selection.choose(13);
    selection.serverChanged(0, () => false, 11);
    expect(selection.getState()).toMatchObject({ shown: 13, busy: true });
    await vi.advanceTimersByTimeAsync(SELECT_DELAY_MS);
    await server.answer();
    expect(selection.getState()).toMatchObject({ shown: 13, confirmed: 13 });
  });

  it('after dispose nothing is sent', async () => {
    const server = fakeServer();
    const selection = new DepositBonusSelection(server.send, { shown: 0, confirmed: 0 });
    selection.choose(11);
    selection.dispose();
    await vi.advanceTimersByTimeAsync(SELECT_DELAY_MS * 2);
    expect(server.calls).toEqual([]);
  });
});
