// /profile overview (spec §2.3): the player's identity card, email confirmation status (with
// resend), KYC (status, notices, document upload) and links to the profile sections.
import {
  BadgeCheck,
  ChevronRight,
  CircleUser,
  Gift,
  History,
  KeyRound,
  MailWarning,
  ReceiptText,
  ShieldCheck,
  UserRound,
  Trophy,
} from 'lucide-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { CashierActions } from '@/components/cashier-actions';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { PageHeading } from '@/components/ui/page-heading';
import { useSession, type SessionUser } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { USER_PROFILE_DETAILS_QUERY } from '../api/user-profile-details';
import { useResendConfirmation } from '../components/use-resend-confirmation';
import { KycSection } from '../components/kyc-section';
import { PROFILE_SECTIONS } from '../model/sections';

const ICONS: Record<string, ComponentType<{ size?: number; className?: string }>> = {
  personalData: UserRound,
  myBonuses: Gift,
  security: KeyRound,
  paymentHistory: ReceiptText,
  betHistory: Trophy,
  bonusHistory: History,
  responsibleGaming: ShieldCheck,
};

export function IdentityCard({ user }: { user: SessionUser }) {
  const { t, i18n } = useTranslation('profile');
  const since = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(
    new Date(user.createdAt),
  );
  // the saved first and last name (personal data) name the card; else the account name
  const [{ data: details }] = useQuery({ query: USER_PROFILE_DETAILS_QUERY });
  const saved = details?.userProfileDetails;
  const fullName =
    [saved?.firstName, saved?.lastName]
      .map((part) => part?.trim() ?? '')
      .filter(Boolean)
      .join(' ') ||
    user.name ||
    null;
  let country = user.mainCountry;
  try {
    country =
      new Intl.DisplayNames([i18n.language], { type: 'region' }).of(user.mainCountry) ??
      user.mainCountry;
  } catch {
    // Unknown region code: keep the code.
  }
  const rows: [string, string, boolean][] = [
    [t('overview.playerId'), user.uuid, true],
    [t('overview.currency'), user.firstRegisteredCurrency, true],
    [t('overview.country'), country, false],
    [t('overview.memberSince'), since, false],
  ];
  return (
    <section
      aria-label={t('overview.identity')}
      className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-5 md:p-6"
    >
      <div className="flex items-center gap-4">
        <span className="flex size-14 shrink-0 items-center justify-center rounded-full bg-gold-gradient text-title font-semibold text-on-gold uppercase">
          {(fullName ?? user.email).charAt(0)}
        </span>
        <div className="flex min-w-0 flex-col">
          {fullName ? (
            <span
              dir="auto"
              className="truncate text-subtitle font-semibold"
              data-testid="profile-name"
            >
              {fullName}
            </span>
          ) : null}
          <span
            dir="ltr"
            className="truncate text-start text-body-sm text-muted"
            data-testid="profile-email"
          >
            {user.email}
          </span>
          {user.isVIP ? (
            <span className="mt-1 self-start rounded-full bg-gold-gradient px-2 py-0.5 text-caption font-semibold text-on-gold">
              {t('overview.vip')}
            </span>
          ) : null}
        </div>
      </div>
      <dl className="grid gap-3 sm:grid-cols-2">
        {rows.map(([label, value, ltr], index) => (
          <div
            key={label}
            className={cn(
              'flex min-w-0 flex-col rounded-xl bg-surface-2 px-3 py-2',
              index === 0 && 'sm:col-span-2',
            )}
          >
            <dt className="text-caption text-muted">{label}</dt>
            <dd
              dir={ltr ? 'ltr' : undefined}
              className="truncate text-start text-body-sm font-semibold"
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function EmailStatus({ user }: { user: SessionUser }) {
  const { t } = useTranslation('profile');
  const { resend, sending, secondsLeft } = useResendConfirmation();
  if (user.emailConfirmed) {
    return (
      <section
        data-testid="email-status"
        className="flex items-center gap-3 rounded-2xl border border-success/30 bg-success/10 p-4"
      >
        <BadgeCheck size={22} aria-hidden="true" className="shrink-0 text-success" />
        <div className="flex flex-col">
          <p className="text-body-sm font-semibold text-success">{t('email.confirmed')}</p>
          <p className="text-caption text-muted">{t('email.confirmedText')}</p>
        </div>
      </section>
    );
  }
  return (
    <section
      data-testid="email-status"
      className="flex flex-col gap-3 rounded-2xl border border-warning/40 bg-warning/10 p-4 sm:flex-row sm:items-center"
    >
      <MailWarning size={22} aria-hidden="true" className="shrink-0 text-warning" />
      <div className="flex min-w-0 flex-1 flex-col">
        <p className="text-body-sm font-semibold text-warning">{t('email.unconfirmed')}</p>
        <p className="text-caption text-muted">{t('email.unconfirmedText')}</p>
      </div>
      <Button variant="outline" loading={sending} onClick={() => void resend()}>
        {secondsLeft > 0 ? t('email.resendIn', { seconds: secondsLeft }) : t('email.resend')}
      </Button>
    </section>
  );
}

export default function ProfilePage() {
  const { t } = useTranslation('pages');
  const { user } = useSession();
  useDocumentTitle('profile');
  return (
    <div className="flex flex-col gap-6 pb-6">
      <PageHeading
        icon={<CircleUser size={22} />}
        title={t('profile.title')}
        intro={t('profile.intro')}
      />
      {user ? (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          <div className="flex flex-col gap-4">
            <IdentityCard user={user} />
            <CashierActions />
            <EmailStatus user={user} />
          </div>
          <KycSection />
        </div>
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
