// Withdraw beside Deposit (issue 19 item 3): the two cashier doors, used on the profile, in the
// side menu and in the balance chip's menu, so withdrawing is never hidden in payment history.
import { ArrowDownLeft, ArrowUpRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { openModal } from '@/lib/modal-store';

export function CashierActions({
  size = 'md',
  className,
  onPick,
}: {
  size?: 'sm' | 'md';
  className?: string;
  /** called before a modal opens (e.g. to close the side menu) */
  onPick?: () => void;
}) {
  const { t } = useTranslation('common');
  const open = (name: 'deposit' | 'withdraw') => () => {
    onPick?.();
    openModal(name);
  };
  return (
    <div className={cn('grid grid-cols-2 gap-2', className)} data-testid="cashier-actions">
      <Button
        variant="outline"
        size={size}
        icon={<ArrowUpRight size={18} aria-hidden="true" />}
        onClick={open('withdraw')}
        data-testid="cashier-withdraw"
      >
        {t('cashier.withdraw')}
      </Button>
      <Button
        size={size}
        icon={<ArrowDownLeft size={18} aria-hidden="true" />}
        onClick={open('deposit')}
        data-testid="cashier-deposit"
      >
        {t('cashier.deposit')}
      </Button>
    </div>
  );
}
