// Walk issue 19 item 9: the card deposit prefills NAME and PHONE from the saved profile (first and
// last name, not the account name) and its COUNTRY_SELECT is a country picker on the profile's
// country, not a "Country code" to type.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'urql';
import { describe, expect, it } from 'vitest';
import { setViewportWidth } from '@/test/media';
import { fakeClient } from '@/test/fake-client';
import type { FiatPaymentMethod } from '../../api/get-payment-methods';
import { ProviderForm } from './provider-form';

const COUNTRIES = [
  { code: 'AZ', name: 'Azerbaijan', flag: '/media/flags/XX.svg' },
  { code: 'KZ', name: 'Kazakhstan', flag: '/media/flags/XX.svg' },
  { code: 'TR', name: 'Türkiye', flag: '/media/flags/XX.svg' },
  { code: 'US', name: 'United States', flag: '/media/flags/XX.svg' },
];

function setup() {
  const fake = fakeClient({
    GetProviderPredefinedFields: () => ({
      getProviderPredefinedFields: {
        fields: [
          {
            type: 'NAME',
            name: 'fullName',
            required: true,
            pattern: null,
            minLength: null,
            maxLength: 100,
            width: 100,
          },
          {
            type: 'PHONE',
            name: 'phone',
            required: true,
            pattern: null,
            minLength: null,
            maxLength: 20,
            width: 50,
          },
          {
            type: 'COUNTRY_SELECT',
            name: 'country',
            required: true,
            pattern: null,
            minLength: 2,
            maxLength: 2,
            width: 50,
          },
        ],
      },
    }),
    DepositProfile: () => ({
      userProfileDetails: {
        firstName: 'Aigerim',
        lastName: 'Nurlanova',
        name: 'aigerim91',
        phone: '+77011234567',
        country: 'KZ',
      },
      countries: COUNTRIES,
    }),
  });
  render(
    <Provider value={fake.client}>
      <ProviderForm
        method={{ id: 'card', name: 'Visa / Mastercard' } as FiatPaymentMethod}
        currency="USD"
        amount="25"
        profile={{ name: 'aigerim91', phone: null }}
      />
    </Provider>,
  );
  return fake;
}

describe('ProviderForm prefill', () => {
  it('prefills the saved first and last name and the phone', async () => {
    setup();
    const name = (await screen.findByLabelText(/Full name/)) as HTMLInputElement;
    expect(name.value).toBe('Aigerim Nurlanova');
    expect((screen.getByLabelText(/Phone/) as HTMLInputElement).value).toBe('+77011234567');
    expect(screen.queryByLabelText(/Country code/)).toBeNull();
  });

  it('offers a country picker that starts on the profile country', async () => {
    setViewportWidth(1280);
    const user = userEvent.setup();
    setup();
    const picker = await screen.findByRole('button', { name: /Country/ });
    expect(picker.textContent).toContain('Kazakhstan');
    await user.click(picker);
    await user.keyboard('tür{Enter}');
    expect(picker.textContent).toContain('Türkiye');
    expect(within(picker).queryByText('Kazakhstan')).toBeNull();
  });
});
