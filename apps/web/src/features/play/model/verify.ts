// Recomputes a bet in the browser and compares it with the server's verifyBet answer: the floats
// with WebCrypto (fair.ts), the outcome with the shared rules of @aurum/domain.
import {
  cardStream,
  fairShoe,
  floatsFrom,
  parseActions,
  replaySharedBlackjack,
  sharedBlackjackSeed,
  sharedDealerHand,
  replayRound,
  roundSummary,
  SHOE_SIZE,
  shuffleShoe,
  type BlackjackState,
} from '@aurum/domain';
import type { Engine, VerifiedBet } from '../api/play';
import {
  isOriginal,
  originalOutcome,
  parseSettings,
  serverOriginalOutcome,
} from './originals-verify';
import { crashPoint, diceRoll, fairFloats, percentToBp, roulettePocket, sha256Hex } from './fair';

export interface VerifyInput {
  engine: Engine;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  rtp?: string;
  /** blackjack: the player's actions, one letter each (H S D P) */
  actions?: string;
  /** the originals: the game's settings (model/originals-verify.ts) */
  settings?: string;
  /** blackjack: a hand at a shared live table (two streams: client seed + ":p" / ":d") */
  shared?: boolean;
}

/** Floats enough for one stream of a shared blackjack round (at most 21 cards a hand or dealer). */
const SHARED_STREAM_FLOATS = 32;

async function sharedBlackjack(input: VerifyInput): Promise<BrowserResult> {
  const stream = async (label: 'p' | 'd') =>
    cardStream(
      fairShoe(
        floatsFrom(
          await fairFloats(
            input.serverSeed,
            sharedBlackjackSeed(input.clientSeed, label),
            input.nonce,
            SHARED_STREAM_FLOATS,
          ),
        ),
      ),
    );
  const player = await stream('p');
  const dealer = await stream('d');
  const actions = parseActions(input.actions ?? '');
  let replay: BlackjackState | null = null;
  try {
    const played = actions ? replaySharedBlackjack(player, dealer, actions) : null;
    replay = played ? { ...played, dealer: sharedDealerHand(dealer) } : null;
  } catch {
    replay = null;
  }
  const cards = replay?.hands[0]?.cards ?? [];
  const shoe = replay
    ? [
        cards[0]!,
        replay.dealer[0]!,
        cards[1]!,
        replay.dealer[1]!,
        ...cards.slice(2),
        ...replay.dealer.slice(2),
      ]
    : [];
  return {
    serverSeedHash: await sha256Hex(input.serverSeed),
    // the server reports no float list for the two streams
    floats: [],
    outcome: replay ? roundSummary(replay) : null,
    shoe,
    replay,
  };
}

export interface BrowserResult {
  serverSeedHash: string;
  floats: number[];
  /** The engine's outcome as text (dice roll, roulette pocket, crash point, blackjack round). */
  outcome: string | null;
  /** blackjack: the whole shuffled shoe and the round replayed on it (null: the moves do not fit) */
  shoe?: number[];
  replay?: BlackjackState | null;
}

export async function verifyInBrowser(
  input: VerifyInput,
  floatCount: number,
): Promise<BrowserResult> {
  if (input.engine === 'CRASH') {
    const point = await crashPoint(
      input.serverSeed,
      input.clientSeed,
      input.rtp ? percentToBp(input.rtp) : 9900,
    );
    return { serverSeedHash: await sha256Hex(input.serverSeed), floats: [], outcome: point };
  }
  if (input.engine === 'BLACKJACK' && input.shared) return sharedBlackjack(input);
  if (input.engine === 'BLACKJACK') {
    // the whole shoe (311 floats), then the round: deal and replay the actions
    const all = await fairFloats(input.serverSeed, input.clientSeed, input.nonce, SHOE_SIZE - 1);
    const shoe = shuffleShoe(all);
    const actions = parseActions(input.actions ?? '');
    let replay: BlackjackState | null = null;
    try {
      replay = actions ? replayRound(shoe, actions) : null;
    } catch {
      replay = null;
    }
    return {
      serverSeedHash: await sha256Hex(input.serverSeed),
      floats: all.slice(0, Math.max(1, floatCount)),
      outcome: replay ? roundSummary(replay) : null,
      shoe,
      replay,
    };
  }
  const floats = await fairFloats(
    input.serverSeed,
    input.clientSeed,
    input.nonce,
    Math.max(1, floatCount),
  );
  const first = floats[0] ?? 0;
  if (isOriginal(input.engine)) {
    const settings = parseSettings(input.engine, input.settings ?? '');
    return {
      serverSeedHash: await sha256Hex(input.serverSeed),
      floats,
      outcome: settings ? originalOutcome(input.engine, settings, floats) : null,
    };
  }
  const outcome =
    input.engine === 'DICE'
      ? diceRoll(first)
      : input.engine === 'ROULETTE'
        ? String(roulettePocket(first))
        : null;
  return { serverSeedHash: await sha256Hex(input.serverSeed), floats, outcome };
}

export function serverOutcome(engine: Engine, bet: VerifiedBet): string | null {
  if (engine === 'DICE') return bet.roll;
  if (engine === 'ROULETTE') return bet.pocket === null ? null : String(bet.pocket);
  if (engine === 'CRASH') return bet.crashPoint;
  if (isOriginal(engine)) return serverOriginalOutcome(engine, bet);
  if (engine === 'BLACKJACK' && bet.blackjack) {
    return roundSummary({ dealer: bet.blackjack.dealerCards, hands: bet.blackjack.hands });
  }
  return null;
}

/** The browser and the server agree: same hash, same floats, same outcome. */
export function agrees(engine: Engine, browser: BrowserResult, server: VerifiedBet): boolean {
  if (browser.serverSeedHash !== server.serverSeedHash) return false;
  if (browser.outcome !== serverOutcome(engine, server)) return false;
  if (engine === 'CRASH') return true;
  return (
    browser.floats.length === server.floats.length &&
    browser.floats.every((f, i) => f === server.floats[i])
  );
}
