// The mobile bottom bar (spec §2.7), below md only: casino, slots, bonus / deposit, search, login /
// profile. A signed-in player's deposit is the raised gold centre button.
import { Gem, Gift, House, LogIn, Plus, Search, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { cn } from '@/lib/cn';
import { openModal } from '@/lib/modal-store';
import { useSession } from '@/lib/session';

const cell =
  'flex h-full min-w-0 flex-1 flex-col items-center justify-center gap-1 text-[11px] leading-none font-semibold transition-colors';

function Tab({
  to,
  icon,
  label,
  active,
}: {
  to: string;
  icon: ReactNode;
  label: string;
  active: boolean;
}) {
  return (
    <Link
      to={to}
      aria-current={active ? 'page' : undefined}
      className={cn(cell, active ? 'text-gold' : 'text-muted hover:text-text')}
    >
      {icon}
      <span className="max-w-full truncate px-1">{label}</span>
    </Link>
  );
}

export function BottomBar() {
  const { t } = useTranslation('common');
  const { status } = useSession();
  const { pathname, search } = useLocation();
  const category = new URLSearchParams(search).get('category');
  const user = status === 'user';

  return (
    <nav
      aria-label={t('bottomBar.label')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur-md md:hidden"
    >
      <div className="flex h-bottom-bar items-stretch">
        <Tab
          to="/"
          icon={<House size={22} />}
          label={t('bottomBar.casino')}
          active={pathname === '/'}
        />
        <Tab
          to="/games?category=slots"
          icon={<Gem size={22} />}
          label={t('bottomBar.slots')}
          active={pathname === '/games' && category === 'slots'}
        />
        {user ? (
          <div className={cell}>
            <button
              type="button"
              onClick={() => openModal('deposit')}
              aria-label={t('bottomBar.deposit')}
              className="-mt-6 flex size-14 items-center justify-center rounded-full bg-gold-gradient text-on-gold shadow-[0_8px_24px_-6px_rgb(242_193_78/0.7)] ring-4 ring-bg transition-transform active:scale-95"
            >
              <Plus size={28} strokeWidth={2.5} />
            </button>
            <span className="text-gold">{t('bottomBar.deposit')}</span>
          </div>
        ) : (
          <Tab
            to="/bonuses"
            icon={<Gift size={22} />}
            label={t('bottomBar.bonus')}
            active={pathname.startsWith('/bonuses')}
          />
        )}
        <button
          type="button"
          onClick={() => openModal('search')}
          className={cn(cell, 'text-muted hover:text-text')}
        >
          <Search size={22} />
          <span className="max-w-full truncate px-1">{t('bottomBar.search')}</span>
        </button>
        {user ? (
          <Tab
            to="/profile"
            icon={<UserRound size={22} />}
            label={t('bottomBar.profile')}
            active={pathname.startsWith('/profile')}
          />
        ) : (
          <Tab
            to="/sign-in"
            icon={<LogIn size={22} className="rtl:-scale-x-100" />}
            label={t('bottomBar.login')}
            active={pathname === '/sign-in'}
          />
        )}
      </div>
    </nav>
  );
}
