// Activate, claim and cancel (spec §4.7, §8 Bonuses): runs the mutation, toasts the outcome,
// then refetches the bonus lists and the player (balances). A deposit bonus, once activated,
// waits for its deposit: the deposit modal opens with it preselected (spec §2.8).
import { useCallback, useState } from 'react';
import { useMutation } from 'urql';
import { currentLanguage, i18n } from '@/lib/i18n';
import { openModal } from '@/lib/modal-store';
import { useSession } from '@/lib/session';
import { notify } from '@/lib/toast';
import type { UserBonus } from '../api/bonus-fields';
import { ACTIVATE_BONUS_MUTATION, CLAIM_BONUS_REWARD_MUTATION } from '../api/bonuses';
import { bonusKind, isDepositBonus } from './kind';
import { formatExactMoney, ltr } from './money';
import { bonusFailure, type BonusToast } from './outcome';

export const knownErrorCode = (code: string) => i18n.exists(`errors:${code}.title`);

export function showFailure(toast: BonusToast): void {
  void notify(toast.code, {
    kind: toast.kind,
    ...(toast.message ? { message: toast.message } : {}),
  });
}

/** What the cancel-bonus modal is opened with. */
export interface CancelBonusModalProps extends Record<string, unknown> {
  bonusId: number;
  title: string;
  /** Bonus money granted (major units), lost on cancel; null while nothing was granted. */
  bonusMoney: string | null;
  currency: string;
  /** Called after a successful cancellation. */
  onCanceled?: () => void;
}

export function useBonusActions(refetch: () => void) {
  const session = useSession();
  const [busy, setBusy] = useState<number | null>(null);
  const [, activateMutation] = useMutation(ACTIVATE_BONUS_MUTATION);
  const [, claimMutation] = useMutation(CLAIM_BONUS_REWARD_MUTATION);

  const settle = useCallback(() => {
    refetch();
    session.refresh();
  }, [refetch, session]);

  const activate = useCallback(
    async (bonus: UserBonus) => {
      setBusy(bonus.id);
      const result = await activateMutation({ bonusId: bonus.id });
      setBusy(null);
      const answer = result.data?.activateBonus;
      const cashback = bonusKind(bonus.bonusInfo) === 'cashback';
      const failure = bonusFailure('activate', answer, result, knownErrorCode, cashback);
      if (failure) {
        showFailure(failure);
        refetch();
        return;
      }
      settle();
      if (answer?.__typename === 'ActivateBonusSuccess' && isDepositBonus(bonus.bonusInfo)) {
        openModal('deposit', { bonusId: answer.activatedBonusId });
      } else {
        void notify('BONUS_ACTIVATED', { kind: 'success' });
      }
    },
    [activateMutation, refetch, settle],
  );

  const claim = useCallback(
    async (bonus: UserBonus) => {
      setBusy(bonus.id);
      const result = await claimMutation({ bonusId: bonus.id });
      setBusy(null);
      const answer = result.data?.claimBonusReward;
      const failure = bonusFailure('claim', answer, result, knownErrorCode);
      if (failure) {
        showFailure(failure);
        refetch();
        return;
      }
      settle();
      if (answer?.__typename === 'ClaimBonusRewardSuccess') {
        const { amount, currency } = answer.rewards.realMoney;
        void notify('BONUS_CLAIMED', {
          kind: 'success',
          values: { amount: ltr(formatExactMoney(amount, currency, currentLanguage())) },
        });
      }
    },
    [claimMutation, refetch, settle],
  );

  const cancel = useCallback(
    (bonus: UserBonus) => {
      const props: CancelBonusModalProps = {
        bonusId: bonus.id,
        title: bonus.bonusInfo.title,
        bonusMoney: bonus.calculatedReward,
        currency: bonus.wagerProgress.currencyCode || bonus.activatedCurrencyCode,
        onCanceled: settle,
      };
      openModal('cancelBonus', props);
    },
    [settle],
  );

  const deposit = useCallback(
    (bonus: UserBonus) => openModal('deposit', { bonusId: bonus.id }),
    [],
  );

  return { busy, activate, claim, cancel, deposit };
}
