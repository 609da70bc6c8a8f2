// The dashboard: pending queues, today / 7 days / 30 days per currency (deposits, withdrawals,
// GGR = stakes − wins, NGR = GGR − bonus cost, active and new players) and 30 days of charts.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { LineChart, type Series } from '@/components/line-chart';
import { Alert, Card, PageHeader, Select, Spinner } from '@/components/ui';
import type { DashboardPeriod, DashboardQuery } from '@/gql/graphql';
import { errorMessage } from '@/lib/errors';
import { formatMoney, toChartNumber } from '@/lib/money';
import { DASHBOARD } from './api';

const PERIODS: DashboardPeriod[] = ['TODAY', 'D7', 'D30'];

/** The period's figures converted to the reporting currency (all currencies together). */
function ReportingRow({
  period,
  figures,
}: {
  period: DashboardPeriod;
  figures: DashboardQuery['dashboard']['periods'][number]['reporting'];
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const total = figures.total;
  return (
    <tr
      className="border-t border-dashed border-border bg-surface-2/50"
      data-testid="reporting-row"
    >
      <th scope="row" className="py-2 text-start text-caption font-semibold text-muted">
        {`Σ ${t(`dashboard.period.${period}`)}`}
      </th>
      <td className="text-caption text-muted">
        {t('dashboard.reportingTotal', { currency: figures.currency })}
        {figures.missingRates.length ? (
          <span className="block text-warning">
            {t('dashboard.missingRates', { currencies: figures.missingRates.join(', ') })}
          </span>
        ) : null}
      </td>
      <td className="text-end whitespace-nowrap">{formatMoney(total.deposits, lang)}</td>
      <td className="text-end whitespace-nowrap">{formatMoney(total.withdrawals, lang)}</td>
      <td className="text-end whitespace-nowrap">{formatMoney(total.ggr, lang)}</td>
      <td className="text-end whitespace-nowrap">{formatMoney(total.bonusCost, lang)}</td>
      <td className="text-end font-semibold whitespace-nowrap text-gold">
        {formatMoney(total.ngr, lang)}
      </td>
      <td />
      <td />
    </tr>
  );
}

export default function Dashboard() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [result] = useQuery({ query: DASHBOARD });
  const d = result.data?.dashboard;
  const currencies = useMemo(
    () => [...new Set((d?.daily ?? []).map((x) => x.currency))].sort(),
    [d],
  );
  const [picked, setPicked] = useState<string | null>(null);
  const currency = picked ?? currencies[0] ?? null;
  const chart = useMemo(() => {
    const rows = (d?.daily ?? []).filter((x) => x.currency === currency);
    const days = rows.map((x) => x.day);
    const flows: Series[] = [
      {
        label: t('dashboard.deposits'),
        color: '--color-success',
        values: rows.map((x) => toChartNumber(x.deposits)),
      },
      {
        label: t('dashboard.withdrawals'),
        color: '--color-danger',
        values: rows.map((x) => toChartNumber(x.withdrawals)),
      },
    ];
    const revenue: Series[] = [
      {
        label: t('dashboard.ggr'),
        color: '--color-gold',
        values: rows.map((x) => toChartNumber(x.ggr)),
      },
      {
        label: t('dashboard.ngr'),
        color: '--color-info',
        values: rows.map((x) => toChartNumber(x.ngr)),
      },
    ];
    return { days, flows, revenue };
  }, [d, currency, t]);

  if (result.fetching && !d) return <Spinner label={t('common.loading')} />;
  if (!d) return <Alert>{errorMessage(t, result.error)}</Alert>;
  const pending = [
    { label: t('dashboard.pendingWithdrawals'), value: d.pending.withdrawals, to: '/withdrawals' },
    {
      label: t('dashboard.pendingSecond'),
      value: d.pending.withdrawalsAwaitingSecondApproval,
      to: '/withdrawals',
    },
    { label: t('dashboard.pendingKyc'), value: d.pending.kyc, to: '/kyc' },
    { label: t('dashboard.pendingAdjustments'), value: d.pending.adjustments, to: '/adjustments' },
  ];
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={t('dashboard.title')}
        actions={
          currencies.length > 1 ? (
            <Select
              aria-label={t('dashboard.currency')}
              value={currency ?? ''}
              onChange={(e) => setPicked(e.target.value)}
            >
              {currencies.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </Select>
          ) : null
        }
      />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {pending.map((p) => (
          <Link
            key={p.label}
            to={p.to}
            className="rounded-card border border-border bg-surface p-4 hover:border-gold/60"
          >
            <p className="text-caption text-muted uppercase">{p.label}</p>
            <p className="text-heading font-semibold text-gold">{p.value}</p>
          </Link>
        ))}
      </div>
      <Card className="overflow-x-auto">
        <table className="w-full text-body-sm">
          <caption className="mb-2 text-start text-subtitle font-semibold">
            {t('dashboard.figures')}
          </caption>
          <thead className="text-caption text-muted uppercase">
            <tr>
              <th scope="col" className="py-1 text-start font-semibold">
                {t('dashboard.periodCol')}
              </th>
              <th scope="col" className="text-start font-semibold">
                {t('dashboard.currency')}
              </th>
              <th scope="col" className="text-end font-semibold">
                {t('dashboard.deposits')}
              </th>
              <th scope="col" className="text-end font-semibold">
                {t('dashboard.withdrawals')}
              </th>
              <th scope="col" className="text-end font-semibold">
                {t('dashboard.ggr')}
              </th>
              <th scope="col" className="text-end font-semibold">
                {t('dashboard.bonusCost')}
              </th>
              <th scope="col" className="text-end font-semibold">
                {t('dashboard.ngr')}
              </th>
              <th scope="col" className="text-end font-semibold">
                {t('dashboard.active')}
              </th>
              <th scope="col" className="text-end font-semibold">
                {t('dashboard.new')}
              </th>
            </tr>
          </thead>
          <tbody>
            {PERIODS.map((period) => {
              const f = d.periods.find((x) => x.period === period);
              if (!f) return null;
              const rows = f.currencies.length ? f.currencies : [null];
              return rows.map((c, i) => (
                <tr key={`${period}-${c?.currency ?? 'none'}`} className="border-t border-border">
                  <th scope="row" className="py-2 text-start font-semibold">
                    {i === 0 ? t(`dashboard.period.${period}`) : ''}
                  </th>
                  <td>{c?.currency ?? '—'}</td>
                  <td className="text-end whitespace-nowrap">
                    {c ? formatMoney(c.deposits, lang) : '—'}
                  </td>
                  <td className="text-end whitespace-nowrap">
                    {c ? formatMoney(c.withdrawals, lang) : '—'}
                  </td>
                  <td className="text-end whitespace-nowrap">
                    {c ? formatMoney(c.ggr, lang) : '—'}
                  </td>
                  <td className="text-end whitespace-nowrap">
                    {c ? formatMoney(c.bonusCost, lang) : '—'}
                  </td>
                  <td className="text-end font-semibold whitespace-nowrap text-gold">
                    {c ? formatMoney(c.ngr, lang) : '—'}
                  </td>
                  <td className="text-end">{i === 0 ? f.activePlayers : ''}</td>
                  <td className="text-end">{i === 0 ? f.newPlayers : ''}</td>
                </tr>
              ));
            })}
          </tbody>
          <tbody>
            {PERIODS.map((period) => {
              const f = d.periods.find((x) => x.period === period);
              return f ? <ReportingRow key={period} period={period} figures={f.reporting} /> : null;
            })}
          </tbody>
        </table>
      </Card>
      <div className="grid gap-3 xl:grid-cols-2">
        <Card>
          <h2 className="mb-2 text-subtitle font-semibold">
            {t('dashboard.flowsChart', { currency: currency ?? '' })}
          </h2>
          {chart.days.length ? (
            <LineChart
              days={chart.days}
              series={chart.flows}
              label={t('dashboard.flowsChart', { currency: currency ?? '' })}
            />
          ) : (
            <p className="text-muted">{t('common.none')}</p>
          )}
        </Card>
        <Card>
          <h2 className="mb-2 text-subtitle font-semibold">
            {t('dashboard.revenueChart', { currency: currency ?? '' })}
          </h2>
          {chart.days.length ? (
            <LineChart
              days={chart.days}
              series={chart.revenue}
              label={t('dashboard.revenueChart', { currency: currency ?? '' })}
            />
          ) : (
            <p className="text-muted">{t('common.none')}</p>
          )}
        </Card>
      </div>
    </div>
  );
}
