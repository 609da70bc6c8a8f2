// Blackjack played with the fixed basic strategy over the fair stream, for the RTP tests and
// `npm run fairness`. The return of a round is measured per initial bet: (payout − extra stakes
// of doubles and splits) / initial bet, whose mean is the declared RTP (BLACKJACK_RTP).
import { fairFloats, type FloatSource } from '../fairness';
import {
  applyAction,
  blackjackPayouts,
  BLACKJACK_RTP,
  dealBlackjack,
  fairShoe,
  type BlackjackState,
} from '@aurum/domain';
import { basicStrategy } from './blackjack-strategy';
import { SIM_CLIENT_SEED, SIM_SERVER_SEED, type SimulationResult } from './simulate';

/** One round played by the basic strategy on the shoe of `floats`. */
export function playBasicStrategy(floats: FloatSource): BlackjackState {
  const shoe = fairShoe(floats);
  let state = dealBlackjack(shoe);
  while (!state.finished) state = applyAction(state, basicStrategy(state), shoe);
  return state;
}

/** The round's return per initial bet (2 minor units: 3:2 is exact). */
export function basicStrategyReturn(floats: FloatSource): { ret: number; wagered: number } {
  const state = playBasicStrategy(floats);
  const p = blackjackPayouts(state, 2n);
  return { ret: Number(p.win - p.stake + 2n) / 2, wagered: Number(p.stake) / 2 };
}

/** Blackjack by basic strategy over nonces offset … offset + n − 1 of the simulation seeds. */
export function simulateBlackjack(rounds: number, offset = 0): SimulationResult {
  let sum = 0;
  let square = 0;
  for (let i = 0; i < rounds; i++) {
    const { ret } = basicStrategyReturn(fairFloats(SIM_SERVER_SEED, SIM_CLIENT_SEED, offset + i));
    sum += ret;
    square += ret * ret;
  }
  const empirical = sum / rounds;
  const sd = Math.sqrt(square / rounds - empirical * empirical);
  return {
    engine: 'blackjack (basic strategy)',
    rounds,
    empirical,
    theoretical: BLACKJACK_RTP,
    sd,
    z: Math.abs(empirical - BLACKJACK_RTP) / (sd / Math.sqrt(rounds)),
  };
}
