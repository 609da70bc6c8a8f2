import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, renderWith, staff } from '@/test/fake-server';
import WithdrawalQueue from './queue';

const money = (amount: string, currency = 'USD') => ({
  currency,
  minor: String(Math.round(Number(amount) * 100)),
  amount,
});

function withdrawal(overrides: Record<string, unknown> = {}) {
  return {
    id: 41,
    uuid: 'w-41',
    player: {
      id: 'p-1',
      email: 'player@aurum.test',
      name: 'Pat',
      country: 'DE',
      currency: 'USD',
      status: 'ACTIVE',
      kycStatus: 'VERIFIED',
    },
    amount: money('2500.00'),
    fee: money('0.00'),
    status: 'PENDING',
    methodId: 'bank-transfer',
    details: '{"iban":"DE00"}',
    comment: null,
    createdAt: '2026-11-25T10:00:00Z',
    updatedAt: '2026-11-25T10:00:00Z',
    requiresTwoApprovals: true,
    approvals: [],
    risk: {
      kycStatus: 'VERIFIED',
      activeBonus: true,
      depositsTotal: [money('3000.00')],
      withdrawalsTotal: [],
      recentLargeWins: [],
      accountAgeDays: 2,
      samePayoutDetailsPlayers: [{ id: 'p-2', email: 'other@aurum.test' }],
    },
    ...overrides,
  };
}

const page = (nodes: unknown[]) => ({
  data: { withdrawalQueue: { nodes, pageInfo: { nextCursor: null } } },
});
const finance = staff('finance', ['WITHDRAWALS_READ', 'WITHDRAWALS_DECIDE'], 'fin-1');

describe('the withdrawal queue', () => {
  it('shows the risk hints and the four-eyes state of each request', async () => {
    const first = { staffId: 'fin-2', staffName: 'Fiona', at: '2026-11-25T11:00:00Z' };
    renderWith(<WithdrawalQueue />, {
      me: finance,
      handlers: { WithdrawalQueue: () => page([withdrawal({ approvals: [first] })]) },
    });
    const row = (await screen.findByText('player@aurum.test')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Waiting for second approver')).toBeTruthy();
    expect(within(row).getByText('Active bonus')).toBeTruthy();
    expect(within(row).getByText('Account 2 days old')).toBeTruthy();
    expect(within(row).getByText('Payout details used by 1 other player')).toBeTruthy();
  });

  it('records a first approval and says a second approver is needed', async () => {
    const user = userEvent.setup();
    const { server } = renderWith(<WithdrawalQueue />, {
      me: finance,
      handlers: {
        WithdrawalQueue: () => page([withdrawal()]),
        ApproveWithdrawal: () => ({
          data: {
            approveWithdrawal: {
              applied: false,
              withdrawal: withdrawal({
                approvals: [{ staffId: 'fin-1', staffName: 'F', at: '2026-11-25T11:00:00Z' }],
              }),
            },
          },
        }),
      },
    });
    await user.click(await screen.findByText('player@aurum.test'));
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(
      await screen.findByText('First approval of #41 recorded: waiting for a second approver.'),
    ).toBeTruthy();
    expect(server.named('ApproveWithdrawal')[0]?.variables).toEqual({ id: 41, reason: null });
  });

  it('does not let the first approver approve again', async () => {
    const user = userEvent.setup();
    renderWith(<WithdrawalQueue />, {
      me: finance,
      handlers: {
        WithdrawalQueue: () =>
          page([
            withdrawal({
              approvals: [{ staffId: 'fin-1', staffName: 'Me', at: '2026-11-25T11:00:00Z' }],
            }),
          ]),
      },
    });
    await user.click(await screen.findByText('player@aurum.test'));
    expect(
      (screen.getByRole('button', { name: 'Give second approval' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('needs a reason to reject, then sends it', async () => {
    const user = userEvent.setup();
    const { server } = renderWith(<WithdrawalQueue />, {
      me: finance,
      handlers: {
        WithdrawalQueue: () => page([withdrawal()]),
        RejectWithdrawal: () => ({
          data: { rejectWithdrawal: withdrawal({ status: 'REJECTED' }) },
        }),
      },
    });
    await user.click(await screen.findByText('player@aurum.test'));
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Give a reason of at least 3 characters')).toBeTruthy();
    expect(server.named('RejectWithdrawal')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Reason'), 'Bonus abuse');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(server.named('RejectWithdrawal')[0]?.variables).toEqual({
        id: 41,
        reason: 'Bonus abuse',
      }),
    );
  });

  it('marks an approved request paid or failed, and shows a refused transition translated', async () => {
    const user = userEvent.setup();
    renderWith(<WithdrawalQueue />, {
      me: finance,
      handlers: {
        WithdrawalQueue: () =>
          page([withdrawal({ status: 'APPROVED', requiresTwoApprovals: false })]),
        MarkWithdrawalFailed: () => failure('WITHDRAW_STATUS_CONFLICT'),
      },
    });
    await user.click(await screen.findByText('player@aurum.test'));
    expect(screen.getByRole('button', { name: 'Mark paid' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Mark failed' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Reason'), 'Bank returned it');
    await user.click(within(dialog).getByRole('button', { name: 'Mark failed' }));
    expect(
      await within(dialog).findByText('The request has changed meanwhile. Reload the queue.'),
    ).toBeTruthy();
  });

  it('offers no decisions without WITHDRAWALS_DECIDE', async () => {
    const user = userEvent.setup();
    renderWith(<WithdrawalQueue />, {
      me: staff('readonly', ['WITHDRAWALS_READ']),
      handlers: { WithdrawalQueue: () => page([withdrawal()]) },
    });
    await user.click(await screen.findByText('player@aurum.test'));
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
  });
});
