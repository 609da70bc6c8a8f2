// Wagering progress (spec §4.7 wagerProgress): exact bigint math on the decimal strings, so the
// bar never shows 100 % before the goal is really met.
import { decimalToScale, parseDecimal, type Decimal } from '@aurum/domain';

export interface WagerProgressView {
  /** 0–100, rounded down to a tenth. */
  percent: number;
  /** The goal is met (or there is nothing to wager). */
  done: boolean;
}

function common(a: Decimal, b: Decimal): [bigint, bigint] {
  const scale = Math.max(a.scale, b.scale);
  return [decimalToScale(a, scale), decimalToScale(b, scale)];
}

export function wagerProgress(wagered: string, goal: string): WagerProgressView {
  const w = parseDecimal(wagered);
  const g = parseDecimal(goal);
  if (!w || !g) return { percent: 0, done: false };
  const [done, target] = common(w, g);
  if (target <= 0n) return { percent: 100, done: true };
  if (done >= target) return { percent: 100, done: true };
  if (done <= 0n) return { percent: 0, done: false };
  // tenths of a percent, rounded down
  const permille = (done * 1000n) / target;
  return { percent: Number(permille) / 10, done: false };
}

/** What is left to wager, as a decimal string with the goal's digits ("0" when done). */
export function wagerRemaining(wagered: string, goal: string): string {
  const w = parseDecimal(wagered);
  const g = parseDecimal(goal);
  if (!w || !g) return goal;
  const scale = Math.max(w.scale, g.scale);
  const [done, target] = common(w, g);
  const left = target > done ? target - done : 0n;
  if (scale === 0) return left.toString();
  const base = 10n ** BigInt(scale);
  return `${left / base}.${(left % base).toString().padStart(scale, '0')}`;
}
