// A guest's demo round shows its fairness data (guest-round-fairness.tsx, a chunk only guests
// load); signed-in players verify from their bet history.
import { lazy, Suspense } from 'react';
import { useSession } from '@/lib/session';
import type { GuestRound } from './guest-round-fairness';

const Block = lazy(() => import('./guest-round-fairness'));

export function GuestRoundFairness({ round }: { round: GuestRound & { demo: boolean } }) {
  const session = useSession();
  if (session.status === 'user' || !round.demo) return null;
  return (
    <Suspense fallback={null}>
      <Block key={`${round.serverSeedHash}:${round.nonce}`} round={round} />
    </Suspense>
  );
}
