// What the crash panel's one action button does now, from the round, the viewer's bet and a
// queued bet: the button's label, variant and enablement all follow from it.
import type { CrashBet, CrashRound } from '../api/crash';
import { fairnessHref } from './verify-link';

export type CrashMode = 'signIn' | 'bet' | 'placed' | 'cashOut' | 'queue' | 'queued' | 'loading';

export function crashMode({
  signedIn,
  round,
  mine,
  queued,
}: {
  signedIn: boolean;
  round: CrashRound | null;
  mine: CrashBet | null;
  queued: boolean;
}): CrashMode {
  if (!signedIn) return 'signIn';
  if (!round) return 'loading';
  if (mine?.status === 'ACTIVE' && round.phase === 'RUNNING') return 'cashOut';
  if (mine?.status === 'ACTIVE' && round.phase === 'BETTING') return 'placed';
  if (round.phase === 'BETTING' && !mine) return 'bet';
  return queued ? 'queued' : 'queue';
}

/** /fairness with a crash round's revealed data filled in. */
export function verifyCrashHref(
  slug: string,
  r: { gameHash: string; salt: string; gameIndex: number; terminalHash: string },
): string {
  return fairnessHref({
    engine: 'CRASH',
    serverSeed: r.gameHash,
    clientSeed: r.salt,
    nonce: r.gameIndex,
    hash: r.terminalHash,
    game: slug,
  });
}

/** Milliseconds since the round started, on the server's clock (`offset` = server − local). */
export const elapsedMs = (round: CrashRound, offset: number, now = Date.now()) =>
  now + offset - Date.parse(round.startedAt ?? round.bettingEndsAt);
