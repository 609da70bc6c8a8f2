// Adjustments waiting for a second person (four eyes): approve (posts the ledger transfer) or
// reject with a reason. The requester cannot approve their own (the server refuses it too).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { ReasonDialog } from '@/components/reason-dialog';
import { Alert, Button, PageHeader, Spinner } from '@/components/ui';
import { errorMessage } from '@/lib/errors';
import { formatDateTime, formatMoney } from '@/lib/money';
import { useSession } from '@/lib/session';
import { APPROVE_ADJUSTMENT, BALANCE_ADJUSTMENTS, REJECT_ADJUSTMENT } from './api';

export default function Adjustments() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const session = useSession();
  const [result, refetch] = useQuery({
    query: BALANCE_ADJUSTMENTS,
    variables: { status: 'PENDING_APPROVAL' },
  });
  const [approveState, approve] = useMutation(APPROVE_ADJUSTMENT);
  const [rejectState, reject] = useMutation(REJECT_ADJUSTMENT);
  const [rejecting, setRejecting] = useState<string | null>(null);
  const [message, setMessage] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const done = (r: { error?: Parameters<typeof errorMessage>[1] }, ok: string) => {
    if (r.error) setMessage({ tone: 'danger', text: errorMessage(t, r.error) ?? '' });
    else {
      setMessage({ tone: 'success', text: ok });
      setRejecting(null);
      refetch({ requestPolicy: 'network-only' });
    }
  };
  const rows = result.data?.balanceAdjustments.nodes ?? [];
  return (
    <div>
      <PageHeader title={t('adjust.queueTitle')} />
      {message ? (
        <div className="mb-3">
          <Alert tone={message.tone}>{message.text}</Alert>
        </div>
      ) : null}
      {result.error ? <Alert>{errorMessage(t, result.error)}</Alert> : null}
      {result.fetching && !result.data ? <Spinner label={t('common.loading')} /> : null}
      {result.data && rows.length === 0 ? <p className="text-muted">{t('adjust.none')}</p> : null}
      <ul className="flex flex-col gap-3">
        {rows.map((a) => {
          const mine = a.requestedBy.staffId === session.me?.id;
          return (
            <li
              key={a.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-card border border-border bg-surface p-3"
            >
              <div className="text-body-sm">
                <p className="text-subtitle font-semibold">{formatMoney(a.amount, lang)}</p>
                <p>
                  <Link to={`/players/${a.playerId}/ledger`} className="text-gold underline">
                    {a.playerId}
                  </Link>
                </p>
                <p className="text-muted">{a.reason}</p>
                <p className="text-caption text-muted">
                  {t('adjust.requestedBy', {
                    name: a.requestedBy.staffName,
                    at: formatDateTime(a.createdAt, lang),
                  })}
                </p>
              </div>
              <div className="flex gap-2">
                <Button
                  variant="primary"
                  size="sm"
                  disabled={mine}
                  title={mine ? t('adjust.ownRequest') : undefined}
                  busy={approveState.fetching}
                  onClick={() =>
                    void approve({ id: a.id }).then((r) => done(r, t('adjust.approved')))
                  }
                >
                  {t('adjust.approve')}
                </Button>
                <Button variant="danger" size="sm" onClick={() => setRejecting(a.id)}>
                  {t('adjust.reject')}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      <ReasonDialog
        open={rejecting !== null}
        onOpenChange={(o) => !o && setRejecting(null)}
        title={t('adjust.rejectTitle')}
        confirmLabel={t('adjust.reject')}
        tone="danger"
        busy={rejectState.fetching}
        onConfirm={(reason) =>
          rejecting &&
          void reject({ id: rejecting, reason }).then((r) => done(r, t('adjust.rejected')))
        }
      />
    </div>
  );
}
