import { describe, expect, it, vi } from 'vitest';
import type { AppNotification } from '../api/user-notifications';
import { reactToNotification, reactToWithdrawStatus } from './realtime-reactions';

function notification(overrides: Partial<AppNotification>): AppNotification {
  return {
    id: 'n1',
    type: 'PERSONAL',
    action: 'DEPOSIT',
    content: 'SUCCESS_DEPOSIT',
    initiator: 'PAYMENTS',
    isViewed: false,
    createdAt: '2026-11-21T04:00:00.000Z',
    data: { amount: '25.00', currency: 'USD', message: null, domain: null },
    ...overrides,
  };
}

function deps() {
  return { notify: vi.fn(), refreshSession: vi.fn(), language: 'en' };
}

describe('realtime reactions', () => {
  it('toasts "+amount currency" for a successful deposit', () => {
    const d = deps();
    reactToNotification(notification({}), d);
    expect(d.notify).toHaveBeenCalledWith('SUCCESS_DEPOSIT', {
      kind: 'success',
      values: { amount: '25.00', currency: 'USD' },
    });
  });

  it('refetches the session when the email is confirmed', () => {
    const d = deps();
    reactToNotification(
      notification({ action: 'ACCOUNT', content: 'EMAIL_CONFIRMED', data: null }),
      d,
    );
    expect(d.refreshSession).toHaveBeenCalledOnce();
  });

  it('refetches the session on a KYC decision (the profile follows it live) and tells the player', () => {
    const d = deps();
    reactToNotification(
      notification({ action: 'ACCOUNT', content: 'KYC_VERIFIED', data: null }),
      d,
    );
    reactToNotification(
      notification({
        action: 'ACCOUNT',
        content: 'KYC_REJECTED',
        data: { amount: null, currency: null, message: 'DOCUMENT_UNREADABLE', domain: null },
      }),
      d,
    );
    expect(d.refreshSession).toHaveBeenCalledTimes(2);
    expect(d.notify).toHaveBeenNthCalledWith(1, 'KYC_VERIFIED', { kind: 'success' });
    expect(d.notify).toHaveBeenNthCalledWith(2, 'KYC_REJECTED', { kind: 'warning' });
  });

  it('warns on a rejected or failed withdrawal, from either event', () => {
    const d = deps();
    reactToNotification(notification({ action: 'WITHDRAWAL', content: 'WITHDRAWAL_FAILED' }), d);
    reactToWithdrawStatus('REJECTED', d);
    reactToWithdrawStatus('PAID', d);
    expect(d.notify).toHaveBeenCalledTimes(2);
    expect(d.notify).toHaveBeenNthCalledWith(1, 'WITHDRAWAL_REJECTED', { kind: 'warning' });
    expect(d.notify).toHaveBeenNthCalledWith(2, 'WITHDRAWAL_REJECTED', { kind: 'warning' });
  });

  it('shows system announcements, and stays quiet for other personal codes', () => {
    const d = deps();
    reactToNotification(
      notification({
        type: 'SYSTEM',
        action: 'ANNOUNCEMENT',
        content: 'DOMAIN_BANNED',
        data: { amount: null, currency: null, message: null, domain: 'aurum.example' },
      }),
      d,
    );
    reactToNotification(notification({ action: 'WITHDRAWAL', content: 'WITHDRAWAL_APPROVED' }), d);
    expect(d.notify).toHaveBeenCalledOnce();
    expect(d.notify).toHaveBeenCalledWith('DOMAIN_BANNED', {
      kind: 'info',
      values: { domain: 'aurum.example', message: '' },
    });
  });
});
