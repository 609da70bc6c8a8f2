// Demo play for guests (issue 18): a guest's round of a one-shot engine (slots, dice, roulette,
// baccarat, plinko, keno, wheel) is evaluated by the SAME engine runner as a real bet
// (`runEngine`), on a fresh seed pair of its own (random server and client seed, nonce 0) —
// and nothing else happens: no ledger, no play_rounds row, no outbox event, no nonce, no RG
// accounting. This module imports nothing that can move money (see guest-demo.test.ts, which
// also checks that the ledger and the rounds table are untouched). The guest's fun balance lives
// in the browser (1,000.00 in the site currency); the answer's balance is zero.
import { randomUUID } from 'node:crypto';
import { AppError } from '../../errors';
import type { Db } from '../../db/client';
import {
  runEngine,
  stakeOf,
  validateParams,
  type BetParams,
  type EngineOutcome,
} from './engines/run';
import { fairFloats, hashServerSeed, newClientSeed, newServerSeed } from './fairness';
import {
  outcomeJson,
  paramsJson,
  playableGame,
  stakeLimits,
  type PlaceBetResult,
} from './place-bet';
import { currencyDecimals } from '@aurum/domain';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface GuestDemoInput {
  gameSlug: string;
  /** the site currency of the guest's region (the game page's config currency) */
  currency: string;
  amount: bigint;
  params: BetParams;
  roundId: string | null;
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
  const serverSeed = newServerSeed();
  const clientSeed = newClientSeed();
  const { outcome, win } = runEngine(
    spec,
    input.params,
    stake,
    fairFloats(serverSeed, clientSeed, 0),
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
      nonce: 0,
      createdAt: new Date(),
    },
    replayed: false,
    balance: { currency: input.currency, real: 0n, bonus: 0n },
  };
}
