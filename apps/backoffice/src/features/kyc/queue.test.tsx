import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWith, staff } from '@/test/fake-server';
import KycQueue from './queue';

const kycCase = (status = 'PENDING') => ({
  status,
  reason: null,
  submittedAt: '2026-11-25T09:00:00Z',
  player: {
    id: 'p-9',
    email: 'kyc@aurum.test',
    name: 'Kim',
    country: 'KZ',
    createdAt: '2026-11-01T00:00:00Z',
  },
  documents: [
    {
      id: 'd-1',
      fileName: 'passport.png',
      mime: 'image/png',
      size: 1000,
      uploadedAt: '2026-11-25T09:00:00Z',
      url: '/backoffice/api/kyc/documents/d-1?sig=x',
    },
  ],
});
const page = (nodes: unknown[]) => ({
  data: { kycQueue: { nodes, pageInfo: { nextCursor: null } } },
});
const compliance = staff('compliance', ['KYC_READ', 'KYC_DECIDE']);

describe('the KYC queue', () => {
  it('shows the documents inline with zoom controls', async () => {
    const user = userEvent.setup();
    renderWith(<KycQueue />, { me: compliance, handlers: { KycQueue: () => page([kycCase()]) } });
    await user.click(await screen.findByText('kyc@aurum.test'));
    expect(screen.getByRole('img', { name: 'passport.png' }).getAttribute('src')).toBe(
      '/backoffice/api/kyc/documents/d-1?sig=x',
    );
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(screen.getByTestId('zoom-surface').style.width).toBe('125%');
    await user.click(screen.getByRole('button', { name: 'Reset zoom' }));
    expect(screen.getByTestId('zoom-surface').style.width).toBe('100%');
  });

  it('rejects with the reason code the player sees and an internal note', async () => {
    const user = userEvent.setup();
    const { server } = renderWith(<KycQueue />, {
      me: compliance,
      handlers: {
        KycQueue: () => page([kycCase()]),
        RejectKyc: () => ({ data: { rejectKyc: kycCase('REJECTED') } }),
      },
    });
    await user.click(await screen.findByText('kyc@aurum.test'));
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(
      within(dialog).getByLabelText('Reason the player sees'),
      'DOCUMENT_EXPIRED',
    );
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'expired 2024');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(server.named('RejectKyc')[0]?.variables).toEqual({
        playerId: 'p-9',
        reason: 'DOCUMENT_EXPIRED',
        note: 'expired 2024',
      }),
    );
    expect(await screen.findByText('Rejected; the player sees the reason now.')).toBeTruthy();
  });

  it('approves', async () => {
    const user = userEvent.setup();
    const { server } = renderWith(<KycQueue />, {
      me: compliance,
      handlers: {
        KycQueue: () => page([kycCase()]),
        ApproveKyc: () => ({ data: { approveKyc: kycCase('VERIFIED') } }),
      },
    });
    await user.click(await screen.findByText('kyc@aurum.test'));
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }),
    );
    await waitFor(() => expect(server.named('ApproveKyc')).toHaveLength(1));
  });
});
