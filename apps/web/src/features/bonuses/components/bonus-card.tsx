// A catalogue bonus as a card (spec §2.2): cover art with the kind icon, title, condition, the
// headline facts, the player's status and the action; the title links to the details.
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import type { CatalogueBonus } from '../api/bonus-fields';
import type { CatalogueState } from '../model/actions';
import { bonusKind } from '../model/kind';
import type { useBonusActions } from '../model/use-bonus-actions';
import { BonusCover } from './bonus-cover';
import { BonusFacts } from './bonus-terms';
import { CatalogueAction, CatalogueStatusBadge } from './catalogue-action';

export function BonusCard({
  bonus,
  state,
  actions,
}: {
  bonus: CatalogueBonus;
  state: CatalogueState;
  actions: ReturnType<typeof useBonusActions>;
}) {
  const { t } = useTranslation('bonuses');
  const info = bonus.bonusInfo;
  const kind = bonusKind(info);
  const href = `/bonuses/${encodeURIComponent(bonus.name)}`;
  return (
    <article
      data-testid="bonus-card"
      data-bonus={bonus.name}
      className="flex flex-col overflow-hidden rounded-xl border border-border bg-surface transition-colors hover:border-gold/40"
    >
      <BonusCover info={info} kind={kind} className="h-28">
        <CatalogueStatusBadge state={state} />
      </BonusCover>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-col gap-1">
          <span className="text-caption font-semibold tracking-wide text-gold uppercase">
            {t(`kind.${kind}`)}
          </span>
          <h2 className="text-subtitle font-semibold">
            <Link to={href} className="hover:text-gold focus-visible:text-gold">
              {info.title}
            </Link>
          </h2>
          <p className="line-clamp-2 text-body-sm text-muted">{info.condition}</p>
        </div>
        <BonusFacts info={info} />
        <div className="mt-auto flex flex-col gap-2 pt-1">
          <CatalogueAction name={bonus.name} state={state} actions={actions} />
          <Link
            to={href}
            className="inline-flex min-h-11 items-center justify-center gap-1 rounded-xl text-body-sm font-semibold text-muted transition-colors hover:text-gold"
            data-testid="bonus-details-link"
          >
            {t('catalogue.details')}
            <ChevronRight size={16} aria-hidden="true" className="rtl:-scale-x-100" />
          </Link>
        </div>
      </div>
    </article>
  );
}

export function BonusCardSkeleton() {
  return (
    <div className="flex flex-col overflow-hidden rounded-xl border border-border bg-surface">
      <Skeleton className="h-28 rounded-none" />
      <div className="flex flex-col gap-3 p-4">
        <Skeleton className="h-3 w-20" />
        <Skeleton className="h-6 w-3/4" />
        <Skeleton className="h-4 w-full" />
        <div className="grid grid-cols-3 gap-2">
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </div>
        <Skeleton className="h-11 w-full rounded-xl" />
        <Skeleton className="mx-auto h-4 w-20" />
      </div>
    </div>
  );
}
