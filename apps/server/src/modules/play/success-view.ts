// The GraphQL PlaySuccess of a settled round, for callers outside this module that settle rounds
// through placeBet (bonuses' free spins).
import type { PlaceBetResult } from './place-bet';
import { major, roundView } from './views';

export function playSuccessView(result: PlaceBetResult) {
  const b = result.balance;
  return {
    __typename: 'PlaySuccess' as const,
    round: roundView(result.round),
    replayed: result.replayed,
    balance: {
      currency: b.currency,
      real: major(b.real, b.currency),
      bonus: major(b.bonus, b.currency),
      total: major(b.real + b.bonus, b.currency),
    },
  };
}
