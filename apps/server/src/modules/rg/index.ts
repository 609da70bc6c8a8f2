// The responsible-gaming module (issue 14): the player's limits, reality check, time-out,
// self-exclusion, closure, the jurisdiction profiles, the activity statement and the PGSI
// self-assessment. Other modules call its guards in the transaction that moves the money
// (docs/rg-server-notes.md):
//   guardStake(tx, …) / recordWin / recordRefund    every engine, before and after the debit
//   preflightStake(deps, userId, now)               ends a session over its time limit
//   guardDeposit / guardDepositAddress / recordDeposit / recordWithdrawal   the cashier
//   beforeSignIn / sessionStarted / beforeRegistration   identity, through AppDeps.playerAccess
import { readSdl } from '../../graphql/schema';
import type { AppDeps, AppModule } from '../types';
import { endExpiredSessions } from './blocks';
import './events';
import { resolvers } from './resolvers';
import { registerRgRoutes } from './rest';

/** How often each instance ends sessions whose time limit ran out. */
export const SESSION_SWEEP_MS = 15_000;

const sweeps = new WeakMap<object, ReturnType<typeof setInterval>>();

export const rgModule: AppModule = {
  name: 'rg',
  typeDefs: readSdl(import.meta.dirname, 'rg.graphql'),
  resolvers,
  rest: registerRgRoutes,
  start: (deps: AppDeps) => {
    if (sweeps.has(deps.pubsub)) return;
    const timer = setInterval(() => {
      endExpiredSessions(deps, deps.clock.now()).catch((error: unknown) =>
        deps.log.error({ err: error }, 'rg session sweep failed'),
      );
    }, SESSION_SWEEP_MS);
    timer.unref();
    sweeps.set(deps.pubsub, timer);
  },
  stop: (deps: AppDeps) => {
    clearInterval(sweeps.get(deps.pubsub));
    sweeps.delete(deps.pubsub);
  },
};

export {
  guardStake,
  guardPlayAction,
  recordWin,
  recordRefund,
  guardDeposit,
  releaseDepositHold,
  guardDepositAddress,
  recordDeposit,
  recordWithdrawal,
  type StakeInput,
} from './guard';
export {
  beforeSignIn,
  sessionStarted,
  beforeRegistration,
  identityVerified,
  preflightStake,
  isBlocked,
  assertOpen,
  endExpiredSessions,
  endSessionIfOver,
} from './blocks';
export { CLOSE_RG_BLOCKED, CLOSE_RG_SESSION_LIMIT, type RgCloseSocketsEvent } from './events';
export type { BlockEffects } from './effects';
export { listFlags as listRgFlags } from './views';
