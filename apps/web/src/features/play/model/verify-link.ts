// The /fairness link of a settled round: engine, client seed, nonce and the committed hash
// (crash: the revealed game hash, salt, index and the chain's terminal hash).
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
  // a crash game hash is revealed when its round crashes
  if (round.outcome.__typename === 'CrashOutcome' && round.outcome.gameHash) {
    params.set('serverSeed', round.outcome.gameHash);
  }
  return `/fairness?${params.toString()}`;
}
