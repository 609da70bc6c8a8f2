// /fairness for the originals: the game's settings typed in one field ("3" mines; "16 HIGH" rows
// and risk; "1 7 13 MEDIUM" picks and risk; "20 LOW" segments and risk), the outcome recomputed in
// the browser from the WebCrypto floats with @aurum/domain's rules, and the same outcome as text
// from the server's answer.
import {
  dropPlinko,
  floatsFrom,
  placeMines,
  playKeno,
  spinWheel,
  type OriginalsRisk,
} from '@aurum/domain';
import type { Engine } from '../api/play';

export const ORIGINAL_ENGINES = ['MINES', 'PLINKO', 'KENO', 'WHEEL'] as const;
export type OriginalEngine = (typeof ORIGINAL_ENGINES)[number];
export const isOriginal = (engine: Engine): engine is OriginalEngine =>
  (ORIGINAL_ENGINES as readonly string[]).includes(engine);

export interface OriginalSettings {
  rows?: number;
  risk?: OriginalsRisk;
  picks?: number[];
  segments?: number;
  mines?: number;
}

/** The settings of a bet from the field's text (numbers and a risk word); null when unusable. */
export function parseSettings(engine: OriginalEngine, text: string): OriginalSettings | null {
  const words = text
    .trim()
    .toUpperCase()
    .split(/[\s,;]+/)
    .filter(Boolean);
  const risk = words.find((w) => w === 'LOW' || w === 'MEDIUM' || w === 'HIGH') as
    OriginalsRisk | undefined;
  const numbers = words.filter((w) => /^\d+$/.test(w)).map(Number);
  switch (engine) {
    case 'MINES':
      return numbers.length === 1 ? { mines: numbers[0] } : null;
    case 'PLINKO':
      return numbers.length === 1 && risk ? { rows: numbers[0], risk } : null;
    case 'KENO':
      return numbers.length > 0 && risk ? { picks: numbers, risk } : null;
    case 'WHEEL':
      return numbers.length === 1 && risk ? { segments: numbers[0], risk } : null;
  }
}

/** The outcome as text, from the floats the server says the bet took (browser side). */
export function originalOutcome(
  engine: OriginalEngine,
  settings: OriginalSettings,
  floats: readonly number[],
): string | null {
  const source = floatsFrom(floats);
  try {
    switch (engine) {
      case 'MINES':
        return placeMines(settings.mines!, source).join(' ');
      case 'PLINKO':
        return String(dropPlinko({ rows: settings.rows!, risk: settings.risk! }, source).slot);
      case 'KENO':
        return playKeno({ picks: settings.picks!, risk: settings.risk! }, source).drawn.join(' ');
      case 'WHEEL':
        return String(
          spinWheel({ segments: settings.segments!, risk: settings.risk! }, source).segment,
        );
    }
  } catch {
    return null;
  }
}

/** The same outcome as text from the server's verifyBet answer. */
export function serverOriginalOutcome(
  engine: OriginalEngine,
  bet: {
    plinko: { slot: number } | null;
    keno: { drawn: number[] } | null;
    wheel: { segment: number } | null;
    mineTiles: number[] | null;
  },
): string | null {
  switch (engine) {
    case 'MINES':
      return bet.mineTiles ? bet.mineTiles.join(' ') : null;
    case 'PLINKO':
      return bet.plinko ? String(bet.plinko.slot) : null;
    case 'KENO':
      return bet.keno ? bet.keno.drawn.join(' ') : null;
    case 'WHEEL':
      return bet.wheel ? String(bet.wheel.segment) : null;
  }
}
