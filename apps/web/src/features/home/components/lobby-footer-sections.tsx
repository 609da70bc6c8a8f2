// The home page's lower sections (spec §1, §2.4): the providers strip (20 studios) and the
// payment-method logos. Loaded as a separate chunk once the visitor scrolls near them, so neither
// their code nor their queries weigh on the first paint.
import { DEFAULT_CURRENCY, providerPath } from '@aurum/domain';
import { Building2, CreditCard } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { IconImage } from '@/components/icon-image';
import { Skeleton } from '@/components/ui/skeleton';
import { useViewerRegion } from '@/lib/api/viewer-region';
import { useSession } from '@/lib/session';
import { useHomeProviders, type HomeProvider } from '../api/home-providers';
import { PAYMENT_METHODS_QUERY } from '../api/payment-methods';

/**
 * The payment families the cashier serves (its icons under /media/payments). Guests see these:
 * GetPaymentMethods answers signed-in players only.
 */
const CASHIER_FAMILIES: { key: string; brand?: string }[] = [
  { key: 'card' },
  { key: 'bank' },
  { key: 'ewallet' },
  { key: 'usdt', brand: 'Tether USDT' },
  { key: 'btc', brand: 'Bitcoin' },
];

export default function LobbyFooterSections() {
  return (
    <>
      <ProvidersStrip />
      <PaymentLogos />
    </>
  );
}

function logoOf(provider: HomeProvider): string | null {
  return (provider.images.find((i) => i.tags.includes('logo')) ?? provider.images[0])?.src ?? null;
}

function ProvidersStrip() {
  const { t } = useTranslation('home');
  const { providers, failed } = useHomeProviders();
  if (failed) return null;
  return (
    <section aria-labelledby="home-providers" className="flex flex-col gap-3">
      <div className="flex items-center gap-2">
        <span className="flex size-8 items-center justify-center rounded-lg bg-gold/10 text-gold">
          <Building2 size={18} />
        </span>
        <h2
          id="home-providers"
          className="min-w-0 flex-1 truncate text-subtitle font-semibold md:text-title"
        >
          {t('providersStrip.title')}
        </h2>
        <Link
          to="/providers"
          className="inline-flex h-9 items-center rounded-lg px-3 text-body-sm font-semibold text-gold transition-colors hover:bg-gold/10"
        >
          {t('providersStrip.all')}
        </Link>
      </div>
      <ul className="scrollbar-none -mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-1 md:mx-0 md:px-0">
        {providers
          ? providers.map((provider) => <ProviderTile key={provider.id} provider={provider} />)
          : Array.from({ length: 8 }, (_, i) => (
              <li key={i} className="shrink-0">
                <Skeleton className="h-16 w-36 rounded-xl" />
              </li>
            ))}
      </ul>
    </section>
  );
}

function ProviderTile({ provider }: { provider: HomeProvider }) {
  const [failed, setFailed] = useState(false);
  const logo = logoOf(provider);
  return (
    <li className="shrink-0 snap-start">
      <Link
        to={providerPath(provider.slug)}
        aria-label={provider.name}
        title={provider.name}
        className="flex h-16 w-36 items-center justify-center rounded-xl border border-border bg-surface px-3 transition-colors hover:border-gold/50 hover:bg-surface-2"
      >
        {logo && !failed ? (
          <img
            src={logo}
            alt=""
            width={120}
            height={48}
            loading="lazy"
            onError={() => setFailed(true)}
            className="max-h-12 w-auto max-w-full object-contain"
          />
        ) : (
          <span dir="auto" className="truncate text-body-sm font-semibold">
            {provider.name}
          </span>
        )}
      </Link>
    </li>
  );
}

interface Logo {
  key: string;
  name: string;
  src: string;
}

function PaymentLogos() {
  const { t } = useTranslation('home');
  const { status } = useSession();
  const region = useViewerRegion();
  const currency = region?.currency ?? DEFAULT_CURRENCY;
  const [{ data }] = useQuery({
    query: PAYMENT_METHODS_QUERY,
    variables: { target: currency },
    pause: status !== 'user' || !region,
  });

  let logos: Logo[] | null;
  if (status === 'user') {
    const methods = data?.getPaymentMethods;
    logos = methods
      ? [
          ...methods.fiat
            .filter((m) => m.enabled)
            .map((m) => ({ key: m.icon, name: m.name, src: m.icon })),
          ...methods.crypto
            .filter((m) => m.payinEnabled)
            .map((m) => ({
              key: m.code,
              name: m.name,
              src: `/media/payments/${m.code.toLowerCase()}.svg`,
            })),
        ]
      : null;
  } else if (status === 'guest') {
    logos = CASHIER_FAMILIES.map((f) => ({
      key: f.key,
      name: f.brand ?? t(`payments.kinds.${f.key}`),
      src: `/media/payments/${f.key}.svg`,
    }));
  } else logos = null;
  // One logo per picture (several methods share the card or bank icon).
  const unique = logos?.filter((logo, i, all) => all.findIndex((l) => l.src === logo.src) === i);

  return (
    <section
      aria-labelledby="home-payments"
      className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4 md:p-5"
    >
      <div className="flex items-center gap-2">
        <CreditCard size={18} className="text-gold" />
        <h2 id="home-payments" className="text-subtitle font-semibold">
          {t('payments.title')}
        </h2>
      </div>
      <p className="text-body-sm text-muted">{t('payments.text')}</p>
      <ul className="flex flex-wrap gap-3" data-testid="payment-logos">
        {unique
          ? unique.map((logo) => <PaymentLogo key={logo.key} logo={logo} />)
          : Array.from({ length: 5 }, (_, i) => (
              <li key={i}>
                <Skeleton className="h-10 w-16 rounded-lg" />
              </li>
            ))}
      </ul>
    </section>
  );
}

function PaymentLogo({ logo }: { logo: Logo }) {
  // a mark that fails to load leaves no empty item behind
  return (
    <li className="empty:hidden">
      <IconImage
        src={logo.src}
        alt={logo.name}
        title={logo.name}
        width={60}
        height={40}
        loading="lazy"
        className="h-10 w-15 rounded-lg"
      />
    </li>
  );
}
