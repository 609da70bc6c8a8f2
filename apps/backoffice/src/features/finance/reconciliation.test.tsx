import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWith, staff } from '@/test/fake-server';
import Reconciliation from './reconciliation';

const usd = (minor: string) => ({ currency: 'USD', minor });
const recon = (drift: boolean) => ({
  data: {
    reconciliation: {
      at: '2026-11-26T09:00:00Z',
      from: '2026-10-28T00:00:00Z',
      to: '2026-11-27T00:00:00Z',
      ok: !drift,
      ledger: [
        {
          currency: 'USD',
          balanced: !drift,
          total: usd(drift ? '7' : '0'),
          kinds: [
            { kind: 'PSP', accounts: 1, sum: usd('-2500') },
            { kind: 'REAL', accounts: 1, sum: usd(drift ? '2507' : '2500') },
          ],
        },
      ],
      drifting: drift
        ? [
            {
              address: 'player:p-1:REAL:USD',
              cached: usd('2507'),
              computed: usd('2500'),
              drift: usd('7'),
            },
          ]
        : [],
      negativePlayerAccounts: [],
      psp: [
        {
          processor: 'sandbox',
          currency: 'USD',
          confirmedCount: 1,
          confirmed: usd('2500'),
          creditedCount: 1,
          credited: usd('2500'),
          difference: usd('0'),
          unmatched: [],
        },
      ],
      crypto: [],
    },
  },
});

afterEach(() => vi.unstubAllGlobals());

describe('finance: reconciliation', () => {
  it('lists a drifting account and flags the ledger', async () => {
    renderWith(<Reconciliation />, {
      me: staff('readonly', ['FINANCE_READ']),
      handlers: { Reconciliation: () => recon(true) },
    });
    expect(await screen.findByText('Reconciliation found differences')).toBeTruthy();
    const drift = screen.getByRole('table', { name: 'Balance cache vs postings' });
    expect(within(drift).getByText('player:p-1:REAL:USD')).toBeTruthy();
    expect(within(drift).getByText('$0.07')).toBeTruthy();
    expect(screen.getByText('Ledger Σ = 0: mismatch')).toBeTruthy();
    // readonly may view, not export
    expect(screen.queryByRole('button', { name: 'Export ledger transfers (CSV)' })).toBeNull();
  });

  it('a clean ledger says so; finance exports the chosen period with the bearer token', async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn(async () => new Response('seq,id\r\n', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const { server } = renderWith(<Reconciliation />, {
      me: staff('finance', ['FINANCE_READ', 'FINANCE_EXPORT']),
      handlers: { Reconciliation: () => recon(false) },
    });
    expect(await screen.findByText('Everything reconciles')).toBeTruthy();
    expect(screen.getByText('No account drifts from its postings.')).toBeTruthy();
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.clear(screen.getByLabelText('To (inclusive)'));
    await user.type(screen.getByLabelText('To (inclusive)'), '2026-11-03');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(server.named('Reconciliation').at(-1)!.variables).toEqual({
      from: '2026-11-01T00:00:00.000Z',
      to: '2026-11-04T00:00:00.000Z',
    });
    await user.click(screen.getByRole('button', { name: 'Export ledger transfers (CSV)' }));
    expect(fetchMock).toHaveBeenCalledWith(
      '/backoffice/api/finance/transfers.csv?from=2026-11-01T00%3A00%3A00.000Z&to=2026-11-04T00%3A00%3A00.000Z',
      { headers: { authorization: 'Bearer ' } },
    );
  });

  it('a refused export says so', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 403 })),
    );
    renderWith(<Reconciliation />, {
      me: staff('finance', ['FINANCE_READ', 'FINANCE_EXPORT']),
      handlers: { Reconciliation: () => recon(false) },
    });
    await user.click(await screen.findByRole('button', { name: 'Export ledger transfers (CSV)' }));
    expect(await screen.findByText('The export was refused or failed.')).toBeTruthy();
  });
});
