// One entry point over the engines: validated bet parameters + the fair stream → outcome + win.
// Used by settlement and by verification (which recomputes the same thing from revealed seeds).
import type { FloatSource } from '../fairness';
import {
  dealBaccarat,
  validateBaccaratBets,
  type BaccaratBet,
  type BaccaratOutcome,
} from './baccarat';
import {
  dropPlinko,
  playKeno,
  plinkoWin,
  kenoWin,
  spinWheel,
  validateKeno,
  validatePlinko,
  validateWheel,
  wheelWin,
  type KenoOutcome,
  type KenoRisk,
  type PlinkoOutcome,
  type PlinkoRisk,
  type WheelOutcome,
  type WheelRisk,
  diceWin,
  rollDice,
  validateDice,
  type DiceDirection,
  type DiceOutcome,
} from '@aurum/domain';
import type { EngineKind, EngineSpec } from './registry';
import {
  spinRoulette,
  validateRouletteBets,
  type RouletteBet,
  type RouletteOutcome,
} from './roulette';
import { playSlots, slotsWin, type SlotsOutcome } from './slots';

export type BetParams =
  | { kind: 'SLOTS' }
  | { kind: 'ROULETTE'; bets: RouletteBet[] }
  | { kind: 'DICE'; target: number; direction: DiceDirection }
  | { kind: 'BACCARAT'; bets: BaccaratBet[] }
  | { kind: 'PLINKO'; rows: number; risk: PlinkoRisk }
  | { kind: 'KENO'; picks: number[]; risk: KenoRisk }
  | { kind: 'WHEEL'; segments: number; risk: WheelRisk };

export type EngineOutcome =
  | { kind: 'SLOTS'; slots: SlotsOutcome }
  | { kind: 'ROULETTE'; roulette: RouletteOutcome }
  | { kind: 'DICE'; dice: DiceOutcome }
  // stored shared crash rounds (modules/crash); crash is not played through runEngine
  | { kind: 'CRASH'; crash: { point: number | null; target: number | null; won: boolean } }
  | { kind: 'BACCARAT'; baccarat: BaccaratOutcome }
  | { kind: 'PLINKO'; plinko: PlinkoOutcome }
  | { kind: 'KENO'; keno: KenoOutcome }
  | { kind: 'WHEEL'; wheel: WheelOutcome };

/** The stake of a bet (roulette: the sum of its bets), minor units. */
export function stakeOf(params: BetParams, amount: bigint): bigint {
  return params.kind === 'ROULETTE' || params.kind === 'BACCARAT'
    ? params.bets.reduce((n, b) => n + b.amount, 0n)
    : amount;
}

/** Null when the parameters are valid for the engine, else the reason. */
export function validateParams(kind: EngineKind, params: BetParams): string | null {
  if (params.kind !== kind) return `This game plays ${kind.toLowerCase()}.`;
  switch (params.kind) {
    case 'ROULETTE':
      return validateRouletteBets(params.bets);
    case 'DICE':
      return validateDice(params);
    case 'BACCARAT':
      return validateBaccaratBets(params.bets);
    case 'PLINKO':
      return validatePlinko(params);
    case 'KENO':
      return validateKeno(params);
    case 'WHEEL':
      return validateWheel(params);
    default:
      return null;
  }
}

export function runEngine(
  spec: EngineSpec,
  params: BetParams,
  amount: bigint,
  floats: FloatSource,
): { outcome: EngineOutcome; win: bigint } {
  switch (params.kind) {
    case 'SLOTS': {
      const slots = playSlots(floats);
      return {
        outcome: { kind: 'SLOTS', slots },
        win: slotsWin(amount, slots.totalUnits, spec.scaleNum!),
      };
    }
    case 'ROULETTE': {
      const roulette = spinRoulette(params.bets, floats);
      return {
        outcome: { kind: 'ROULETTE', roulette },
        win: roulette.wins.reduce((n, w) => n + w, 0n),
      };
    }
    case 'DICE': {
      const dice = rollDice(params, floats);
      return { outcome: { kind: 'DICE', dice }, win: diceWin(dice, amount, spec.rtpBp) };
    }
    case 'BACCARAT': {
      const baccarat = dealBaccarat(params.bets, floats);
      return {
        outcome: { kind: 'BACCARAT', baccarat },
        win: baccarat.wins.reduce((n, w) => n + w, 0n),
      };
    }
    case 'PLINKO': {
      const plinko = dropPlinko(params, floats);
      return { outcome: { kind: 'PLINKO', plinko }, win: plinkoWin(plinko, amount) };
    }
    case 'KENO': {
      const keno = playKeno(params, floats);
      return { outcome: { kind: 'KENO', keno }, win: kenoWin(keno, amount) };
    }
    case 'WHEEL': {
      const wheel = spinWheel(params, floats);
      return { outcome: { kind: 'WHEEL', wheel }, win: wheelWin(wheel, amount) };
    }
  }
}
