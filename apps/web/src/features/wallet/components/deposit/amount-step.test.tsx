import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { FiatPaymentMethod } from '../../api/get-payment-methods';
import { AmountStep } from './amount-step';

const CARD: FiatPaymentMethod = {
  id: 'sandbox-card',
  icon: '/media/payments/card.svg',
  crypto: false,
  name: 'Visa / Mastercard',
  currency: 'USD',
  enabled: true,
  isInstant: true,
  isRecommended: true,
  kycRequired: false,
  onboardingRequired: false,
  enrollmentTime: { from: 0, to: 5, fromUnit: 'MINUTE', toUnit: 'MINUTE' },
  limitation: { min: '10.00', max: '5000.00', predefinedAmounts: ['20.00', '50.00'] },
  exchange: null,
};

function Harness({ onNext }: { onNext: () => void }) {
  const [amount, setAmount] = useState('');
  return (
    <AmountStep
      method={CARD}
      currency="USD"
      bonus={null}
      amount={amount}
      onAmountChange={setAmount}
      onNext={onNext}
    />
  );
}

describe('deposit amount step', () => {
  it('keeps Next disabled while the amount is outside the method limits', async () => {
    const onNext = vi.fn();
    render(<Harness onNext={onNext} />);
    const input = screen.getByLabelText<HTMLInputElement>('Amount, USD');
    const next = screen.getByRole<HTMLButtonElement>('button', { name: 'Next' });
    expect(next.disabled).toBe(true);
    await userEvent.type(input, '5');
    expect(next.disabled).toBe(true);
    expect(screen.getByRole('alert').textContent).toContain('The minimum amount is');
    expect(screen.getByRole('alert').textContent).toContain('$10.00');
    await userEvent.clear(input);
    await userEvent.type(input, '6000');
    expect(screen.getByRole('alert').textContent).toContain('$5,000.00');
    await userEvent.clear(input);
    await userEvent.type(input, '12,345');
    expect(input.value).toBe('12.34');
    expect(next.disabled).toBe(false);
    await userEvent.click(next);
    expect(onNext).toHaveBeenCalledOnce();
  });

  it('fills a predefined amount', async () => {
    render(<Harness onNext={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: /\$50\.00/ }));
    expect(screen.getByLabelText<HTMLInputElement>('Amount, USD').value).toBe('50.00');
  });
});
