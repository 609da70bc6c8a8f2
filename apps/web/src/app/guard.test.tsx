import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SessionContext, type Session } from '@/lib/session';
import { testUser } from '@/test/session-user';
import { RequireUser } from './guard';

function session(status: Session['status']): Session {
  return {
    status,
    user: status === 'user' ? testUser() : null,
    token: status === 'guest' ? null : 'token',
    setToken: () => {},
    logout: () => {},
    refresh: () => {},
  };
}

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

function renderAt(path: string, status: Session['status']) {
  return render(
    <SessionContext.Provider value={session(status)}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<RequireUser />}>
            <Route path="/profile" element={<p>profile page</p>} />
            <Route path="/game/:slug" element={<p>game page</p>} />
          </Route>
          <Route path="/sign-in" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </SessionContext.Provider>,
  );
}

describe('RequireUser', () => {
  it('shows a spinner while the session loads', () => {
    renderAt('/profile', 'loading');
    expect(screen.getByRole('status')).toBeTruthy();
    expect(screen.queryByText('profile page')).toBeNull();
  });

  it('renders the page for a player', () => {
    renderAt('/profile', 'user');
    expect(screen.getByText('profile page')).toBeTruthy();
  });

  it('sends a guest to sign-in with the return path', () => {
    renderAt('/profile', 'guest');
    expect(screen.getByTestId('where').textContent).toBe('/sign-in?return=%2Fprofile');
  });

  it('keeps the query string of the guarded page', () => {
    renderAt('/game/book-of-gold?demo=1', 'guest');
    expect(screen.getByTestId('where').textContent).toBe(
      '/sign-in?return=%2Fgame%2Fbook-of-gold%3Fdemo%3D1',
    );
  });
});
