// The category browser (spec §2.4): fixed cards with their game counts.
import { HOME_CATEGORY_CARDS, formatCount } from '@aurum/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CategoryIcon } from '@/components/category-icon';
import { Skeleton } from '@/components/ui/skeleton';
import { useGameCategories } from '@/lib/api/game-categories';

export function CategoryBrowser() {
  const { t } = useTranslation('home');
  const { t: tc, i18n } = useTranslation('common');
  const { countOf, fetching } = useGameCategories();

  return (
    <section aria-labelledby="home-categories" className="flex flex-col gap-3">
      <h2 id="home-categories" className="text-subtitle font-semibold md:text-title">
        {t('categories.title')}
      </h2>
      <ul className="grid grid-cols-3 gap-2.5 sm:gap-3 lg:grid-cols-6">
        {HOME_CATEGORY_CARDS.map((name) => {
          const count = countOf(name);
          return (
            <li key={name} className="min-w-0">
              <Link
                to={name === 'all-games' ? '/games' : `/games?category=${name}`}
                className="group relative flex h-full flex-col gap-2.5 overflow-hidden rounded-xl border border-border bg-surface p-3 transition-[border-color,background-color] duration-200 hover:border-gold/50 hover:bg-surface-2 md:gap-3 md:p-4"
              >
                <span
                  aria-hidden="true"
                  className="pointer-events-none absolute -end-6 -top-6 size-24 rounded-full bg-gold/5 blur-xl transition-colors group-hover:bg-gold/15"
                />
                <span className="flex items-center justify-between gap-1">
                  <span className="flex size-9 items-center justify-center rounded-xl bg-gold-gradient text-on-gold shadow-[0_6px_16px_-8px_rgb(242_193_78/0.7)] md:size-10">
                    <CategoryIcon name={name} size={20} />
                  </span>
                  {fetching ? (
                    <Skeleton className="h-5 w-9" />
                  ) : count !== undefined ? (
                    <span className="rounded-md bg-surface-2 px-1.5 py-0.5 text-[11px] leading-4 font-semibold text-muted tabular-nums group-hover:text-gold md:text-caption">
                      {formatCount(i18n.language, count)}
                    </span>
                  ) : null}
                </span>
                <span className="flex min-w-0 flex-col gap-0.5">
                  <span className="line-clamp-2 text-caption leading-4 font-semibold text-text sm:text-body-sm">
                    {tc(`categories.${name}`)}
                  </span>
                  <span className="hidden text-caption text-muted sm:line-clamp-2">
                    {t(`categories.${name}`)}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
