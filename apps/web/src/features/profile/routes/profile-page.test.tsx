// Walk issue 19 item 9: the profile card names the player by the first and last name saved in
// personal data (on main it showed only the account name, so a saved name never appeared).
import { render, screen } from '@testing-library/react';
import { Provider } from 'urql';
import { describe, expect, it } from 'vitest';
import { fakeClient } from '@/test/fake-client';
import { testUser } from '@/test/session-user';
import { IdentityCard } from './profile-page';

function details(firstName: string | null, lastName: string | null) {
  return {
    userProfileDetails: {
      address: null,
      birthDate: null,
      firstName,
      lastName,
      city: null,
      country: 'KZ',
      gender: null,
      postal: null,
      state: null,
      banner: null,
      avatar: null,
      name: null,
      phone: null,
    },
  };
}

function setup(first: string | null, last: string | null, name: string | null = null) {
  const fake = fakeClient({ UserProfileDetails: () => details(first, last) });
  render(
    <Provider value={fake.client}>
      <IdentityCard user={testUser({ name })} />
    </Provider>,
  );
}

describe('IdentityCard', () => {
  it('shows the saved first and last name', async () => {
    setup('Anna', 'Schmidt');
    expect((await screen.findByTestId('profile-name')).textContent).toBe('Anna Schmidt');
  });

  it('falls back to the account name, and shows no name when there is none', async () => {
    setup(null, null, 'annie');
    expect((await screen.findByTestId('profile-name')).textContent).toBe('annie');
  });
});
