import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWith, staff } from '@/test/fake-server';
import Reports from './reports';

// uPlot needs a real canvas and matchMedia (jsdom has neither); the chart is drawn in the browser
vi.mock('@/components/line-chart', () => ({ LineChart: () => null }));

const m = (minor: string, currency = 'USD') => ({ currency, minor });
const ggrRow = (key: string, label: string, ggr: string, bonus: string | null) => ({
  key,
  label,
  currency: 'USD',
  rounds: 3,
  stakes: m('1500'),
  wins: m('400'),
  ggr: m(ggr),
  bonusCost: bonus === null ? null : m(bonus),
  ngr: bonus === null ? null : m(String(Number(ggr) - Number(bonus))),
});
const me = staff('finance', ['REPORTS_READ']);

describe('reports', () => {
  it('GGR by day, then by game (bonus cost not attributable: n/a), with the dimension sent', async () => {
    const user = userEvent.setup();
    const { server } = renderWith(<Reports />, {
      me,
      handlers: {
        GgrReport: (v) => ({
          data: {
            ggrReport:
              v.dimension === 'DAY'
                ? [ggrRow('2026-11-25', '2026-11-25', '1100', '100')]
                : [ggrRow('lucky-slot', 'Lucky Slot', '1100', null)],
          },
        }),
      },
    });
    const table = await screen.findByRole('table', { name: 'GGR / NGR' });
    expect(within(table).getByText('2026-11-25')).toBeTruthy();
    expect(within(table).getByText('$10.00')).toBeTruthy(); // NGR = 11.00 − 1.00
    await user.selectOptions(screen.getByLabelText('Group by'), 'GAME');
    expect(await screen.findByText('Lucky Slot')).toBeTruthy();
    expect(screen.getAllByText('n/a')).toHaveLength(2);
    expect(server.named('GgrReport').at(-1)!.variables.dimension).toBe('GAME');
  });

  it('RTP per game beside the declared RTP, and bonus conversion', async () => {
    const user = userEvent.setup();
    renderWith(<Reports />, {
      me,
      handlers: {
        GgrReport: () => ({ data: { ggrReport: [] } }),
        RtpReport: () => ({
          data: {
            rtpReport: [
              {
                game: 'lucky-slot',
                name: 'Lucky Slot',
                provider: 'Goldreel',
                currency: 'USD',
                rounds: 2,
                stakes: m('1500'),
                wins: m('400'),
                rtp: '26.67',
                declaredRtp: '96.20',
              },
            ],
          },
        }),
        BonusReport: () => ({
          data: {
            bonusReport: [
              {
                bonusId: '1',
                name: 'Welcome',
                currency: 'USD',
                granted: 4,
                converted: 1,
                conversionRate: '25.00',
                bonusGranted: m('40000'),
                cost: m('5000'),
                forfeited: m('1000'),
              },
            ],
          },
        }),
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'RTP per game' }));
    const rtp = await screen.findByRole('table', { name: 'RTP per game' });
    expect(within(rtp).getByText('26.67 %')).toBeTruthy();
    expect(within(rtp).getByText('96.20 %')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Bonuses' }));
    const bonuses = await screen.findByRole('table', { name: 'Bonuses' });
    expect(within(bonuses).getByText('25.00 %')).toBeTruthy();
    expect(within(bonuses).getByText('$50.00')).toBeTruthy();
  });

  it('a range ending before it starts is refused before sending', async () => {
    const user = userEvent.setup();
    const { server } = renderWith(<Reports />, {
      me,
      handlers: { GgrReport: () => ({ data: { ggrReport: [] } }) },
    });
    await screen.findByRole('table', { name: 'GGR / NGR' });
    const before = server.named('GgrReport').length;
    await user.clear(screen.getByLabelText('To (inclusive)'));
    await user.type(screen.getByLabelText('To (inclusive)'), '2000-01-01');
    expect(screen.getByText('The end date must not be before the start date.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Apply' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(server.named('GgrReport').length).toBe(before);
  });
});
