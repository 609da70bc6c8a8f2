import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Provider } from 'urql';
import { ViewerRegionProvider } from '@/lib/api/viewer-region';
import { describe, expect, it } from 'vitest';
import type { GameSummary } from '@/lib/api/games';
import { SessionContext, type Session } from '@/lib/session';
import { fakeClient } from '@/test/fake-client';
import { testUser } from '@/test/session-user';
import { GameCard } from './game-card';

const { client } = fakeClient({
  ViewerGeo: () => ({
    getGeoInstructionByIp: { country: 'US', currency: 'USD', name: 'United States', lang: ['en'] },
  }),
});

function game(overrides: Partial<GameSummary> = {}): GameSummary {
  return {
    id: '7',
    name: 'Emerald Roulette',
    slug: 'emerald-roulette',
    title: 'Emerald Roulette',
    category: 'roulette',
    providerName: 'Silverleaf Gaming',
    providerSlug: 'silverleaf-gaming',
    image: { src: '/media/games/emerald-roulette.svg', width: 600, height: 800 },
    isFavorite: false,
    restrictions: [],
    ...overrides,
  };
}

function renderCard(g: GameSummary, status: Session['status']) {
  const session: Session = {
    status,
    user:
      status === 'user' ? testUser({ mainCountry: 'DE', firstRegisteredCurrency: 'EUR' }) : null,
    token: status === 'user' ? 'token' : null,
    setToken: () => {},
    logout: () => {},
    refresh: () => {},
  };
  return render(
    <Provider value={client}>
      <SessionContext.Provider value={session}>
        <ViewerRegionProvider>
          <MemoryRouter>
            <GameCard game={g} />
          </MemoryRouter>
        </ViewerRegionProvider>
      </SessionContext.Provider>
    </Provider>,
  );
}

// the name is the visible text (WCAG 2.5.3 label in name; axe label-content-name-mismatch)
const label = 'Emerald Roulette Silverleaf Gaming';

describe('GameCard (spec §2.5)', () => {
  it('links to the game page, with sized art and no heart for guests', () => {
    renderCard(game(), 'guest');
    const link = screen.getByRole('link', { name: label });
    expect(link.getAttribute('href')).toBe('/game/emerald-roulette');
    const img = link.querySelector('img');
    expect(img?.getAttribute('width')).toBe('600');
    expect(img?.getAttribute('height')).toBe('800');
    // sized AVIF/WebP copies of the generated art, the SVG as fallback
    expect(link.querySelector('source[type="image/avif"]')?.getAttribute('srcset')).toContain(
      '/media/games/emerald-roulette.300.avif',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('greys out a game restricted for the guest’s country and blocks its link', () => {
    renderCard(
      game({ restrictions: [{ country: 'US', currency: null, disabled: true }] }),
      'guest',
    );
    const card = screen.getByRole('link', { name: label });
    expect(card.getAttribute('aria-disabled')).toBe('true');
    expect(card.getAttribute('href')).toBeNull();
    expect(screen.getByRole('tooltip').textContent).toBe(
      'This game is not available in your country or currency.',
    );
  });

  it('uses the player’s own country and shows the favourite heart when signed in', async () => {
    renderCard(
      game({
        isFavorite: true,
        restrictions: [{ country: 'US', currency: null, disabled: true }],
      }),
      'user',
    );
    expect(screen.getByRole('link', { name: label }).getAttribute('href')).toBe(
      '/game/emerald-roulette',
    );
    // the heart's code is its own chunk, loaded for signed-in players only
    const heart = await screen.findByRole('button', {
      name: 'Remove Emerald Roulette from favourites',
    });
    expect(heart.getAttribute('aria-pressed')).toBe('true');
  });
});
