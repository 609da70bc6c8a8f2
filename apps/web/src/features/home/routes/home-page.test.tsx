import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Provider } from 'urql';
import { describe, expect, it } from 'vitest';
import { ViewerRegionProvider } from '@/lib/api/viewer-region';
import { SessionContext, type Session } from '@/lib/session';
import { fakeClient } from '@/test/fake-client';
import { testUser } from '@/test/session-user';
import HomePage from './home-page';

function game(id: number, title: string) {
  return {
    id: String(id),
    name: title,
    slug: title.toLowerCase().replace(/\s+/g, '-'),
    title,
    category: 'slots',
    providerName: 'Nova Spin',
    providerSlug: 'nova-spin',
    image: { src: `/media/games/${id}.svg`, width: 600, height: 800 },
    isFavorite: false,
    restrictions: [],
  };
}

function setup(
  status: 'user' | 'guest',
  mine = { last: [game(1, 'Dragon Secrets')], fav: [game(2, 'Lucky Seven')] },
) {
  const fake = fakeClient({
    Banners: () => ({ banners: [] }),
    GameCategoryList: () => ({ gameCategoryList: [], gamesCount: 0 }),
    ViewerGeo: () => ({
      getGeoInstructionByIp: {
        country: 'US',
        currency: 'USD',
        name: 'United States',
        lang: ['en'],
      },
    }),
    GamesListByCategory: () => ({
      gamesListByCategory: { topSlots: [game(3, 'Top Slot')], topLiveCasino: [], topAll: [] },
    }),
    // the providers strip is a lazy chunk: it mounts (and asks) whenever its import resolves
    HomeProviders: () => ({ providers: { items: [], count: 0 } }),
    HomePlayerRows: () => ({
      lastPlayedGames: { items: mine.last, count: mine.last.length },
      favoriteGames: { items: mine.fav, count: mine.fav.length },
    }),
  });
  const session: Session =
    status === 'user'
      ? { status, user: testUser(), token: 't', setToken() {}, logout() {}, refresh() {} }
      : { status, user: null, token: null, setToken() {}, logout() {}, refresh() {} };
  render(
    <Provider value={fake.client}>
      <SessionContext.Provider value={session}>
        <ViewerRegionProvider>
          <MemoryRouter>
            <HomePage />
          </MemoryRouter>
        </ViewerRegionProvider>
      </SessionContext.Provider>
    </Provider>,
  );
  return fake;
}

const headings = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

// Walk issue item 16: a signed-in home starts with the player's own rows.
describe('HomePage player rows', () => {
  it('shows Continue playing and Your favourites above the catalogue rows', async () => {
    setup('user');
    await screen.findByText('Dragon Secrets');
    expect(screen.getByText('Lucky Seven')).toBeTruthy();
    const order = headings();
    const top = order.indexOf('Top slots');
    expect(order.indexOf('Continue playing')).toBeGreaterThanOrEqual(0);
    expect(order.indexOf('Continue playing')).toBeLessThan(order.indexOf('Your favourites'));
    expect(order.indexOf('Your favourites')).toBeLessThan(top);
  });

  it('leaves out a row with nothing in it', async () => {
    setup('user', { last: [game(1, 'Dragon Secrets')], fav: [] });
    await screen.findByText('Dragon Secrets');
    expect(headings()).not.toContain('Your favourites');
  });

  it('asks nothing for a guest', async () => {
    const fake = setup('guest');
    await screen.findByText('Top Slot');
    await waitFor(() => expect(fake.calls).toContain('GamesListByCategory'));
    expect(fake.calls).not.toContain('HomePlayerRows');
    expect(headings()).not.toContain('Continue playing');
  });
});
