// The withdraw modal (spec §2.8, §4.9): step 1 what can be withdrawn now (withdrawalStatus) and,
// when something blocks it, the reason up front (a bonus to finish or cancel, the wagering left
// with its amount) instead of the methods; else the fiat and crypto methods; step 2 the request
// form. Back or Change method returns to step 1; closing resets. A request made here is announced
// to payment history, which shows it at once.
import { splitWithdrawMethods } from '@aurum/domain';
import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { announceWithdrawalsChanged } from '@/lib/cashier-events';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Skeleton } from '@/components/ui/skeleton';
import { currentLanguage } from '@/lib/i18n';
import type { ModalComponentProps } from '@/lib/modal-store';
import { useCurrentUserBalance } from '../../api/current-user-balance';
import { useWithdrawMethods, type WithdrawMethod } from '../../api/withdraw-methods';
import { useWithdrawalStatus } from '../../api/withdrawal-status';
import { requestBalanceRefresh } from '../../model/balance-refresh';
import { formatMajor2 } from '../../model/money';
import { WithdrawForm } from './withdraw-form';
import { WithdrawMethodList } from './method-list';

export default function WithdrawModal({ open, onClose, onBack }: ModalComponentProps) {
  const { t } = useTranslation('wallet');
  const { balance, loading: userLoading, refetch } = useCurrentUserBalance();
  const currency = balance?.currency.code ?? null;
  const { methods, loading, failed, retry } = useWithdrawMethods(currency);
  const [method, setMethod] = useState<WithdrawMethod | null>(null);
  const groups = splitWithdrawMethods(methods ?? []);
  const gate = useWithdrawalStatus(!open);
  const busy = loading || userLoading || !methods;
  const blockedBy = gate.status?.blockedBy ?? null;
  const locale = currentLanguage();

  const close = () => {
    setMethod(null);
    onClose();
  };

  return (
    <Modal
      open={open}
      onClose={close}
      onBack={method ? () => setMethod(null) : onBack}
      size="lg"
      title={t(method ? 'withdraw.HEADER_STEP_2' : 'withdraw.HEADER_STEP_1')}
    >
      <div className="flex flex-col gap-5" data-testid={`withdraw-step-${method ? 2 : 1}`}>
        <div className="flex items-center justify-between gap-3 rounded-xl border border-gold/30 bg-gold/5 p-3">
          <span className="text-body-sm text-muted">{t('withdraw.available')}</span>
          {gate.status ? (
            <strong
              dir="ltr"
              className="text-subtitle tabular-nums"
              data-testid="withdraw-available"
            >
              {formatMajor2(gate.status.withdrawable, gate.status.currency, locale)}
            </strong>
          ) : (
            <Skeleton className="h-7 w-24" />
          )}
        </div>
        {gate.status && blockedBy ? (
          <div
            role="alert"
            className="flex flex-col gap-3 rounded-xl border border-warning/40 bg-warning/10 p-4"
            data-testid="withdraw-blocked"
            data-reason={blockedBy}
          >
            <p className="flex gap-2 text-body-sm">
              <TriangleAlert
                size={18}
                aria-hidden="true"
                className="mt-0.5 shrink-0 text-warning"
              />
              <span>
                {t(`withdraw.blocked.${blockedBy}`, {
                  amount: formatMajor2(gate.status.wagerRemaining, gate.status.currency, locale),
                  balance: formatMajor2(gate.status.realBalance, gate.status.currency, locale),
                  defaultValue: t('withdraw.reasons.OTHER'),
                })}
              </span>
            </p>
            <Link
              to="/profile/my-bonuses"
              onClick={close}
              className="self-start text-body-sm font-semibold text-gold underline-offset-4 hover:underline"
            >
              {t('withdraw.blocked.toBonuses')}
            </Link>
          </div>
        ) : method && balance && currency ? (
          <WithdrawForm
            key={method.id}
            method={method}
            currency={currency}
            realBalance={balance.real}
            onChangeMethod={() => setMethod(null)}
            onDone={() => {
              refetch();
              gate.refetch();
              requestBalanceRefresh();
              announceWithdrawalsChanged();
              close();
            }}
          />
        ) : failed ? (
          <div className="flex flex-col items-center gap-3 py-4 text-center">
            <p className="text-body-sm text-muted">{t('loadFailed')}</p>
            <Button variant="secondary" onClick={retry}>
              {t('retry')}
            </Button>
          </div>
        ) : !gate.status && gate.loading ? (
          <Skeleton className="h-40" />
        ) : (
          <>
            <WithdrawMethodList
              testId="withdraw-fiat"
              title={t('withdraw.fiatGroup')}
              methods={groups.fiat}
              currency={currency ?? ''}
              loading={busy}
              onPick={setMethod}
            />
            <WithdrawMethodList
              testId="withdraw-crypto"
              title={t('withdraw.cryptoGroup')}
              methods={groups.crypto}
              currency={currency ?? ''}
              loading={busy}
              onPick={setMethod}
            />
          </>
        )}
      </div>
    </Modal>
  );
}
