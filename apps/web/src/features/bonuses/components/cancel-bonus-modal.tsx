// The cancel-bonus confirmation (spec §2.8, §8 Bonuses): says what is lost (the bonus balance and
// the wagering progress), calls cancelBonus on confirm; success toasts BONUS_CANCELED and closes,
// a failure toasts its translated reason and keeps the modal open.
import { Ban } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { ConfirmActions } from '@/components/ui/confirm-actions';
import { Modal } from '@/components/ui/modal';
import { currentLanguage } from '@/lib/i18n';
import type { ModalComponentProps } from '@/lib/modal-store';
import { useSession } from '@/lib/session';
import { notify } from '@/lib/toast';
import { CANCEL_BONUS_MUTATION } from '../api/bonuses';
import { majorToMinor, formatExactMoney } from '../model/money';
import { bonusFailure } from '../model/outcome';
import {
  knownErrorCode,
  showFailure,
  type CancelBonusModalProps,
} from '../model/use-bonus-actions';

/** What cancelling forfeits: the BONUS balance of the bonus currency, else the granted money. */
function forfeited(
  props: CancelBonusModalProps,
  balances: readonly { bonus: string; currency: { code: string } }[],
): string | null {
  const own = balances.find((b) => b.currency.code === props.currency);
  const held = own ? majorToMinor(own.bonus, props.currency) : null;
  if (held !== null && held > 0n) return own!.bonus;
  const granted = majorToMinor(props.bonusMoney, props.currency);
  return granted !== null && granted > 0n ? props.bonusMoney : null;
}

export default function CancelBonusModal({
  open,
  onClose,
  onBack,
  props: raw,
}: ModalComponentProps) {
  const props = raw as CancelBonusModalProps;
  const { t } = useTranslation('bonuses');
  const { user } = useSession();
  const [busy, setBusy] = useState(false);
  const [, cancel] = useMutation(CANCEL_BONUS_MUTATION);
  const lost = forfeited(props, user?.balance ?? []);

  const confirm = async () => {
    setBusy(true);
    const result = await cancel({ bonusId: Number(props.bonusId) });
    setBusy(false);
    const failure = bonusFailure('cancel', result.data?.cancelBonus, result, knownErrorCode);
    if (failure) {
      showFailure(failure);
      return;
    }
    void notify('BONUS_CANCELED', { kind: 'success' });
    props.onCanceled?.();
    onClose();
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      onBack={onBack}
      title={t('cancelModal.title')}
      footer={
        <ConfirmActions
          safeLabel={t('cancelModal.keep')}
          onSafe={onClose}
          safeTestId="cancel-bonus-keep"
          destructiveLabel={t('cancelModal.confirm')}
          onDestructive={confirm}
          destructiveTestId="cancel-bonus-confirm"
          busy={busy}
        />
      }
    >
      <div className="flex flex-col items-center gap-3 py-2 text-center" data-testid="cancel-bonus">
        <span className="flex size-14 items-center justify-center rounded-full bg-danger/10 text-danger">
          <Ban size={28} aria-hidden="true" />
        </span>
        <p className="text-body font-semibold">
          {t('cancelModal.question', { title: props.title })}
        </p>
        {lost ? (
          <>
            <p className="text-body-sm text-muted">{t('cancelModal.lose')}</p>
            <strong
              dir="ltr"
              className="text-title tabular-nums text-danger"
              data-testid="cancel-bonus-amount"
            >
              −{formatExactMoney(lost, props.currency, currentLanguage())}
            </strong>
          </>
        ) : (
          <p className="text-body-sm text-muted">{t('cancelModal.loseNothing')}</p>
        )}
        <p className="text-caption text-muted">{t('cancelModal.final')}</p>
      </div>
    </Modal>
  );
}
