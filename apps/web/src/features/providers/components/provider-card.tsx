// A provider tile: logo, name and number of games, linking to /provider/{slug}.
import { providerPath, formatCount } from '@aurum/domain';
import { ArtImage } from '@/components/art-image/art-image';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { providerLogo, type Provider } from '../api/providers';

export function ProviderCard({ provider }: { provider: Provider }) {
  const { t } = useTranslation('providers');
  const { i18n } = useTranslation();
  const [failed, setFailed] = useState(false);
  const logo = providerLogo(provider);
  return (
    <Link
      to={providerPath(provider.slug)}
      className="group flex h-full flex-col items-center gap-3 rounded-xl border border-border bg-surface p-4 text-center transition-colors hover:border-gold/50 hover:bg-surface-2"
    >
      <span className="flex h-16 w-full items-center justify-center">
        {logo && !failed ? (
          <ArtImage
            src={logo}
            sizes={'160px'}
            alt=""
            width={160}
            height={64}
            loading="lazy"
            onError={() => setFailed(true)}
            className="max-h-16 w-auto max-w-full object-contain"
          />
        ) : (
          <span className="text-title font-semibold text-gold">{provider.name.slice(0, 2)}</span>
        )}
      </span>
      <span className="flex w-full min-w-0 flex-col">
        <span dir="auto" className="truncate font-semibold group-hover:text-gold">
          {provider.name}
        </span>
        <span className="text-caption text-muted">
          {t('gamesCount', { total: formatCount(i18n.language, provider.games) })}
        </span>
      </span>
    </Link>
  );
}

export function ProviderCardSkeleton() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-border bg-surface p-4">
      <Skeleton className="h-16 w-3/4" />
      <Skeleton className="h-4 w-2/3" />
      <Skeleton className="h-3 w-1/3" />
    </div>
  );
}
