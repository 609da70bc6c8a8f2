// The header's balance chip (spec §1, §2.1): the first balance with 2 decimals; a tap opens the
// deposit modal, and the chevron beside it opens the wallet menu: Deposit, Withdraw, Payment
// history (issue 19 item 3: Withdraw beside Deposit). A balance update event (subscription, started lazily with this chunk) refetches
// the current user (spec §4.9). It also handles the return from the hosted payment page.
import { ChevronDown, Plus, Wallet } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
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

  if (loading || !balance) return <Skeleton className="h-10 w-36 rounded-xl" />;
  const amount = formatMajor2(balance.total, balance.currency.code, currentLanguage());
  return (
    <div className="relative flex items-center gap-1">
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
      <WalletMenu />
    </div>
  );
}

/** The chevron's menu: Deposit, Withdraw, Payment history (keyboard: Escape closes). */
function WalletMenu() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggle.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  const pick = (run: () => void) => () => {
    setOpen(false);
    run();
  };
  const itemClass =
    'flex min-h-11 w-full items-center rounded-lg px-3 text-start text-body-sm font-semibold hover:bg-surface-2 focus-visible:bg-surface-2';
  return (
    <div ref={root} className="relative">
      <button
        ref={toggle}
        type="button"
        aria-label={t('cashier.menu')}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        data-testid="wallet-menu"
        className="flex size-11 items-center justify-center rounded-xl text-muted transition-colors hover:bg-surface-2 hover:text-text"
      >
        <ChevronDown size={18} aria-hidden="true" />
      </button>
      {open ? (
        <ul
          id={id}
          className="absolute end-0 top-full z-50 mt-1 flex w-52 flex-col gap-0.5 rounded-xl border border-border bg-surface p-1 shadow-lg"
        >
          <li>
            <button type="button" className={itemClass} onClick={pick(() => openModal('deposit'))}>
              {t('cashier.deposit')}
            </button>
          </li>
          <li>
            <button
              type="button"
              className={itemClass}
              data-testid="wallet-menu-withdraw"
              onClick={pick(() => openModal('withdraw'))}
            >
              {t('cashier.withdraw')}
            </button>
          </li>
          <li>
            <button
              type="button"
              className={itemClass}
              onClick={pick(() => void navigate('/profile/payment-history'))}
            >
              {t('cashier.history')}
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
