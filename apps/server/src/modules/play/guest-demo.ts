// Demo play for guests (issue 18): a guest's round of a one-shot engine (slots, dice, roulette,
// baccarat, plinko, keno, wheel) is evaluated by the SAME engine runner as a real bet
// (`runEngine`), on a fresh seed pair of its own (random server and client seed, nonce 0) —
// and nothing else happens: no ledger, no play_rounds row, no outbox event, no nonce, no RG
// accounting. This module imports nothing that can move money (see guest-demo.test.ts, which
// also checks that the ledger and the rounds table are untouched). The guest's fun balance lives
// in the browser (1,000.00 in the site currency); the answer's balance is zero.
//
// Verifiable like a real round: a guest first asks for a demo seed commitment
// (`rotateGuestDemoSeed`): a fresh server seed's SHA-256 and the seed itself SEALED by the server
// (AES-256-GCM, the secrets keyring) as an opaque token — still nothing stored. Each demo round
// then sends the token, its own client seed and a nonce (counted by the browser), and is played on
// exactly those (the hash was shown before the bet). Rotating with the old token reveals its
// server seed, so the guest can recompute every round of the pair on /fairness. A guest who
// reveals a seed and keeps playing on it only learns outcomes of fun money.
import { randomUUID } from 'node:crypto';
import { AppError } from '../../errors';
import { openSecret, sealSecret, type Keyring } from '../../security/secret-box';
import type { Db } from '../../db/client';
import {
  runEngine,
  stakeOf,
  validateParams,
  type BetParams,
  type EngineOutcome,
} from './engines/run';
import {
  fairFloats,
  hashServerSeed,
  isValidClientSeed,
  newClientSeed,
  newServerSeed,
} from './fairness';
import {
  outcomeJson,
  paramsJson,
  playableGame,
  stakeLimits,
  type PlaceBetResult,
} from './place-bet';
import { currencyDecimals } from '@aurum/domain';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const SEED_CONTEXT = 'guest-demo-seed';
const MAX_NONCE = 1_000_000;

/** A guest's demo seed pair, as the browser holds it (token = the sealed server seed). */
export interface GuestDemoSeedInput {
  token: string;
  clientSeed: string;
  nonce: number;
}

/** The server seed sealed in a token; VALIDATION_ERROR for anything this server did not seal. */
export function openGuestDemoSeed(keyring: Keyring, token: string): string {
  try {
    const seed = openSecret(keyring, token, SEED_CONTEXT);
    if (/^[0-9a-f]{64}$/.test(seed)) return seed;
  } catch {
    // falls through to the validation error
  }
  throw new AppError('VALIDATION_ERROR', { message: 'Unknown demo seed token.' });
}

/** A new demo seed commitment, and the previous pair's server seed revealed (when given). */
export function rotateGuestDemoSeed(
  keyring: Keyring,
  previous: string | null,
): { token: string; serverSeedHash: string; revealedServerSeed: string | null } {
  const revealedServerSeed = previous ? openGuestDemoSeed(keyring, previous) : null;
  const serverSeed = newServerSeed();
  return {
    token: sealSecret(keyring, serverSeed, SEED_CONTEXT),
    serverSeedHash: hashServerSeed(serverSeed),
    revealedServerSeed,
  };
}

export interface GuestDemoInput {
  gameSlug: string;
  /** the site currency of the guest's region (the game page's config currency) */
  currency: string;
  amount: bigint;
  params: BetParams;
  roundId: string | null;
  /** the guest's committed seed pair; without it a throwaway pair (never revealed) is used */
  seed?: { keyring: Keyring; pair: GuestDemoSeedInput } | null;
}

/** One guest demo round: the engine's outcome on a throwaway seed pair; nothing is stored. */
export async function playGuestDemo(db: Db, input: GuestDemoInput): Promise<PlaceBetResult> {
  const roundId = input.roundId ?? randomUUID();
  if (!UUID_RE.test(roundId)) {
    throw new AppError('VALIDATION_ERROR', { message: 'The round id must be a UUID.' });
  }
  const { game, spec } = await playableGame(db, null, input.gameSlug);
  const invalid = validateParams(spec.kind, input.params);
  if (invalid) throw new AppError('VALIDATION_ERROR', { message: invalid });
  const stake = stakeOf(input.params, input.amount);
  const limits = await stakeLimits(db, spec, input.currency);
  const decimals = currencyDecimals(input.currency);
  if (stake < limits.min) {
    throw new AppError('BET_TOO_LOW', {
      message: 'The bet is below the minimum.',
      details: { min: limits.min.toString(), decimals },
    });
  }
  if (stake > limits.max) {
    throw new AppError('BET_TOO_HIGH', {
      message: 'The bet is above the maximum.',
      details: { max: limits.max.toString(), decimals },
    });
  }
  let serverSeed: string;
  let clientSeed: string;
  let nonce = 0;
  if (input.seed) {
    const { pair } = input.seed;
    if (!isValidClientSeed(pair.clientSeed)) {
      throw new AppError('VALIDATION_ERROR', { message: 'Invalid client seed.' });
    }
    if (!Number.isInteger(pair.nonce) || pair.nonce < 0 || pair.nonce > MAX_NONCE) {
      throw new AppError('VALIDATION_ERROR', { message: 'Invalid nonce.' });
    }
    serverSeed = openGuestDemoSeed(input.seed.keyring, pair.token);
    clientSeed = pair.clientSeed;
    nonce = pair.nonce;
  } else {
    serverSeed = newServerSeed();
    clientSeed = newClientSeed();
  }
  const { outcome, win } = runEngine(
    spec,
    input.params,
    stake,
    fairFloats(serverSeed, clientSeed, nonce),
  );
  return {
    round: {
      id: roundId,
      userId: 'guest',
      gameId: Number(game.id),
      gameSlug: game.slug,
      gameCategory: game.category,
      engine: spec.kind,
      demo: true,
      currency: input.currency,
      amount: stake,
      win,
      realAmount: 0n,
      bonusAmount: 0n,
      // the shapes a stored round has: the round view reads them (roulette and baccarat bets)
      params: paramsJson(input.params),
      outcome: outcomeJson(outcome) as EngineOutcome,
      serverSeedHash: hashServerSeed(serverSeed),
      clientSeed,
      nonce,
      createdAt: new Date(),
    },
    replayed: false,
    balance: { currency: input.currency, real: 0n, bonus: 0n },
  };
}
