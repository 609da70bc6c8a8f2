// The withdraw modal tells up front what can be withdrawn and what blocks it (issue 19 item 3):
// a running bonus or wagering left shows the reason, with the amount, before any form.
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Provider } from 'urql';
import { describe, expect, it } from 'vitest';
import type { CurrentUserBalanceQuery } from '@/gql/graphql';
import type { WithdrawalStatus } from '../../api/withdrawal-status';
import { fakeClient } from '@/test/fake-client';
import WithdrawModal from './withdraw-modal';

const USER: CurrentUserBalanceQuery['currentUser'] = {
  id: '1',
  name: 'Ada Lovelace',
  phone: null,
  kyc: 'NOT_STARTED',
  balance: [
    {
      id: 'b1',
      bonus: '0.00',
      real: '125.00',
      total: '125.00',
      depositWagered: '0.00',
      currency: { code: 'USD' },
    },
  ],
};

function renderModal(status: Omit<WithdrawalStatus, '__typename'>) {
  const fake = fakeClient({
    CurrentUserBalance: () => ({ currentUser: USER }),
    WithdrawMethods: () => ({ withdrawMethods: { methods: [] } }),
    WithdrawalStatus: () => ({ withdrawalStatus: status }),
  });
  render(
    <MemoryRouter>
      <Provider value={fake.client}>
        <WithdrawModal open onClose={() => {}} props={{}} />
      </Provider>
    </MemoryRouter>,
  );
}

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u2066-\u2069]/g, '');

describe('withdraw modal, step 1', () => {
  it('with wagering left: withdrawable 0, the reason and the amount before any method', async () => {
    renderModal({
      currency: 'USD',
      realBalance: '125.00',
      withdrawable: '0.00',
      blockedBy: 'WITHDRAWAL_REQUEST_WAGER_LIMIT',
      wagerRemaining: '45.50',
    });
    const blocked = await screen.findByTestId('withdraw-blocked');
    expect(plain(blocked.textContent)).toContain('$45.50 of bets left');
    expect(plain(screen.getByTestId('withdraw-available').textContent)).toBe('$0.00');
    expect(screen.queryByTestId('withdraw-fiat')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to my bonuses' })).toBeTruthy();
  });

  it('with a running bonus: finish or cancel it', async () => {
    renderModal({
      currency: 'USD',
      realBalance: '125.00',
      withdrawable: '0.00',
      blockedBy: 'COMPLETE_BONUS_FIRST',
      wagerRemaining: null,
    });
    const blocked = await screen.findByTestId('withdraw-blocked');
    expect(plain(blocked.textContent)).toContain('A bonus is running');
    expect(plain(blocked.textContent)).toContain('$125.00');
  });

  it('with nothing blocking: the withdrawable amount and the methods', async () => {
    renderModal({
      currency: 'USD',
      realBalance: '125.00',
      withdrawable: '125.00',
      blockedBy: null,
      wagerRemaining: null,
    });
    expect(await screen.findByTestId('withdraw-fiat')).toBeTruthy();
    expect(plain(screen.getByTestId('withdraw-available').textContent)).toBe('$125.00');
    expect(screen.queryByTestId('withdraw-blocked')).toBeNull();
  });
});
