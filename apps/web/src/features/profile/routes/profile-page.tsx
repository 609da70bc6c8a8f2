// Profile overview: the player's email and the profile sections.
import {
  ChevronRight,
  CircleUser,
  Gift,
  History,
  KeyRound,
  ReceiptText,
  UserRound,
  Trophy,
} from 'lucide-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeading } from '@/components/ui/page-heading';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PROFILE_SECTIONS } from '../model/sections';

const ICONS: Record<string, ComponentType<{ size?: number; className?: string }>> = {
  personalData: UserRound,
  myBonuses: Gift,
  security: KeyRound,
  paymentHistory: ReceiptText,
  betHistory: Trophy,
  bonusHistory: History,
};

export default function ProfilePage() {
  const { t } = useTranslation('pages');
  const { user } = useSession();
  useDocumentTitle('profile');
  return (
    <div className="flex flex-col gap-6">
      <PageHeading
        icon={<CircleUser size={22} />}
        title={t('profile.title')}
        intro={t('profile.intro')}
      />
      {user ? (
        <p
          dir="ltr"
          className="self-start rounded-lg bg-surface-2 px-3 py-2 text-body-sm text-text"
        >
          {user.email}
        </p>
      ) : null}
      <nav aria-label={t('profile.sections')}>
        <ul className="grid gap-3 md:grid-cols-2">
          {PROFILE_SECTIONS.map(({ path, key }) => {
            const Icon = ICONS[key] ?? UserRound;
            return (
              <li key={path}>
                <Link
                  to={`/profile/${path}`}
                  className="group flex items-center gap-3 rounded-xl border border-border bg-surface p-4 transition-colors hover:border-gold/50"
                >
                  <span className="flex size-10 items-center justify-center rounded-xl bg-gold/10 text-gold">
                    <Icon size={20} />
                  </span>
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="font-semibold">{t(`${key}.title`)}</span>
                    <span className="line-clamp-1 text-caption text-muted">
                      {t(`${key}.intro`)}
                    </span>
                  </span>
                  <ChevronRight
                    size={20}
                    className="shrink-0 text-muted transition-colors group-hover:text-gold rtl:-scale-x-100"
                  />
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
