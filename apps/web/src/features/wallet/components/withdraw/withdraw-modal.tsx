// The withdraw modal (spec §2.8, §4.9): step 1 the available balance and the fiat and crypto
// methods; step 2 the request form. Back or Change method returns to step 1; closing resets.
import { splitWithdrawMethods } from '@aurum/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Skeleton } from '@/components/ui/skeleton';
import { currentLanguage } from '@/lib/i18n';
import type { ModalComponentProps } from '@/lib/modal-store';
import { useCurrentUserBalance } from '../../api/current-user-balance';
import { useWithdrawMethods, type WithdrawMethod } from '../../api/withdraw-methods';
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
  const busy = loading || userLoading || !methods;

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
          {balance ? (
            <strong
              dir="ltr"
              className="text-subtitle tabular-nums"
              data-testid="withdraw-available"
            >
              {formatMajor2(balance.real, balance.currency.code, currentLanguage())}
            </strong>
          ) : (
            <Skeleton className="h-7 w-24" />
          )}
        </div>
        {method && balance && currency ? (
          <WithdrawForm
            key={method.id}
            method={method}
            currency={currency}
            realBalance={balance.real}
            onChangeMethod={() => setMethod(null)}
            onDone={() => {
              refetch();
              requestBalanceRefresh();
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
