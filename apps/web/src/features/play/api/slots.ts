// What the slot page reads besides the game: the jurisdiction rules its presentation follows
// (minimum spin time, no celebration of a return at or below the stake, autoplay allowed).
import { graphql } from '@/lib/graphql';

export const SLOT_RULES_QUERY = graphql(`
  query SlotRules {
    jurisdictionProfile {
      id
      minSpinMillis
      noCelebrationAtOrBelowStake
      autoplayAllowed
    }
  }
`);
