import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWith, staff } from '@/test/fake-server';
import { AppRoutes } from './router';

const navNames = () =>
  within(screen.getByRole('navigation', { name: 'Back-office navigation' }))
    .getAllByRole('link')
    .map((a) => a.textContent);

describe('the shell', () => {
  it('shows support only what support may open', () => {
    renderWith(<AppRoutes />, {
      me: staff('support', [
        'PLAYERS_READ',
        'PLAYER_NOTES_WRITE',
        'PLAYER_MAIL_RESEND',
        'PLAYER_2FA_RESET',
      ]),
      path: '/players',
      handlers: {
        SearchPlayers: () => ({
          data: { searchPlayers: { nodes: [], pageInfo: { nextCursor: null } } },
        }),
      },
    });
    expect(navNames()).toEqual(['Players']);
    expect(screen.getByText('Support')).toBeTruthy();
  });

  it('shows finance the money screens and not staff or KYC', () => {
    renderWith(<AppRoutes />, {
      me: staff('finance', [
        'DASHBOARD_READ',
        'WITHDRAWALS_READ',
        'WITHDRAWALS_DECIDE',
        'PLAYERS_READ',
        'BALANCE_ADJUST',
        'AUDIT_READ',
      ]),
      path: '/audit',
      handlers: {
        AuditLog: () => ({ data: { auditLog: { nodes: [], pageInfo: { nextCursor: null } } } }),
      },
    });
    expect(navNames()).toEqual(['Dashboard', 'Withdrawals', 'Players', 'Approvals', 'Audit log']);
  });

  it('refuses a screen the role lacks even by its address', async () => {
    renderWith(<AppRoutes />, { me: staff('readonly', ['DASHBOARD_READ']), path: '/staff' });
    expect((await screen.findByRole('alert')).textContent).toBe('Your role does not allow this.');
  });

  it('signs out: the session ends and the sign-in form shows', async () => {
    const { server } = renderWith(<AppRoutes />, {
      me: staff('readonly', ['PLAYERS_READ']),
      path: '/players',
      handlers: {
        SearchPlayers: () => ({
          data: { searchPlayers: { nodes: [], pageInfo: { nextCursor: null } } },
        }),
        SignOut: () => ({ data: { signOut: { ok: true } } }),
      },
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(server.named('SignOut')).toHaveLength(1);
  });
});
