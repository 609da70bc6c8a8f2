// The decisions on one withdrawal request: approve (a first approval of a four-eyes request
// leaves it PENDING "waiting for a second approver"), reject with reason, mark paid, mark failed
// with reason. What is offered follows the status, the permission and who already approved.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { ReasonDialog } from '@/components/reason-dialog';
import { Button } from '@/components/ui';
import type { StaffWithdrawalFieldsFragment } from '@/gql/graphql';
import { errorMessage } from '@/lib/errors';
import { useSession } from '@/lib/session';
import {
  APPROVE_WITHDRAWAL,
  MARK_WITHDRAWAL_FAILED,
  MARK_WITHDRAWAL_PAID,
  REJECT_WITHDRAWAL,
} from './api';

type Action = 'approve' | 'reject' | 'paid' | 'failed';

export function awaitingSecondApproval(w: StaffWithdrawalFieldsFragment): boolean {
  return w.status === 'PENDING' && w.requiresTwoApprovals && w.approvals.length === 1;
}

export function WithdrawalActions({
  withdrawal: w,
  onDone,
}: {
  withdrawal: StaffWithdrawalFieldsFragment;
  onDone?(message: string): void;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const [open, setOpen] = useState<Action | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [approveState, approve] = useMutation(APPROVE_WITHDRAWAL);
  const [rejectState, reject] = useMutation(REJECT_WITHDRAWAL);
  const [paidState, paid] = useMutation(MARK_WITHDRAWAL_PAID);
  const [failedState, failed] = useMutation(MARK_WITHDRAWAL_FAILED);
  if (!session.can('WITHDRAWALS_DECIDE')) return null;

  const iApproved = w.approvals.some((a) => a.staffId === session.me?.id);
  const busy =
    approveState.fetching || rejectState.fetching || paidState.fetching || failedState.fetching;

  const run = async (action: Action, reason: string) => {
    setError(null);
    const id = w.id;
    const r =
      action === 'approve'
        ? await approve({ id, reason: reason || null })
        : action === 'reject'
          ? await reject({ id, reason })
          : action === 'paid'
            ? await paid({ id, reason: reason || null })
            : await failed({ id, reason });
    if (r.error) {
      setError(errorMessage(t, r.error));
      return;
    }
    setOpen(null);
    const applied =
      action === 'approve' && r.data && 'approveWithdrawal' in r.data
        ? r.data.approveWithdrawal.applied
        : true;
    onDone?.(t(applied ? `withdrawals.done.${action}` : 'withdrawals.done.firstApproval', { id }));
  };

  const dialog = (action: Action, required: boolean, tone: 'primary' | 'danger') => (
    <ReasonDialog
      open={open === action}
      onOpenChange={(next) => {
        setError(null);
        setOpen(next ? action : null);
      }}
      title={t(`withdrawals.dialog.${action}`, { id: w.id })}
      confirmLabel={t(`withdrawals.action.${action}`)}
      tone={tone}
      reasonRequired={required}
      busy={busy}
      error={error}
      onConfirm={(reason) => void run(action, reason)}
    />
  );

  return (
    <div className="flex flex-wrap gap-2">
      {w.status === 'PENDING' ? (
        <>
          <Button
            size="sm"
            variant="primary"
            disabled={iApproved}
            title={iApproved ? t('withdrawals.youApproved') : undefined}
            onClick={() => setOpen('approve')}
          >
            {awaitingSecondApproval(w)
              ? t('withdrawals.action.secondApprove')
              : t('withdrawals.action.approve')}
          </Button>
          <Button size="sm" variant="danger" onClick={() => setOpen('reject')}>
            {t('withdrawals.action.reject')}
          </Button>
        </>
      ) : null}
      {w.status === 'APPROVED' ? (
        <>
          <Button size="sm" variant="primary" onClick={() => setOpen('paid')}>
            {t('withdrawals.action.paid')}
          </Button>
          <Button size="sm" variant="danger" onClick={() => setOpen('failed')}>
            {t('withdrawals.action.failed')}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setOpen('reject')}>
            {t('withdrawals.action.reject')}
          </Button>
        </>
      ) : null}
      {dialog('approve', false, 'primary')}
      {dialog('reject', true, 'danger')}
      {dialog('paid', false, 'primary')}
      {dialog('failed', true, 'danger')}
    </div>
  );
}
