// /profile/bet-history (issue 6): the player's settled rounds, newest first, filtered by game
// slug and date range, paginated with Show more; each row links to /fairness to verify it.
import { History } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useClient } from 'urql';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { PageHeading } from '@/components/ui/page-heading';
import { Skeleton } from '@/components/ui/skeleton';
import { currentLanguage } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { BET_HISTORY_QUERY, type BetHistoryVars, type BetRound } from '../api/play';
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
  if (filters.game.trim()) input.gameSlug = filters.game.trim();
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
  const [items, setItems] = useState<BetRound[]>([]);
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
        className="grid grid-cols-1 gap-3 rounded-xl bg-surface p-3 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          setFilters(draft);
        }}
      >
        <Input
          label={t('history.game')}
          value={draft.game}
          dir="ltr"
          placeholder={t('history.gamePlaceholder')}
          onChange={(e) => setDraft({ ...draft, game: e.target.value })}
        />
        <Input
          label={t('history.from')}
          type="date"
          dir="ltr"
          value={draft.from}
          onChange={(e) => setDraft({ ...draft, from: e.target.value })}
        />
        <Input
          label={t('history.to')}
          type="date"
          dir="ltr"
          value={draft.to}
          onChange={(e) => setDraft({ ...draft, to: e.target.value })}
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
              className="grid grid-cols-2 gap-x-3 gap-y-1 rounded-xl bg-surface p-3 text-body-sm sm:grid-cols-[2fr_1fr_1fr_1fr_auto] sm:items-center"
            >
              <div className="col-span-2 flex min-w-0 flex-col sm:col-span-1">
                <Link
                  to={`/game/${encodeURIComponent(round.gameSlug)}`}
                  dir="ltr"
                  className="truncate font-semibold text-text hover:text-gold rtl:text-right"
                >
                  {round.gameSlug}
                </Link>
                <span className="text-caption text-muted">
                  {time.format(new Date(round.createdAt))}
                  {round.demo ? ` · ${t('mode.demo')}` : ''}
                </span>
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
