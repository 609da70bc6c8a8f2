// /profile/bet-history (issue 6): the player's settled rounds, newest first, each with the game's
// name and art, filtered by a game search (title or studio) and a date range whose fields read in
// the interface's language, paginated with Show more; each row links to /fairness to verify it.
import { gamePath } from '@aurum/domain';
import { Dices, History, Search } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useClient } from 'urql';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { Button } from '@/components/ui/button';
import { DateField } from '@/components/ui/date-field';
import { Input } from '@/components/ui/input';
import { PageHeading } from '@/components/ui/page-heading';
import { Skeleton } from '@/components/ui/skeleton';
import { currentLanguage } from '@/lib/i18n';
import { gameImageSrc } from '@/lib/media';
import { useDocumentTitle } from '@/lib/use-document-title';
import { BET_HISTORY_QUERY, type BetHistoryRound, type BetHistoryVars } from '../api/play';
import { formatMoney, formatNumber } from '../model/format';
import { verifyHref } from '../model/verify-link';

const PAGE_SIZE = 20;

interface Filters {
  game: string;
  from: string;
  to: string;
}

function toInput(filters: Filters, page: number): BetHistoryVars['input'] {
  const input: BetHistoryVars['input'] = { pagination: { page, count: PAGE_SIZE } };
  if (filters.game.trim()) input.game = filters.game.trim();
  if (filters.from) input.from = new Date(`${filters.from}T00:00:00`).toISOString();
  if (filters.to) {
    const end = new Date(`${filters.to}T00:00:00`);
    end.setDate(end.getDate() + 1);
    input.to = end.toISOString();
  }
  return input;
}

export default function BetHistoryPage() {
  const { t } = useTranslation('play');
  const { t: tp } = useTranslation('pages');
  useDocumentTitle('betHistory');
  const client = useClient();
  const [draft, setDraft] = useState<Filters>({ game: '', from: '', to: '' });
  const [filters, setFilters] = useState<Filters>(draft);
  const [items, setItems] = useState<BetHistoryRound[]>([]);
  const [count, setCount] = useState(0);
  const [page, setPage] = useState(0);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const generation = useRef(0);

  const load = useCallback(
    async (f: Filters, next: number) => {
      const run = ++generation.current;
      setLoading(true);
      setFailed(false);
      const r = await client
        .query(BET_HISTORY_QUERY, { input: toInput(f, next) }, { requestPolicy: 'network-only' })
        .toPromise();
      if (run !== generation.current) return;
      setLoading(false);
      const data = r.data?.betHistory;
      if (!data) {
        setFailed(true);
        return;
      }
      setCount(data.count);
      setPage(next);
      setItems((prev) => {
        const base = next === 1 ? [] : prev;
        const seen = new Set(base.map((i) => i.id));
        return [...base, ...data.items.filter((i) => !seen.has(i.id))];
      });
    },
    [client],
  );

  useEffect(() => {
    void load(filters, 1);
  }, [filters, load]);

  const locale = currentLanguage();
  const time = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <div className="flex flex-col gap-4">
      <Breadcrumb items={[{ text: 'PROFILE', to: '/profile' }]} pageName="BET_HISTORY" />
      <PageHeading
        icon={<History size={22} />}
        title={tp('betHistory.title')}
        intro={tp('betHistory.intro')}
      />
      <form
        className="grid grid-cols-1 gap-3 rounded-xl bg-surface p-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto] lg:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          setFilters(draft);
        }}
      >
        <Input
          label={t('history.game')}
          type="search"
          value={draft.game}
          placeholder={t('history.gamePlaceholder')}
          startAdornment={<Search size={18} aria-hidden="true" className="shrink-0 text-muted" />}
          onChange={(e) => setDraft({ ...draft, game: e.target.value })}
          containerClassName="sm:col-span-2 lg:col-span-1"
        />
        <DateField
          label={t('history.from')}
          value={draft.from}
          max={draft.to || undefined}
          locale={locale}
          placeholder={t('history.anyDate')}
          clearLabel={t('history.clearDate')}
          onChange={(from) => setDraft({ ...draft, from })}
        />
        <DateField
          label={t('history.to')}
          value={draft.to}
          min={draft.from || undefined}
          locale={locale}
          placeholder={t('history.anyDate')}
          clearLabel={t('history.clearDate')}
          onChange={(to) => setDraft({ ...draft, to })}
        />
        <Button type="submit" variant="secondary">
          {t('history.apply')}
        </Button>
      </form>

      {loading && items.length === 0 ? (
        <div className="flex flex-col gap-2" aria-busy="true">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-[72px] rounded-xl" />
          ))}
        </div>
      ) : failed && items.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl bg-surface p-6 text-center">
          <p className="text-body-sm text-muted">{t('history.failed')}</p>
          <Button variant="secondary" onClick={() => void load(filters, 1)}>
            {t('history.retry')}
          </Button>
        </div>
      ) : items.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl bg-surface p-8 text-center">
          <History size={32} aria-hidden="true" className="text-muted" />
          <p className="text-body-sm text-muted">{t('history.empty')}</p>
        </div>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="bet-history">
          {items.map((round) => (
            <li
              key={round.id}
              data-testid="bet-row"
              data-game={round.gameSlug}
              className="grid grid-cols-2 gap-x-3 gap-y-1 rounded-xl bg-surface p-3 text-body-sm sm:grid-cols-[2fr_1fr_1fr_1fr_auto] sm:items-center"
            >
              <div className="col-span-2 flex min-w-0 items-center gap-3 sm:col-span-1">
                <GameThumb slug={round.gameSlug} src={round.game?.image.src} />
                <div className="flex min-w-0 flex-col">
                  <Link
                    to={gamePath(round.gameSlug)}
                    dir="auto"
                    data-testid="bet-game"
                    className="truncate font-semibold text-text hover:text-gold rtl:text-right"
                  >
                    {round.game?.title ?? t('history.unknownGame')}
                  </Link>
                  <span className="text-caption text-muted">
                    {time.format(new Date(round.createdAt))}
                    {round.demo ? ` · ${t('mode.demo')}` : ''}
                  </span>
                </div>
              </div>
              <Cell label={t('history.stake')}>
                {formatMoney(round.amount, round.currency, locale)}
              </Cell>
              <Cell label={t('history.win')}>
                <span className={Number(round.win) > 0 ? 'text-success' : undefined}>
                  {formatMoney(round.win, round.currency, locale)}
                </span>
              </Cell>
              <Cell label={t('history.multiplier')}>{formatNumber(round.multiplier, locale)}×</Cell>
              <Link
                to={verifyHref(round)}
                className="inline-flex min-h-11 items-center font-semibold text-gold hover:text-gold-strong"
                data-testid="verify-link"
              >
                {t('history.verify')}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {items.length < count && items.length > 0 ? (
        <Button
          variant="secondary"
          size="lg"
          className="self-center"
          loading={loading}
          onClick={() => void load(filters, page + 1)}
        >
          {t('history.showMore')}
        </Button>
      ) : null}
    </div>
  );
}

/** The game's cover, cut to a 3:4 thumbnail; a dice when the art fails or the game is gone. */
function GameThumb({ slug, src }: { slug: string; src: string | undefined }) {
  const [failed, setFailed] = useState(false);
  return (
    <span className="flex h-12 w-9 shrink-0 items-center justify-center overflow-hidden rounded-md bg-surface-2 text-muted">
      {failed ? (
        <Dices size={18} aria-hidden="true" />
      ) : (
        <img
          src={src ?? gameImageSrc(slug)}
          alt=""
          width={36}
          height={48}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
          className="size-full object-cover"
        />
      )}
    </span>
  );
}

function Cell({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col">
      <span className="text-caption text-muted sm:sr-only">{label}</span>
      <span dir="ltr" className="tabular-nums rtl:text-right">
        {children}
      </span>
    </div>
  );
}
