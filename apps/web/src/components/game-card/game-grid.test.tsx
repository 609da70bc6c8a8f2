import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Provider } from 'urql';
import { describe, expect, it } from 'vitest';
import type { GameSummary } from '@/lib/api/games';
import { ViewerRegionProvider } from '@/lib/api/viewer-region';
import { SessionContext } from '@/lib/session';
import { testSession } from '@/test/session-user';
import { fakeClient } from '@/test/fake-client';
import { FIRST_SCREEN_CARDS, GameGrid } from './game-grid';

const { client } = fakeClient({
  ViewerGeo: () => ({
    getGeoInstructionByIp: { country: 'US', currency: 'USD', name: 'United States', lang: ['en'] },
  }),
});

const guest = testSession('guest');

const games: GameSummary[] = Array.from({ length: 14 }, (_, i) => ({
  id: String(i + 1),
  name: `Game ${i + 1}`,
  slug: `game-${i + 1}`,
  title: `Game ${i + 1}`,
  category: 'slots',
  providerName: 'Silverleaf Gaming',
  providerSlug: 'silverleaf-gaming',
  image: { src: `/media/games/game-${i + 1}.svg`, width: 600, height: 800 },
  isFavorite: false,
  restrictions: [],
}));

async function renderGrid(columns: 'page' | 'compact') {
  const { container } = render(
    <Provider value={client}>
      <SessionContext.Provider value={guest}>
        <ViewerRegionProvider>
          <MemoryRouter>
            <GameGrid games={games} loading={false} skeletons={12} columns={columns} />
          </MemoryRouter>
        </ViewerRegionProvider>
      </SessionContext.Provider>
    </Provider>,
  );
  await screen.findAllByRole('link');
  return [...container.querySelectorAll('img')];
}

describe('GameGrid art loading (issue 16)', () => {
  it("loads a phone's first screen (three rows of three) eagerly and the rest lazily", async () => {
    const images = await renderGrid('page');
    expect(images).toHaveLength(games.length);
    const loading = images.map((img) => img.getAttribute('loading'));
    expect(FIRST_SCREEN_CARDS).toBe(9);
    expect(loading.slice(0, 9)).toEqual(Array(9).fill('eager'));
    expect(loading.slice(9)).toEqual(Array(games.length - 9).fill('lazy'));
    // the page's largest paint (the first card) alone at high priority; the rest of a phone's
    // first screen (preloaded or eager) at low priority, the rest as the browser sees
    const priority = images.map((img) => img.getAttribute('fetchpriority'));
    expect(priority.slice(0, 3)).toEqual(['high', 'low', 'low']);
    expect(priority.slice(3, 9)).toEqual(Array(6).fill('low'));
    expect(priority.slice(9)).toEqual(Array(games.length - 9).fill(null));
  });

  it("marks no largest paint in a compact grid (search's)", async () => {
    const images = await renderGrid('compact');
    expect(images.filter((img) => img.getAttribute('fetchpriority') !== null)).toHaveLength(0);
  });
});
