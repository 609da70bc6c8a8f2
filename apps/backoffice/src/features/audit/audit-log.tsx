// The audit trail: search by actor, action (or a prefix like `withdrawal.`), target, outcome and
// time; CSV export of the same filters (GET /backoffice/api/audit.csv with the bearer token), and
// the chain verifier for those who may export.
import { useMemo, useState, type FormEvent } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { useClient, useQuery } from 'urql';
import { DataTable } from '@/components/data-table';
import { Alert, Badge, Button, Field, Input, PageHeader, Select, Spinner } from '@/components/ui';
import type { AuditFilter, AuditLogQuery, AuditOutcome } from '@/gql/graphql';
import { errorMessage } from '@/lib/errors';
import { formatDateTime } from '@/lib/money';
import { useSession } from '@/lib/session';
import { readToken } from '@/lib/token';
import { AUDIT_LOG, VERIFY_AUDIT } from './api';

type Row = AuditLogQuery['auditLog']['nodes'][number];
const OUTCOMES: AuditOutcome[] = ['OK', 'DENIED', 'FAILED'];

export function auditCsvUrl(filter: AuditFilter): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(filter)) if (v) q.set(k, String(v));
  const s = q.toString();
  return `/backoffice/api/audit.csv${s ? `?${s}` : ''}`;
}

export default function AuditLog() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const session = useSession();
  const client = useClient();
  const [form, setForm] = useState({
    actorId: '',
    action: '',
    targetType: '',
    targetId: '',
    outcome: '',
    from: '',
    to: '',
  });
  const [filter, setFilter] = useState<AuditFilter>({});
  const [after, setAfter] = useState<string | null>(null);
  const [result] = useQuery({ query: AUDIT_LOG, variables: { filter, after: null } });
  const [more] = useQuery({ query: AUDIT_LOG, variables: { filter, after }, pause: !after });
  const [exportError, setExportError] = useState<string | null>(null);
  const [verify, setVerify] = useState<{
    ok: boolean;
    rows: number;
    brokenAtId: string | null;
  } | null>(null);
  const [verifying, setVerifying] = useState(false);
  const rows = [
    ...(result.data?.auditLog.nodes ?? []),
    ...(after ? (more.data?.auditLog.nodes ?? []) : []),
  ];
  const next = (after ? more.data : result.data)?.auditLog.pageInfo.nextCursor ?? null;

  const columns = useMemo<ColumnDef<Row, unknown>[]>(
    () => [
      {
        header: '#',
        cell: ({ row }) => <span className="font-mono text-caption">{row.original.id}</span>,
      },
      {
        header: t('audit.col.at'),
        cell: ({ row }) => (
          <span className="whitespace-nowrap">{formatDateTime(row.original.at, lang)}</span>
        ),
      },
      {
        header: t('audit.col.actor'),
        cell: ({ row }) => (
          <div>
            <p>{row.original.actorName}</p>
            <p className="text-caption text-muted">
              {row.original.actorRole ? t(`roles.${row.original.actorRole}`) : row.original.actorId}
            </p>
          </div>
        ),
      },
      {
        header: t('audit.col.action'),
        cell: ({ row }) => <code className="text-caption">{row.original.action}</code>,
      },
      {
        header: t('audit.col.outcome'),
        cell: ({ row }) => (
          <Badge
            tone={
              row.original.outcome === 'OK'
                ? 'success'
                : row.original.outcome === 'DENIED'
                  ? 'danger'
                  : 'warning'
            }
          >
            {t(`audit.outcome.${row.original.outcome}`)}
          </Badge>
        ),
      },
      {
        header: t('audit.col.target'),
        cell: ({ row }) =>
          row.original.targetType ? (
            <span className="text-caption">
              {row.original.targetType}:{row.original.targetId}
            </span>
          ) : (
            '—'
          ),
      },
      {
        header: t('audit.col.reason'),
        cell: ({ row }) => (
          <span className="line-clamp-2 max-w-64">{row.original.reason ?? ''}</span>
        ),
      },
      {
        header: t('audit.col.change'),
        cell: ({ row }) => (
          <code className="line-clamp-2 max-w-64 text-caption break-all text-muted">
            {row.original.after ?? ''}
          </code>
        ),
      },
      {
        header: 'IP',
        cell: ({ row }) => <span className="text-caption">{row.original.ip ?? ''}</span>,
      },
    ],
    [t, lang],
  );

  const apply = (e: FormEvent) => {
    e.preventDefault();
    const f: AuditFilter = {};
    if (form.actorId.trim()) f.actorId = form.actorId.trim();
    if (form.action.trim()) f.action = form.action.trim();
    if (form.targetType.trim()) f.targetType = form.targetType.trim();
    if (form.targetId.trim()) f.targetId = form.targetId.trim();
    if (form.outcome) f.outcome = form.outcome as AuditOutcome;
    if (form.from) f.from = new Date(form.from).toISOString();
    if (form.to) f.to = new Date(form.to).toISOString();
    setAfter(null);
    setFilter(f);
  };
  const exportCsv = async () => {
    setExportError(null);
    const res = await fetch(auditCsvUrl(filter), {
      headers: { authorization: `Bearer ${readToken() ?? ''}` },
    });
    if (!res.ok) {
      setExportError(t('audit.exportFailed'));
      return;
    }
    const blob = await res.blob();
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = `audit-${new Date().toISOString().slice(0, 10)}.csv`;
    a.click();
    URL.revokeObjectURL(a.href);
  };
  const runVerify = async () => {
    setVerifying(true);
    const r = await client.query(VERIFY_AUDIT, {}, { requestPolicy: 'network-only' }).toPromise();
    setVerifying(false);
    if (r.data) setVerify(r.data.verifyAuditChain);
    else setExportError(errorMessage(t, r.error));
  };
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm({ ...form, [k]: e.target.value });
  return (
    <div>
      <PageHeader
        title={t('audit.title')}
        actions={
          session.can('AUDIT_EXPORT') ? (
            <>
              <Button size="sm" busy={verifying} onClick={() => void runVerify()}>
                {t('audit.verify')}
              </Button>
              <Button size="sm" variant="primary" onClick={() => void exportCsv()}>
                {t('audit.export')}
              </Button>
            </>
          ) : null
        }
      />
      <form
        onSubmit={apply}
        className="mb-4 grid grid-cols-2 gap-3 md:grid-cols-4 xl:grid-cols-8"
        aria-label={t('common.filters')}
      >
        <Field id="a-actor" label={t('audit.filter.actor')}>
          <Input id="a-actor" value={form.actorId} onChange={set('actorId')} />
        </Field>
        <Field id="a-action" label={t('audit.filter.action')}>
          <Input
            id="a-action"
            placeholder="withdrawal."
            value={form.action}
            onChange={set('action')}
          />
        </Field>
        <Field id="a-ttype" label={t('audit.filter.targetType')}>
          <Input id="a-ttype" value={form.targetType} onChange={set('targetType')} />
        </Field>
        <Field id="a-tid" label={t('audit.filter.targetId')}>
          <Input id="a-tid" value={form.targetId} onChange={set('targetId')} />
        </Field>
        <Field id="a-outcome" label={t('audit.col.outcome')}>
          <Select id="a-outcome" value={form.outcome} onChange={set('outcome')}>
            <option value="">{t('common.all')}</option>
            {OUTCOMES.map((o) => (
              <option key={o} value={o}>
                {t(`audit.outcome.${o}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="a-from" label={t('audit.filter.from')}>
          <Input id="a-from" type="date" value={form.from} onChange={set('from')} />
        </Field>
        <Field id="a-to" label={t('audit.filter.to')}>
          <Input id="a-to" type="date" value={form.to} onChange={set('to')} />
        </Field>
        <div className="flex items-end">
          <Button type="submit" variant="primary" className="w-full">
            {t('common.search')}
          </Button>
        </div>
      </form>
      {verify ? (
        <div className="mb-3">
          <Alert tone={verify.ok ? 'success' : 'danger'}>
            {verify.ok
              ? t('audit.chainOk', { rows: verify.rows })
              : t('audit.chainBroken', { id: verify.brokenAtId })}
          </Alert>
        </div>
      ) : null}
      {exportError ? (
        <div className="mb-3">
          <Alert>{exportError}</Alert>
        </div>
      ) : null}
      {result.error ? <Alert>{errorMessage(t, result.error)}</Alert> : null}
      {result.fetching && !result.data ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <DataTable
          data={rows}
          columns={columns}
          label={t('audit.title')}
          empty={t('audit.empty')}
          rowKey={(r) => r.id}
          hasMore={!!next}
          loadingMore={more.fetching}
          onLoadMore={() => next && setAfter(next)}
        />
      )}
    </div>
  );
}
