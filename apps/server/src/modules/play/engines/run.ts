// One entry point over the engines: validated bet parameters + the fair stream → outcome + win.
// Used by settlement and by verification (which recomputes the same thing from revealed seeds).
import type { FloatSource } from '../fairness';
import {
  dealBaccarat,
  validateBaccaratBets,
  type BaccaratBet,
  type BaccaratOutcome,
} from './baccarat';
import { crashPoint, crashWin, validateCrashTarget } from './crash';
import { diceWin, rollDice, validateDice, type DiceDirection, type DiceOutcome } from './dice';
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
  | { kind: 'CRASH'; target: number }
  | { kind: 'BACCARAT'; bets: BaccaratBet[] };

export type EngineOutcome =
  | { kind: 'SLOTS'; slots: SlotsOutcome }
  | { kind: 'ROULETTE'; roulette: RouletteOutcome }
  | { kind: 'DICE'; dice: DiceOutcome }
  | { kind: 'CRASH'; crash: { point: number; target: number; won: boolean } }
  | { kind: 'BACCARAT'; baccarat: BaccaratOutcome };

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
    case 'CRASH':
      return validateCrashTarget(params.target);
    case 'BACCARAT':
      return validateBaccaratBets(params.bets);
    default:
      return null;
  }
}

/** Crash inputs: the game hash drawn from the chain and the salt (the player's client seed). */
export interface CrashDraw {
  hash: string;
  salt: string;
}

export function runEngine(
  spec: EngineSpec,
  params: BetParams,
  amount: bigint,
  floats: FloatSource,
  crash?: CrashDraw,
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
    case 'CRASH': {
      if (!crash) throw new Error('A crash round needs a game hash.');
      const point = crashPoint(crash.hash, crash.salt, spec.rtpBp);
      return {
        outcome: {
          kind: 'CRASH',
          crash: { point, target: params.target, won: point >= params.target },
        },
        win: crashWin(amount, params.target, point),
      };
    }
  }
}
