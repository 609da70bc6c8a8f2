import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '@/app/router';
import { failure, renderWith, staff } from '@/test/fake-server';

const admin = staff('admin', ['DASHBOARD_READ', 'WITHDRAWALS_READ', 'STAFF_MANAGE']);

async function fill(email: string, password: string, code: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  if (code) await user.type(screen.getByLabelText('Authenticator code'), code);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('staff sign-in', () => {
  it('validates every field before anything is sent', async () => {
    const { server } = renderWith(<AppRoutes />);
    await fill('not-an-email', '', '12');
    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Required')).toBeTruthy();
    expect(screen.getByText('Enter the 6-digit code')).toBeTruthy();
    expect(server.named('SignIn')).toHaveLength(0);
  });

  it('shows the translated INVALID_CREDENTIALS error and clears the code', async () => {
    const { server } = renderWith(<AppRoutes />, {
      handlers: { SignIn: () => failure('INVALID_CREDENTIALS') },
    });
    await fill('a@aurum.test', 'Secret-password-1', '123456');
    expect(await screen.findByText('The email, password or code is wrong.')).toBeTruthy();
    expect(server.named('SignIn')[0]?.variables).toEqual({
      email: 'a@aurum.test',
      password: 'Secret-password-1',
      totpCode: '123456',
    });
    expect((screen.getByLabelText('Authenticator code') as HTMLInputElement).value).toBe('');
  });

  it('signs in with the TOTP code and opens the shell with who is signed in', async () => {
    renderWith(<AppRoutes />, {
      handlers: {
        SignIn: () => ({
          data: {
            signIn: {
              __typename: 'StaffSession',
              token: 'tok-1',
              expiresAt: '2030-01-01T00:00:00Z',
              me: admin,
            },
          },
        }),
        Dashboard: () => failure('FORBIDDEN'),
      },
    });
    await fill('admin@aurum.test', 'Secret-password-1', '123456');
    await waitFor(() =>
      expect(screen.getByTestId('signed-in-as').textContent).toContain('admin@aurum.test'),
    );
    expect(window.sessionStorage.getItem('aurum.backoffice.token')).toBe('tok-1');
  });
});
