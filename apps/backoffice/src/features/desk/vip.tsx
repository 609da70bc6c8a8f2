// The VIP applications inbox (issue 15): applications by status (pending oldest first); approve
// sets the player's VIP level, reject needs a reason. Both are audited on the server.
import { useMemo, useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { DataTable } from '@/components/data-table';
import { ReasonDialog } from '@/components/reason-dialog';
import { Alert, Badge, Button, Field, Input, PageHeader, Select } from '@/components/ui';
import type { VipApplicationStatus, VipApplicationsQuery } from '@/gql/graphql';
import { errorMessage } from '@/lib/errors';
import { formatDateTime } from '@/lib/money';
import { useKeysetPager } from '@/lib/keyset';
import { useSession } from '@/lib/session';
import { APPROVE_VIP, REJECT_VIP, VIP_APPLICATIONS } from './api';

type Row = VipApplicationsQuery['vipApplications']['nodes'][number];
const STATUSES: VipApplicationStatus[] = ['PENDING', 'APPROVED', 'DECLINED'];

export default function VipInbox() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const [status, setStatus] = useState<VipApplicationStatus>('PENDING');
  const pager = useKeysetPager<Row>();
  const [open, setOpen] = useState<{ row: Row; kind: 'approve' | 'reject' } | null>(null);
  const [level, setLevel] = useState('10');
  const [error, setError] = useState<string | null>(null);
  const [result, refetch] = useQuery({
    query: VIP_APPLICATIONS,
    variables: { status, after: pager.after },
  });
  const [approving, approve] = useMutation(APPROVE_VIP);
  const [rejecting, reject] = useMutation(REJECT_VIP);
  const { rows, more } = pager.view(result.data?.vipApplications, result.fetching);
  const canDecide = session.can('VIP_DECIDE');
  const columns = useMemo<ColumnDef<Row, unknown>[]>(
    () => [
      {
        header: t('desk.vip.col.player'),
        cell: ({ row }) => (
          <div>
            <p className="break-words">{row.original.player?.email ?? '—'}</p>
            <p className="text-caption text-muted">
              {t('desk.vip.level', { level: row.original.currentLevel ?? 0 })} ·{' '}
              {row.original.contactPreference}
            </p>
          </div>
        ),
      },
      {
        header: t('desk.vip.col.message'),
        cell: ({ row }) => (
          <p dir="auto" className="max-w-md text-body-sm break-words whitespace-pre-wrap">
            {row.original.message}
          </p>
        ),
      },
      {
        header: t('desk.vip.col.sent'),
        cell: ({ row }) => (
          <span className="text-caption">
            {formatDateTime(row.original.createdAt, i18n.language)}
          </span>
        ),
      },
      {
        header: t('desk.vip.col.decision'),
        cell: ({ row }) =>
          row.original.status === 'PENDING' ? (
            canDecide ? (
              <div className="flex gap-2">
                <Button
                  size="sm"
                  variant="primary"
                  onClick={() => setOpen({ row: row.original, kind: 'approve' })}
                >
                  {t('desk.vip.approve')}
                </Button>
                <Button
                  size="sm"
                  variant="danger"
                  onClick={() => setOpen({ row: row.original, kind: 'reject' })}
                >
                  {t('desk.vip.reject')}
                </Button>
              </div>
            ) : null
          ) : (
            <div>
              <Badge tone={row.original.status === 'APPROVED' ? 'success' : 'danger'}>
                {t(`desk.vip.status.${row.original.status}`)}
              </Badge>
              <p className="text-caption text-muted">
                {[row.original.decidedByName, row.original.decisionReason]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            </div>
          ),
      },
    ],
    [t, i18n.language, canDecide],
  );
  const done = (r: { error?: Parameters<typeof errorMessage>[1] }) => {
    if (r.error) setError(errorMessage(t, r.error));
    else {
      setOpen(null);
      pager.reset();
      refetch({ requestPolicy: 'network-only' });
    }
  };
  const levelNumber = Number(level);
  const levelOk = Number.isInteger(levelNumber) && levelNumber >= 0 && levelNumber <= 100;
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t('desk.vip.title')} />
      <div className="max-w-xs">
        <Field id="vip-status" label={t('desk.vip.statusFilter')}>
          <Select
            id="vip-status"
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as VipApplicationStatus);
              pager.reset();
            }}
          >
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`desk.vip.status.${s}`)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      {result.error ? <Alert tone="danger">{errorMessage(t, result.error)}</Alert> : null}
      <DataTable
        data={rows}
        columns={columns}
        label={t('desk.vip.title')}
        empty={result.fetching ? t('common.loading') : t('common.none')}
        rowKey={(r) => r.id}
        {...more}
      />
      <ReasonDialog
        open={open?.kind === 'approve'}
        onOpenChange={(o) => {
          setError(null);
          if (!o) setOpen(null);
        }}
        title={t('desk.vip.approveTitle', { email: open?.row.player?.email ?? '' })}
        confirmLabel={t('desk.vip.approve')}
        reasonRequired={false}
        busy={approving.fetching}
        error={error ?? (levelOk ? null : t('desk.vip.levelRange'))}
        onConfirm={(reason) => {
          if (!levelOk || !open) return;
          void approve({ id: open.row.id, level: levelNumber, reason: reason || null }).then(done);
        }}
      >
        <Field id="vip-level" label={t('desk.vip.newLevel')}>
          <Input
            id="vip-level"
            inputMode="numeric"
            value={level}
            onChange={(e) => setLevel(e.target.value)}
          />
        </Field>
      </ReasonDialog>
      <ReasonDialog
        open={open?.kind === 'reject'}
        onOpenChange={(o) => {
          setError(null);
          if (!o) setOpen(null);
        }}
        title={t('desk.vip.rejectTitle', { email: open?.row.player?.email ?? '' })}
        confirmLabel={t('desk.vip.reject')}
        tone="danger"
        busy={rejecting.fetching}
        error={error}
        onConfirm={(reason) => {
          if (open) void reject({ id: open.row.id, reason }).then(done);
        }}
      />
    </div>
  );
}
