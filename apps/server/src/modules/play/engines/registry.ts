// Which engine plays which catalogue game, and with what configuration.
//
// Category → engine (docs/play-notes.md):
//   slots, fruit-game            → SLOTS (5×3, 10 lines, themed symbols)
//   roulette, live-roulette      → ROULETTE (European, 37 pockets)
//   crash                        → CRASH (hash chain, cash-out at a target)
//   live-baccarat                → BACCARAT (punto banco, infinite shoe)
//   live-blackjack               → BLACKJACK (6 decks, S17, 3:2; a multi-step round, modules/blackjack)
//   live-game-show                → WHEEL (segments and risk levels)
//   other, by the game's name     → MINES ("… Mines"), PLINKO ("… Plinko"), KENO ("… Keno"),
//                                   DICE (the rest: "… Dice")
//   live-casino                   → DICE (the catalogue step `catalogue-honest-engines` renames
//                                   its table games to dice tables; docs/games-engines-notes.md)
//
// Declared RTP: slots, dice and crash return exactly the catalogue's `payout` of the game
// (slots by scaling the paytable, dice and crash through their formulas); European roulette
// returns 36/37 = 97.30 % whatever the catalogue says; baccarat returns its rules' RTP per bet
// (declared: the banker bet's 98.94 %); blackjack returns its rules' RTP under basic strategy.
import type { GameView } from '../../catalogue';
import { baccaratMath } from './baccarat';
import { BLACKJACK_RTP } from '@aurum/domain';
import { declaredRtp, scaleFor } from './slots';
import { slotTheme, type SlotTheme } from './theme';

export const ENGINE_KINDS = [
  'SLOTS',
  'ROULETTE',
  'DICE',
  'CRASH',
  'BACCARAT',
  'BLACKJACK',
  'MINES',
  'PLINKO',
  'KENO',
  'WHEEL',
] as const;
export type EngineKind = (typeof ENGINE_KINDS)[number];

export const CATEGORY_ENGINES: Record<string, EngineKind> = {
  slots: 'SLOTS',
  'fruit-game': 'SLOTS',
  roulette: 'ROULETTE',
  'live-roulette': 'ROULETTE',
  crash: 'CRASH',
  'live-baccarat': 'BACCARAT',
  'live-blackjack': 'BLACKJACK',
  'live-casino': 'DICE',
  'live-game-show': 'WHEEL',
  other: 'DICE',
};

/** European roulette's RTP, basis points (36/37, shown rounded). */
export const ROULETTE_RTP_BP = 9730;

/**
 * Stake limits per round in USD minor units, converted to the account currency at play time.
 * Slots take 0.20 like real casinos' video slots (and the free-spins bonus's 0.20 spins and its
 * 0.20–2 wagering bets); table games and the rest start at 1.00.
 */
export const STAKE_LIMITS_USD: Record<EngineKind, { min: bigint; max: bigint }> = {
  SLOTS: { min: 20n, max: 100_00n },
  ROULETTE: { min: 100n, max: 1_000_00n },
  DICE: { min: 100n, max: 1_000_00n },
  CRASH: { min: 100n, max: 1_000_00n },
  BACCARAT: { min: 100n, max: 1_000_00n },
  /** the initial bet; doubles and splits add one initial bet each */
  BLACKJACK: { min: 100n, max: 1_000_00n },
  MINES: { min: 10n, max: 1_000_00n },
  PLINKO: { min: 10n, max: 1_000_00n },
  KENO: { min: 10n, max: 1_000_00n },
  WHEEL: { min: 10n, max: 1_000_00n },
};

/** The originals' declared RTP: every table returns exactly 99 % (@aurum/domain games/). */
export const ORIGINALS_RTP_BP = 9900;

/** The engine an "other" game plays, by the game its name promises. */
export function otherEngineOf(name: string): EngineKind {
  if (/\bmines\b/i.test(name)) return 'MINES';
  if (/\bplinko\b/i.test(name)) return 'PLINKO';
  if (/\bkeno\b/i.test(name)) return 'KENO';
  return 'DICE';
}

export interface EngineSpec {
  kind: EngineKind;
  /** declared RTP in basis points (9650 = 96.50 %) */
  rtpBp: number;
  /** the exact declared RTP as a fraction (slots: base RTP × scale) */
  rtp: number;
  /** slots only */
  scaleNum?: bigint;
  theme?: SlotTheme;
}

/** The engine of a game: by its category, and for "other" games by the game its name names. */
export function engineKindOf(category: string, name = ''): EngineKind {
  if (category === 'other') return otherEngineOf(name);
  return CATEGORY_ENGINES[category] ?? 'DICE';
}

/** The game's payout (percent) in basis points, kept to a sane range. */
function payoutBp(payout: number): number {
  const bp = Math.round(payout * 100);
  return Math.min(9900, Math.max(9000, Number.isFinite(bp) ? bp : 9600));
}

/**
 * The engine's declared RTP (a fraction) for a game of `category` whose catalogue payout is
 * `payout` percent: fixed by the rules for roulette, baccarat (the banker bet, the best one) and
 * blackjack (basic strategy); set by the catalogue for the others (slots through their paytable
 * scale). The one source of a game's RTP: the game panel shows it and the catalogue's payout is
 * written from it (declaredPayoutPercent), so the two never disagree.
 */
export function declaredRtpOf(kind: EngineKind, payout: number): number {
  switch (kind) {
    case 'SLOTS':
      return declaredRtp(scaleFor(payoutBp(payout)));
    case 'ROULETTE':
      return 36 / 37;
    case 'BACCARAT':
      return baccaratMath().rtp.BANKER;
    case 'BLACKJACK':
      return BLACKJACK_RTP;
    case 'MINES':
    case 'PLINKO':
    case 'KENO':
    case 'WHEEL':
      return ORIGINALS_RTP_BP / 10000;
    default:
      return payoutBp(payout) / 10000;
  }
}

/** The RTP as the panel shows it and the catalogue stores it: percent, 2 decimals. */
export function rtpPercent(rtp: number): number {
  return Number((rtp * 100).toFixed(2));
}

/** The catalogue payout (percent, 2 decimals) of a game: its engine's declared RTP. */
export function declaredPayoutPercent(category: string, payout: number, name = ''): number {
  return rtpPercent(declaredRtpOf(engineKindOf(category, name), payout));
}

export function engineSpecOf(
  game: Pick<GameView, 'category' | 'name' | 'info' | 'engineTheme'>,
): EngineSpec {
  const kind = engineKindOf(game.category, game.name);
  const rtp = declaredRtpOf(kind, game.info.payout);
  switch (kind) {
    case 'SLOTS': {
      const rtpBp = payoutBp(game.info.payout);
      return { kind, rtpBp, rtp, scaleNum: scaleFor(rtpBp), theme: slotTheme(game) };
    }
    case 'ROULETTE':
      return { kind, rtpBp: ROULETTE_RTP_BP, rtp };
    case 'BACCARAT':
    case 'BLACKJACK':
      return { kind, rtpBp: Math.floor(rtp * 10000), rtp };
    case 'MINES':
    case 'PLINKO':
    case 'KENO':
    case 'WHEEL':
      return { kind, rtpBp: ORIGINALS_RTP_BP, rtp };
    default:
      return { kind, rtpBp: payoutBp(game.info.payout), rtp };
  }
}
