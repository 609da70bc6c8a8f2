// The bet form: stake and auto cash-out inputs, the limits, the failure and the one action button
// (submit = the hook's act: bet, queue, unqueue or cash out).
import { currencyDecimals, normalizeNumberInput } from '@aurum/domain';
import { CircleAlert } from 'lucide-react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import type { GameEngineConfig } from '../../api/play';
import { PlayErrorAlert } from '../play-error';
import { useStakeText } from '../stake-text';
import { CrashActionLabel } from './crash-action-label';
import type { CrashGameModel } from './use-crash-game';

export function CrashControls({
  config,
  game,
}: {
  config: GameEngineConfig;
  game: CrashGameModel;
}) {
  const { t } = useTranslation('crash');
  const decimals = currencyDecimals(config.currency);
  const { mode, stakeIssue, autoIssue, failure } = game;
  const stake = useStakeText(config, stakeIssue);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    game.act();
  };
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-3" aria-label={t('controls')}>
      <div className="grid grid-cols-2 gap-3">
        <Input
          label={t('stake')}
          inputMode="decimal"
          dir="ltr"
          value={game.amount}
          onChange={(e) => game.setAmount(normalizeNumberInput(e.target.value, decimals))}
          error={stake.error}
          touched
          data-testid="crash-stake"
        />
        <Input
          label={t('auto')}
          inputMode="decimal"
          dir="ltr"
          value={game.auto}
          placeholder={t('autoOff')}
          onChange={(e) => game.setAuto(normalizeNumberInput(e.target.value, 2))}
          error={autoIssue ? t('autoInvalid') : null}
          touched
          data-testid="crash-auto"
        />
      </div>
      <p className="-mt-1 text-caption text-muted">
        {stake.limitsText}
        {' · '}
        {t('autoHint')}
      </p>

      {failure ? (
        'crash' in failure ? (
          <p
            role="alert"
            data-testid="crash-error"
            className="flex gap-2 rounded-lg border border-danger/40 bg-danger/10 p-3 text-body-sm"
          >
            <CircleAlert size={20} aria-hidden="true" className="shrink-0 text-danger" />
            {t(`errors.${failure.crash}`)}
          </p>
        ) : (
          <PlayErrorAlert code={failure.play} />
        )
      ) : null}

      {mode === 'signIn' ? (
        <ButtonLink to="/sign-in" size="lg" data-testid="crash-action">
          {t('signIn')}
        </ButtonLink>
      ) : (
        <Button
          type="submit"
          size="lg"
          variant={
            mode === 'queued' || mode === 'placed' || mode === 'cashOut' ? 'secondary' : 'primary'
          }
          loading={game.busy}
          disabled={
            mode === 'loading' ||
            mode === 'placed' ||
            ((mode === 'bet' || mode === 'queue') && Boolean(stakeIssue || autoIssue))
          }
          data-testid="crash-action"
          data-mode={mode}
          className={cn(mode === 'cashOut' && 'bg-success! text-bg! hover:brightness-105')}
        >
          <CrashActionLabel
            mode={mode}
            amount={game.amount}
            currency={config.currency}
            round={game.round}
            bet={game.mine}
            offset={game.state.offset}
          />
        </Button>
      )}
      <p className="hidden text-center text-caption text-muted sm:block">{t('spaceHint')}</p>
    </form>
  );
}
