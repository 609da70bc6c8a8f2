// The frame every original (Mines, Plinko, Keno, Wheel) shares: the panel section with the
// mode/RTP header, the game's own board and controls as children, then a failure, the rules line
// and the fairness link — and the one-shot games' result block (the result sentence and the
// round's win/balance stats), and the bet form (stake, the game's number setting, risk, the
// submit button). One component where the four screens had the same markup.
import type { ComponentProps, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { OriginalPlaySuccess } from '../../api/originals';
import type { GameEngineConfig } from '../../api/play';
import type { PlayErrorKey } from '../../model/play-errors';
import { FairnessLink } from '../fairness-link';
import { GuestRoundFairness } from '../guest-fairness';
import { PanelHeader } from '../panel-header';
import { PlayErrorAlert } from '../play-error';
import { RoundStats } from '../round-stats';
import { useLimits } from '../stake-text';
import { NumberSelect } from './number-select';
import { RiskPicker } from './risk-picker';
import { StakeField } from './stake-field';

export function OriginalPanel({
  engine,
  label,
  config,
  game,
  switchDisabled,
  rules,
  wide = false,
  children,
}: {
  engine: 'MINES' | 'PLINKO' | 'KENO' | 'WHEEL';
  label: string;
  config: GameEngineConfig;
  /** the game's model (hooks: use-original-play, use-mines) */
  game: { demo: boolean; setDemo: (demo: boolean) => void; failure: PlayErrorKey | null };
  switchDisabled: boolean;
  /** the game's rules line */
  rules: string;
  /** 30rem on desktop (Plinko, Keno) rather than 28rem */
  wide?: boolean;
  children: ReactNode;
}) {
  const limits = useLimits(config);
  return (
    <section
      data-testid="play-panel"
      data-engine={engine}
      aria-label={label}
      className={cn(
        'flex w-full flex-col gap-4 rounded-2xl border border-border bg-surface p-4',
        wide ? 'md:w-[var(--play-width,30rem)]' : 'md:w-[var(--play-width,28rem)]',
      )}
    >
      <PanelHeader
        demo={game.demo}
        onDemoChange={game.setDemo}
        rtp={config.rtp}
        currency={config.currency}
        switchDisabled={switchDisabled}
      />
      {children}
      {game.failure ? <PlayErrorAlert code={game.failure} values={limits} /> : null}
      <p className="text-caption text-muted">{rules}</p>
      <FairnessLink />
    </section>
  );
}

/** A one-shot round's result once shown: the sentence and the win/balance stats (null: none yet). */
export function OriginalResult({
  testId,
  result,
}: {
  testId: string;
  result: { last: OriginalPlaySuccess; text: string } | null;
}) {
  const last = result?.last;
  return (
    <div aria-live="polite">
      {result && last ? (
        <>
          <p className="mb-2 text-center text-body font-semibold" data-testid={testId}>
            {result.text}
          </p>
          <RoundStats
            win={last.round.win}
            currency={last.round.currency}
            demo={last.round.demo}
            balance={last.balance}
            highlight={Number(last.round.win) > Number(last.round.amount)}
          />
          <div className="mt-2">
            <GuestRoundFairness round={last.round} />
          </div>
        </>
      ) : null}
    </div>
  );
}

/** The bet form: the stake (next to the game's number setting), the risk, extras, the button. */
export function OriginalForm({
  config,
  game,
  onSubmit,
  select,
  risk,
  submit,
  children,
}: {
  config: GameEngineConfig;
  game: {
    amount: string;
    setAmount: (amount: string) => void;
    problem: ComponentProps<typeof StakeField>['problem'];
  };
  onSubmit: () => void;
  /** the game's number setting (mines, rows, segments) */
  select?: ComponentProps<typeof NumberSelect>;
  risk?: ComponentProps<typeof RiskPicker>;
  submit: { label: string; testId: string; loading: boolean; disabled: boolean };
  /** between the risk and the button (Keno's auto pick and clear) */
  children?: ReactNode;
}) {
  const stakeField = (
    <StakeField
      config={config}
      amount={game.amount}
      onAmount={game.setAmount}
      problem={game.problem}
    />
  );
  return (
    <form
      className="flex flex-col gap-3"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {select ? (
        <div className="grid grid-cols-2 gap-3">
          {stakeField}
          <NumberSelect {...select} />
        </div>
      ) : (
        stakeField
      )}
      {risk ? <RiskPicker {...risk} /> : null}
      {children}
      <Button
        type="submit"
        size="lg"
        loading={submit.loading}
        disabled={submit.disabled}
        data-testid={submit.testId}
      >
        {submit.label}
      </Button>
    </form>
  );
}
