import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWith, staff } from '@/test/fake-server';
import { AdjustBalanceDialog, adjustSchema } from './adjust-dialog';

describe('manual balance adjustment', () => {
  it('rejects malformed, zero and over-precise amounts and a missing reason', () => {
    const check = (amount: string, reason = 'Goodwill credit') =>
      adjustSchema.safeParse({ currency: 'USD', amount, reason }).success;
    expect(check('25')).toBe(true);
    expect(check('-12.50')).toBe(true);
    expect(check('0')).toBe(false);
    expect(check('1.234')).toBe(false);
    expect(check('abc')).toBe(false);
    expect(check('10', 'no')).toBe(false);
  });

  it('sends minor units with one request key, and says when it waits for a second approver', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    const { server } = renderWith(
      <AdjustBalanceDialog
        playerId="p-1"
        currencies={['USD']}
        open
        onOpenChange={() => {}}
        onDone={onDone}
      />,
      {
        me: staff('finance', ['BALANCE_ADJUST']),
        handlers: {
          AdjustBalance: () => ({
            data: {
              adjustBalance: {
                id: 'a-1',
                status: 'PENDING_APPROVAL',
                amount: { currency: 'USD', minor: '-1250', amount: '-12.50' },
              },
            },
          }),
        },
      },
    );
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Amount'), '-12.50');
    await user.type(within(dialog).getByLabelText('Reason'), 'Duplicate credit');
    await user.click(within(dialog).getByRole('button', { name: 'Adjust' }));
    await waitFor(() =>
      expect(onDone).toHaveBeenCalledWith('The adjustment waits for a second approver.'),
    );
    const input = server.named('AdjustBalance')[0]?.variables.input as Record<string, unknown>;
    expect(input).toMatchObject({
      playerId: 'p-1',
      currency: 'USD',
      amountMinor: '-1250',
      reason: 'Duplicate credit',
    });
    expect(String(input.requestKey)).toMatch(/^[0-9a-f-]{36}$/);
  });
});
