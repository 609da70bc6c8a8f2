// A live category's game is a shared table (live-table/, its own lazy chunk); any other game of the
// same engine plays its one-player panel (`instant`). One small query decides
// (GameEngineConfig.liveTable). Used for roulette and baccarat (live-or-instant.tsx), dice
// (components/instant/instant-panel.tsx) and the wheel (components/originals/wheel/wheel-game.tsx),
// so play-panel.tsx keeps one branch per engine.
import { lazy, Suspense, useDeferredValue, type ReactNode } from 'react';
import { useQuery } from 'urql';
import { Skeleton } from '@/components/ui/skeleton';
import type { GameEngineConfig } from '../api/play';
import { LIVE_TABLE_FLAG_QUERY } from './api';

const LiveTableGame = lazy(() => import('./live-table'));

export function LiveSwitch({
  config,
  fallback,
  instant,
}: {
  config: GameEngineConfig;
  fallback: ReactNode;
  instant: ReactNode;
}) {
  const [{ data, error }] = useQuery({
    query: LIVE_TABLE_FLAG_QUERY,
    variables: { slug: config.slug },
  });
  // The answer mounts a whole table (or panel): deferred, React renders it in time slices. A
  // query's answer is an urgent update, and the game page's table mounted in one blocking task
  // (issue 16, total blocking time).
  const flag = useDeferredValue(data?.gameEngine);
  if (flag?.__typename === 'GameEngineConfig' && flag.liveTable) {
    return (
      <Suspense fallback={fallback}>
        <LiveTableGame config={config} />
      </Suspense>
    );
  }
  if (flag || error) return instant;
  return fallback;
}

/** The panel's place while the switch asks (the game page's skeleton). */
export function LiveSwitchSkeleton() {
  return (
    <div className="flex w-full flex-col gap-3 md:w-[var(--play-width,26rem)]" aria-busy="true">
      <Skeleton className="h-48 rounded-2xl" />
      <Skeleton className="h-12" />
      <Skeleton className="h-12" />
    </div>
  );
}
