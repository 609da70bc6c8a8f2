// The game list (spec §2.2, §2.6): heading and the category tabs; ?category= selects one.
import { GAME_LIST_CATEGORY_QUERY } from '@aurum/domain';
import { Gamepad2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CategoryIcon } from '@/components/category-icon';
import { PageHeading } from '@/components/ui/page-heading';
import { useGameCategories } from '@/lib/api/game-categories';
import { cn } from '@/lib/cn';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function GamesPage() {
  const { t } = useTranslation('pages');
  const { t: tc, i18n } = useTranslation('common');
  const [params] = useSearchParams();
  const { countOf, categories } = useGameCategories();
  const requested = params.get('category') ?? 'all-games';
  const active = (GAME_LIST_CATEGORY_QUERY as readonly string[]).includes(requested)
    ? requested
    : 'all-games';
  const format = new Intl.NumberFormat(i18n.language);
  useDocumentTitle(null, active === 'all-games' ? tc('titles.games') : tc(`categories.${active}`));

  // The fixed tabs of the spec, in the server's rating order where it knows them, 'other' last.
  const rank = (name: string) => {
    if (name === 'all-games') return -1;
    const index = categories.findIndex((c) => c.name === name);
    return index === -1 ? 999 : index;
  };
  const tabs = [...GAME_LIST_CATEGORY_QUERY].sort((a, b) => rank(a) - rank(b));

  return (
    <div className="flex flex-col gap-6">
      <PageHeading
        icon={<Gamepad2 size={22} />}
        title={t('games.title')}
        intro={t('games.intro')}
      />
      <nav aria-label={t('games.tabs')} className="-mx-4 md:mx-0">
        <ul className="scrollbar-none flex gap-2 overflow-x-auto px-4 pb-1 md:flex-wrap md:px-0">
          {tabs.map((name) => {
            const selected = name === active;
            const count = countOf(name);
            return (
              <li key={name} className="shrink-0">
                <Link
                  to={name === 'all-games' ? '/games' : `/games?category=${name}`}
                  aria-current={selected ? 'page' : undefined}
                  className={cn(
                    'inline-flex h-10 items-center gap-2 rounded-xl border px-3.5 text-body-sm font-semibold transition-colors',
                    selected
                      ? 'border-transparent bg-gold-gradient text-on-gold'
                      : 'border-border bg-surface text-text hover:border-gold/50 hover:text-gold',
                  )}
                >
                  <CategoryIcon name={name} size={18} />
                  {tc(`categories.${name}`)}
                  {count !== undefined ? (
                    <span
                      className={cn(
                        'text-caption tabular-nums',
                        selected ? 'text-on-gold/70' : 'text-muted',
                      )}
                    >
                      {format.format(count)}
                    </span>
                  ) : null}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
