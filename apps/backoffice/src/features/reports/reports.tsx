// Reports over a date range: GGR/NGR by day (with a uPlot chart), game, provider, category,
// country or currency; empirical RTP per game beside its declared RTP; bonus cost and conversion.
// Each table has its CSV twin (GET /backoffice/api/reports/<name>.csv with the bearer token).
import { useMemo, useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { DataTable } from '@/components/data-table';
import { LineChart, type Series } from '@/components/line-chart';
import { Alert, Button, Card, Field, Input, PageHeader, Select, Spinner } from '@/components/ui';
import type { BonusReportQuery, GgrDimension, GgrReportQuery, RtpReportQuery } from '@/gql/graphql';
import { dayEnd, dayStart, downloadCsv, lastDays } from '@/lib/csv-download';
import { errorMessage } from '@/lib/errors';
import { formatMoney, toChartNumber } from '@/lib/money';
import { BONUS_REPORT, GGR_REPORT, reportCsvUrl, RTP_REPORT, type ReportName } from './api';

type GgrRow = GgrReportQuery['ggrReport'][number];
type RtpRow = RtpReportQuery['rtpReport'][number];
type BonusRow = BonusReportQuery['bonusReport'][number];

const DIMENSIONS: GgrDimension[] = ['DAY', 'GAME', 'PROVIDER', 'CATEGORY', 'COUNTRY', 'CURRENCY'];
const TABS: ReportName[] = ['ggr', 'rtp', 'bonuses'];

const right = (text: string) => <span className="block text-end tabular-nums">{text}</span>;

export default function Reports() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [tab, setTab] = useState<ReportName>('ggr');
  const [dimension, setDimension] = useState<GgrDimension>('DAY');
  const [form, setForm] = useState(() => lastDays(30));
  const [range, setRange] = useState(form);
  const [exportFailed, setExportFailed] = useState(false);
  const valid = !!form.from && !!form.to && form.from <= form.to;
  const vars = { from: dayStart(range.from), to: dayEnd(range.to) };
  const [ggr] = useQuery({
    query: GGR_REPORT,
    variables: { ...vars, dimension },
    pause: tab !== 'ggr',
  });
  const [rtp] = useQuery({ query: RTP_REPORT, variables: vars, pause: tab !== 'rtp' });
  const [bonus] = useQuery({ query: BONUS_REPORT, variables: vars, pause: tab !== 'bonuses' });
  const current = tab === 'ggr' ? ggr : tab === 'rtp' ? rtp : bonus;

  const ggrColumns = useMemo<ColumnDef<GgrRow, unknown>[]>(
    () => [
      {
        id: 'key',
        header: t(`reports.dimension.${dimension}`),
        cell: ({ row }) => row.original.label,
      },
      {
        id: 'currency',
        header: t('reports.col.currency'),
        cell: ({ row }) => row.original.currency,
      },
      {
        id: 'rounds',
        header: t('reports.col.rounds'),
        cell: ({ row }) => right(String(row.original.rounds)),
      },
      {
        id: 'stakes',
        header: t('reports.col.stakes'),
        cell: ({ row }) => right(formatMoney(row.original.stakes, lang)),
      },
      {
        id: 'wins',
        header: t('reports.col.wins'),
        cell: ({ row }) => right(formatMoney(row.original.wins, lang)),
      },
      {
        id: 'ggr',
        header: t('reports.col.ggr'),
        cell: ({ row }) => right(formatMoney(row.original.ggr, lang)),
      },
      {
        id: 'bonusCost',
        header: t('reports.col.bonusCost'),
        cell: ({ row }) =>
          right(
            row.original.bonusCost ? formatMoney(row.original.bonusCost, lang) : t('reports.na'),
          ),
      },
      {
        id: 'ngr',
        header: t('reports.col.ngr'),
        cell: ({ row }) =>
          right(row.original.ngr ? formatMoney(row.original.ngr, lang) : t('reports.na')),
      },
    ],
    [t, lang, dimension],
  );
  const rtpColumns = useMemo<ColumnDef<RtpRow, unknown>[]>(
    () => [
      { id: 'game', header: t('reports.col.game'), cell: ({ row }) => row.original.name },
      {
        id: 'provider',
        header: t('reports.col.provider'),
        cell: ({ row }) => row.original.provider,
      },
      {
        id: 'currency',
        header: t('reports.col.currency'),
        cell: ({ row }) => row.original.currency,
      },
      {
        id: 'rounds',
        header: t('reports.col.rounds'),
        cell: ({ row }) => right(String(row.original.rounds)),
      },
      {
        id: 'stakes',
        header: t('reports.col.stakes'),
        cell: ({ row }) => right(formatMoney(row.original.stakes, lang)),
      },
      {
        id: 'wins',
        header: t('reports.col.wins'),
        cell: ({ row }) => right(formatMoney(row.original.wins, lang)),
      },
      {
        id: 'rtp',
        header: t('reports.col.rtp'),
        cell: ({ row }) => right(row.original.rtp ? `${row.original.rtp} %` : '—'),
      },
      {
        id: 'declared',
        header: t('reports.col.declaredRtp'),
        cell: ({ row }) => right(`${row.original.declaredRtp} %`),
      },
    ],
    [t, lang],
  );
  const bonusColumns = useMemo<ColumnDef<BonusRow, unknown>[]>(
    () => [
      { id: 'name', header: t('reports.col.bonus'), cell: ({ row }) => row.original.name },
      {
        id: 'currency',
        header: t('reports.col.currency'),
        cell: ({ row }) => row.original.currency,
      },
      {
        id: 'granted',
        header: t('reports.col.granted'),
        cell: ({ row }) => right(String(row.original.granted)),
      },
      {
        id: 'converted',
        header: t('reports.col.converted'),
        cell: ({ row }) => right(String(row.original.converted)),
      },
      {
        id: 'rate',
        header: t('reports.col.conversion'),
        cell: ({ row }) =>
          right(row.original.conversionRate ? `${row.original.conversionRate} %` : '—'),
      },
      {
        id: 'amount',
        header: t('reports.col.bonusGranted'),
        cell: ({ row }) => right(formatMoney(row.original.bonusGranted, lang)),
      },
      {
        id: 'cost',
        header: t('reports.col.cost'),
        cell: ({ row }) => right(formatMoney(row.original.cost, lang)),
      },
      {
        id: 'forfeited',
        header: t('reports.col.forfeited'),
        cell: ({ row }) => right(formatMoney(row.original.forfeited, lang)),
      },
    ],
    [t, lang],
  );

  // the daily GGR/NGR chart of the first currency shown
  const chart = useMemo(() => {
    const rows = dimension === 'DAY' ? (ggr.data?.ggrReport ?? []) : [];
    const currency = rows[0]?.currency ?? null;
    const mine = rows.filter((r) => r.currency === currency);
    const series: Series[] = [
      {
        label: t('reports.col.ggr'),
        color: '--color-gold',
        values: mine.map((r) => toChartNumber(r.ggr)),
      },
      {
        label: t('reports.col.ngr'),
        color: '--color-info',
        values: mine.map((r) => (r.ngr ? toChartNumber(r.ngr) : null)),
      },
    ];
    return { currency, days: mine.map((r) => r.key), series };
  }, [ggr.data, dimension, t]);

  const exportCsv = async () => {
    setExportFailed(false);
    const ok = await downloadCsv(
      reportCsvUrl(tab, dayStart(range.from), dayEnd(range.to), dimension),
      `${tab}${tab === 'ggr' ? `-${dimension.toLowerCase()}` : ''}-${range.from}-${range.to}.csv`,
    );
    setExportFailed(!ok);
  };

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={t('reports.title')}
        actions={
          <Button size="sm" variant="primary" onClick={() => void exportCsv()}>
            {t('reports.exportCsv')}
          </Button>
        }
      />
      <div role="tablist" aria-label={t('reports.title')} className="flex flex-wrap gap-2">
        {TABS.map((name) => (
          <Button
            key={name}
            role="tab"
            size="sm"
            aria-selected={tab === name}
            variant={tab === name ? 'primary' : 'secondary'}
            onClick={() => setTab(name)}
          >
            {t(`reports.tab.${name}`)}
          </Button>
        ))}
      </div>
      <Card>
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (valid) setRange(form);
          }}
        >
          <Field id="rep-from" label={t('finance.from')}>
            <Input
              id="rep-from"
              type="date"
              value={form.from}
              onChange={(e) => setForm({ ...form, from: e.target.value })}
            />
          </Field>
          <Field id="rep-to" label={t('finance.to')}>
            <Input
              id="rep-to"
              type="date"
              value={form.to}
              onChange={(e) => setForm({ ...form, to: e.target.value })}
            />
          </Field>
          {tab === 'ggr' ? (
            <Field id="rep-dim" label={t('reports.groupBy')}>
              <Select
                id="rep-dim"
                value={dimension}
                onChange={(e) => setDimension(e.target.value as GgrDimension)}
              >
                {DIMENSIONS.map((d) => (
                  <option key={d} value={d}>
                    {t(`reports.dimension.${d}`)}
                  </option>
                ))}
              </Select>
            </Field>
          ) : null}
          <Button type="submit" variant="primary" disabled={!valid}>
            {t('finance.apply')}
          </Button>
        </form>
        {!valid ? <p className="mt-2 text-caption text-danger">{t('finance.badRange')}</p> : null}
        {exportFailed ? (
          <div className="mt-2">
            <Alert>{t('finance.exportFailed')}</Alert>
          </div>
        ) : null}
      </Card>
      {tab === 'ggr' && dimension === 'DAY' && chart.days.length > 1 ? (
        <Card>
          <h2 className="mb-2 text-subtitle font-semibold">
            {t('reports.chart', { currency: chart.currency ?? '' })}
          </h2>
          <LineChart
            days={chart.days}
            series={chart.series}
            label={t('reports.chart', { currency: chart.currency ?? '' })}
          />
        </Card>
      ) : null}
      {current.fetching && !current.data ? <Spinner label={t('common.loading')} /> : null}
      {current.error ? <Alert>{errorMessage(t, current.error)}</Alert> : null}
      {tab === 'ggr' && ggr.data ? (
        <DataTable
          data={ggr.data.ggrReport}
          columns={ggrColumns}
          label={t('reports.tab.ggr')}
          empty={t('common.none')}
          rowKey={(r) => `${r.key}|${r.currency}`}
        />
      ) : null}
      {tab === 'rtp' && rtp.data ? (
        <DataTable
          data={rtp.data.rtpReport}
          columns={rtpColumns}
          label={t('reports.tab.rtp')}
          empty={t('common.none')}
          rowKey={(r) => `${r.game}|${r.currency}`}
        />
      ) : null}
      {tab === 'bonuses' && bonus.data ? (
        <DataTable
          data={bonus.data.bonusReport}
          columns={bonusColumns}
          label={t('reports.tab.bonuses')}
          empty={t('common.none')}
          rowKey={(r) => `${r.bonusId}|${r.currency}`}
        />
      ) : null}
      <p className="text-caption text-muted">{t('reports.definitions')}</p>
    </div>
  );
}
