// The signed-in frame: a side navigation with only what the staff member's permissions allow
// (a compact top bar on tablets), who is signed in with their role, sign-out, and the inactivity
// warning before the session ends.
import * as Dialog from '@radix-ui/react-dialog';
import {
  LayoutDashboard,
  Banknote,
  IdCard,
  Users,
  Scale,
  ScrollText,
  UserCog,
  LogOut,
  MessagesSquare,
  MessageSquareX,
  Crown,
  ShieldAlert,
  Landmark,
  ChartColumn,
  Megaphone,
} from 'lucide-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { Badge, Button } from '@/components/ui';
import { cn } from '@/lib/cn';
import { allowedNav } from '@/lib/permissions';
import { useSession } from '@/lib/session';
import { LanguageSwitch } from './language-switch';

const ICONS: Record<string, ComponentType<{ className?: string; 'aria-hidden'?: boolean }>> = {
  '/dashboard': LayoutDashboard,
  '/withdrawals': Banknote,
  '/kyc': IdCard,
  '/players': Users,
  '/adjustments': Scale,
  '/audit': ScrollText,
  '/staff': UserCog,
  '/support': MessagesSquare,
  '/chat': MessageSquareX,
  '/vip': Crown,
  '/rg-flags': ShieldAlert,
  '/finance': Landmark,
  '/reports': ChartColumn,
  '/content': Megaphone,
};

export function Shell() {
  const { t } = useTranslation();
  const session = useSession();
  const me = session.me;
  if (!me) return null;
  const items = allowedNav(me.permissions);
  return (
    <div className="min-h-dvh lg:grid lg:grid-cols-[240px_1fr]">
      <aside className="border-b border-border bg-surface lg:sticky lg:top-0 lg:h-dvh lg:border-e lg:border-b-0">
        <div className="flex items-center justify-between gap-3 px-4 py-3 lg:block">
          <p className="text-gold-gradient text-body font-semibold tracking-wide">AURUM</p>
          <p className="hidden text-caption text-muted lg:block">{t('shell.backOffice')}</p>
        </div>
        <nav aria-label={t('shell.navigation')} className="overflow-x-auto px-2 pb-2 lg:pb-0">
          <ul className="flex gap-1 lg:flex-col">
            {items.map((item) => {
              const Icon = ICONS[item.to] ?? LayoutDashboard;
              return (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    className={({ isActive }) =>
                      cn(
                        'flex h-10 items-center gap-2 rounded-chip px-3 text-body-sm whitespace-nowrap',
                        isActive
                          ? 'bg-gold/10 text-gold'
                          : 'text-muted hover:bg-surface-2 hover:text-text',
                      )
                    }
                  >
                    <Icon aria-hidden className="size-4" />
                    {t(item.label)}
                  </NavLink>
                </li>
              );
            })}
          </ul>
        </nav>
      </aside>
      <div className="min-w-0">
        <header className="flex items-center justify-end gap-3 border-b border-border px-4 py-2">
          <LanguageSwitch />
          <div className="text-end text-body-sm" data-testid="signed-in-as">
            <p className="font-semibold">{me.name}</p>
            <p className="text-caption text-muted">{me.email}</p>
          </div>
          <Badge tone="gold">{t(`roles.${me.role}`)}</Badge>
          <Button variant="ghost" size="sm" onClick={() => void session.signOut()}>
            <LogOut aria-hidden className="size-4" />
            {t('shell.signOut')}
          </Button>
        </header>
        <main className="mx-auto max-w-content p-4 lg:p-6">
          <Outlet />
        </main>
      </div>
      <Dialog.Root
        open={session.idleWarning !== null}
        onOpenChange={(open) => !open && session.stayActive()}
      >
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-black/70" />
          <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,420px)] -translate-x-1/2 -translate-y-1/2 rounded-sheet border border-border bg-surface p-5">
            <Dialog.Title className="text-subtitle font-semibold">
              {t('shell.idleTitle')}
            </Dialog.Title>
            <Dialog.Description className="mt-2 text-body-sm text-muted">
              {t('shell.idleBody', { seconds: session.idleWarning ?? 0 })}
            </Dialog.Description>
            <div className="mt-4 flex justify-end gap-2">
              <Button variant="ghost" onClick={() => void session.signOut()}>
                {t('shell.signOut')}
              </Button>
              <Button variant="primary" onClick={session.stayActive}>
                {t('shell.stay')}
              </Button>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  );
}
