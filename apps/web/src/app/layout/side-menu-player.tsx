// The signed-in player's block of the side menu (account prompts, profile link, cashier, sign
// out): its own chunk, so a guest's first route never downloads the account code behind it.
import { LogOut, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { CashierActions } from '@/components/cashier-actions';
import { Button } from '@/components/ui/button';
import { AccountPrompts } from '@/features/profile/components/account-prompts';

export default function SideMenuPlayer({
  email,
  onClose,
  onLogout,
}: {
  email: string;
  onClose?: () => void;
  onLogout: () => void;
}) {
  const { t } = useTranslation('common');
  return (
    <div className="mb-4 flex flex-col gap-2 rounded-2xl border border-border bg-surface-2/60 p-3">
      <AccountPrompts />
      <NavLink
        to="/profile"
        className="flex items-center gap-3 rounded-xl p-1 transition-colors hover:bg-surface-2"
      >
        <span className="flex size-10 items-center justify-center rounded-full bg-gold-gradient text-on-gold">
          <UserRound size={20} />
        </span>
        <span className="flex min-w-0 flex-col">
          <span className="text-caption text-muted">{t('menu.signedInAs')}</span>
          <span className="truncate text-body-sm font-semibold" dir="ltr">
            {email}
          </span>
        </span>
      </NavLink>
      <CashierActions size="sm" onPick={onClose} />
      <Button
        variant="ghost"
        size="sm"
        icon={<LogOut size={18} className="rtl:-scale-x-100" />}
        onClick={onLogout}
        className="justify-start"
      >
        {t('menu.logout')}
      </Button>
    </div>
  );
}
