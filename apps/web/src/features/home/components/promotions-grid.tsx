// The bottom banners (2x deposit, high rollers, crypto deposit) as promotion cards.
import { ArtImage } from '@/components/art-image/art-image';
import { PROMOTION_SIZES } from '@/lib/responsive-image';
import { Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SmartLink } from '@/components/ui/smart-link';
import { bannerImageSrc } from '@/lib/media';
import type { Banner } from '../api/banners';

export function PromotionsGrid({ banners }: { banners: readonly Banner[] }) {
  const { t } = useTranslation('home');
  if (banners.length === 0) return null;
  return (
    <section aria-labelledby="home-promotions" className="flex flex-col gap-3">
      <div className="flex items-center gap-2">
        <span className="flex size-8 items-center justify-center rounded-lg bg-gold/10 text-gold">
          <Gift size={18} aria-hidden="true" />
        </span>
        <h2
          id="home-promotions"
          className="min-w-0 flex-1 truncate text-subtitle font-semibold md:text-title"
        >
          {t('promotions.title')}
        </h2>
        <Link
          to="/bonuses"
          className="inline-flex h-9 items-center rounded-lg px-3 text-body-sm font-semibold text-gold transition-colors hover:bg-gold/10"
        >
          {t('promotions.all')}
        </Link>
      </div>
      <ul className="grid grid-cols-1 gap-3 md:grid-cols-3 md:gap-4">
        {banners.map((banner) => (
          <li key={banner.id}>
            <SmartLink
              to={banner.url}
              className="group relative flex h-44 overflow-hidden rounded-xl border border-border bg-surface-2 transition-colors hover:border-gold/50"
            >
              <ArtImage
                src={banner.path || bannerImageSrc(banner.key)}
                sizes={PROMOTION_SIZES}
                alt=""
                width={1200}
                height={400}
                loading="lazy"
                decoding="async"
                className="absolute inset-0 size-full object-cover transition-transform duration-500 ease-out group-hover:scale-[1.03] rtl:-scale-x-100 rtl:group-hover:-scale-x-[1.03] rtl:group-hover:scale-y-[1.03]"
              />
              <div
                aria-hidden="true"
                className="absolute inset-0 bg-linear-to-t from-bg/95 via-bg/70 to-bg/20"
              />
              <div className="relative mt-auto flex w-full min-w-0 flex-col items-start gap-1 p-4">
                <h3 className="line-clamp-1 text-subtitle font-semibold">{banner.title}</h3>
                <p className="line-clamp-2 text-caption text-text/75">{banner.description}</p>
                {banner.buttonText ? (
                  <span className="mt-2 inline-flex h-8 shrink-0 items-center rounded-lg border border-gold/60 px-3 text-caption font-semibold text-gold transition-colors group-hover:bg-gold group-hover:text-on-gold">
                    {banner.buttonText}
                  </span>
                ) : null}
              </div>
            </SmartLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
