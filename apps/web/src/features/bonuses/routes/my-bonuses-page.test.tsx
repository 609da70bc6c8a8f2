import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Provider } from 'urql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeAllModals, getModalState } from '@/lib/modal-store';
import { SessionContext, type Session } from '@/lib/session';
import { testUser } from '@/test/session-user';
import type { UserBonus } from '../api/bonus-fields';
import { fakeClient } from '@/test/fake-client';
import { CASHBACK_INFO, userBonus, WELCOME_INFO } from '../test/fixtures';
import MyBonusesPage from './my-bonuses-page';

const inAWeek = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();

const ACTIVE_WELCOME = userBonus({
  id: 7,
  status: 'ACTIVE',
  isCurrent: true,
  expireAt: inAWeek,
  activatedAt: '2026-11-20T10:00:00.000Z',
  calculatedReward: '20.00',
  calculatedMaxRewardLimit: '100.00',
  wagerProgress: { wageredAmount: '175.00', wagerGoal: '700.00', currencyCode: 'USD' },
  bonusInfo: WELCOME_INFO,
});
const CASHBACK_OFFER = userBonus({ id: 8, status: 'AVAILABLE', bonusInfo: CASHBACK_INFO });

function setup(list: UserBonus[], mutations: Record<string, () => unknown> = {}) {
  const refresh = vi.fn();
  const fake = fakeClient({
    GetUserBonusesList: () => ({
      getUserBonusesList: { __typename: 'UserBonusList', bonusList: list, count: list.length },
    }),
    ...mutations,
  });
  const session: Session = {
    status: 'user',
    user: testUser(),
    token: 't',
    setToken: () => {},
    logout: () => {},
    refresh,
  };
  render(
    <Provider value={fake.client}>
      <SessionContext.Provider value={session}>
        <MemoryRouter>
          <MyBonusesPage />
        </MemoryRouter>
      </SessionContext.Provider>
    </Provider>,
  );
  return { ...fake, refresh };
}

/** Text without the bidi isolates that wrap amounts. */
const plain = (text: string | null) => (text ?? '').replace(/[\u2066\u2068\u2069]/g, '');

const card = (id: string) =>
  screen.getAllByTestId('user-bonus').find((el) => el.getAttribute('data-bonus') === id)!;

afterEach(() => closeAllModals());

describe('MyBonusesPage', () => {
  it('shows each bonus with its status, progress, expiry and the actions of its status', () => {
    setup([ACTIVE_WELCOME, CASHBACK_OFFER]);
    const welcome = card('welcome');
    expect(within(welcome).getByTestId('bonus-status').textContent).toBe('Active');
    expect(within(welcome).getByText('Current bonus')).toBeTruthy();
    expect(within(welcome).getByTestId('wager-percent').textContent).toBe('25%');
    expect(plain(within(welcome).getByText(/wagered$/).textContent)).toBe(
      '$175.00 of $700.00 wagered',
    );
    expect(within(welcome).getByTestId('user-bonus-money').textContent).toContain('$20.00');
    expect(plain(within(welcome).getByTestId('bonus-expiry').textContent)).toMatch(
      /^Expires in 6 days 23 hr/,
    );
    expect(within(welcome).getByTestId('user-bonus-play').getAttribute('href')).toBe(
      '/games?category=slots',
    );

    const cashback = card('cashback');
    expect(within(cashback).getByTestId('bonus-status').textContent).toBe('Available');
    const activate = within(cashback).getByTestId('user-bonus-activate') as HTMLButtonElement;
    expect(activate.disabled).toBe(true);
    expect(screen.getByTestId('one-bonus-notice').textContent).toMatch(
      /You can have one bonus at a time/,
    );
    expect(within(cashback).queryByTestId('user-bonus-cancel')).toBeNull();
  });

  it('updates a card in place on userBonusUpdated and refetches on userBonusListUpdated', async () => {
    const { push, executeQuery } = setup([ACTIVE_WELCOME, CASHBACK_OFFER]);
    act(() =>
      push('UserBonusUpdated', {
        userBonusUpdated: {
          id: 7,
          status: 'READY_FOR_REWARD',
          isCurrent: true,
          expireAt: inAWeek,
          wagerProgress: { wageredAmount: '700.00', wagerGoal: '700.00', currencyCode: 'USD' },
        },
      }),
    );
    const welcome = card('welcome');
    expect(within(welcome).getByTestId('bonus-status').textContent).toBe('Ready to claim');
    expect(within(welcome).getByTestId('wager-percent').textContent).toBe('100%');
    expect((within(welcome).getByTestId('wager-bar') as HTMLElement).style.width).toBe('100%');
    expect(within(welcome).getByTestId('user-bonus-claim')).toBeTruthy();

    const before = executeQuery.mock.calls.length;
    act(() =>
      push('UserBonusListUpdated', { userBonusListUpdated: { bonusId: 7, status: 'ACTIVE' } }),
    );
    await waitFor(() => expect(executeQuery.mock.calls.length).toBeGreaterThan(before));
    const last = executeQuery.mock.calls.at(-1) as unknown as [unknown, { requestPolicy: string }];
    expect(last[1].requestPolicy).toBe('network-only');
  });

  it('claims a ready bonus, then refetches the list and the player', async () => {
    const ready = {
      ...ACTIVE_WELCOME,
      status: 'READY_FOR_REWARD',
      wagerProgress: { wageredAmount: '700.00', wagerGoal: '700.00', currencyCode: 'USD' },
    };
    const claim = vi.fn(() => ({
      claimBonusReward: {
        __typename: 'ClaimBonusRewardSuccess',
        claimedBonusId: 7,
        rewards: {
          realMoney: { amount: '37.50', currency: 'USD' },
          bonusMoney: { amount: '20.00', currency: 'USD' },
          freeSpins: 0,
        },
      },
    }));
    const { executeMutation, executeQuery, refresh } = setup([ready], { ClaimBonusReward: claim });
    const queries = executeQuery.mock.calls.length;
    fireEvent.click(screen.getByTestId('user-bonus-claim'));
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
    const call = executeMutation.mock.calls[0] as unknown as [{ variables: unknown }];
    expect(call[0].variables).toEqual({ bonusId: 7 });
    expect(executeQuery.mock.calls.length).toBeGreaterThan(queries);
  });

  it('opens the cancel-bonus modal for the current bonus with what it is about', () => {
    setup([ACTIVE_WELCOME]);
    fireEvent.click(screen.getByTestId('user-bonus-cancel'));
    expect(getModalState().current).toMatchObject({
      name: 'cancelBonus',
      props: { bonusId: 7, title: '100% welcome bonus', bonusMoney: '20.00', currency: 'USD' },
    });
  });

  it('activates a deposit bonus and opens the deposit modal with it preselected', async () => {
    const offer = userBonus({ id: 9, status: 'AVAILABLE', bonusInfo: WELCOME_INFO });
    setup([offer], {
      ActivateBonus: () => ({
        activateBonus: { __typename: 'ActivateBonusSuccess', activatedBonusId: 9 },
      }),
    });
    fireEvent.click(screen.getByTestId('user-bonus-activate'));
    await waitFor(() =>
      expect(getModalState().current).toEqual({ name: 'deposit', props: { bonusId: 9 } }),
    );
  });

  it('keeps the list when activation is refused', async () => {
    const offer = userBonus({ id: 9, status: 'AVAILABLE', bonusInfo: CASHBACK_INFO });
    const { executeMutation } = setup([offer], {
      ActivateBonus: () => ({
        activateBonus: { __typename: 'ActivateBonusError', error: 'BONUS_UNAVAILABLE' },
      }),
    });
    fireEvent.click(screen.getByTestId('user-bonus-activate'));
    await waitFor(() => expect(executeMutation).toHaveBeenCalledTimes(1));
    expect(getModalState().current).toBeNull();
    expect(card('cashback')).toBeTruthy();
  });

  it('says nothing about one bonus at a time while none is current', () => {
    setup([CASHBACK_OFFER]);
    expect(screen.queryByTestId('one-bonus-notice')).toBeNull();
    expect((screen.getByTestId('user-bonus-activate') as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows an empty state with a way to the catalogue', () => {
    setup([]);
    expect(screen.getByText(/You have no bonuses right now/)).toBeTruthy();
  });
});
