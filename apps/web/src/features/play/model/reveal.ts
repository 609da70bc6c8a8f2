// How long a round's spin shows before its result: long enough to read as a spin (the reels, the
// wheel, the dice), never longer than the server takes when motion is reduced.
import type { Engine } from '../api/play';

const SPIN_MS: Partial<Record<Engine, number>> = { SLOTS: 900, ROULETTE: 1100, DICE: 550 };

export function minimumRoundMs(engine: Engine, reducedMotion: boolean): number {
  if (reducedMotion) return 0;
  return SPIN_MS[engine] ?? 400;
}

/** Waits what is left of the minimum after `elapsed` ms. */
export function waitRest(minimum: number, elapsed: number): Promise<void> {
  const rest = minimum - elapsed;
  return rest > 0 ? new Promise((resolve) => setTimeout(resolve, rest)) : Promise.resolve();
}
