// Cancel withdrawal (spec §2.8, §8): a confirmation with the amount and a money-back message;
// SUCCESS_CANCEL_WITHDRAW or FAILED_CANCEL_WITHDRAW; the opener refetches its list (spec §4.9).
import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { ConfirmActions } from '@/components/ui/confirm-actions';
import { Modal } from '@/components/ui/modal';
import { currentLanguage } from '@/lib/i18n';
import type { ModalComponentProps } from '@/lib/modal-store';
import { notify } from '@/lib/toast';
import { CANCEL_WITHDRAW_REQUEST_MUTATION } from '../api/cancel-withdraw-request';
import { requestBalanceRefresh } from '../model/balance-refresh';
import { formatMajor2 } from '../model/money';
import { submitWithRequestKey } from '../model/request-key';

export interface CancelWithdrawalProps extends Record<string, unknown> {
  id: number;
  amount: string;
  currency: string;
  /** Called after a successful (or failed) cancellation so the opener can refetch its list. */
  onSettled?: () => void;
}

export default function CancelWithdrawalModal({
  open,
  onClose,
  onBack,
  props: raw,
}: ModalComponentProps) {
  const props = raw as CancelWithdrawalProps;
  const { t } = useTranslation('wallet');
  const [busy, setBusy] = useState(false);
  const [, cancel] = useMutation(CANCEL_WITHDRAW_REQUEST_MUTATION);
  const amount = formatMajor2(props.amount, props.currency, currentLanguage());

  const confirm = async () => {
    setBusy(true);
    const result = await submitWithRequestKey((requestKey) =>
      cancel({ input: { id: Number(props.id), requestKey } }),
    );
    setBusy(false);
    const ok = result.data?.cancelWithdrawRequest.__typename === 'CancelWithdrawRequestSuccess';
    void notify(ok ? 'SUCCESS_CANCEL_WITHDRAW' : 'FAILED_CANCEL_WITHDRAW');
    requestBalanceRefresh();
    props.onSettled?.();
    onClose();
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      onBack={onBack}
      title={t('cancelWithdrawal.title')}
      footer={
        <ConfirmActions
          safeLabel={t('cancelWithdrawal.keep')}
          onSafe={onClose}
          destructiveLabel={t('cancelWithdrawal.confirm')}
          onDestructive={confirm}
          destructiveTestId="cancel-withdrawal-confirm"
          busy={busy}
        />
      }
    >
      <div className="flex flex-col items-center gap-3 py-2 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-gold/10 text-gold">
          <Undo2 size={28} aria-hidden="true" />
        </span>
        <p className="text-body-sm text-muted">{t('cancelWithdrawal.question')}</p>
        <strong dir="ltr" className="text-title tabular-nums">
          {amount}
        </strong>
        <p className="text-body-sm">{t('cancelWithdrawal.moneyBack')}</p>
      </div>
    </Modal>
  );
}
