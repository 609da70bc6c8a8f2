// The /fairness link of a settled round: engine, client seed, nonce and the committed hash
// (crash: the revealed game hash, salt, index and the chain's terminal hash); the originals carry
// their settings in the verifier's format (model/originals-verify.ts parseSettings).
import type { BetRound } from '../api/play';

export function verifyHref(round: BetRound): string {
  const params = new URLSearchParams({
    engine: round.engine,
    clientSeed: round.clientSeed,
    nonce: String(round.nonce),
    hash: round.serverSeedHash,
    game: round.gameSlug,
  });
  if (round.outcome.__typename === 'BlackjackOutcome') {
    params.set('actions', round.outcome.actions);
  }
  const settings = originalSettings(round.outcome);
  if (settings) params.set('settings', settings);
  // a crash game hash is revealed when its round crashes
  if (round.outcome.__typename === 'CrashOutcome' && round.outcome.gameHash) {
    params.set('serverSeed', round.outcome.gameHash);
  }
  return `/fairness?${params.toString()}`;
}

/** Mines "3", Plinko "16 HIGH", Keno "1 7 13 MEDIUM", Wheel "20 LOW"; null for other engines. */
export function originalSettings(outcome: BetRound['outcome']): string | null {
  switch (outcome.__typename) {
    case 'MinesOutcome':
      return String(outcome.mines);
    case 'PlinkoOutcome':
      return `${outcome.rows} ${outcome.risk}`;
    case 'KenoOutcome':
      return `${outcome.picks.join(' ')} ${outcome.risk}`;
    case 'WheelOutcome':
      return `${outcome.segments} ${outcome.risk}`;
    default:
      return null;
  }
}
