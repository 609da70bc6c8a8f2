// The header's balance chip (spec §1, §2.1): the first balance with 2 decimals; a tap opens the
// deposit modal. A balance update event (subscription, started lazily with this chunk) refetches
// the current user (spec §4.9). It also handles the return from the hosted payment page.
import { Plus, Wallet } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubscription } from 'urql';
import { Skeleton } from '@/components/ui/skeleton';
import { currentLanguage } from '@/lib/i18n';
import { openModal } from '@/lib/modal-store';
import { useCurrentUserBalance } from '../api/current-user-balance';
import { USER_BALANCE_UPDATED_SUBSCRIPTION } from '@/lib/api/user-balance-updated';
import { onBalanceRefresh } from '../model/balance-refresh';
import { formatMajor2, isolate } from '../model/money';
import { useDepositReturn } from '../model/use-deposit-return';

export default function BalanceChip() {
  const { t } = useTranslation('wallet');
  const { balance, loading, refetch } = useCurrentUserBalance();
  useSubscription({ query: USER_BALANCE_UPDATED_SUBSCRIPTION }, (_previous, event) => {
    refetch();
    return event;
  });
  useEffect(() => onBalanceRefresh(refetch), [refetch]);
  useDepositReturn();

  if (loading || !balance) return <Skeleton className="h-10 w-28 rounded-xl" />;
  const amount = formatMajor2(balance.total, balance.currency.code, currentLanguage());
  return (
    <button
      type="button"
      onClick={() => openModal('deposit')}
      aria-label={t('chip.label', { amount: isolate(amount) })}
      data-testid="balance-chip"
      className="flex h-10 min-h-11 items-center gap-1.5 rounded-xl border border-gold/40 bg-surface-2 ps-2.5 pe-1 text-body-sm font-semibold text-text transition-colors hover:border-gold"
    >
      <Wallet size={18} aria-hidden="true" className="hidden text-gold sm:block" />
      <span dir="ltr" className="tabular-nums" data-testid="balance-amount">
        {amount}
      </span>
      <span className="flex size-8 items-center justify-center rounded-lg bg-gold-gradient text-on-gold">
        <Plus size={18} aria-hidden="true" />
      </span>
    </button>
  );
}
