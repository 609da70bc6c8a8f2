// Player search: by email, id, name, phone or payment detail (the server decides which matches).
import { useMemo, useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { DataTable } from '@/components/data-table';
import { Alert, Badge, Button, Input, PageHeader, Spinner } from '@/components/ui';
import type { SearchPlayersQuery } from '@/gql/graphql';
import { errorMessage } from '@/lib/errors';
import { formatDateTime } from '@/lib/money';
import { SEARCH_PLAYERS } from './api';

type P = SearchPlayersQuery['searchPlayers']['nodes'][number];

export function statusTone(status: string) {
  return status === 'ACTIVE' ? 'success' : status === 'SUSPENDED' ? 'warning' : 'danger';
}

export default function PlayerSearch() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const [text, setText] = useState(query);
  const [result] = useQuery({ query: SEARCH_PLAYERS, variables: { query, after: null } });
  const columns = useMemo<ColumnDef<P, unknown>[]>(
    () => [
      { header: t('players.col.email'), cell: ({ row }) => row.original.email },
      { header: t('players.col.name'), cell: ({ row }) => row.original.name ?? '—' },
      { header: t('players.col.phone'), cell: ({ row }) => row.original.phone ?? '—' },
      { header: t('players.col.country'), cell: ({ row }) => row.original.country ?? '—' },
      {
        header: t('players.col.status'),
        cell: ({ row }) => (
          <Badge tone={statusTone(row.original.status)}>
            {t(`playerStatus.${row.original.status}`)}
          </Badge>
        ),
      },
      { header: t('players.col.kyc'), cell: ({ row }) => t(`kycStatus.${row.original.kycStatus}`) },
      {
        header: t('players.col.registered'),
        cell: ({ row }) => formatDateTime(row.original.createdAt, i18n.language),
      },
    ],
    [t, i18n.language],
  );
  return (
    <div>
      <PageHeader title={t('players.title')} />
      <form
        role="search"
        className="mb-4 flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          setParams(text.trim() ? { q: text.trim() } : {});
        }}
      >
        <Input
          aria-label={t('players.search')}
          placeholder={t('players.searchPlaceholder')}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <Button type="submit" variant="primary">
          {t('players.searchButton')}
        </Button>
      </form>
      {result.error ? <Alert>{errorMessage(t, result.error)}</Alert> : null}
      {result.fetching && !result.data ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <DataTable
          data={result.data?.searchPlayers.nodes ?? []}
          columns={columns}
          label={t('players.title')}
          empty={t('players.empty')}
          rowKey={(p) => p.id}
          onRowClick={(p) => void navigate(`/players/${p.id}`)}
        />
      )}
    </div>
  );
}
