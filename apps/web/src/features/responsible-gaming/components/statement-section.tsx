// The activity statement (issue 14): deposits, withdrawals, wagered, won and net per day, week or
// month, as a table with totals (it scrolls sideways on phones), and the same rows as a CSV download.
import { Download, FileSpreadsheet } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { RG_STATEMENT_QUERY } from '../api/rg';
import { downloadText, statementCsv } from '../model/csv';
import { money } from '../model/format';
import { ChoiceGroup } from './choice-group';
import { SectionCard } from './section-card';

const PERIODS = ['DAY', 'WEEK', 'MONTH'] as const;
type Period = (typeof PERIODS)[number];
const COLUMNS = ['deposits', 'withdrawals', 'wagered', 'won', 'net'] as const;
const FIELD = {
  deposits: 'depositsMinor',
  withdrawals: 'withdrawalsMinor',
  wagered: 'wageredMinor',
  won: 'wonMinor',
  net: 'netMinor',
} as const;

export function StatementSection() {
  const { t, i18n } = useTranslation('rg');
  const lng = i18n.language;
  const [period, setPeriod] = useState<Period>('DAY');
  const [{ data, fetching }] = useQuery({ query: RG_STATEMENT_QUERY, variables: { period } });
  const statement = data?.rgActivityStatement;
  const rows = statement ? [...statement.rows].reverse() : [];
  const dateFormat = new Intl.DateTimeFormat(lng, {
    timeZone: 'UTC',
    ...(period === 'MONTH' ? { month: 'long', year: 'numeric' } : { dateStyle: 'medium' }),
  });
  const fmt = (minor: string) =>
    statement ? money(minor, statement.currency, lng, statement.decimals) : '';

  const download = () => {
    if (!statement) return;
    const headers = ['start', ...COLUMNS].map((c) => t(`statement.columns.${c}`));
    downloadText(
      statementCsv(statement.rows, headers, statement.currency, statement.decimals),
      `${t('statement.fileName')}-${period.toLowerCase()}.csv`,
    );
  };

  return (
    <SectionCard
      id="statement"
      icon={<FileSpreadsheet size={20} aria-hidden="true" />}
      title={t('statement.title')}
      intro={t('statement.text')}
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <ChoiceGroup
          legend={t('statement.periodLabel')}
          choices={PERIODS.map((p) => ({ value: p, label: t(`statement.periods.${p}`) }))}
          value={period}
          onChange={setPeriod}
        />
        <Button
          variant="secondary"
          icon={<Download size={18} aria-hidden="true" />}
          disabled={!statement || statement.rows.length === 0}
          onClick={download}
          data-testid="statement-csv"
        >
          {t('statement.download')}
        </Button>
      </div>
      {!statement ? (
        <Skeleton className="h-40" aria-busy={fetching || undefined} />
      ) : rows.length === 0 ? (
        <p className="rounded-lg bg-surface-2 p-4 text-body-sm text-muted">
          {t('statement.empty')}
        </p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-border">
          <table className="w-full min-w-[36rem] text-body-sm" data-testid="statement-table">
            <thead className="bg-surface-2 text-caption text-muted">
              <tr>
                <th scope="col" className="px-3 py-2 text-start font-semibold">
                  {t('statement.columns.start')}
                </th>
                {COLUMNS.map((c) => (
                  <th key={c} scope="col" className="px-3 py-2 text-end font-semibold">
                    {t(`statement.columns.${c}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {rows.map((row) => (
                <tr key={row.start}>
                  <th scope="row" className="px-3 py-2 text-start font-normal whitespace-nowrap">
                    {dateFormat.format(new Date(row.start))}
                  </th>
                  {COLUMNS.map((c) => (
                    <td
                      key={c}
                      className={cn(
                        'px-3 py-2 text-end whitespace-nowrap tabular-nums',
                        c === 'net' && (BigInt(row.netMinor) < 0n ? 'text-danger' : 'text-success'),
                      )}
                    >
                      {fmt(row[FIELD[c]])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
            <tfoot className="bg-surface-2 font-semibold">
              <tr>
                <th scope="row" className="px-3 py-2 text-start">
                  {t('statement.total')}
                </th>
                {COLUMNS.map((c) => (
                  <td key={c} className="px-3 py-2 text-end whitespace-nowrap tabular-nums">
                    {fmt(statement.totals[FIELD[c]])}
                  </td>
                ))}
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </SectionCard>
  );
}
