// The /fairness link of a settled round: engine, client seed, nonce and the committed hash
// (crash: the revealed game hash, salt, index and the chain's terminal hash); the originals carry
// their settings in the verifier's format (model/originals-verify.ts parseSettings).
import type { BetRound } from '../api/play';

/** What /fairness reads from its address (components/fairness/use-verifier.ts). */
export interface FairnessFields {
  engine: string;
  clientSeed: string;
  nonce: number;
  /** the committed SHA-256 (crash: the chain's terminal hash) */
  hash: string;
  game: string;
  /** revealed server seed (crash: the game hash) */
  serverSeed?: string | null;
  /** blackjack: the decisions, one letter each */
  actions?: string | null;
  /** a hand at a shared live blackjack table (two card streams) */
  shared?: boolean;
  /** the originals' settings (originalSettings) */
  settings?: string | null;
}

/** The one place the verifier's address is built. */
export function fairnessHref(f: FairnessFields): string {
  const params = new URLSearchParams({
    engine: f.engine,
    clientSeed: f.clientSeed,
    nonce: String(f.nonce),
    hash: f.hash,
    game: f.game,
  });
  if (f.serverSeed) params.set('serverSeed', f.serverSeed);
  if (f.shared) params.set('shared', '1');
  if (f.actions !== undefined && f.actions !== null) params.set('actions', f.actions);
  if (f.settings) params.set('settings', f.settings);
  return `/fairness?${params.toString()}`;
}

export function verifyHref(round: BetRound): string {
  const o = round.outcome;
  return fairnessHref({
    engine: round.engine,
    clientSeed: round.clientSeed,
    nonce: round.nonce,
    hash: round.serverSeedHash,
    game: round.gameSlug,
    // a crash game hash is revealed when its round crashes
    serverSeed: o.__typename === 'CrashOutcome' ? o.gameHash : null,
    actions: o.__typename === 'BlackjackOutcome' ? o.actions : null,
    shared: o.__typename === 'BlackjackOutcome' && o.sharedTable,
    settings: originalSettings(o),
  });
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
