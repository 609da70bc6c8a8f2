// The withdrawal queue: filters, the requests (oldest first) with their risk hints, and a detail
// panel with the decisions. "Waiting for a second approver" is a state of its own.
import { useMemo, useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { DataTable } from '@/components/data-table';
import { Alert, Badge, Card, Field, Input, PageHeader, Select, Spinner } from '@/components/ui';
import type {
  StaffWithdrawalFieldsFragment,
  WithdrawalFilter,
  WithdrawStatus,
} from '@/gql/graphql';
import { errorMessage } from '@/lib/errors';
import { formatDateTime, formatMoney, toMinor } from '@/lib/money';
import { WithdrawalActions, awaitingSecondApproval } from './actions';
import { WITHDRAWAL_QUEUE } from './api';
import { RiskHints } from './risk';

const STATUSES: WithdrawStatus[] = [
  'PENDING',
  'APPROVED',
  'PAID',
  'REJECTED',
  'FAILED',
  'CANCELLED',
];
type W = StaffWithdrawalFieldsFragment;

export function StatusBadge({ withdrawal: w }: { withdrawal: W }) {
  const { t } = useTranslation();
  if (awaitingSecondApproval(w))
    return <Badge tone="info">{t('withdrawals.awaitingSecond')}</Badge>;
  const tone =
    w.status === 'PAID'
      ? 'success'
      : w.status === 'PENDING'
        ? 'gold'
        : w.status === 'APPROVED'
          ? 'info'
          : 'danger';
  return <Badge tone={tone}>{t(`withdrawStatus.${w.status}`)}</Badge>;
}

export default function WithdrawalQueue() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [status, setStatus] = useState<'OPEN' | WithdrawStatus>('OPEN');
  const [currency, setCurrency] = useState('');
  const [minAmount, setMinAmount] = useState('');
  const [awaiting, setAwaiting] = useState(false);
  const [after, setAfter] = useState<string | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const filter = useMemo<WithdrawalFilter>(() => {
    const f: WithdrawalFilter = {};
    if (status !== 'OPEN') f.statuses = [status];
    const cur = currency.trim().toUpperCase();
    if (cur) f.currency = cur;
    const min = cur && minAmount ? toMinor(minAmount, cur) : null;
    if (min !== null) f.minMinor = min.toString();
    if (awaiting) f.awaitingSecondApproval = true;
    return f;
  }, [status, currency, minAmount, awaiting]);
  const [result, refetch] = useQuery({
    query: WITHDRAWAL_QUEUE,
    variables: { filter, after: null },
  });
  const [more] = useQuery({ query: WITHDRAWAL_QUEUE, variables: { filter, after }, pause: !after });
  const rows = useMemo(
    () => [
      ...(result.data?.withdrawalQueue.nodes ?? []),
      ...(after ? (more.data?.withdrawalQueue.nodes ?? []) : []),
    ],
    [result.data, more.data, after],
  );
  const next = (after ? more.data : result.data)?.withdrawalQueue.pageInfo.nextCursor ?? null;
  const current = rows.find((w) => w.id === selected) ?? null;

  const columns = useMemo<ColumnDef<W, unknown>[]>(
    () => [
      {
        header: t('withdrawals.col.id'),
        cell: ({ row }) => (
          <div className="whitespace-nowrap">
            <p className="font-mono">#{row.original.id}</p>
            <p className="text-caption text-muted">
              {formatDateTime(row.original.createdAt, lang)}
            </p>
          </div>
        ),
      },
      {
        header: t('withdrawals.col.player'),
        cell: ({ row }) => (
          <div>
            <p className="break-words">{row.original.player.email}</p>
            <p className="text-caption text-muted">{row.original.player.country ?? ''}</p>
          </div>
        ),
      },
      {
        header: t('withdrawals.col.amount'),
        cell: ({ row }) => (
          <div className="whitespace-nowrap">
            <p className="font-semibold">{formatMoney(row.original.amount, lang)}</p>
            <p className="text-caption text-muted">{row.original.methodId}</p>
            {row.original.requiresTwoApprovals ? (
              <p className="text-caption text-info">{t('withdrawals.fourEyes')}</p>
            ) : null}
          </div>
        ),
      },
      {
        header: t('withdrawals.col.status'),
        cell: ({ row }) => (
          <div className="flex max-w-64 flex-col items-start gap-1">
            <StatusBadge withdrawal={row.original} />
            <RiskHints withdrawal={row.original} compact />
          </div>
        ),
      },
    ],
    [t, lang],
  );

  const reset = () => setAfter(null);
  return (
    <div>
      <PageHeader title={t('withdrawals.title')} />
      <form
        className="mb-4 grid grid-cols-2 gap-3 md:grid-cols-4"
        onSubmit={(e) => e.preventDefault()}
        aria-label={t('common.filters')}
      >
        <Field id="w-status" label={t('withdrawals.filter.status')}>
          <Select
            id="w-status"
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as typeof status);
              reset();
            }}
          >
            <option value="OPEN">{t('withdrawals.filter.open')}</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`withdrawStatus.${s}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="w-currency" label={t('withdrawals.filter.currency')}>
          <Input
            id="w-currency"
            value={currency}
            maxLength={8}
            placeholder="USD"
            onChange={(e) => {
              setCurrency(e.target.value);
              reset();
            }}
          />
        </Field>
        <Field
          id="w-min"
          label={t('withdrawals.filter.min')}
          hint={currency ? undefined : t('withdrawals.filter.minHint')}
        >
          <Input
            id="w-min"
            inputMode="decimal"
            value={minAmount}
            disabled={!currency}
            onChange={(e) => {
              setMinAmount(e.target.value);
              reset();
            }}
          />
        </Field>
        <label className="flex items-end gap-2 pb-2 text-body-sm">
          <input
            type="checkbox"
            className="size-4 accent-[var(--color-gold)]"
            checked={awaiting}
            onChange={(e) => {
              setAwaiting(e.target.checked);
              reset();
            }}
          />
          {t('withdrawals.filter.awaiting')}
        </label>
      </form>
      {notice ? (
        <div className="mb-3">
          <Alert tone="success">{notice}</Alert>
        </div>
      ) : null}
      {result.error ? <Alert>{errorMessage(t, result.error)}</Alert> : null}
      <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_360px]">
        {result.fetching && !result.data ? (
          <Spinner label={t('common.loading')} />
        ) : (
          <DataTable
            data={rows}
            columns={columns}
            label={t('withdrawals.title')}
            empty={t('withdrawals.empty')}
            rowKey={(w) => String(w.id)}
            selectedKey={selected === null ? null : String(selected)}
            onRowClick={(w) => setSelected(w.id)}
            hasMore={!!next}
            loadingMore={more.fetching}
            onLoadMore={() => next && setAfter(next)}
          />
        )}
        {current ? (
          <Card className="self-start">
            <div className="mb-3 flex items-center justify-between gap-2">
              <h2 className="text-subtitle font-semibold">
                #{current.id} · {formatMoney(current.amount, lang)}
              </h2>
              <StatusBadge withdrawal={current} />
            </div>
            <p className="text-body-sm">
              <Link to={`/players/${current.player.id}`} className="text-gold underline">
                {current.player.email}
              </Link>
            </p>
            <p className="mb-2 text-caption text-muted">
              {current.methodId} · {t('withdrawals.fee')}: {formatMoney(current.fee, lang)}
            </p>
            <pre className="mb-3 overflow-x-auto rounded-chip bg-bg p-2 text-caption">
              {current.details}
            </pre>
            {current.approvals.length ? (
              <ul className="mb-3 text-body-sm">
                {current.approvals.map((a) => (
                  <li key={a.staffId}>
                    {t('withdrawals.approvedBy', {
                      name: a.staffName,
                      at: formatDateTime(a.at, lang),
                    })}
                  </li>
                ))}
              </ul>
            ) : null}
            {current.comment ? (
              <p className="mb-3 text-body-sm text-muted">{current.comment}</p>
            ) : null}
            <RiskHints withdrawal={current} />
            <div className="mt-4">
              <WithdrawalActions
                withdrawal={current}
                onDone={(message) => {
                  setNotice(message);
                  refetch({ requestPolicy: 'network-only' });
                }}
              />
            </div>
          </Card>
        ) : (
          <Card className="hidden self-start text-body-sm text-muted xl:block">
            {t('withdrawals.pick')}
          </Card>
        )}
      </div>
    </div>
  );
}
