// The side menu (spec §2.7), in order: guest buttons or the player's block, favourites (players),
// main, promotions, the games submenu with counts (all-games total first, 'other' last),
// providers, VIP, the rules submenu, the player's limits and breaks (issue 14), FAQ and support.
import { GAME_CATEGORIES, formatCount } from '@aurum/domain';
import {
  Building2,
  ChevronDown,
  Crown,
  ExternalLink,
  Gift,
  Headset,
  Heart,
  House,
  ScrollText,
  ShieldCheck,
  CircleHelp,
  Gamepad2,
  Globe,
  MessagesSquare,
  X,
} from 'lucide-react';
import { Suspense, lazy, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { CategoryIcon } from '@/components/category-icon';
import { ButtonLink } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useGameCategories } from '@/lib/api/game-categories';
import { cn } from '@/lib/cn';
import { SUPPORT_WIDGET_URL } from '@/lib/config';
import { currentLanguage } from '@/lib/i18n';
import { openModal } from '@/lib/modal-store';
import { RG_SETTINGS_PATH, RULE_LINKS, categoryPath } from '@/lib/navigation';
import { useSession } from '@/lib/session';
import { Logo } from './logo';
import { useShell } from './shell-context';

const SideMenuPlayer = lazy(() => import('./side-menu-player'));

const itemClass = (active: boolean) =>
  cn(
    'relative flex min-h-11 items-center gap-3 rounded-xl px-3 text-body-sm font-semibold transition-colors',
    active
      ? 'bg-gold/10 text-gold before:absolute before:inset-y-2 before:start-0 before:w-[3px] before:rounded-full before:bg-gold'
      : 'text-text hover:bg-surface-2',
  );

function Item({
  to,
  icon,
  children,
  end = false,
}: {
  to: string;
  icon: ReactNode;
  children: ReactNode;
  end?: boolean;
}) {
  return (
    <li>
      <NavLink to={to} end={end} className={({ isActive }) => itemClass(isActive)}>
        {({ isActive }) => (
          <>
            <span
              className={cn(
                'flex size-5 items-center justify-center',
                isActive ? 'text-gold' : 'text-muted',
              )}
            >
              {icon}
            </span>
            <span className="min-w-0 flex-1 truncate">{children}</span>
          </>
        )}
      </NavLink>
    </li>
  );
}

function Submenu({
  icon,
  label,
  children,
  defaultOpen = false,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
  defaultOpen?: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  return (
    <li>
      <button
        type="button"
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls={id}
        className={itemClass(false) + ' w-full'}
      >
        <span className="flex size-5 items-center justify-center text-muted">{icon}</span>
        <span className="min-w-0 flex-1 truncate text-start">{label}</span>
        <ChevronDown
          size={18}
          className={cn(
            'shrink-0 text-muted transition-transform duration-200',
            open && 'rotate-180',
          )}
        />
      </button>
      <ul
        id={id}
        hidden={!open}
        className="mt-1 flex flex-col gap-0.5 border-s border-border ms-5 ps-2"
      >
        {children}
      </ul>
    </li>
  );
}

function SubItem({
  to,
  children,
  count,
  active,
}: {
  to: string;
  children: ReactNode;
  count?: ReactNode;
  active: boolean;
}) {
  return (
    <li>
      <Link
        to={to}
        className={cn(
          'flex min-h-10 items-center gap-2.5 rounded-lg px-3 text-body-sm transition-colors',
          active ? 'font-semibold text-gold' : 'text-muted hover:bg-surface-2 hover:text-text',
        )}
        aria-current={active ? 'page' : undefined}
      >
        <span className="min-w-0 flex-1 truncate">{children}</span>
        {count}
      </Link>
    </li>
  );
}

export default function SideMenu({
  onClose,
  inDrawer = false,
}: {
  onClose?: () => void;
  inDrawer?: boolean;
}) {
  const { t, i18n } = useTranslation('common');
  const session = useSession();
  const location = useLocation();
  const { categories, total, fetching } = useGameCategories();
  const { setRightOpen } = useShell();
  const activeCategory =
    location.pathname === '/games'
      ? (new URLSearchParams(location.search).get('category') ?? 'all-games')
      : null;
  const rulesActive = RULE_LINKS.some((rule) => rule.to === location.pathname);

  const count = (value: number) => (
    <span className="rounded-md bg-surface-2 px-1.5 py-0.5 text-caption text-muted tabular-nums">
      {formatCount(i18n.language, value)}
    </span>
  );

  return (
    <div className="flex h-full flex-col">
      {inDrawer ? (
        <div className="flex h-header shrink-0 items-center justify-between border-b border-border px-3">
          <Logo onClick={onClose} />
          <button
            type="button"
            onClick={onClose}
            aria-label={t('header.closeMenu')}
            className="flex size-11 items-center justify-center rounded-xl text-muted transition-colors hover:bg-surface-2 hover:text-text"
          >
            <X size={22} />
          </button>
        </div>
      ) : null}

      <div
        className="flex-1 overflow-y-auto overscroll-contain px-3 py-4"
        onClick={(event) => {
          if (onClose && (event.target as HTMLElement).closest('a')) onClose();
        }}
      >
        {session.status === 'guest' ? (
          <div className="mb-4 rounded-2xl border border-gold/20 bg-[radial-gradient(120%_100%_at_0%_0%,color-mix(in_srgb,var(--color-gold)_14%,transparent),transparent_70%)] p-4">
            <p className="text-body font-semibold">{t('menu.guestTitle')}</p>
            <p className="mt-1 text-caption text-muted">{t('menu.guestText')}</p>
            <div className="mt-3 flex flex-col gap-2">
              <ButtonLink to="/sign-up" size="sm" block>
                {t('menu.signUp')}
              </ButtonLink>
              <ButtonLink to="/sign-in" variant="secondary" size="sm" block>
                {t('menu.signIn')}
              </ButtonLink>
            </div>
          </div>
        ) : session.status === 'user' && session.user ? (
          <Suspense fallback={<Skeleton className="mb-4 h-52 rounded-2xl" />}>
            <SideMenuPlayer
              email={session.user.email}
              onClose={onClose}
              onLogout={session.logout}
            />
          </Suspense>
        ) : (
          <Skeleton className="mb-4 h-28 rounded-2xl" />
        )}

        <nav aria-label={t('menu.title')}>
          <ul className="flex flex-col gap-0.5">
            {session.status === 'user' ? (
              <Item to="/favourites" icon={<Heart size={20} />}>
                {t('menu.favourites')}
              </Item>
            ) : null}
            <Item to="/" end icon={<House size={20} />}>
              {t('menu.main')}
            </Item>
            <Item to="/bonuses" icon={<Gift size={20} />}>
              {t('menu.promotions')}
            </Item>
            <Submenu
              icon={<Gamepad2 size={20} />}
              label={t('menu.games')}
              defaultOpen={!inDrawer || activeCategory !== null}
            >
              <SubItem
                to="/games"
                active={activeCategory === 'all-games'}
                count={
                  fetching ? <span className="min-w-[5ch]" aria-hidden="true" /> : count(total)
                }
              >
                <span className="inline-flex items-center gap-2">
                  <CategoryIcon name="all-games" size={16} />
                  {t('categories.all-games')}
                </span>
              </SubItem>
              {fetching
                ? // one placeholder row per category, as tall as a link: the menu keeps its height
                  GAME_CATEGORIES.map((name) => (
                    <li key={name} className="flex min-h-10 items-center px-3">
                      <Skeleton className="h-5 w-full" />
                    </li>
                  ))
                : categories.map((category) => (
                    <SubItem
                      key={category.name}
                      to={categoryPath(category.name)}
                      active={activeCategory === category.name}
                      count={count(category._count)}
                    >
                      <span className="inline-flex items-center gap-2">
                        <CategoryIcon name={category.name} size={16} />
                        {t(`categories.${category.name}`, { defaultValue: category.name })}
                      </span>
                    </SubItem>
                  ))}
            </Submenu>
            <Item to="/providers" icon={<Building2 size={20} />}>
              {t('menu.providers')}
            </Item>
            <Item to="/vip" icon={<Crown size={20} />}>
              {t('menu.vip')}
            </Item>
            <Submenu
              icon={<ScrollText size={20} />}
              label={t('menu.rules')}
              defaultOpen={rulesActive}
            >
              {RULE_LINKS.map(({ key, to }) => (
                <SubItem key={key} to={to} active={location.pathname === to}>
                  {t(`rules.${key}`)}
                </SubItem>
              ))}
            </Submenu>
            <Item to={RG_SETTINGS_PATH} icon={<ShieldCheck size={20} />}>
              {t('rg.menu')}
            </Item>
            <Item to="/faq" icon={<CircleHelp size={20} />}>
              {t('menu.faq')}
            </Item>
            <li>
              <button
                type="button"
                data-testid="menu-chat"
                onClick={() => {
                  onClose?.();
                  setRightOpen(true, 'chat');
                }}
                className={itemClass(false) + ' w-full'}
              >
                <span className="flex size-5 items-center justify-center text-muted">
                  <MessagesSquare size={20} />
                </span>
                <span className="min-w-0 flex-1 truncate text-start">{t('menu.chat')}</span>
              </button>
            </li>
            <li>
              {/* a configured live-chat widget's page opens outside; otherwise the in-app support
                  conversation (walk issue 19 item 18), with e-mail as its last fallback */}
              {SUPPORT_WIDGET_URL ? (
                <a
                  href={SUPPORT_WIDGET_URL}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={itemClass(false)}
                >
                  <span className="flex size-5 items-center justify-center text-muted">
                    <Headset size={20} />
                  </span>
                  <span className="min-w-0 flex-1 truncate">{t('menu.support')}</span>
                  <ExternalLink size={16} className="text-muted rtl:-scale-x-100" />
                </a>
              ) : (
                <button
                  type="button"
                  data-testid="menu-support"
                  onClick={() => {
                    onClose?.();
                    setRightOpen(true, 'support');
                  }}
                  className={itemClass(false) + ' w-full'}
                >
                  <span className="flex size-5 items-center justify-center text-muted">
                    <Headset size={20} />
                  </span>
                  <span className="min-w-0 flex-1 truncate text-start">{t('menu.support')}</span>
                </button>
              )}
            </li>
            <li className="mt-2 border-t border-border pt-2">
              <button
                type="button"
                onClick={() => openModal('language')}
                className={itemClass(false) + ' w-full'}
              >
                <span className="flex size-5 items-center justify-center text-muted">
                  <Globe size={20} />
                </span>
                <span className="min-w-0 flex-1 truncate text-start">{t('menu.language')}</span>
                <span className="text-caption font-semibold text-muted uppercase" dir="ltr">
                  {currentLanguage()}
                </span>
              </button>
            </li>
          </ul>
        </nav>
      </div>
    </div>
  );
}
