import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Provider } from 'urql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setRgSignOutReason } from '@/lib/rg-sign-out';
import { SessionContext, type Session } from '@/lib/session';
import { fakeClient, type Answer } from '@/test/fake-client';
import SignInPage from './sign-in-page';

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u2066-\u2069]/g, '');

function setup(answers: Record<string, Answer>) {
  const fake = fakeClient(answers);
  const session: Session = {
    status: 'guest',
    user: null,
    token: null,
    setToken: vi.fn(),
    logout: () => {},
    refresh: () => {},
  };
  render(
    <Provider value={fake.client}>
      <SessionContext.Provider value={session}>
        <MemoryRouter initialEntries={['/sign-in']}>
          <SignInPage />
        </MemoryRouter>
      </SessionContext.Provider>
    </Provider>,
  );
  return { ...fake, session };
}

const refusal = (code: string, until: string | null, indefinite = false) => ({
  code,
  limitType: null,
  period: null,
  limitMinor: null,
  remainingMinor: null,
  currency: null,
  decimals: null,
  maxStakeMinor: null,
  until,
  indefinite,
});

function signIn() {
  fireEvent.change(screen.getByLabelText(/e-?mail/i), { target: { value: 'p@aurum.test' } });
  fireEvent.change(screen.getByLabelText(/^password/i), { target: { value: 'Secret#123' } });
  fireEvent.click(screen.getByRole('button', { name: /log in|sign in/i }));
}

afterEach(() => setRgSignOutReason(null));

describe('sign-in refused by responsible gaming (issue 14)', () => {
  it('explains a self-exclusion with its end date in the interface language', async () => {
    const until = '2027-05-26T09:30:00.000Z';
    setup({
      Login: () => ({
        login: {
          __typename: 'LoginError',
          code: 'RG_SELF_EXCLUDED',
          description: 'x',
          retryAfterSeconds: null,
          rg: refusal('RG_SELF_EXCLUDED', until),
        },
      }),
    });
    signIn();
    const alert = await screen.findByTestId('rg-refusal');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.textContent).toContain('Self-excluded');
    const date = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeStyle: 'short' }).format(
      new Date(until),
    );
    expect(plain(within(alert).getByTestId('rg-refusal-detail').textContent)).toContain(date);
  });

  it('offers to ask for a return once the break has ended', async () => {
    const request = vi.fn(() => ({
      requestRgReturn: { __typename: 'RgReturnSuccess', availableAt: '2027-05-27T09:30:00.000Z' },
    }));
    setup({
      Login: () => ({
        login: {
          __typename: 'LoginError',
          code: 'RG_RETURN_REQUIRED',
          description: 'x',
          retryAfterSeconds: null,
          rg: refusal('RG_RETURN_REQUIRED', '2027-05-26T09:30:00.000Z'),
        },
      }),
      RequestRgReturn: request,
    });
    signIn();
    fireEvent.click(await screen.findByRole('button', { name: 'Ask to return' }));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith(
        { email: 'p@aurum.test', password: 'Secret#123' },
        expect.anything(),
      ),
    );
    expect(plain((await screen.findByRole('status')).textContent)).toContain(
      'Request received. Your account opens on',
    );
  });

  it('says why the last session ended (a session limit)', () => {
    setRgSignOutReason(refusal('RG_SESSION_LIMIT', '2026-11-26T10:00:00.000Z'));
    setup({});
    expect(screen.getByTestId('rg-refusal').textContent).toContain('Session time limit reached');
  });
});
