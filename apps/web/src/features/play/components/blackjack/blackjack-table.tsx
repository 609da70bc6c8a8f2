// The blackjack table on /game/{slug} (live-blackjack games): real/demo switch, the dealer's and
// the player's hands as cards with their totals, Deal with a stake within the table's limits, then
// Hit / Stand / Double / Split — each enabled only when the server says the action is legal, also
// from the keyboard (H, S, D, P) — and the outcome with the win and the balance. The state and the
// requests are `useBlackjack`; this file lays out its parts. Demo rounds play the same without
// money.
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import type { GameEngineConfig } from '../../api/play';
import { FairnessLink } from '../fairness-link';
import { PanelHeader } from '../panel-header';
import { PlayErrorAlert } from '../play-error';
import { RoundStats } from '../round-stats';
import { useLimits } from '../stake-text';
import { BlackjackActions } from './blackjack-actions';
import { BlackjackDealForm } from './blackjack-deal-form';
import { BlackjackFelt } from './blackjack-felt';
import { BlackjackRoundOutcome } from './blackjack-round-outcome';
import { BlackjackRules } from './blackjack-rules';
import { useBlackjack } from './use-blackjack';
import { LiveSwitch, LiveSwitchSkeleton } from '../../live-table/live-switch';

/** A live-blackjack game is a shared table (live-table/); any other blackjack game plays here. */
export default function BlackjackTable({ config }: { config: GameEngineConfig }) {
  return (
    <LiveSwitch
      config={config}
      fallback={<LiveSwitchSkeleton />}
      instant={<OnePlayerBlackjack config={config} />}
    />
  );
}

function OnePlayerBlackjack({ config }: { config: GameEngineConfig }) {
  const { t } = useTranslation('blackjack');
  const game = useBlackjack(config);
  const limits = useLimits(config);
  const { round, active, settled, busy } = game;

  if (game.loading) {
    return (
      <div className="flex w-full flex-col gap-3 md:w-[var(--play-width,26rem)]" aria-busy="true">
        <Skeleton className="h-72 rounded-2xl" />
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
      </div>
    );
  }

  return (
    <section
      data-testid="play-panel"
      data-engine="BLACKJACK"
      aria-label={t('label')}
      className="flex w-full flex-col gap-4 rounded-2xl border border-border bg-surface p-4 md:w-[var(--play-width,26rem)]"
    >
      <PanelHeader
        demo={game.demo}
        onDemoChange={game.setDemo}
        rtp={config.rtp}
        currency={config.currency}
        switchDisabled={active || busy}
      />

      <BlackjackFelt round={round} />

      <div aria-live="polite" className="flex flex-col gap-2">
        {game.notice ? (
          <p className="rounded-lg bg-info/10 p-3 text-body-sm text-text" data-testid="bj-notice">
            {t(game.notice)}
          </p>
        ) : null}
        {round && settled ? <BlackjackRoundOutcome round={round} /> : null}
        {round && active && !busy ? (
          <p className="text-center text-body-sm text-muted">
            {round.hands.length > 1
              ? t('yourMoveHand', { hand: (round.activeHand ?? 0) + 1 })
              : t('yourMove')}
          </p>
        ) : null}
      </div>

      {round && settled ? (
        <RoundStats
          win={round.win}
          currency={round.currency}
          demo={round.demo}
          balance={game.balance}
          highlight={Number(round.win) > Number(round.amount)}
        />
      ) : null}

      {active && round ? (
        <BlackjackActions
          round={round}
          busy={busy}
          currency={config.currency}
          onAction={(action) => void game.play(action)}
        />
      ) : (
        <BlackjackDealForm
          config={config}
          amount={game.amount}
          onAmount={game.setAmount}
          problem={game.problem}
          busy={busy}
          onDeal={(e) => void game.deal(e)}
        />
      )}

      {game.failure ? <PlayErrorAlert code={game.failure} values={limits} /> : null}

      <BlackjackRules />

      <FairnessLink />
    </section>
  );
}
