// The side menu's Support item opens the in-app support conversation (walk issue 19 item 18);
// on main it was a mailto link.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { Provider } from 'urql';
import { describe, expect, it, vi } from 'vitest';
import { SessionContext } from '@/lib/session';
import { fakeClient } from '@/test/fake-client';
import { testUser } from '@/test/session-user';
import { ShellContext, type RightView } from './shell-context';
import SideMenu from './side-menu';

describe('the side menu Support item', () => {
  it('opens the in-app support conversation instead of a mailto link', async () => {
    const user = userEvent.setup();
    const setRightOpen = vi.fn<(open: boolean, view?: RightView) => void>();
    const fake = fakeClient({
      GameCategoryList: () => ({ gameCategoryList: [], gamesCount: 0 }),
      UserProfileDetails: () => ({
        userProfileDetails: {
          address: null,
          birthDate: null,
          firstName: null,
          lastName: null,
          city: null,
          country: 'US',
          gender: null,
          postal: null,
          state: null,
          banner: null,
          avatar: null,
          name: null,
          phone: null,
        },
      }),
    });
    render(
      <Provider value={fake.client}>
        <SessionContext.Provider
          value={{
            status: 'user',
            user: testUser(),
            token: 't',
            setToken() {},
            logout() {},
            refresh() {},
          }}
        >
          <ShellContext.Provider
            value={{
              menuOpen: true,
              setMenuOpen() {},
              rightOpen: false,
              setRightOpen,
              rightView: 'notifications',
            }}
          >
            <MemoryRouter>
              <SideMenu />
            </MemoryRouter>
          </ShellContext.Provider>
        </SessionContext.Provider>
      </Provider>,
    );
    expect(document.querySelector('a[href^="mailto:"]')).toBeNull();
    // the responsible-gaming settings are one tap away (the desktop sidebar and the phone drawer
    // are this component)
    expect(document.querySelector('a[href="/profile/responsible-gaming"]')).not.toBeNull();
    await user.click(screen.getByTestId('menu-support'));
    expect(setRightOpen).toHaveBeenCalledWith(true, 'support');
  });
});
