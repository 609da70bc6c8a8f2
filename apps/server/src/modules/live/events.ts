// Events of the live tables, per game (topic `live.table:<slug>`): a round opens, a bet is placed,
// a round is settled (with every bet's win). With REDIS_URL they reach every instance, so a
// viewer on one instance sees the bets placed on another. Payloads are JSON (ISO dates, bigint
// minor units).
declare module '../../pubsub/channels' {
  interface AppChannels {
    /** per live table: topic `live.table:<slug>` */
    'live.table': [slug: string, event: LiveTableEvent];
  }
}

export type LivePhase = 'BETTING' | 'DECIDING' | 'SETTLED';

/** The public result of a settled round. */
export type LiveOutcome =
  | { kind: 'ROULETTE'; pocket: number; color: string }
  | {
      kind: 'BACCARAT';
      playerCards: number[];
      bankerCards: number[];
      playerTotal: number;
      bankerTotal: number;
      result: 'PLAYER' | 'BANKER' | 'TIE';
    }
  /** dice: the roll in hundredths (0–9999), the same for every bet */
  | { kind: 'DICE'; roll: number }
  /** wheel: the segment under the pointer of the table's wheel */
  | { kind: 'WHEEL'; segment: number; segments: number }
  /**
   * blackjack: everybody's two cards and the dealer's cards (the up card alone while DECIDING,
   * the whole hand once settled, with its total)
   */
  | { kind: 'BLACKJACK'; cards: number[]; dealerCards: number[]; dealerTotal?: number };

/** A round as everyone may see it: the server seed and outcome only once settled. */
export interface PublicLiveRound {
  id: string;
  gameSlug: string;
  engine: 'ROULETTE' | 'BACCARAT' | 'DICE' | 'WHEEL' | 'BLACKJACK';
  number: number;
  phase: LivePhase;
  /** ISO instants */
  bettingEndsAt: string;
  /** blackjack: the decision window's end */
  decidingEndsAt: string | null;
  settledAt: string | null;
  nextRoundAt: string | null;
  serverSeedHash: string;
  serverSeed: string | null;
  clientSeed: string;
  outcome: LiveOutcome | null;
  /** wheel tables: the segment count of the table's wheel (known before the round settles) */
  segments: number | null;
}

/** A bet as the table shows it (userId stays on the server: it only decides `mine`). */
export interface PublicLiveBet {
  id: string;
  roundId: string;
  userId: string;
  player: string;
  demo: boolean;
  currency: string;
  /** minor units */
  amount: bigint;
  /** payout once settled */
  win: bigint | null;
  /**
   * play's bet parameters JSON: roulette / baccarat { kind, bets: [{ type, numbers?, amount
   * (minor, string) }] }; dice { kind, target (hundredths), direction }; wheel { kind, segments,
   * risk }
   */
  params:
    | {
        kind: 'ROULETTE' | 'BACCARAT';
        bets: { type: string; numbers?: number[]; amount: string }[];
      }
    | { kind: 'DICE'; target: number; direction: 'UNDER' | 'OVER' }
    | { kind: 'WHEEL'; segments: number; risk: 'LOW' | 'MEDIUM' | 'HIGH' }
    | { kind: 'BLACKJACK' };
  /** blackjack: the hand's decisions (letters H S D) */
  actions: string;
  /** blackjack, once the cards are dealt: the hand (the table shows others' only once settled) */
  hand: SharedHandView | null;
  settled: boolean;
}

export interface SharedHandView {
  cards: number[];
  total: number;
  soft: boolean;
  decided: boolean;
  doubled: boolean;
  result: string | null;
  /** the initial stake, minor units (a doubled bet's amount is twice it) */
  stake: bigint;
}

export type LiveEventKind = 'ROUND' | 'BET' | 'DEAL' | 'DECISION' | 'RESULT';

export interface LiveTableEvent {
  kind: LiveEventKind;
  round: PublicLiveRound;
  bets: PublicLiveBet[];
  /** ISO instant the event was raised (clients align their clock with it) */
  serverTime: string;
}
