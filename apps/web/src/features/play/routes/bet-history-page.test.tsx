import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Provider } from 'urql';
import { describe, expect, it } from 'vitest';
import { fakeClient } from '@/test/fake-client';
import BetHistoryPage from './bet-history-page';

const ROUND = {
  id: 'r1',
  gameSlug: 'vip-classic-blackjack',
  engine: 'ROULETTE',
  demo: false,
  currency: 'USD',
  amount: '1.00',
  win: '2.00',
  multiplier: '2.0000',
  serverSeedHash: 'h',
  clientSeed: 'c',
  nonce: 1,
  createdAt: '2026-03-12T10:00:00.000Z',
  outcome: { __typename: 'RouletteOutcome', pocket: 7, color: 'RED' },
  game: {
    id: '42',
    title: 'VIP Classic Blackjack',
    image: { src: '/media/games/vip-classic-blackjack.svg' },
  },
};

function setup() {
  const fake = fakeClient({ betHistory: () => ({ betHistory: { count: 1, items: [ROUND] } }) });
  render(
    <Provider value={fake.client}>
      <MemoryRouter>
        <BetHistoryPage />
      </MemoryRouter>
    </Provider>,
  );
  return fake;
}

// Walk issue item 15: names and thumbnails, not slugs; a game search, not a "game address".
describe('BetHistoryPage', () => {
  it("shows the game's name and thumbnail, not its slug", async () => {
    setup();
    const name = await screen.findByTestId('bet-game');
    expect(name.textContent).toBe('VIP Classic Blackjack');
    expect(screen.queryByText('vip-classic-blackjack')).toBeNull();
    const row = screen.getByTestId('bet-row');
    expect(row.querySelector('img')?.getAttribute('src')).toBe(
      '/media/games/vip-classic-blackjack.svg',
    );
  });

  it('filters by a game search', async () => {
    const fake = setup();
    await screen.findByTestId('bet-game');
    const search = screen.getByLabelText('Game');
    expect(search.getAttribute('placeholder')).not.toMatch(/address/i);
    fireEvent.change(search, { target: { value: 'blackjack' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => {
      const last = fake.executeQuery.mock.calls.at(-1)![0] as {
        variables: { input: Record<string, unknown> };
      };
      expect(last.variables.input.game).toBe('blackjack');
      expect(last.variables.input.gameSlug).toBeUndefined();
    });
  });

  it('writes the chosen dates in the interface language', async () => {
    setup();
    await screen.findByTestId('bet-game');
    const from = screen.getByLabelText('From');
    fireEvent.change(from, { target: { value: '2026-03-12' } });
    const texts = screen.getAllByTestId('date-field-text').map((el) => el.textContent);
    expect(texts[0]).toBe(
      new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date(Date.UTC(2026, 2, 12)),
      ),
    );
    expect(texts[1]).toBe('Any date');
  });
});
