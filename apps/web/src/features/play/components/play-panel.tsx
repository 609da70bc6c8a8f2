// The playable game on /game/{slug} (issue 6): reads the game's engine and hands it to its panel —
// blackjack's table (a multi-step round), crash's shared live rounds, or the one-shot panel (slots,
// dice, roulette, baccarat). Each game is a hook (state, data, actions) plus small components.
// Blackjack, crash and slots load as their own chunks, so a dice page never downloads the reels; while one
// loads, the panel's skeleton stays. While a responsible-gaming interruption is open (the reality
// check, lib/play-gate) the whole panel is inert: no click, tap or focus reaches a bet control, and
// the game hotkeys (use-body-key) are off too — the one gate for every game.
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { Skeleton } from '@/components/ui/skeleton';
import { usePlayPaused } from '@/lib/play-gate';
import { GAME_ENGINE_QUERY } from '../api/play';
import { LiveOrInstant } from '../live-table/live-or-instant';
import { InstantPanel } from './instant/instant-panel';

const BlackjackTable = lazy(() => import('./blackjack/blackjack-table'));
const CrashGame = lazy(() => import('./crash/crash-game'));
// the originals, each its own chunk (components/originals/)
const ORIGINALS = {
  MINES: lazy(() => import('./originals/mines/mines-game')),
  PLINKO: lazy(() => import('./originals/plinko/plinko-game')),
  KENO: lazy(() => import('./originals/keno/keno-game')),
  WHEEL: lazy(() => import('./originals/wheel/wheel-game')),
} as const;
const SlotGame = lazy(() => import('./slots/slot-game'));

/** `placeholder` stands in while the panel loads (the game page's art); a skeleton without one. */
export default function PlayPanel({
  slug,
  placeholder,
}: {
  slug: string;
  placeholder?: ReactNode;
}) {
  const paused = usePlayPaused();
  return (
    <div
      inert={paused}
      aria-busy={paused || undefined}
      data-testid="play-shell"
      data-paused={paused || undefined}
      className="contents"
    >
      <GamePanel slug={slug} placeholder={placeholder} />
    </div>
  );
}

function GamePanel({ slug, placeholder }: { slug: string; placeholder?: ReactNode }): ReactNode {
  const { t } = useTranslation('play');
  const [{ data, fetching, error }] = useQuery({ query: GAME_ENGINE_QUERY, variables: { slug } });
  const loading = placeholder ?? <PanelSkeleton busy />;
  const result = data?.gameEngine;
  if (result?.__typename === 'GameEngineConfig') {
    // blackjack is a multi-step round with its own table
    if (result.engine === 'BLACKJACK') {
      return (
        <Suspense fallback={loading}>
          <BlackjackTable config={result} />
        </Suspense>
      );
    }
    // crash plays the game's shared rounds, live
    if (result.engine === 'CRASH') {
      return (
        <Suspense fallback={loading}>
          <CrashGame config={result} />
        </Suspense>
      );
    }
    if (result.engine in ORIGINALS) {
      const Original = ORIGINALS[result.engine as keyof typeof ORIGINALS];
      return (
        <Suspense fallback={loading}>
          <Original config={result} />
        </Suspense>
      );
    }
    // slots: the reels, their art and motion
    if (result.engine === 'SLOTS') {
      return (
        <Suspense fallback={loading}>
          <SlotGame config={result} />
        </Suspense>
      );
    }
    // roulette and baccarat: a live category's game is a shared table (live-table/)
    if (result.engine === 'ROULETTE' || result.engine === 'BACCARAT') {
      return <LiveOrInstant config={result} fallback={loading} />;
    }
    return <InstantPanel config={result} />;
  }
  if (result || (error && !data)) {
    return (
      <p role="alert" className="rounded-xl bg-surface p-4 text-body-sm text-muted">
        {t('errors.unavailable')}
      </p>
    );
  }
  return placeholder ?? <PanelSkeleton busy={fetching} />;
}

/** Fills the height the game page keeps for the panel (game-page.tsx reservedStageHeight). */
function PanelSkeleton({ busy }: { busy: boolean }) {
  return (
    <div
      className="flex w-full flex-1 flex-col gap-3 md:w-[var(--play-width,26rem)]"
      aria-busy={busy || undefined}
    >
      <Skeleton className="min-h-48 flex-1 rounded-2xl" />
      <Skeleton className="h-12" />
      <Skeleton className="h-12" />
    </div>
  );
}
