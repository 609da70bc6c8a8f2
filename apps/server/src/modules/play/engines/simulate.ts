// RTP simulation of each engine over the fair stream (HMAC-SHA256 floats of a fixed seed pair,
// nonces 0 … n − 1), compared with the engine's exact theoretical RTP and standard deviation.
// Used by the CI tests (small n, wide interval) and `npm run fairness` (10M rounds, 99 %).
import { fairFloats, type FloatSource } from '../fairness';
import { baccaratMath, dealBaccarat } from './baccarat';
import { crashPointFromUniform, crashWin } from '@aurum/domain';
import { diceChanceBp, diceWin, rollDice, type DiceParams } from '@aurum/domain';
import { settleRoulette, spinRoulette, type RouletteBet } from './roulette';
import { LINES, playSlots, SCALE_DEN, scaleFor, slotsMath } from './slots';

export interface SimulationResult {
  engine: string;
  rounds: number;
  /** Σ win / Σ stake */
  empirical: number;
  /** exact theoretical RTP of the simulated bet */
  theoretical: number;
  /** standard deviation of one round's return (win / stake); slots: estimated from the sample */
  sd: number;
  /** |empirical − theoretical| / (sd / √n) */
  z: number;
}

export const SIM_SERVER_SEED = 'aurum-rtp-simulation-server-seed';
export const SIM_CLIENT_SEED = 'aurum-rtp-simulation';

function finish(engine: string, rounds: number, sum: number, theoretical: number, sd: number) {
  const empirical = sum / rounds;
  return {
    engine,
    rounds,
    empirical,
    theoretical,
    sd,
    z: Math.abs(empirical - theoretical) / (sd / Math.sqrt(rounds)),
  };
}

const streamFor = (nonce: number): FloatSource =>
  fairFloats(SIM_SERVER_SEED, SIM_CLIENT_SEED, nonce);

/** Dice, roll under 49.50, RTP rtpBp; stake 10⁶ minor units so rounding is below 10⁻⁶. */
export function simulateDice(rounds: number, rtpBp = 9900, offset = 0): SimulationResult {
  const params: DiceParams = { target: 4950, direction: 'UNDER' };
  const stake = 1_000_000n;
  const c = diceChanceBp(params) / 10000;
  const winAmount = Number((stake * BigInt(rtpBp)) / BigInt(diceChanceBp(params))) / Number(stake);
  const theoretical = c * winAmount;
  const sd = Math.sqrt(c * winAmount * winAmount - theoretical * theoretical);
  let sum = 0;
  for (let i = 0; i < rounds; i++) {
    sum += Number(diceWin(rollDice(params, streamFor(offset + i)), stake, rtpBp)) / Number(stake);
  }
  return finish('dice (under 49.50)', rounds, sum, theoretical, sd);
}

/** Roulette, one straight-up bet on 17 (the highest-variance bet). */
export function simulateRoulette(rounds: number, offset = 0): SimulationResult {
  const bets: RouletteBet[] = [{ type: 'STRAIGHT', numbers: [17], amount: 1n }];
  let mean = 0;
  let square = 0;
  for (let pocket = 0; pocket <= 36; pocket++) {
    const r = Number(settleRoulette(bets, pocket).wins[0]);
    mean += r / 37;
    square += (r * r) / 37;
  }
  let sum = 0;
  for (let i = 0; i < rounds; i++) sum += Number(spinRoulette(bets, streamFor(offset + i)).wins[0]);
  return finish('roulette (straight)', rounds, sum, mean, Math.sqrt(square - mean * mean));
}

/** Crash, cash-out at 2.00×, RTP rtpBp; the game's uniform from the fair stream's first float. */
export function simulateCrash(
  rounds: number,
  rtpBp = 9900,
  target = 200,
  offset = 0,
): SimulationResult {
  const p = rtpBp / 100 / target;
  const m = target / 100;
  const theoretical = p * m;
  const sd = Math.sqrt(p * m * m - theoretical * theoretical);
  let sum = 0;
  for (let i = 0; i < rounds; i++) {
    const point = crashPointFromUniform(streamFor(offset + i).next(), rtpBp);
    sum += Number(crashWin(100n, target, point)) / 100;
  }
  return finish(`crash (cash-out ${m.toFixed(2)}×)`, rounds, sum, theoretical, sd);
}

/** Baccarat, one bet on BANKER (100 minor units: the 5 % commission is exact). */
export function simulateBaccarat(rounds: number, offset = 0): SimulationResult {
  const m = baccaratMath();
  const theoretical = m.rtp.BANKER;
  const sd = Math.sqrt(m.banker * 1.95 * 1.95 + m.tie - theoretical * theoretical);
  const bets = [{ type: 'BANKER' as const, amount: 100n }];
  let sum = 0;
  for (let i = 0; i < rounds; i++) {
    sum += Number(dealBaccarat(bets, streamFor(offset + i)).wins[0]) / 100;
  }
  return finish('baccarat (banker)', rounds, sum, theoretical, sd);
}

/** Slots scaled to a declared RTP (rtpBp), as a catalogue game with that payout plays. */
export function simulateSlots(rounds: number, rtpBp = 9600, offset = 0): SimulationResult {
  const scale = Number(scaleFor(rtpBp)) / Number(SCALE_DEN);
  const theoretical = slotsMath().rtp * scale;
  let sum = 0;
  let square = 0;
  for (let i = 0; i < rounds; i++) {
    const r = (playSlots(streamFor(offset + i)).totalUnits / LINES) * scale;
    sum += r;
    square += r * r;
  }
  const mean = sum / rounds;
  return finish(
    `slots (declared ${(rtpBp / 100).toFixed(2)} %)`,
    rounds,
    sum,
    theoretical,
    Math.sqrt(square / rounds - mean * mean),
  );
}
