// Step 1's bonus choice (spec §2.8): the player's deposit bonuses plus 'no bonus' as a radio
// group, icons for highroller, welcome and crypto, and a 'Your bonus' card with a check mark and
// the bonus's headline unless 'no bonus' is chosen. Skeletons while loading; a list that failed
// leaves the player depositing without a bonus.
import { isNoBonus } from '@aurum/domain';
import { Ban, Bitcoin, Check, Crown, Gift, Info, Sparkles, TriangleAlert } from 'lucide-react';
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { currentLanguage, isRtl } from '@/lib/i18n';
import { bonusIconKind, type DepositBonusChoice } from '../../model/deposit-bonus';
import type { DepositBonusChoiceState } from '../../model/use-deposit-bonus-choice';
import { headlineParts, selectErrorText } from './bonus-text';

function BonusIcon({ choice, size = 20 }: { choice: DepositBonusChoice; size?: number }) {
  const kind = bonusIconKind(choice);
  const props = { size, 'aria-hidden': true } as const;
  if (kind === 'none') return <Ban {...props} />;
  if (kind === 'highroller') return <Crown {...props} data-icon="highroller" />;
  if (kind === 'crypto') return <Bitcoin {...props} data-icon="crypto" />;
  if (kind === 'welcome') return <Gift {...props} data-icon="welcome" />;
  return <Sparkles {...props} />;
}

export function BonusSection({
  state,
}: {
  state: Pick<
    DepositBonusChoiceState,
    | 'choices'
    | 'selected'
    | 'loading'
    | 'failed'
    | 'running'
    | 'error'
    | 'busy'
    | 'choose'
    | 'retry'
  >;
}) {
  const { t } = useTranslation('wallet');
  const locale = currentLanguage();
  const group = useRef<HTMLDivElement>(null);
  const { choices, selected, loading, failed, running, error, busy, choose, retry } = state;
  const title = (c: DepositBonusChoice) =>
    isNoBonus(c.id) || !c.bonusInfo ? t('deposit.noBonus') : c.bonusInfo.title;

  const heading = (
    <h3 className="text-body-sm font-semibold text-muted" id="deposit-bonus-title">
      {t('deposit.bonusTitle')}
    </h3>
  );

  if (loading) {
    return (
      <section className="flex flex-col gap-2.5" aria-busy="true" data-testid="deposit-bonuses">
        {heading}
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-12 rounded-xl" />
          ))}
        </div>
        <Skeleton className="h-[76px] rounded-xl" />
      </section>
    );
  }

  if (failed) {
    return (
      <section className="flex flex-col gap-2.5" data-testid="deposit-bonuses">
        {heading}
        <div className="flex flex-wrap items-center gap-3 rounded-xl bg-surface-2 p-3">
          <p className="min-w-0 flex-1 text-body-sm text-muted">{t('deposit.bonusesFailed')}</p>
          <Button variant="secondary" size="sm" onClick={retry}>
            {t('retry')}
          </Button>
        </div>
      </section>
    );
  }

  if (running) {
    return (
      <section className="flex flex-col gap-2.5" data-testid="deposit-bonuses">
        {heading}
        <p
          className="flex gap-2 rounded-xl bg-info/10 p-3 text-body-sm text-info"
          data-testid="deposit-bonus-running"
        >
          <Info size={18} aria-hidden="true" className="mt-0.5 shrink-0" />
          <span>{t('deposit.bonusRunning', { title: running.bonusInfo.title })}</span>
        </p>
      </section>
    );
  }

  if (choices.every((c) => isNoBonus(c.id))) {
    return (
      <section className="flex flex-col gap-2.5" data-testid="deposit-bonuses">
        {heading}
        <p className="rounded-xl bg-surface-2 p-3 text-body-sm text-muted">
          {t('deposit.noBonuses')}
        </p>
      </section>
    );
  }

  const selectedIndex = Math.max(
    0,
    choices.findIndex((c) => c.id === selected?.id),
  );
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const forward = isRtl(locale) ? 'ArrowLeft' : 'ArrowRight';
    const backward = isRtl(locale) ? 'ArrowRight' : 'ArrowLeft';
    let step = 0;
    if (event.key === forward || event.key === 'ArrowDown') step = 1;
    else if (event.key === backward || event.key === 'ArrowUp') step = -1;
    else return;
    event.preventDefault();
    const next = choices[(selectedIndex + step + choices.length) % choices.length];
    if (!next) return;
    choose(next.id);
    group.current
      ?.querySelector<HTMLButtonElement>(`[data-bonus-id="${String(next.id)}"]`)
      ?.focus();
  };

  const headline = selected?.bonusInfo ? headlineParts(t, selected.bonusInfo, locale) : null;

  return (
    <section className="flex flex-col gap-2.5" data-testid="deposit-bonuses">
      {heading}
      <div
        ref={group}
        role="radiogroup"
        aria-labelledby="deposit-bonus-title"
        onKeyDown={onKeyDown}
        className="grid grid-cols-2 gap-2 sm:grid-cols-3"
      >
        {choices.map((choice, index) => {
          const checked = choice.id === selected?.id;
          return (
            <button
              key={choice.id}
              type="button"
              role="radio"
              aria-checked={checked}
              tabIndex={index === selectedIndex ? 0 : -1}
              data-bonus-id={choice.id}
              onClick={() => choose(choice.id)}
              className={cn(
                'flex min-h-12 w-full min-w-0 items-center gap-2 rounded-xl border px-3 py-1.5 text-start text-body-sm font-semibold transition-colors',
                checked
                  ? 'border-gold/70 bg-gold/10 text-gold'
                  : 'border-border bg-surface-2 text-text hover:border-gold/40',
              )}
            >
              <span className="shrink-0">
                <BonusIcon choice={choice} />
              </span>
              <span className="line-clamp-2 leading-tight">{title(choice)}</span>
            </button>
          );
        })}
      </div>
      {selected?.bonusInfo ? (
        <div
          className="flex items-start gap-3 rounded-xl border border-gold/50 bg-gold/10 p-3"
          data-testid="deposit-your-bonus"
        >
          <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-gold-gradient text-on-gold">
            <Check size={18} aria-hidden="true" />
          </span>
          <span className="flex min-w-0 flex-1 flex-col gap-0.5">
            <span className="text-caption text-muted">{t('deposit.yourBonus')}</span>
            <span className="flex items-center gap-1.5 font-semibold">
              <BonusIcon choice={selected} size={16} />
              <span className="min-w-0">{selected.bonusInfo.title}</span>
            </span>
            {headline?.reward ? (
              <span className="text-body-sm text-gold" data-testid="deposit-bonus-headline">
                {headline.reward}
                {headline.wager ? <span className="text-muted"> · {headline.wager}</span> : null}
              </span>
            ) : null}
            {selected.bonusInfo.condition ? (
              <span className="text-caption text-muted">{selected.bonusInfo.condition}</span>
            ) : null}
          </span>
          {busy ? (
            <Spinner size={16} className="mt-1 shrink-0" label={t('deposit.saving')} />
          ) : null}
        </div>
      ) : busy ? (
        <span className="sr-only" role="status">
          {t('deposit.saving')}
        </span>
      ) : null}
      {error ? (
        <p
          role="alert"
          className="flex gap-2 rounded-xl bg-danger/10 p-3 text-body-sm text-danger"
          data-testid="deposit-bonus-error"
        >
          <TriangleAlert size={18} aria-hidden="true" className="mt-0.5 shrink-0" />
          <span>{selectErrorText(t, error)}</span>
        </p>
      ) : null}
    </section>
  );
}
