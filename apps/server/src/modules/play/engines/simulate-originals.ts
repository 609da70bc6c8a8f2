// RTP simulations of the originals (Mines, Plinko, Keno, Wheel) over the fair stream, like
// simulate.ts: the theoretical mean and standard deviation are exact sums over the table (and the
// binomial / hypergeometric chances), the stake 10⁶ minor units so rounding stays below 10⁻⁶.
import {
  binomial,
  dropPlinko,
  kenoTable,
  kenoWin,
  minesWin,
  placeMines,
  playKeno,
  plinkoTable,
  plinkoWin,
  spinWheel,
  wheelLayout,
  wheelWin,
  type OriginalsRisk,
} from '@aurum/domain';
import { fairFloats } from '../fairness';
import { SIM_CLIENT_SEED, SIM_SERVER_SEED, type SimulationResult } from './simulate';

const STAKE = 1_000_000n;
const streamFor = (nonce: number) => fairFloats(SIM_SERVER_SEED, SIM_CLIENT_SEED, nonce);

function result(
  engine: string,
  rounds: number,
  sum: number,
  outcomes: { p: number; r: number }[],
): SimulationResult {
  const mean = outcomes.reduce((n, o) => n + o.p * o.r, 0);
  const sd = Math.sqrt(outcomes.reduce((n, o) => n + o.p * o.r * o.r, 0) - mean * mean);
  const empirical = sum / rounds;
  return {
    engine,
    rounds,
    empirical,
    theoretical: mean,
    sd,
    z: Math.abs(empirical - mean) / (sd / Math.sqrt(rounds)),
  };
}

const ret = (win: bigint) => Number(win) / Number(STAKE);

/** Mines with `mines` mines: open tiles 0 … steps − 1 in order, then cash out. */
export function simulateMines(rounds: number, mines = 3, steps = 3, offset = 0): SimulationResult {
  const p = Number(binomial(25 - mines, steps)) / Number(binomial(25, steps));
  const win = ret(minesWin(STAKE, mines, steps));
  let sum = 0;
  for (let i = 0; i < rounds; i++) {
    const placed = placeMines(mines, streamFor(offset + i));
    if (placed.every((t) => t >= steps)) sum += win;
  }
  return result(`mines (${mines} mines, cash out after ${steps})`, rounds, sum, [
    { p, r: win },
    { p: 1 - p, r: 0 },
  ]);
}

export function simulatePlinko(
  rounds: number,
  rows = 16,
  risk: OriginalsRisk = 'HIGH',
  offset = 0,
): SimulationResult {
  const table = plinkoTable(rows, risk);
  const outcomes = table.map((m, k) => ({
    p: Number(binomial(rows, k)) / 2 ** rows,
    r: ret(plinkoWin({ multiplier: m }, STAKE)),
  }));
  let sum = 0;
  for (let i = 0; i < rounds; i++) {
    sum += ret(plinkoWin(dropPlinko({ rows, risk }, streamFor(offset + i)), STAKE));
  }
  return result(`plinko (${rows} rows, ${risk.toLowerCase()})`, rounds, sum, outcomes);
}

export function simulateKeno(
  rounds: number,
  picks = 10,
  risk: OriginalsRisk = 'HIGH',
  offset = 0,
): SimulationResult {
  const chosen = Array.from({ length: picks }, (_, i) => 1 + i * 3);
  const all = Number(binomial(40, 10));
  const outcomes = kenoTable(picks, risk).map((m, h) => ({
    p: Number(binomial(picks, h) * binomial(40 - picks, 10 - h)) / all,
    r: ret(kenoWin({ multiplier: m }, STAKE)),
  }));
  let sum = 0;
  for (let i = 0; i < rounds; i++) {
    sum += ret(kenoWin(playKeno({ picks: chosen, risk }, streamFor(offset + i)), STAKE));
  }
  return result(`keno (${picks} picks, ${risk.toLowerCase()})`, rounds, sum, outcomes);
}

export function simulateWheel(
  rounds: number,
  segments = 50,
  risk: OriginalsRisk = 'HIGH',
  offset = 0,
): SimulationResult {
  const outcomes = wheelLayout(segments, risk).map((m) => ({
    p: 1 / segments,
    r: ret(wheelWin({ multiplier: m }, STAKE)),
  }));
  let sum = 0;
  for (let i = 0; i < rounds; i++) {
    sum += ret(wheelWin(spinWheel({ segments, risk }, streamFor(offset + i)), STAKE));
  }
  return result(`wheel (${segments} segments, ${risk.toLowerCase()})`, rounds, sum, outcomes);
}
