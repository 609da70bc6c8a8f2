// The self-assessment (issue 14): the nine PGSI questions (texts translated here from the keys
// the server sends), one answer each on the 0–3 scale, then the score, what it means and the help
// organisations configured for the player's country.
import { ClipboardCheck, ExternalLink, Phone } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { PGSI_QUERY, SUBMIT_PGSI_MUTATION, type RgHelpOrganisation } from '../api/rg';
import { ChoiceGroup } from './choice-group';
import { FormNotice, SectionCard } from './section-card';

export function PgsiSection({ lastScore }: { lastScore: number | null }) {
  const { t } = useTranslation('rg');
  const [{ data }] = useQuery({ query: PGSI_QUERY });
  const [answers, setAnswers] = useState<Record<number, number>>({});
  const [touched, setTouched] = useState(false);
  const [state, submit] = useMutation(SUBMIT_PGSI_MUTATION);
  const [result, setResult] = useState<{
    score: number;
    category: string;
    help: RgHelpOrganisation[];
  } | null>(null);
  const questionnaire = data?.pgsiQuestionnaire;
  const questions = questionnaire?.questions ?? [];
  const complete = questions.length > 0 && questions.every((q) => answers[q.index] !== undefined);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!complete) return;
    const r = await submit({ answers: questions.map((q) => answers[q.index] ?? 0) });
    if (r.data?.submitPgsi) setResult(r.data.submitPgsi);
  };

  return (
    <SectionCard
      id="self-assessment"
      icon={<ClipboardCheck size={20} aria-hidden="true" />}
      title={t('pgsi.title')}
      intro={t('pgsi.text')}
    >
      {lastScore !== null && !result ? (
        <p className="text-body-sm text-muted">{t('pgsi.last', { score: lastScore })}</p>
      ) : null}
      {result ? (
        <div className="flex flex-col gap-3" data-testid="pgsi-result" aria-live="polite">
          <p className="text-title font-semibold text-gold">
            {t('pgsi.score', { score: result.score })}
          </p>
          <p className="text-body-sm">{t(`pgsi.categories.${result.category}`)}</p>
          <HelpList help={result.help} />
          <Button
            variant="secondary"
            className="self-start"
            onClick={() => {
              setResult(null);
              setAnswers({});
              setTouched(false);
            }}
          >
            {t('pgsi.again')}
          </Button>
        </div>
      ) : !questionnaire ? (
        <Skeleton className="h-64" />
      ) : (
        <form onSubmit={send} noValidate className="flex flex-col gap-4">
          <ol className="flex flex-col gap-4">
            {questions.map((q) => (
              <li key={q.index} className="rounded-xl border border-border bg-surface-2/50 p-3">
                <ChoiceGroup
                  legend={`${q.index}. ${t(`pgsi.questions.${q.key}`)}`}
                  choices={questionnaire.options.map((o) => ({
                    value: o.score,
                    label: t(`pgsi.options.${o.key}`),
                  }))}
                  value={answers[q.index] ?? null}
                  onChange={(v) => setAnswers((a) => ({ ...a, [q.index]: v }))}
                  name={`pgsi-${q.index}`}
                />
              </li>
            ))}
          </ol>
          {touched && !complete ? (
            <FormNotice kind="error">{t('pgsi.unanswered')}</FormNotice>
          ) : null}
          <Button type="submit" className="self-start" loading={state.fetching}>
            {t('pgsi.submit')}
          </Button>
        </form>
      )}
    </SectionCard>
  );
}

export function HelpList({ help }: { help: readonly RgHelpOrganisation[] }) {
  const { t } = useTranslation('rg');
  if (help.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-body-sm font-semibold">{t('pgsi.helpTitle')}</h3>
      <ul className="grid gap-2 sm:grid-cols-2">
        {help.map((org) => (
          <li key={org.url} className="flex flex-col gap-1 rounded-lg bg-surface-2 p-3">
            <a
              href={org.url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-info hover:text-gold"
            >
              <span dir="auto">{org.name}</span>
              <ExternalLink size={14} aria-hidden="true" className="rtl:-scale-x-100" />
            </a>
            {org.phone ? (
              <a
                href={`tel:${org.phone.replace(/[^\d+]/g, '')}`}
                className="inline-flex items-center gap-1.5 text-caption text-muted hover:text-text"
              >
                <Phone size={14} aria-hidden="true" />
                <span>{t('pgsi.phone', { phone: `\u2066${org.phone}\u2069` })}</span>
              </a>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
