import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWith, staff } from '@/test/fake-server';
import Dashboard from './dashboard';

// uPlot needs a real canvas and matchMedia (jsdom has neither)
vi.mock('@/components/line-chart', () => ({ LineChart: () => null }));

const m = (minor: string, currency: string) => ({ currency, minor, amount: '' });
const figures = (currency: string, deposits: string) => ({
  currency,
  deposits: m(deposits, currency),
  withdrawals: m('0', currency),
  ggr: m('0', currency),
  bonusCost: m('0', currency),
  ngr: m('0', currency),
});
const period = (name: string) => ({
  period: name,
  activePlayers: 2,
  newPlayers: 1,
  currencies: [figures('EUR', '10000'), figures('USD', '2500'), figures('XYZ', '5')],
  reporting: {
    currency: 'USD',
    missingRates: ['XYZ'],
    total: figures('USD', '13300'),
  },
});

describe('dashboard: the reporting currency', () => {
  it('shows each period converted to the reporting currency beside the per-currency rows', async () => {
    renderWith(<Dashboard />, {
      me: staff('readonly', ['DASHBOARD_READ']),
      handlers: {
        Dashboard: () => ({
          data: {
            dashboard: {
              pending: {
                withdrawals: 0,
                withdrawalsAwaitingSecondApproval: 0,
                kyc: 0,
                adjustments: 0,
              },
              periods: [period('TODAY'), period('D7'), period('D30')],
              daily: [],
            },
          },
        }),
      },
    });
    const rows = await screen.findAllByTestId('reporting-row');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('All currencies in USD')).toBeTruthy();
    expect(within(rows[0]!).getByText('$133.00')).toBeTruthy();
    expect(within(rows[0]!).getByText('Left out (no exchange rate): XYZ')).toBeTruthy();
    // the per-currency figures stay
    expect(screen.getAllByText('€100.00')).toHaveLength(3);
  });
});
