import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Provider } from 'urql';
import { describe, expect, it } from 'vitest';
import { SessionContext, type Session } from '@/lib/session';
import { testUser } from '@/test/session-user';
import type { UserBonus } from '../api/bonus-fields';
import { fakeClient } from '@/test/fake-client';
import {
  CASHBACK_INFO,
  catalogueBonus,
  FREE_SPINS_INFO,
  HIGH_ROLLER_INFO,
  userBonus,
  WELCOME_INFO,
} from '../test/fixtures';
import BonusesPage from './bonuses-page';

const CATALOGUE = [
  catalogueBonus(1, WELCOME_INFO),
  catalogueBonus(2, CASHBACK_INFO),
  catalogueBonus(3, HIGH_ROLLER_INFO),
  catalogueBonus(5, FREE_SPINS_INFO),
];

function setup(path: string, mine: UserBonus[] | null) {
  const fake = fakeClient({
    GetBonusList: () => ({
      getBonusList: { __typename: 'BonusList', bonusList: CATALOGUE, count: CATALOGUE.length },
    }),
    GetUserBonusesList: () => ({
      getUserBonusesList: { __typename: 'UserBonusList', bonusList: mine ?? [], count: 0 },
    }),
  });
  const session: Session = {
    status: mine ? 'user' : 'guest',
    user: mine ? testUser() : null,
    token: mine ? 't' : null,
    setToken: () => {},
    logout: () => {},
    refresh: () => {},
  };
  render(
    <Provider value={fake.client}>
      <SessionContext.Provider value={session}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/bonuses/:id?" element={<BonusesPage />} />
          </Routes>
        </MemoryRouter>
      </SessionContext.Provider>
    </Provider>,
  );
  return fake;
}

const plain = (text: string | null) => (text ?? '').replace(/[\u2066\u2068\u2069]/g, '');
const cardOf = (name: string) =>
  screen.getAllByTestId('bonus-card').find((el) => el.getAttribute('data-bonus') === name)!;

describe('BonusesPage — catalogue', () => {
  it('shows every bonus with its reward, wager and minimum deposit, and asks guests to log in', () => {
    const { executeQuery } = setup('/bonuses', null);
    expect(screen.getByTestId('bonus-guest-cta')).toBeTruthy();
    const welcome = cardOf('welcome');
    expect(plain(within(welcome).getByTestId('fact-reward').textContent)).toContain(
      '100% up to $500',
    );
    expect(within(welcome).getByTestId('fact-wager').textContent).toContain('×35');
    expect(within(welcome).getByTestId('fact-min-deposit').textContent).toContain('$20');
    expect(within(welcome).getByTestId('bonus-sign-in').getAttribute('href')).toBe(
      '/sign-in?return=%2Fbonuses%2Fwelcome',
    );
    const cashback = cardOf('cashback');
    expect(plain(within(cashback).getByTestId('fact-reward').textContent)).toContain(
      '10% of losses, up to $200',
    );
    expect(within(cashback).getByTestId('fact-min-deposit').textContent).toContain('Not needed');
    expect(within(cardOf('free-spins')).getByTestId('fact-reward').textContent).toContain(
      'Free spins: 50',
    );
    expect(screen.queryAllByTestId('bonus-status')).toHaveLength(0);
    // guests query no personal bonus list (spec §4.1)
    const names = executeQuery.mock.calls.map(
      (c) =>
        (c[0] as { query: { definitions: { name?: { value: string } }[] } }).query.definitions[0]!
          .name!.value,
    );
    expect(names).not.toContain('GetUserBonusesList');
  });

  it('shows a signed-in player their status and action for each bonus', () => {
    setup('/bonuses', [
      userBonus({ id: 11, status: 'PENDING', isCurrent: true, bonusInfo: WELCOME_INFO }),
      userBonus({ id: 12, status: 'AVAILABLE', bonusInfo: CASHBACK_INFO }),
    ]);
    expect(screen.queryByTestId('bonus-guest-cta')).toBeNull();
    const welcome = cardOf('welcome');
    expect(within(welcome).getByTestId('bonus-status').textContent).toBe('Waiting for deposit');
    expect(within(welcome).getByTestId('bonus-deposit')).toBeTruthy();
    const cashback = cardOf('cashback');
    expect(within(cashback).getByTestId('bonus-status').textContent).toBe('Available');
    expect((within(cashback).getByTestId('bonus-activate') as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(within(cardOf('high-roller')).getByTestId('bonus-status').textContent).toBe(
      'Not available',
    );
  });
});

describe('BonusesPage — details', () => {
  it('finds the bonus by name and shows its full terms', () => {
    setup('/bonuses/high-roller', null);
    const details = screen.getByTestId('bonus-details');
    expect(within(details).getByRole('heading', { level: 1 }).textContent).toBe(
      'High-roller bonus 50%',
    );
    expect(plain(screen.getByTestId('term-max-bonus').textContent)).toContain('$2,500');
    expect(screen.getByTestId('term-min-deposit').textContent).toContain('$500');
    expect(screen.getByTestId('term-wager').textContent).toContain('30× the bonus');
    expect(screen.getByTestId('term-time').textContent).toContain('10 days');
    expect(screen.getByTestId('term-min-bet').textContent).toContain('$1');
    expect(screen.getByTestId('term-max-bet').textContent).toContain('$50');
    expect(plain(screen.getByTestId('term-max-cashout').textContent)).toContain(
      '4× the bonus, at most $2,500',
    );
    const rows = within(screen.getByTestId('term-categories')).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Game categoryCounts',
      'Slots100%',
      'Crash games50%',
      'Other games20%',
      'Live casino10%',
    ]);
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' }).textContent).toContain(
      'High-roller bonus 50%',
    );
  });

  it('finds a bonus by numeric id and shows free spins and the only game that counts', () => {
    setup('/bonuses/5', null);
    expect(screen.getByTestId('bonus-details').getAttribute('data-bonus')).toBe('free-spins');
    expect(screen.getByTestId('term-spins').textContent).toContain('50');
    expect(screen.getByTestId('term-only-game').textContent).toBe(
      'Only bets on Lucky Reels count.',
    );
    expect(
      within(screen.getByTestId('term-only-game')).getByRole('link').getAttribute('href'),
    ).toBe('/game/lucky-reels');
  });

  it('says the bonus is not found for an unknown id', () => {
    setup('/bonuses/no-such-bonus', null);
    expect(screen.getByTestId('bonus-not-found').textContent).toContain('Bonus not found');
    expect(screen.queryByTestId('bonus-details')).toBeNull();
  });
});
