import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Provider } from 'urql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isPlayPaused, requestRealityCheck } from '@/lib/play-gate';
import { getRgSignOutReason, setRgSignOutReason } from '@/lib/rg-sign-out';
import { SessionContext, type Session } from '@/lib/session';
import { fakeClient, type Answer } from '@/test/fake-client';
import { testUser } from '@/test/session-user';
import { sessionStats } from '../test/fixtures';
import RgWatcher from './rg-watcher';

// these screens render many controls: allow for a loaded machine
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5000 });

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u2066-\u2069]/g, '');

function setup(path: string, answers: Record<string, Answer>) {
  const fake = fakeClient(answers);
  const logout = vi.fn();
  const session: Session = {
    status: 'user',
    user: testUser(),
    token: 't',
    setToken: () => {},
    logout,
    refresh: () => {},
  };
  render(
    <Provider value={fake.client}>
      <SessionContext.Provider value={session}>
        <MemoryRouter initialEntries={[path]}>
          <RgWatcher />
          <Routes>
            <Route path="/game/:slug" element={<p>game</p>} />
            <Route path="/profile/bet-history" element={<p>history page</p>} />
            <Route path="*" element={<p>other</p>} />
          </Routes>
        </MemoryRouter>
      </SessionContext.Provider>
    </Provider>,
  );
  return { ...fake, logout };
}

afterEach(() => setRgSignOutReason(null));

describe('reality check (issue 14)', () => {
  it('interrupts a game with the session figures and pauses play until Continue', async () => {
    const answer = vi.fn(() => ({
      answerRealityCheck: sessionStats({
        realityCheckDue: false,
        nextRealityCheckAt: new Date(Date.now() + 15 * 60_000).toISOString(),
      }),
    }));
    setup('/game/book-of-aurum', {
      RgSessionStats: () => ({ rgSessionStats: sessionStats() }),
      AnswerRealityCheck: answer,
    });
    const modal = await screen.findByTestId('reality-check');
    expect(modal.getAttribute('role')).toBe('alertdialog');
    expect(within(modal).getByTestId('reality-duration').textContent).toBe('47 min');
    expect(plain(within(modal).getByTestId('reality-wagered').textContent)).toBe('$125.00');
    expect(plain(within(modal).getByTestId('reality-net').textContent)).toBe('-$30.50');
    expect(isPlayPaused()).toBe(true);
    // Escape does not dismiss it
    fireEvent.keyDown(modal, { key: 'Escape' });
    expect(screen.getByTestId('reality-check')).toBeTruthy();

    fireEvent.click(within(modal).getByTestId('reality-continue'));
    await waitFor(() =>
      expect(answer).toHaveBeenCalledWith({ answer: 'CONTINUE' }, expect.anything()),
    );
    await waitFor(() => expect(screen.queryByTestId('reality-check')).toBeNull());
    expect(isPlayPaused()).toBe(false);
  });

  it('Stop playing ends the session on the server and signs out', async () => {
    const answer = vi.fn(() => ({ answerRealityCheck: sessionStats() }));
    const { logout } = setup('/game/book-of-aurum', {
      RgSessionStats: () => ({ rgSessionStats: sessionStats() }),
      AnswerRealityCheck: answer,
    });
    fireEvent.click(await screen.findByTestId('reality-stop'));
    await waitFor(() => expect(answer).toHaveBeenCalledWith({ answer: 'STOP' }, expect.anything()));
    await waitFor(() => expect(logout).toHaveBeenCalled());
  });

  it('View history leaves the game for the bet history', async () => {
    setup('/game/book-of-aurum', {
      RgSessionStats: () => ({ rgSessionStats: sessionStats() }),
    });
    fireEvent.click(await screen.findByText('View history'));
    expect(await screen.findByText('history page')).toBeTruthy();
    expect(screen.queryByTestId('reality-check')).toBeNull();
    expect(isPlayPaused()).toBe(false);
  });

  it('comes up on a game page when its time arrives', async () => {
    let due = false;
    const next = new Date(Date.now() + 400).toISOString();
    const fake = setup('/game/rocket', {
      RgSessionStats: () => ({
        rgSessionStats: sessionStats({ realityCheckDue: due, nextRealityCheckAt: next }),
      }),
    });
    await waitFor(() => expect(fake.calls).toContain('RgSessionStats'));
    expect(screen.queryByTestId('reality-check')).toBeNull();
    due = true;
    expect(await screen.findByTestId('reality-check', {}, { timeout: 4000 })).toBeTruthy();
  });

  it('opens at once when a game was refused with RG_REALITY_CHECK_DUE', async () => {
    let due = false;
    setup('/game/rocket', {
      RgSessionStats: () => ({
        rgSessionStats: sessionStats({
          realityCheckDue: due,
          nextRealityCheckAt: new Date(Date.now() + 600_000).toISOString(),
        }),
      }),
    });
    await act(async () => {});
    expect(screen.queryByTestId('reality-check')).toBeNull();
    due = true;
    act(() => requestRealityCheck());
    expect(await screen.findByTestId('reality-check')).toBeTruthy();
  });
});

describe('session time limit (issue 14)', () => {
  it('signs out with RG_SESSION_LIMIT when the session ends', async () => {
    const ends = new Date(Date.now() + 400).toISOString();
    const fake = setup('/profile', {
      RgSessionStats: () => ({
        rgSessionStats: sessionStats({
          realityCheckDue: false,
          nextRealityCheckAt: null,
          sessionEndsAt: ends,
        }),
      }),
    });
    await waitFor(() => expect(fake.calls).toContain('RgSessionStats'));
    expect(getRgSignOutReason()).toBeNull();
    await waitFor(
      () => expect(getRgSignOutReason()).toMatchObject({ code: 'RG_SESSION_LIMIT', until: ends }),
      { timeout: 4000 },
    );
  });
});
