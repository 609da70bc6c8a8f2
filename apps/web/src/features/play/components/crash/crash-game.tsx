// Crash on /game/{slug} (issue 6): the game's shared round, live. The state, the subscription and
// the actions are `useCrashGame`; this file lays out its parts. Bet during BETTING (or queue one
// for the next round), Cash out while it runs (Space does either when nothing else has the focus),
// optional auto cash-out, demo bets on the same round, the players list, the last crash points
// (each verifiable on /fairness) and the live balance.
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { currentLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useMediaQuery } from '@/lib/use-media-query';
import type { GameEngineConfig } from '../../api/play';
import { verifyCrashHref } from '../../model/crash-mode';
import { formatMoney } from '../../model/format';
import { PanelHeader } from '../panel-header';
import { CrashControls } from './crash-controls';
import { CrashFlight } from './crash-flight';
import { CrashHistory } from './crash-history';
import { CrashPlayers } from './crash-players';
import { CrashResult } from './crash-result';
import { useCrashGame } from './use-crash-game';

export default function CrashGame({ config }: { config: GameEngineConfig }) {
  const { t } = useTranslation(['crash', 'play']);
  const game = useCrashGame(config);
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)');
  const { round, state, mine } = game;

  if (game.unavailable) {
    return (
      <p role="alert" className="rounded-xl bg-surface p-4 text-body-sm text-muted">
        {t('play:errors.unavailable')}
      </p>
    );
  }

  return (
    <section
      data-testid="crash-game"
      aria-label={t('label')}
      aria-busy={game.loading ? true : undefined}
      className="flex w-full flex-col gap-4 rounded-2xl border border-border bg-surface p-4 md:w-[var(--play-width,26rem)]"
    >
      <PanelHeader
        demo={game.demo}
        onDemoChange={game.setDemo}
        rtp={config.rtp}
        currency={config.currency}
      />

      <CrashHistory history={state.history} slug={config.slug} />

      {round ? (
        <CrashFlight
          round={round}
          offset={state.offset}
          reduced={reduced}
          mine={mine}
          bets={state.bets}
        />
      ) : (
        <Skeleton className="h-44 rounded-xl sm:h-52" />
      )}
      <p className="sr-only" aria-live="polite">
        {game.announcement}
      </p>

      <CrashControls config={config} game={game} />

      <CrashResult round={round} bet={mine} />

      <CrashBalance demo={game.demo} />

      <CrashPlayers bets={state.bets} round={round} />

      <div className="flex flex-wrap items-center justify-center gap-x-4">
        {round?.phase === 'CRASHED' && round.gameHash ? (
          <Link
            to={verifyCrashHref(config.slug, {
              gameHash: round.gameHash,
              salt: round.salt,
              gameIndex: round.gameIndex,
              terminalHash: round.terminalHash,
            })}
            className="inline-flex min-h-11 items-center gap-2 text-body-sm text-gold hover:text-gold-strong"
            data-testid="crash-verify"
          >
            <ShieldCheck size={18} aria-hidden="true" />
            {t('verify', { number: round.number })}
          </Link>
        ) : null}
        <Link
          to="/fairness"
          className="inline-flex min-h-11 items-center gap-2 text-body-sm text-muted hover:text-gold"
        >
          <ShieldCheck size={18} aria-hidden="true" />
          {t('play:panel.fairness')}
        </Link>
      </div>
    </section>
  );
}

/** The player's live balance (the session's), or a dash in demo. */
function CrashBalance({ demo }: { demo: boolean }) {
  const { t } = useTranslation('crash');
  const session = useSession();
  const locale = currentLanguage();
  const balance = session.user?.balance[0];
  return (
    <div
      className="flex items-center justify-between gap-2 rounded-lg bg-surface-2 px-3 py-2 text-body-sm"
      data-testid="crash-balance"
    >
      <span className="text-muted">{demo ? t('demoBalance') : t('balance')}</span>
      {!demo && balance ? (
        <span dir="ltr" className="font-semibold tabular-nums">
          {formatMoney(balance.total, balance.currency.code, locale)}
        </span>
      ) : (
        <span className="text-muted">—</span>
      )}
    </div>
  );
}
