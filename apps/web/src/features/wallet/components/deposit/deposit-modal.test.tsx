// The deposit modal's step 1 bonus choice against a scripted GraphQL transport: what the player
// sees, and what the modal asks the server (getUserDepositBonusesList, selectDepositBonus).
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getOperationName } from '@urql/core';
import { MemoryRouter } from 'react-router';
import { Provider, type Operation } from 'urql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUserBalanceQuery } from '@/gql/graphql';
import type { DepositBonus, SelectDepositBonusResult } from '@/lib/api/deposit-bonuses';
import { PENDING, fakeClient } from '@/test/fake-client';
import type { PaymentMethods } from '../../api/get-payment-methods';
import { SELECT_DELAY_MS } from '../../model/bonus-selection';
import { CRYPTO, HIGH_ROLLER, WELCOME, pending } from '../../model/deposit-bonus.fixtures';
import DepositModal from './deposit-modal';

const METHODS: PaymentMethods = {
  fiat: [
    {
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
      limitation: { min: '10.00', max: '5000.00', predefinedAmounts: ['50.00', '100.00'] },
      exchange: null,
    },
  ],
  crypto: [
    {
      code: 'BTC',
      name: 'Bitcoin',
      minimumPayinAmount: '0.0001',
      precision: 8,
      payinEnabled: true,
      swappableTo: [],
      networks: [{ name: 'Bitcoin', code: 'BTC', minimumPayinAmount: '0.0001', precision: 8 }],
    },
  ],
};

const USER: CurrentUserBalanceQuery['currentUser'] = {
  id: '1',
  name: 'Ada Lovelace',
  phone: null,
  kyc: 'NOT_STARTED',
  balance: [
    {
      id: 'b1',
      bonus: '0.00',
      real: '0.00',
      total: '0.00',
      depositWagered: '0.00',
      currency: { code: 'USD' },
    },
  ],
};

type SelectAnswer = SelectDepositBonusResult;

interface Script {
  bonuses?: DepositBonus[] | 'error';
  running?: { id: number; status: string; title: string } | null;
  select?: (bonusId: number) => SelectAnswer;
}

function transport(script: Script) {
  let bonuses = script.bonuses ?? [WELCOME, HIGH_ROLLER, CRYPTO];
  const selects: Array<{ bonusId: number; currencyCode: string }> = [];
  const fake = fakeClient({
    CurrentUserBalance: () => ({ currentUser: USER }),
    GetPaymentMethods: () => ({ getPaymentMethods: METHODS }),
    GetUserDepositBonusesList: () => ({
      getUserDepositBonusesList:
        bonuses === 'error'
          ? { __typename: 'GeneralAppError', code: 'TRY_AGAIN_LATER', message: 'down' }
          : { __typename: 'UserDepositBonuses', bonusList: bonuses },
    }),
    CurrentBonus: () => {
      const running = script.running;
      return {
        getUserBonusesList: {
          __typename: 'UserBonusList',
          count: running ? 1 : 0,
          bonusList: running
            ? [
                {
                  id: running.id,
                  status: running.status,
                  isCurrent: true,
                  bonusInfo: { title: running.title, name: 'welcome' },
                },
              ]
            : [],
        },
      };
    },
    ConvertCurrency: () => ({ convertCurrency: { amount: '0.00051546', currency: 'BTC' } }),
    GetDepositAddress: () => PENDING,
    SelectDepositBonus: (variables) => {
      const request = variables as { bonusId: number; currencyCode: string };
      selects.push(request);
      const answer = script.select?.(request.bonusId) ?? {
        __typename: 'SelectDepositBonusSuccess',
        selectedBonusId: request.bonusId,
      };
      return { selectDepositBonus: answer };
    },
  });
  const queries = () =>
    fake.executeQuery.mock.calls.map(([operation]) => ({
      name: getOperationName((operation as Operation).query) ?? '',
      variables: (operation as Operation).variables,
    }));
  return {
    client: fake.client,
    get queries() {
      return queries();
    },
    selects,
    setBonuses: (next: DepositBonus[]) => {
      bonuses = next;
    },
    fireListUpdated: () =>
      fake.push('UserBonusListUpdated', {
        userBonusListUpdated: { bonusId: 1, status: 'AVAILABLE' },
      }),
  };
}

function renderModal(script: Script = {}, props: Record<string, unknown> = {}) {
  const t = transport(script);
  render(
    <MemoryRouter>
      <Provider value={t.client}>
        <DepositModal open onClose={() => {}} props={props} />
      </Provider>
    </MemoryRouter>,
  );
  return t;
}

const user = () => userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
const radio = (name: RegExp | string) => screen.getByRole('radio', { name });
const yourBonus = () => screen.queryByTestId('deposit-your-bonus');
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u2066-\u2069]/g, '');

describe('deposit modal, responsible gaming (issue 14)', () => {
  it('links to the deposit limits from step 1 and closes on the way', async () => {
    const onClose = vi.fn();
    const t = transport({});
    render(
      <MemoryRouter>
        <Provider value={t.client}>
          <DepositModal open onClose={onClose} props={{}} />
        </Provider>
      </MemoryRouter>,
    );
    const link = await screen.findByTestId('deposit-rg-link');
    expect(link.getAttribute('href')).toBe('/profile/responsible-gaming#limits');
    link.click();
    expect(onClose).toHaveBeenCalled();
  });
});

describe('deposit modal, step 1 bonus choice (spec §2.8)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('loads the deposit bonuses in the interface language and the account currency, preselects welcome', async () => {
    const t = renderModal();
    expect(await screen.findByRole('radio', { name: '100% welcome bonus' })).toBeTruthy();
    expect(t.queries).toContainEqual({
      name: 'GetUserDepositBonusesList',
      variables: { request: { lang: 'en', currencyCode: 'USD' } },
    });
    expect(radio('100% welcome bonus').getAttribute('aria-checked')).toBe('true');
    expect(
      screen.getAllByRole('radio').map((r) => [r.textContent, r.getAttribute('aria-checked')]),
    ).toEqual([
      ['100% welcome bonus', 'true'],
      ['High roller 50%', 'false'],
      ['Crypto bonus 50%', 'false'],
      ['No bonus', 'false'],
    ]);
    const card = yourBonus()!;
    expect(card.textContent).toContain('Your bonus');
    expect(plain(within(card).getByTestId('deposit-bonus-headline').textContent)).toBe(
      '100% up to $500 · ×35 wagering',
    );
    expect(card.querySelector('[data-icon="welcome"]')).not.toBeNull();
    expect(radio('High roller 50%').querySelector('[data-icon="highroller"]')).not.toBeNull();
    expect(radio('Crypto bonus 50%').querySelector('[data-icon="crypto"]')).not.toBeNull();
    // opening the modal changes nothing on the server
    await act(() => vi.advanceTimersByTimeAsync(SELECT_DELAY_MS * 2));
    expect(t.selects).toEqual([]);
  });

  it('choosing radios changes nothing on the server, and no bonus hides the card', async () => {
    const t = renderModal();
    const u = user();
    await screen.findByRole('radio', { name: '100% welcome bonus' });
    await u.click(radio('High roller 50%'));
    await u.click(radio('No bonus'));
    await u.click(radio('Crypto bonus 50%'));
    await u.click(radio('High roller 50%'));
    expect(plain(screen.getByTestId('deposit-bonus-headline').textContent)).toBe(
      '50% up to $2,500 · ×30 wagering',
    );
    await u.click(radio('No bonus'));
    expect(radio('No bonus').getAttribute('aria-checked')).toBe('true');
    expect(yourBonus()).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(SELECT_DELAY_MS * 3));
    expect(t.selects).toEqual([]);
  });

  it('hides the fiat group while a CRYPTO bonus is chosen', async () => {
    renderModal();
    const u = user();
    await screen.findByRole('radio', { name: '100% welcome bonus' });
    expect(screen.getByTestId('deposit-fiat')).toBeTruthy();
    await u.click(radio('Crypto bonus 50%'));
    expect(screen.queryByTestId('deposit-fiat')).toBeNull();
    expect(screen.getByTestId('deposit-crypto')).toBeTruthy();
    await u.click(radio('No bonus'));
    expect(screen.getByTestId('deposit-fiat')).toBeTruthy();
  });

  it('preselects the bonus the modal was opened with (user bonus id or name)', async () => {
    renderModal({}, { bonusId: 14 });
    expect(
      (await screen.findByRole('radio', { name: 'Crypto bonus 50%' })).getAttribute('aria-checked'),
    ).toBe('true');
    expect(screen.queryByTestId('deposit-fiat')).toBeNull();
  });

  it('preselects a bonus opened by name, and else the PENDING one', async () => {
    renderModal({}, { bonusId: 'high-roller' });
    expect(
      (await screen.findByRole('radio', { name: 'High roller 50%' })).getAttribute('aria-checked'),
    ).toBe('true');
  });

  it('preselects the PENDING bonus the server holds', async () => {
    renderModal({ bonuses: [WELCOME, pending(HIGH_ROLLER)] });
    expect(
      (await screen.findByRole('radio', { name: 'High roller 50%' })).getAttribute('aria-checked'),
    ).toBe('true');
  });

  it('leaving step 1 holds nothing on the server, and shows the preview of the shown bonus', async () => {
    const t = renderModal();
    const u = user();
    await screen.findByRole('radio', { name: '100% welcome bonus' });
    await u.click(within(screen.getByTestId('deposit-fiat')).getByRole('button', { name: /Visa/ }));
    expect(await screen.findByTestId('deposit-step-2')).toBeTruthy();
    expect(t.selects).toEqual([]);
    expect(plain(screen.getByTestId('deposit-bonus-preview').textContent)).toContain(
      'You will receive a bonus of $50.00',
    );
  });

  it('opening a crypto address and going back never opts the player into a bonus', async () => {
    const t = renderModal();
    const u = user();
    await screen.findByRole('radio', { name: '100% welcome bonus' });
    await u.click(
      within(screen.getByTestId('deposit-crypto')).getByRole('button', { name: /Bitcoin/ }),
    );
    expect(await screen.findByTestId('deposit-step-3')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(SELECT_DELAY_MS * 3));
    expect(t.selects).toEqual([]);
    // the explicit choice is what holds the bonus
    await u.click(screen.getByRole('button', { name: 'Use this bonus' }));
    await waitFor(() => expect(t.selects).toEqual([{ bonusId: 11, currencyCode: 'USD' }]));
    expect((await screen.findByTestId('crypto-bonus-confirm')).textContent).toContain(
      'This bonus is reserved',
    );
  });

  it('a refused confirmation shows a translated error on step 1 and falls back', async () => {
    const t = renderModal({
      select: (id) =>
        id === 13
          ? { __typename: 'SelectDepositBonusError', error: 'BONUS_UNAVAILABLE' }
          : { __typename: 'SelectDepositBonusSuccess', selectedBonusId: id },
    });
    const u = user();
    await screen.findByRole('radio', { name: '100% welcome bonus' });
    await u.click(radio('High roller 50%'));
    await u.click(
      within(screen.getByTestId('deposit-crypto')).getByRole('button', { name: /Bitcoin/ }),
    );
    await u.click(await screen.findByRole('button', { name: 'Use this bonus' }));
    await waitFor(() => expect(t.selects).toEqual([{ bonusId: 13, currencyCode: 'USD' }]));
    expect(await screen.findByTestId('deposit-step-1')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('This bonus is no longer available');
    expect(radio('100% welcome bonus').getAttribute('aria-checked')).toBe('true');
    await u.click(radio('No bonus'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refetches the list when userBonusListUpdated fires, and follows a bonus that left it', async () => {
    const t = renderModal();
    await screen.findByRole('radio', { name: '100% welcome bonus' });
    const before = t.queries.filter((q) => q.name === 'GetUserDepositBonusesList').length;
    t.setBonuses([HIGH_ROLLER, CRYPTO]);
    act(() => t.fireListUpdated());
    await waitFor(() =>
      expect(screen.queryByRole('radio', { name: '100% welcome bonus' })).toBeNull(),
    );
    expect(radio('High roller 50%').getAttribute('aria-checked')).toBe('true');
    expect(t.queries.filter((q) => q.name === 'GetUserDepositBonusesList').length).toBe(before + 1);
  });

  it('a failed list still lets the player deposit without a bonus', async () => {
    const t = renderModal({ bonuses: 'error' });
    const u = user();
    expect(await screen.findByText(/Bonuses could not be loaded/)).toBeTruthy();
    expect(screen.queryAllByRole('radio')).toEqual([]);
    await u.click(within(screen.getByTestId('deposit-fiat')).getByRole('button', { name: /Visa/ }));
    expect(await screen.findByTestId('deposit-step-2')).toBeTruthy();
    expect(screen.queryByTestId('deposit-bonus-preview')).toBeNull();
    expect(t.selects).toEqual([]);
  });

  it('with a running bonus, explains why no deposit bonus can be chosen and sends nothing', async () => {
    const t = renderModal({ running: { id: 5, status: 'ACTIVE', title: '100% welcome bonus' } });
    const u = user();
    expect((await screen.findByTestId('deposit-bonus-running')).textContent).toContain(
      '“100% welcome bonus” is running',
    );
    expect(screen.queryAllByRole('radio')).toEqual([]);
    await u.click(within(screen.getByTestId('deposit-fiat')).getByRole('button', { name: /Visa/ }));
    expect(await screen.findByTestId('deposit-step-2')).toBeTruthy();
    expect(t.selects).toEqual([]);
  });

  it('crypto step 3 with a bonus shows the activation notice with the minimum in the coin', async () => {
    renderModal({}, { bonusId: 'crypto' });
    const u = user();
    await screen.findByRole('radio', { name: 'Crypto bonus 50%' });
    await u.click(
      within(screen.getByTestId('deposit-crypto')).getByRole('button', { name: /Bitcoin/ }),
    );
    const notice = await screen.findByTestId('crypto-bonus-notice');
    const text = plain(notice.textContent);
    expect(text).toContain('Bonus: Crypto bonus 50%');
    expect(text).toContain('activates when this deposit is credited');
    expect(text).toContain('Send at least $50.00 in one transfer');
    expect(text).toContain('at the current rate that is about 0.00051546 BTC.');
    expect(plain(screen.getByTestId('crypto-bonus-minimum').textContent)).toBe('0.00051546 BTC');
    expect(text).toContain('50% of the deposit as bonus money, up to $500');
    expect(text).toContain('Wagering: ×25 the bonus within 7 days');
  });
});
