// The history of the player's limit and break changes (issue 14: "every change to a limit or
// exclusion is stored with its history (who, when, old, new)"): newest first, as a table that
// scrolls sideways on phones.
import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { Skeleton } from '@/components/ui/skeleton';
import { RG_HISTORY_QUERY } from '../api/rg';
import { formatDate } from '../model/format';
import { actorText, changeText, valueText, type HistoryContext } from '../model/history';
import { SectionCard } from './section-card';

export function HistorySection({ currency, decimals }: { currency: string; decimals: number }) {
  const { t, i18n } = useTranslation('rg');
  const language = i18n.language;
  const [{ data, error, fetching }] = useQuery({
    query: RG_HISTORY_QUERY,
    variables: { first: 50 },
    requestPolicy: 'network-only',
  });
  const entries = data?.rgHistory;
  const ctx: HistoryContext = { t, language, currency, decimals };

  return (
    <SectionCard
      id="history"
      icon={<History size={20} aria-hidden="true" />}
      title={t('history.title')}
      intro={t('history.text')}
    >
      {!entries ? (
        error && !fetching ? (
          <p role="alert" className="text-body-sm text-muted">
            {t('loadFailed')}
          </p>
        ) : (
          <Skeleton className="h-32" aria-busy="true" />
        )
      ) : entries.length === 0 ? (
        <p className="rounded-lg bg-surface-2 p-4 text-body-sm text-muted">{t('history.empty')}</p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-border">
          <table className="w-full min-w-[40rem] text-body-sm" data-testid="rg-history">
            <caption className="sr-only">{t('history.title')}</caption>
            <thead className="bg-surface-2 text-caption text-muted">
              <tr>
                {(['at', 'actor', 'change', 'old', 'new'] as const).map((c) => (
                  <th key={c} scope="col" className="px-3 py-2 text-start font-semibold">
                    {t(`history.columns.${c}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {entries.map((entry) => (
                <tr key={entry.id} data-testid="rg-history-row" data-action={entry.action}>
                  <td className="px-3 py-2 whitespace-nowrap">
                    <time dateTime={entry.at}>{formatDate(entry.at, language)}</time>
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">{actorText(entry.actor, t)}</td>
                  <th scope="row" className="px-3 py-2 text-start font-semibold">
                    {changeText(entry, t)}
                  </th>
                  <td className="px-3 py-2 text-muted" data-testid="rg-history-old">
                    {valueText(entry, entry.oldValue, ctx)}
                  </td>
                  <td className="px-3 py-2" data-testid="rg-history-new">
                    {valueText(entry, entry.newValue, ctx)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </SectionCard>
  );
}
