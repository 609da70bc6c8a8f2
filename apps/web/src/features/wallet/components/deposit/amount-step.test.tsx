import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { FiatPaymentMethod } from '../../api/get-payment-methods';
import type { DepositBonusChoice } from '../../model/deposit-bonus';
import { FREE_SPINS, WELCOME } from '../../model/deposit-bonus.fixtures';
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

function Harness({
  onNext,
  bonus = null,
  initial = '',
}: {
  onNext: () => void;
  bonus?: DepositBonusChoice | null;
  initial?: string;
}) {
  const [amount, setAmount] = useState(initial);
  return (
    <AmountStep
      method={CARD}
      currency="USD"
      bonus={bonus}
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

describe('deposit amount step: bonus preview (spec §5)', () => {
  const preview = () => screen.getByTestId('deposit-bonus-preview');
  /** The preview's text without the bidi isolates around amounts. */
  const text = () => (preview().textContent ?? '').replace(/[\u2068\u2069]/g, '');

  it('warns below the bonus minimum and still lets the player deposit without it', async () => {
    const onNext = vi.fn();
    render(<Harness onNext={onNext} bonus={WELCOME} initial="15" />);
    expect(preview().dataset.code).toBe('WARN_MIN_DEP_AMOUNT');
    expect(preview().textContent).toContain('below the bonus minimum of');
    expect(preview().textContent).toContain('$20.00');
    expect(preview().textContent).toContain('credited without the bonus');
    const next = screen.getByRole<HTMLButtonElement>('button', { name: 'Next' });
    expect(next.disabled).toBe(false);
    await userEvent.click(next);
    expect(onNext).toHaveBeenCalledOnce();
  });

  it('tells the bonus the amount gives, and when the cap is reached', async () => {
    render(<Harness onNext={() => {}} bonus={WELCOME} initial="50" />);
    expect(preview().dataset.code).toBe('RECEIVE_BONUS');
    expect(preview().textContent).toContain('100% welcome bonus');
    expect(text()).toContain('You will receive a bonus of $50.00');
    const input = screen.getByLabelText<HTMLInputElement>('Amount, USD');
    await userEvent.clear(input);
    await userEvent.type(input, '750');
    expect(text()).toContain('You will receive a bonus of $500.00');
    expect(preview().textContent).toContain('That is the most this bonus gives.');
  });

  it('mentions free spins', () => {
    render(<Harness onNext={() => {}} bonus={FREE_SPINS} initial="20.00" />);
    expect(text()).toContain('You will receive a bonus of $10.00 and 50 free spins');
  });

  it('answers INCORRECT_DATA for an amount that is not a number, and for missing rules', async () => {
    const { unmount } = render(<Harness onNext={() => {}} bonus={WELCOME} />);
    expect(screen.queryByTestId('deposit-bonus-preview')).toBeNull();
    await userEvent.type(screen.getByLabelText('Amount, USD'), '.');
    expect(preview().dataset.code).toBe('INCORRECT_DATA');
    expect(preview().textContent).toContain('could not be calculated');
    unmount();
    const broken: DepositBonusChoice = {
      ...WELCOME,
      bonusInfo: { ...WELCOME.bonusInfo, depositRequirements: null },
    };
    render(<Harness onNext={() => {}} bonus={broken} initial="50" />);
    expect(preview().dataset.code).toBe('INCORRECT_DATA');
  });

  it("shows no preview for 'no bonus'", () => {
    render(<Harness onNext={() => {}} bonus={{ id: 0, bonusInfo: null }} initial="50" />);
    expect(screen.queryByTestId('deposit-bonus-preview')).toBeNull();
  });
});
