// Punto banco baccarat, dealt from the fair stream as an infinite shoe (each card independent:
// rank = ⌊f·13⌋, A = 1, 2–9 at face value, 10 J Q K = 0; the scheme Stake publishes). Cards in
// dealing order: player, banker, player, banker, then the third cards the tableau asks for
// (player's first), each taking the next float.
// Bets: PLAYER pays 1:1, BANKER 0.95:1 (5 % commission, rounded down to the minor unit), TIE 8:1;
// PLAYER and BANKER bets are returned on a tie. Exact RTPs (`baccaratMath()`, enumeration of the
// infinite shoe): PLAYER 98.772 %, BANKER 98.936 %, TIE 85.883 %.
import type { FloatSource } from '../fairness';

export const BACCARAT_BET_TYPES = ['PLAYER', 'BANKER', 'TIE'] as const;
export type BaccaratBetType = (typeof BACCARAT_BET_TYPES)[number];

export interface BaccaratBet {
  type: BaccaratBetType;
  /** minor units */
  amount: bigint;
}

export interface BaccaratOutcome {
  /** card ranks 0–12 (0 = ace, 9–12 = ten, jack, queen, king) */
  playerCards: number[];
  bankerCards: number[];
  playerTotal: number;
  bankerTotal: number;
  result: 'PLAYER' | 'BANKER' | 'TIE';
  /** per bet: the payout (stake included), minor units */
  wins: bigint[];
}

export const cardValue = (rank: number) => (rank >= 9 ? 0 : rank + 1);
const total = (cards: readonly number[]) => cards.reduce((n, c) => n + cardValue(c), 0) % 10;

/** Whether the banker draws, given its total and the player's third card value (null: none). */
export function bankerDraws(banker: number, playerThird: number | null): boolean {
  if (playerThird === null) return banker <= 5;
  if (banker <= 2) return true;
  if (banker === 3) return playerThird !== 8;
  if (banker === 4) return playerThird >= 2 && playerThird <= 7;
  if (banker === 5) return playerThird >= 4 && playerThird <= 7;
  if (banker === 6) return playerThird === 6 || playerThird === 7;
  return false;
}

export function validateBaccaratBets(bets: readonly BaccaratBet[]): string | null {
  if (bets.length === 0 || bets.length > 3) return 'Between 1 and 3 bets are required.';
  if (new Set(bets.map((b) => b.type)).size !== bets.length) return 'One bet per type.';
  for (const bet of bets) {
    if (!(BACCARAT_BET_TYPES as readonly string[]).includes(bet.type)) {
      return `Unknown bet type: ${String(bet.type)}.`;
    }
    if (bet.amount <= 0n) return 'Every bet needs a positive amount.';
  }
  return null;
}

/** The payout of one bet for a result. */
export function baccaratPayout(bet: BaccaratBet, result: BaccaratOutcome['result']): bigint {
  if (result === 'TIE') return bet.type === 'TIE' ? bet.amount * 9n : bet.amount;
  if (bet.type !== result) return 0n;
  return bet.type === 'BANKER' ? bet.amount + (bet.amount * 95n) / 100n : bet.amount * 2n;
}

export function dealBaccarat(bets: readonly BaccaratBet[], floats: FloatSource): BaccaratOutcome {
  const card = () => Math.floor(floats.next() * 13);
  const player = [card()];
  const banker = [card()];
  player.push(card());
  banker.push(card());
  let p = total(player);
  let b = total(banker);
  if (p < 8 && b < 8) {
    let playerThird: number | null = null;
    if (p <= 5) {
      const c = card();
      player.push(c);
      playerThird = cardValue(c);
      p = total(player);
    }
    if (bankerDraws(b, playerThird)) {
      banker.push(card());
      b = total(banker);
    }
  }
  const result = p > b ? 'PLAYER' : b > p ? 'BANKER' : 'TIE';
  return {
    playerCards: player,
    bankerCards: banker,
    playerTotal: p,
    bankerTotal: b,
    result,
    wins: bets.map((bet) => baccaratPayout(bet, result)),
  };
}

export interface BaccaratMath {
  player: number;
  banker: number;
  tie: number;
  /** RTP per bet type (before rounding the banker's commission) */
  rtp: Record<BaccaratBetType, number>;
}

let cached: BaccaratMath | undefined;

/** Exact result probabilities of the infinite shoe, by enumerating every deal. */
export function baccaratMath(): BaccaratMath {
  if (cached) return cached;
  const pv = (v: number) => (v === 0 ? 4 / 13 : 1 / 13);
  let player = 0;
  let banker = 0;
  let tie = 0;
  const add = (prob: number, p: number, b: number) => {
    if (p > b) player += prob;
    else if (b > p) banker += prob;
    else tie += prob;
  };
  for (let p1 = 0; p1 < 10; p1++)
    for (let p2 = 0; p2 < 10; p2++)
      for (let b1 = 0; b1 < 10; b1++)
        for (let b2 = 0; b2 < 10; b2++) {
          const prob = pv(p1) * pv(p2) * pv(b1) * pv(b2);
          const p = (p1 + p2) % 10;
          const b = (b1 + b2) % 10;
          if (p >= 8 || b >= 8) {
            add(prob, p, b);
          } else if (p <= 5) {
            for (let p3 = 0; p3 < 10; p3++) {
              const pp = (p + p3) % 10;
              if (bankerDraws(b, p3)) {
                for (let b3 = 0; b3 < 10; b3++) add(prob * pv(p3) * pv(b3), pp, (b + b3) % 10);
              } else {
                add(prob * pv(p3), pp, b);
              }
            }
          } else if (bankerDraws(b, null)) {
            for (let b3 = 0; b3 < 10; b3++) add(prob * pv(b3), p, (b + b3) % 10);
          } else {
            add(prob, p, b);
          }
        }
  cached = {
    player,
    banker,
    tie,
    rtp: { PLAYER: 2 * player + tie, BANKER: 1.95 * banker + tie, TIE: 9 * tie },
  };
  return cached;
}
