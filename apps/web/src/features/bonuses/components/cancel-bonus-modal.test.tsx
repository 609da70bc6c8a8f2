import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'urql';
import { describe, expect, it, vi } from 'vitest';
import { SessionContext, type Session } from '@/lib/session';
import { testUser } from '@/test/session-user';
import { fakeClient } from '@/test/fake-client';
import CancelBonusModal from './cancel-bonus-modal';

function setup(answer: unknown, bonusBalance = '120.00', bonusMoney: string | null = '100.00') {
  const fake = fakeClient({ CancelBonus: () => ({ cancelBonus: answer }) });
  const onClose = vi.fn();
  const onCanceled = vi.fn();
  const session: Session = {
    status: 'user',
    user: testUser({
      balance: [
        {
          id: 'b1',
          bonus: bonusBalance,
          real: '50.00',
          total: '170.00',
          depositWagered: '0.00',
          currency: { code: 'USD' },
        },
      ],
    }),
    token: 't',
    setToken: () => {},
    logout: () => {},
    refresh: () => {},
  };
  render(
    <Provider value={fake.client}>
      <SessionContext.Provider value={session}>
        <CancelBonusModal
          open
          onClose={onClose}
          props={{
            bonusId: 7,
            title: '100% welcome bonus',
            bonusMoney,
            currency: 'USD',
            onCanceled,
          }}
        />
      </SessionContext.Provider>
    </Provider>,
  );
  return { ...fake, onClose, onCanceled };
}

describe('CancelBonusModal', () => {
  it('says what is lost and cancels on confirm, then closes', async () => {
    const { executeMutation, onClose, onCanceled } = setup({
      __typename: 'CancelBonusSuccess',
      canceledBonusId: 7,
    });
    expect(screen.getByText('Cancel “100% welcome bonus”?')).toBeTruthy();
    expect(screen.getByTestId('cancel-bonus-amount').textContent).toBe('−$120.00');
    fireEvent.click(screen.getByTestId('cancel-bonus-confirm'));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onCanceled).toHaveBeenCalledTimes(1);
    const call = executeMutation.mock.calls[0] as unknown as [{ variables: unknown }];
    expect(call[0].variables).toEqual({ bonusId: 7 });
  });

  it('stays open when the cancellation is refused', async () => {
    const { executeMutation, onClose, onCanceled } = setup({
      __typename: 'CancelBonusFailed',
      error: 'BONUS_UNAVAILABLE',
    });
    fireEvent.click(screen.getByTestId('cancel-bonus-confirm'));
    await waitFor(() => expect(executeMutation).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect((screen.getByTestId('cancel-bonus-confirm') as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(onCanceled).not.toHaveBeenCalled();
  });

  it('says nothing is lost while no bonus money was credited', () => {
    setup({ __typename: 'CancelBonusSuccess', canceledBonusId: 7 }, '0.00', null);
    expect(screen.queryByTestId('cancel-bonus-amount')).toBeNull();
    expect(screen.getByText(/No bonus money has been credited yet/)).toBeTruthy();
  });

  // Walk issue item 22: the safe choice is the gold primary, the destructive one never gold.
  it('makes "Keep bonus" the primary and styles "Cancel bonus" as destructive', () => {
    setup({ __typename: 'CancelBonusSuccess', canceledBonusId: 7 });
    const keep = screen.getByTestId('cancel-bonus-keep');
    const cancel = screen.getByTestId('cancel-bonus-confirm');
    expect(keep.className).toContain('bg-gold-gradient');
    expect(cancel.className).not.toContain('bg-gold-gradient');
    expect(cancel.className).toContain('text-danger');
  });
});
