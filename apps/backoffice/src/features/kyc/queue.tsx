// The KYC queue: cases by status (pending first), the documents inline with zoom, and approve /
// reject with a reason the player sees translated (plus an internal note).
import { useMemo, useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { DataTable } from '@/components/data-table';
import { ReasonDialog } from '@/components/reason-dialog';
import { Alert, Badge, Button, Card, Field, PageHeader, Select, Spinner } from '@/components/ui';
import type { KycCaseFieldsFragment, KycRejectReason, KycStatus } from '@/gql/graphql';
import { errorMessage } from '@/lib/errors';
import { formatDateTime } from '@/lib/money';
import { useSession } from '@/lib/session';
import { APPROVE_KYC, KYC_QUEUE, REJECT_KYC } from './api';
import { DocumentViewer } from './document-viewer';

const STATUSES: KycStatus[] = ['PENDING', 'VERIFIED', 'REJECTED', 'NOT_STARTED'];
export const REJECT_REASONS: KycRejectReason[] = [
  'DOCUMENT_UNREADABLE',
  'DOCUMENT_EXPIRED',
  'NAME_MISMATCH',
  'UNSUPPORTED_DOCUMENT',
  'DOCUMENT_INCOMPLETE',
  'OTHER',
];
type K = KycCaseFieldsFragment;

export function KycDecision({ kycCase, onDone }: { kycCase: K; onDone(message: string): void }) {
  const { t } = useTranslation();
  const session = useSession();
  const [open, setOpen] = useState<'approve' | 'reject' | null>(null);
  const [code, setCode] = useState<KycRejectReason>('DOCUMENT_UNREADABLE');
  const [error, setError] = useState<string | null>(null);
  const [approveState, approve] = useMutation(APPROVE_KYC);
  const [rejectState, reject] = useMutation(REJECT_KYC);
  if (!session.can('KYC_DECIDE') || kycCase.status !== 'PENDING') return null;
  const playerId = kycCase.player.id;
  const finish = (r: { error?: Parameters<typeof errorMessage>[1] }, message: string) => {
    if (r.error) setError(errorMessage(t, r.error));
    else {
      setOpen(null);
      onDone(message);
    }
  };
  return (
    <div className="flex gap-2">
      <Button variant="primary" onClick={() => setOpen('approve')}>
        {t('kyc.approve')}
      </Button>
      <Button variant="danger" onClick={() => setOpen('reject')}>
        {t('kyc.reject')}
      </Button>
      <ReasonDialog
        open={open === 'approve'}
        onOpenChange={(o) => {
          setError(null);
          setOpen(o ? 'approve' : null);
        }}
        title={t('kyc.approveTitle', { email: kycCase.player.email })}
        confirmLabel={t('kyc.approve')}
        reasonRequired={false}
        busy={approveState.fetching}
        error={error}
        onConfirm={(note) =>
          void approve({ playerId, note: note || null }).then((r) => finish(r, t('kyc.approved')))
        }
      />
      <ReasonDialog
        open={open === 'reject'}
        onOpenChange={(o) => {
          setError(null);
          setOpen(o ? 'reject' : null);
        }}
        title={t('kyc.rejectTitle', { email: kycCase.player.email })}
        description={t('kyc.rejectDescribe')}
        confirmLabel={t('kyc.reject')}
        tone="danger"
        reasonRequired={false}
        busy={rejectState.fetching}
        error={error}
        onConfirm={(note) =>
          void reject({ playerId, reason: code, note: note || null }).then((r) =>
            finish(r, t('kyc.rejected')),
          )
        }
      >
        <Field id="kyc-reason" label={t('kyc.reasonCode')}>
          <Select
            id="kyc-reason"
            value={code}
            onChange={(e) => setCode(e.target.value as KycRejectReason)}
          >
            {REJECT_REASONS.map((r) => (
              <option key={r} value={r}>
                {t(`kycReject.${r}`)}
              </option>
            ))}
          </Select>
        </Field>
      </ReasonDialog>
    </div>
  );
}

export default function KycQueue() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [status, setStatus] = useState<KycStatus>('PENDING');
  const [selected, setSelected] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [result, refetch] = useQuery({ query: KYC_QUEUE, variables: { status, after: null } });
  const rows = result.data?.kycQueue.nodes ?? [];
  const current = rows.find((k) => k.player.id === selected) ?? null;
  const columns = useMemo<ColumnDef<K, unknown>[]>(
    () => [
      {
        header: t('kyc.col.player'),
        cell: ({ row }) => (
          <div>
            <p className="break-words">{row.original.player.email}</p>
            <p className="text-caption text-muted">
              {[row.original.player.name, row.original.player.country].filter(Boolean).join(' · ')}
            </p>
          </div>
        ),
      },
      { header: t('kyc.col.documents'), cell: ({ row }) => row.original.documents.length },
      {
        header: t('kyc.col.status'),
        cell: ({ row }) => (
          <Badge
            tone={
              row.original.status === 'VERIFIED'
                ? 'success'
                : row.original.status === 'REJECTED'
                  ? 'danger'
                  : 'gold'
            }
          >
            {t(`kycStatus.${row.original.status}`)}
          </Badge>
        ),
      },
      {
        header: t('kyc.col.submitted'),
        cell: ({ row }) => (
          <span className="text-caption">{formatDateTime(row.original.submittedAt, lang)}</span>
        ),
      },
    ],
    [t, lang],
  );
  return (
    <div>
      <PageHeader
        title={t('kyc.title')}
        actions={
          <Field id="kyc-status" label={t('kyc.col.status')}>
            <Select
              id="kyc-status"
              value={status}
              onChange={(e) => {
                setStatus(e.target.value as KycStatus);
                setSelected(null);
              }}
            >
              {STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`kycStatus.${s}`)}
                </option>
              ))}
            </Select>
          </Field>
        }
      />
      {notice ? (
        <div className="mb-3">
          <Alert tone="success">{notice}</Alert>
        </div>
      ) : null}
      {result.error ? <Alert>{errorMessage(t, result.error)}</Alert> : null}
      <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
        {result.fetching && !result.data ? (
          <Spinner label={t('common.loading')} />
        ) : (
          <DataTable
            data={rows}
            columns={columns}
            label={t('kyc.title')}
            empty={t('kyc.empty')}
            rowKey={(k) => k.player.id}
            selectedKey={selected}
            onRowClick={(k) => setSelected(k.player.id)}
          />
        )}
        {current ? (
          <Card className="self-start">
            <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
              <div>
                <h2 className="text-subtitle font-semibold">
                  {current.player.name ?? current.player.email}
                </h2>
                <Link
                  to={`/players/${current.player.id}`}
                  className="text-body-sm text-gold underline"
                >
                  {current.player.email}
                </Link>
              </div>
              <KycDecision
                kycCase={current}
                onDone={(m) => {
                  setNotice(m);
                  setSelected(null);
                  refetch({ requestPolicy: 'network-only' });
                }}
              />
            </div>
            {current.reason ? (
              <p className="mb-2 text-body-sm text-muted">{current.reason}</p>
            ) : null}
            <div className="flex flex-col gap-3">
              {current.documents.length === 0 ? (
                <p className="text-muted">{t('kyc.noDocuments')}</p>
              ) : null}
              {current.documents.map((d) => (
                <DocumentViewer key={d.id} document={d} />
              ))}
            </div>
          </Card>
        ) : (
          <Card className="hidden self-start text-body-sm text-muted xl:block">
            {t('kyc.pick')}
          </Card>
        )}
      </div>
    </div>
  );
}
