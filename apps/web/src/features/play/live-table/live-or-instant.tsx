// Roulette and baccarat games: a live category's game is a shared table (its own lazy chunk),
// any other plays the one-player instant panel. One small query decides (GameEngineConfig.liveTable).
import { lazy, Suspense, type ReactNode } from 'react';
import { useQuery } from 'urql';
import type { GameEngineConfig } from '../api/play';
import { InstantPanel } from '../components/instant/instant-panel';
import { LIVE_TABLE_FLAG_QUERY } from './api';

const LiveTableGame = lazy(() => import('./live-table'));

export function LiveOrInstant({
  config,
  fallback,
}: {
  config: GameEngineConfig;
  fallback: ReactNode;
}) {
  const [{ data, error }] = useQuery({
    query: LIVE_TABLE_FLAG_QUERY,
    variables: { slug: config.slug },
  });
  const flag = data?.gameEngine;
  if (flag?.__typename === 'GameEngineConfig' && flag.liveTable) {
    return (
      <Suspense fallback={fallback}>
        <LiveTableGame config={config} />
      </Suspense>
    );
  }
  if (flag || error) return <InstantPanel config={config} />;
  return fallback;
}
