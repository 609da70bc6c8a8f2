// /profile/responsible-gaming (issue 14): the player's own controls — deposit, loss and wager
// limits, session time limit and reality check, time-out and self-exclusion, account closure,
// the activity statement and the PGSI self-assessment. The server enforces every one of them;
// this page sets them and explains. Its own lazy chunk and the `rg` namespace.
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { Button } from '@/components/ui/button';
import { PageHeading } from '@/components/ui/page-heading';
import { Skeleton } from '@/components/ui/skeleton';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ANSWER_LIMIT_PROMPT_MUTATION, RG_OVERVIEW_QUERY } from '../api/rg';
import { BreaksSection } from '../components/breaks-section';
import { ClosureSection } from '../components/closure-section';
import { HistorySection } from '../components/history-section';
import { LimitsSection } from '../components/limits-section';
import { PgsiSection } from '../components/pgsi-section';
import { SessionSection } from '../components/session-section';
import { StatementSection } from '../components/statement-section';

const NAV = [
  ['limits', 'limits'],
  ['session', 'session'],
  ['breaks', 'breaks'],
  ['statement', 'statement'],
  ['self-assessment', 'selfAssessment'],
  ['history', 'history'],
  ['closure', 'closure'],
] as const;

export default function ResponsibleGamingPage() {
  const { t } = useTranslation('rg');
  const { t: tp } = useTranslation('pages');
  useDocumentTitle('rgSettings');
  const [{ data, error, fetching }, reexecute] = useQuery({
    query: RG_OVERVIEW_QUERY,
    requestPolicy: 'cache-and-network',
  });
  // the history is read again after every change the page makes
  const [version, setVersion] = useState(0);
  const refresh = () => {
    reexecute({ requestPolicy: 'network-only' });
    setVersion((v) => v + 1);
  };
  const overview = data?.myResponsibleGaming;

  return (
    <div className="flex flex-col gap-5 pb-6" data-testid="rg-page">
      <Breadcrumb items={[{ text: 'PROFILE', to: '/profile' }]} pageName="RESPONSIBLE_GAMING" />
      <PageHeading
        icon={<ShieldCheck size={22} />}
        title={tp('responsibleGaming.title')}
        intro={tp('responsibleGaming.intro')}
      />
      <nav aria-label={t('nav.label')} className="-mx-4 overflow-x-auto px-4 md:mx-0 md:px-0">
        <ul className="flex gap-2 pb-1">
          {NAV.map(([id, key]) => (
            <li key={id} className="shrink-0">
              <a
                href={`#${id}`}
                className="inline-flex min-h-11 items-center rounded-full border border-border bg-surface px-4 text-body-sm font-semibold text-text transition-colors hover:border-gold/50 hover:text-gold"
              >
                {t(`nav.${key}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {overview ? (
        <>
          {overview.limitPromptDue ? <LimitPrompt onAnswered={refresh} /> : null}
          <LimitsSection overview={overview} onChanged={refresh} />
          <SessionSection
            key={`${overview.sessionLimit.amount}-${overview.realityCheckMinutes}`}
            overview={overview}
            onChanged={refresh}
          />
        </>
      ) : error && !fetching ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-border bg-surface p-6 text-center">
          <p role="alert" className="text-body-sm text-muted">
            {t('loadFailed')}
          </p>
          <Button variant="secondary" onClick={refresh}>
            {t('retry')}
          </Button>
        </div>
      ) : (
        <div className="flex flex-col gap-4" aria-busy="true">
          <Skeleton className="h-72 rounded-2xl" />
          <Skeleton className="h-48 rounded-2xl" />
        </div>
      )}
      <BreaksSection />
      <StatementSection />
      <PgsiSection lastScore={overview?.lastPgsiScore ?? null} />
      {overview ? (
        <HistorySection key={version} currency={overview.currency} decimals={overview.decimals} />
      ) : null}
      <ClosureSection />
    </div>
  );
}

function LimitPrompt({ onAnswered }: { onAnswered: () => void }) {
  const { t } = useTranslation('rg');
  const [state, answer] = useMutation(ANSWER_LIMIT_PROMPT_MUTATION);
  return (
    <div
      role="region"
      aria-label={t('prompt.title')}
      className="flex flex-col gap-3 rounded-2xl border border-gold/40 bg-gold/5 p-4 md:flex-row md:items-center"
    >
      <div className="flex flex-1 flex-col gap-1">
        <p className="font-semibold text-gold">{t('prompt.title')}</p>
        <p className="text-body-sm text-text/90">{t('prompt.text')}</p>
      </div>
      <div className="flex gap-2">
        <a
          href="#limits"
          className="inline-flex h-11 items-center rounded-xl bg-gold-gradient px-4 text-body-sm font-semibold text-on-gold"
        >
          {t('limits.set')}
        </a>
        <Button
          variant="ghost"
          loading={state.fetching}
          onClick={async () => {
            await answer({ declined: true });
            onAnswered();
          }}
        >
          {t('prompt.decline')}
        </Button>
      </div>
    </div>
  );
}
