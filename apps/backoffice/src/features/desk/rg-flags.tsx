// Responsible-gaming flags for compliance (issue 15): flags raised for review (a deposit over a
// limit …), newest first, each linking to the player's responsible-gaming tab in Player 360.
import { useMemo } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { DataTable } from '@/components/data-table';
import { Alert, PageHeader } from '@/components/ui';
import type { RgFlagsQuery } from '@/gql/graphql';
import { errorMessage } from '@/lib/errors';
import { useKeysetPager } from '@/lib/keyset';
import { formatDateTime } from '@/lib/money';
import { RG_FLAGS } from './api';

type Row = RgFlagsQuery['rgFlags']['nodes'][number];

export default function RgFlags() {
  const { t, i18n } = useTranslation();
  const pager = useKeysetPager<Row>();
  const [result] = useQuery({ query: RG_FLAGS, variables: { after: pager.after } });
  const { rows, more } = pager.view(result.data?.rgFlags, result.fetching);
  const columns = useMemo<ColumnDef<Row, unknown>[]>(
    () => [
      {
        header: t('desk.rg.col.player'),
        cell: ({ row }) =>
          row.original.player ? (
            <Link className="text-gold underline" to={`/players/${row.original.player.id}/rg`}>
              {row.original.player.email}
            </Link>
          ) : (
            '—'
          ),
      },
      { header: t('desk.rg.col.kind'), cell: ({ row }) => row.original.kind },
      {
        header: t('desk.rg.col.amount'),
        cell: ({ row }) => `${row.original.amount.amount} ${row.original.amount.currency}`,
      },
      {
        header: t('desk.rg.col.reference'),
        cell: ({ row }) => <span className="text-caption break-all">{row.original.reference}</span>,
      },
      {
        header: t('desk.rg.col.at'),
        cell: ({ row }) => (
          <span className="text-caption">
            {formatDateTime(row.original.createdAt, i18n.language)}
          </span>
        ),
      },
    ],
    [t, i18n.language],
  );
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t('desk.rg.title')} />
      {result.error ? <Alert tone="danger">{errorMessage(t, result.error)}</Alert> : null}
      <DataTable
        data={rows}
        columns={columns}
        label={t('desk.rg.title')}
        empty={result.fetching ? t('common.loading') : t('common.none')}
        rowKey={(r) => r.id}
        {...more}
      />
    </div>
  );
}
