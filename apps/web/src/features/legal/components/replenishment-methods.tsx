// Replenishment methods (spec §1): the deposit methods stored in the database for a currency
// (GetPaymentMethods), grouped as cards and e-wallets and cryptocurrencies, with limits and
// processing times, for the signed-in player's account currency. GetPaymentMethods is for
// signed-in players only (the server answers UNAUTHORIZED to guests), so guests are asked to log in.
import { BadgeCheck, Clock, LogIn, ShieldCheck, Zap } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { Button, ButtonLink } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { buildSignInRedirect } from '@/lib/auth-redirect';
import { useSession } from '@/lib/session';
import {
  GET_PAYMENT_METHODS_QUERY,
  type ReplenishmentCryptoMethod,
  type ReplenishmentFiatMethod,
} from '../api/get-payment-methods';
import { formatMajor } from '../model/format';

type TimeUnitKey = 'minutes' | 'hours' | 'days';

function unitKey(unit: string): TimeUnitKey {
  const u = unit.toLowerCase();
  if (u.startsWith('h')) return 'hours';
  if (u.startsWith('d')) return 'days';
  return 'minutes';
}

function FiatCard({ method, currency }: { method: ReplenishmentFiatMethod; currency: string }) {
  const { t, i18n } = useTranslation('info');
  const { enrollmentTime: time, limitation } = method;
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4">
      <div className="flex items-center gap-3">
        <img
          src={method.icon}
          alt=""
          width={40}
          height={40}
          className="size-10 rounded-lg bg-surface-2 object-contain"
          loading="lazy"
        />
        <span className="min-w-0 flex-1 truncate text-body font-semibold">{method.name}</span>
        {method.isRecommended ? (
          <span className="rounded-full bg-gold/15 px-2 py-0.5 text-caption font-semibold text-gold">
            {t('replenishment.recommended')}
          </span>
        ) : null}
      </div>
      <dl className="grid grid-cols-2 gap-2 text-body-sm">
        <div>
          <dt className="text-caption text-muted">{t('replenishment.limits')}</dt>
          <dd dir="ltr" className="text-start font-semibold rtl:text-end">
            {formatMajor(limitation.min, currency, i18n.language)} –{' '}
            {formatMajor(limitation.max, currency, i18n.language)}
          </dd>
        </div>
        <div>
          <dt className="text-caption text-muted">{t('replenishment.time')}</dt>
          <dd className="flex items-center gap-1 font-semibold">
            {method.isInstant ? (
              <Zap size={14} className="text-gold" aria-hidden="true" />
            ) : (
              <Clock size={14} className="text-muted" aria-hidden="true" />
            )}
            {method.isInstant
              ? t('replenishment.instant')
              : t(`replenishment.${unitKey(time.toUnit)}`, { from: time.from, to: time.to })}
          </dd>
        </div>
      </dl>
      {method.kycRequired ? (
        <p className="flex items-center gap-1.5 text-caption text-warning">
          <ShieldCheck size={14} aria-hidden="true" />
          {t('replenishment.kyc')}
        </p>
      ) : null}
    </li>
  );
}

function CryptoCard({ method }: { method: ReplenishmentCryptoMethod }) {
  const { t, i18n } = useTranslation('info');
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4">
      <div className="flex items-center gap-3">
        <span
          className="flex size-10 items-center justify-center rounded-lg bg-surface-2 text-caption font-semibold text-gold"
          dir="ltr"
        >
          {method.code}
        </span>
        <span className="min-w-0 flex-1 truncate text-body font-semibold">{method.name}</span>
      </div>
      <dl className="grid grid-cols-2 gap-2 text-body-sm">
        <div>
          <dt className="text-caption text-muted">{t('replenishment.minimum')}</dt>
          <dd className="font-semibold" dir="ltr">
            {formatMajor(method.minimumPayinAmount, method.code, i18n.language)}
          </dd>
        </div>
        <div>
          <dt className="text-caption text-muted">{t('replenishment.networks')}</dt>
          <dd className="flex flex-wrap gap-1" dir="ltr">
            {method.networks.map((network) => (
              <span
                key={network.code}
                className="rounded-md bg-surface-2 px-1.5 py-0.5 text-caption font-semibold"
              >
                {network.name}
              </span>
            ))}
          </dd>
        </div>
      </dl>
    </li>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <h2 className="flex items-center gap-2 text-subtitle font-semibold">
        <BadgeCheck size={18} className="text-gold" aria-hidden="true" />
        {title}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">{children}</ul>
    </section>
  );
}

export function ReplenishmentMethods() {
  const { t } = useTranslation('info');
  const { status, user } = useSession();
  const currency = user?.balance[0]?.currency.code ?? user?.firstRegisteredCurrency ?? 'USD';
  const [{ data, error, fetching }, retry] = useQuery({
    query: GET_PAYMENT_METHODS_QUERY,
    variables: { target: currency },
    pause: status !== 'user',
  });
  const methods = data?.getPaymentMethods;
  const fiat = methods?.fiat.filter((m) => m.enabled) ?? [];
  const crypto = methods?.crypto.filter((m) => m.payinEnabled) ?? [];

  if (status === 'guest') {
    return (
      <div className="flex flex-col items-start gap-4 rounded-xl border border-border bg-surface p-5 md:p-6">
        <p className="text-body-sm text-text/85 md:text-body">{t('replenishment.guest')}</p>
        <ButtonLink to={buildSignInRedirect('/replenishment-methods')} icon={<LogIn size={18} />}>
          {t('replenishment.login')}
        </ButtonLink>
        <p className="text-caption text-muted">{t('replenishment.note')}</p>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      {!methods && (fetching || status === 'loading') ? (
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-32 rounded-xl" />
          ))}
        </div>
      ) : error && !methods ? (
        <div
          role="alert"
          className="flex flex-col items-start gap-3 rounded-xl border border-border bg-surface p-5"
        >
          <p className="text-body-sm text-muted">{t('replenishment.failed')}</p>
          <Button variant="secondary" onClick={() => retry({ requestPolicy: 'network-only' })}>
            {t('replenishment.retry')}
          </Button>
        </div>
      ) : fiat.length === 0 && crypto.length === 0 ? (
        <p className="rounded-xl border border-border bg-surface p-5 text-body-sm text-muted">
          {t('replenishment.empty')}
        </p>
      ) : (
        <>
          {fiat.length ? (
            <Group title={t('replenishment.fiat')}>
              {fiat.map((method) => (
                <FiatCard key={method.id} method={method} currency={currency} />
              ))}
            </Group>
          ) : null}
          {crypto.length ? (
            <Group title={t('replenishment.crypto')}>
              {crypto.map((method) => (
                <CryptoCard key={method.code} method={method} />
              ))}
            </Group>
          ) : null}
        </>
      )}
      <p className="text-caption text-muted">{t('replenishment.note')}</p>
    </div>
  );
}
