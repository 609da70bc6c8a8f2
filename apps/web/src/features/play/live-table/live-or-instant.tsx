// Roulette and baccarat games: a live category's game is a shared table (its own lazy chunk),
// any other plays the one-player instant panel (live-switch.tsx decides).
import type { ReactNode } from 'react';
import type { GameEngineConfig } from '../api/play';
import { InstantPanel } from '../components/instant/instant-panel';
import { LiveSwitch } from './live-switch';

export function LiveOrInstant({
  config,
  fallback,
}: {
  config: GameEngineConfig;
  fallback: ReactNode;
}) {
  return (
    <LiveSwitch config={config} fallback={fallback} instant={<InstantPanel config={config} />} />
  );
}
