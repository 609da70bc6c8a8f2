// Recomputes a bet from revealed seeds (public; the web /fairness page does the same in the
// browser). For crash the "server seed" is the revealed game hash, the client seed the salt and
// the nonce the game's index in its chain; with the chain's terminal hash the chain link is checked.
import { AppError } from '../../errors';
import { dealBaccarat } from './engines/baccarat';
import {
  cardStream,
  fairShoe,
  IllegalActionError,
  parseActions,
  replayBlackjack,
  replaySharedBlackjack,
  sharedBlackjackSeed,
  sharedDealerHand,
  type BlackjackAction,
  type BlackjackState,
} from '@aurum/domain';
import { crashPoint, verifyGameHash } from './engines/crash';
import {
  dropPlinko,
  placeMines,
  playKeno,
  rollDice,
  spinWheel,
  validateKeno,
  validateMines,
  validatePlinko,
  validateWheel,
  type DiceDirection,
  type KenoOutcome,
  type OriginalsRisk,
  type PlinkoOutcome,
  type WheelOutcome,
} from '@aurum/domain';
import type { EngineKind } from './engines/registry';
import { pocketColor } from './engines/roulette';
import { playSlots, type SlotsOutcome } from './engines/slots';
import { fairFloats, hashServerSeed } from './fairness';

export interface VerifyInput {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  engine: EngineKind;
  /** dice: target (hundredths) and direction; crash: RTP (bp) and the chain's terminal hash */
  target?: number | null;
  direction?: DiceDirection | null;
  rtpBp?: number | null;
  terminalHash?: string | null;
  /** blackjack: the player's actions, one letter each (H S D P) */
  actions?: string | null;
  /** blackjack: a hand at a shared live table (the round's two streams, no split) */
  sharedTable?: boolean | null;
  /** plinko rows, keno picks, wheel segments, the risk of the three; mines: the mine count */
  rows?: number | null;
  risk?: OriginalsRisk | null;
  picks?: number[] | null;
  segments?: number | null;
  mines?: number | null;
}

export interface VerifyResult {
  serverSeedHash: string;
  floats: number[];
  slots: SlotsOutcome | null;
  pocket: number | null;
  color: string | null;
  roll: number | null;
  crashPoint: number | null;
  baccarat: {
    playerCards: number[];
    bankerCards: number[];
    playerTotal: number;
    bankerTotal: number;
    result: string;
  } | null;
  /** crash with a terminal hash: whether the game hash belongs to that chain at `nonce` */
  chainValid: boolean | null;
  /** blackjack: the round replayed on the recomputed shoe; `shoe` = the cards dealt, in order */
  blackjack: { state: BlackjackState; shoe: number[] } | null;
  plinko: PlinkoOutcome | null;
  keno: KenoOutcome | null;
  wheel: WheelOutcome | null;
  mineTiles: number[] | null;
}

/** A hand of a shared live blackjack round replayed from the round's two streams. */
function sharedBlackjackReplay(
  input: VerifyInput,
  actions: BlackjackAction[],
): { state: BlackjackState; shoe: number[] } {
  const stream = (label: 'p' | 'd') =>
    cardStream(
      fairShoe(
        fairFloats(input.serverSeed, sharedBlackjackSeed(input.clientSeed, label), input.nonce),
      ),
    );
  const player = stream('p');
  const dealer = stream('d');
  try {
    const played = replaySharedBlackjack(player, dealer, actions);
    // the table's dealer hand: the same for every hand (drawn even when this one busted)
    const state = { ...played, dealer: sharedDealerHand(dealer) };
    const cards = state.hands[0]!.cards;
    const shoe = [cards[0]!, state.dealer[0]!, cards[1]!, state.dealer[1]!];
    shoe.push(...cards.slice(2), ...state.dealer.slice(2));
    return { state, shoe };
  } catch (error) {
    if (error instanceof IllegalActionError) {
      throw new AppError('VALIDATION_ERROR', { message: error.message });
    }
    throw error;
  }
}

function checked(problem: string | null): void {
  if (problem) throw new AppError('VALIDATION_ERROR', { message: problem });
}

export function verifyBet(input: VerifyInput): VerifyResult {
  if (!Number.isInteger(input.nonce) || input.nonce < 0) {
    throw new AppError('VALIDATION_ERROR', { message: 'The nonce must be a whole number ≥ 0.' });
  }
  if (
    typeof input.serverSeed !== 'string' ||
    input.serverSeed.length === 0 ||
    input.serverSeed.length > 128
  ) {
    throw new AppError('VALIDATION_ERROR', { message: 'A server seed is required.' });
  }
  const taken: number[] = [];
  const source = fairFloats(input.serverSeed, input.clientSeed, input.nonce);
  const floats = {
    next() {
      const v = source.next();
      taken.push(v);
      return v;
    },
    get used() {
      return source.used;
    },
  };
  const result: VerifyResult = {
    serverSeedHash: hashServerSeed(input.serverSeed),
    floats: taken,
    slots: null,
    pocket: null,
    color: null,
    roll: null,
    crashPoint: null,
    baccarat: null,
    chainValid: null,
    blackjack: null,
    plinko: null,
    keno: null,
    wheel: null,
    mineTiles: null,
  };
  switch (input.engine) {
    case 'SLOTS':
      result.slots = playSlots(floats);
      break;
    case 'ROULETTE': {
      const pocket = Math.floor(floats.next() * 37);
      result.pocket = pocket;
      result.color = pocketColor(pocket);
      break;
    }
    case 'DICE':
      result.roll = rollDice(
        { target: input.target ?? 5000, direction: input.direction ?? 'UNDER' },
        floats,
      ).roll;
      break;
    case 'BACCARAT': {
      const deal = dealBaccarat([], floats);
      result.baccarat = {
        playerCards: deal.playerCards,
        bankerCards: deal.bankerCards,
        playerTotal: deal.playerTotal,
        bankerTotal: deal.bankerTotal,
        result: deal.result,
      };
      break;
    }
    case 'BLACKJACK': {
      const text = input.actions ?? '';
      const actions = text.length <= 64 ? parseActions(text) : null;
      if (!actions) {
        throw new AppError('VALIDATION_ERROR', {
          message: 'Actions are letters H, S, D and P (at most 64).',
        });
      }
      if (input.sharedTable) {
        result.blackjack = sharedBlackjackReplay(input, actions);
        break;
      }
      const dealt: number[] = [];
      const shoe = fairShoe(floats);
      const recording = {
        draw() {
          const card = shoe.draw();
          dealt.push(card);
          return card;
        },
        get dealt() {
          return shoe.dealt;
        },
      };
      try {
        result.blackjack = { state: replayBlackjack(recording, actions), shoe: dealt };
      } catch (error) {
        if (error instanceof IllegalActionError) {
          throw new AppError('VALIDATION_ERROR', { message: error.message });
        }
        throw error;
      }
      break;
    }
    case 'CRASH': {
      if (input.nonce < 1 || input.nonce > 10_000_000) {
        throw new AppError('VALIDATION_ERROR', { message: 'The game index must be ≥ 1.' });
      }
      result.crashPoint = crashPoint(input.serverSeed, input.clientSeed, input.rtpBp ?? 9900);
      result.chainValid = input.terminalHash
        ? verifyGameHash(input.serverSeed, input.nonce, input.terminalHash)
        : null;
      break;
    }
    case 'PLINKO': {
      const params = { rows: input.rows ?? 16, risk: input.risk ?? 'MEDIUM' };
      checked(validatePlinko(params));
      result.plinko = dropPlinko(params, floats);
      break;
    }
    case 'KENO': {
      const params = { picks: input.picks ?? [], risk: input.risk ?? 'MEDIUM' };
      checked(validateKeno(params));
      result.keno = playKeno(params, floats);
      break;
    }
    case 'WHEEL': {
      const params = { segments: input.segments ?? 10, risk: input.risk ?? 'MEDIUM' };
      checked(validateWheel(params));
      result.wheel = spinWheel(params, floats);
      break;
    }
    case 'MINES': {
      const mines = input.mines ?? 3;
      checked(validateMines(mines));
      result.mineTiles = placeMines(mines, floats);
      break;
    }
    default:
      throw new AppError('VALIDATION_ERROR', { message: 'Unknown engine.' });
  }
  return result;
}
