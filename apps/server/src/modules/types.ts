// The contract between the server's frame and its modules. A module brings its SDL, its
// resolvers, and optionally REST routes; it is listed once in `modules/index.ts`.
import type { Language } from '@aurum/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { GraphQLSchema } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Resolvers } from '../graphql/generated/resolvers-types';
import type { Viewer, ViewerLookup } from '../http/auth';
import type { Logger } from '../http/logger';
import type { AppMetrics } from '../metrics';
import type { AppPubSub } from '../pubsub';
import type { PlayerAccessGate } from './identity/access-gate';
import type { WithdrawalGate } from './payments/bonus-gate';
import type { BlockEffects } from './rg/effects';

export type { Logger } from '../http/logger';
export type { Viewer, ViewerLookup } from '../http/auth';

/**
 * Resolver map of a module: `{ Query: {...}, Mutation: {...}, Subscription: {...}, Game: {...} }`,
 * typed against the SDL by the generated `Resolvers` (`npm run codegen`): arguments, parents
 * (the services' views, see `codegen.ts` mappers) and results are checked.
 */
export type ModuleResolvers = Resolvers;

export interface AppModule {
  /** kebab-case, as the folder */
  name: string;
  /** SDL extending `Query`/`Mutation`/`Subscription` (declared once in graphql/base.graphql) */
  typeDefs: string;
  resolvers: ModuleResolvers;
  /**
   * REST routes, registered with full paths (`/api/games/list`, `/media/...`) inside their own
   * encapsulated plugin. Answer with `restOk(reply, data)`; throw AppError for failures.
   */
  rest?: (app: FastifyInstance, deps: AppDeps) => void | Promise<void>;
  /**
   * Envelop plugins the module adds to the GraphQL pipeline (once per app, in module order),
   * e.g. the catalogue's response cache.
   */
  graphqlPlugins?: (deps: AppDeps, schema: GraphQLSchema) => Plugin[];
  /** background work started with the app (event consumers, timers); once per app */
  start?: (deps: AppDeps) => void | Promise<void>;
  /** stops what `start` started; called when the app closes */
  stop?: (deps: AppDeps) => void | Promise<void>;
}

/** The process-wide dependencies handed to REST routes and workflows. */
export interface AppDeps {
  db: Db;
  config: Config;
  pubsub: AppPubSub;
  log: Logger;
  /** a bearer token's viewer: the identity module's session lookup, injected at app build time */
  findViewer: ViewerLookup;
  /** the time for rules that depend on elapsed time (clock.ts); tests move it forward */
  clock: Clock;
  /**
   * What a withdrawal must pass in other modules (bonus rules), composed in
   * `workflows/request-withdrawal.ts`; without it withdrawals are refused (fail closed).
   */
  withdrawalGate?: WithdrawalGate;
  /**
   * What sign-in and registration ask responsible gaming (blocks, session start, excluded
   * identities), composed in `workflows/player-access.ts`; without it sign-in is refused.
   */
  playerAccess?: PlayerAccessGate;
  /** What a time-out, self-exclusion or closure sets off in other modules (workflows/exclude-player.ts). */
  blockEffects?: BlockEffects;
  /** the process's metrics (metrics/index.ts): seams record into it */
  metrics: AppMetrics;
  /**
   * Writes what an operator-token REST call did to the staff audit chain (backoffice/audit.ts),
   * in `db` (the caller's transaction, so a write and its row commit together); composed in
   * app.ts, so no module imports the back office.
   */
  operatorAudit: OperatorAudit;
}

/** One operator-token action for the staff audit chain. */
export interface OperatorAuditEntry {
  /** as `requireOperator` answers: `operator` or `operator:<x-operator-name>` */
  actor: string;
  action: string;
  targetType: string;
  targetId: string;
  before?: unknown;
  after?: unknown;
  ip: string | null;
}

export type OperatorAudit = (db: Db, entry: OperatorAuditEntry) => Promise<void>;

/** What every resolver receives as its context. */
export interface GraphQLContext {
  db: Db;
  config: Config;
  pubsub: AppPubSub;
  /** carries the request id */
  log: Logger;
  /** the app's clock (clock.ts) */
  clock: Clock;
  /** from Accept-Language (HTTP) or the upgrade request (websocket) */
  lang: Language;
  /** null for guests; from the bearer token (http/auth.ts) */
  viewer: Viewer | null;
  requestId: string;
  /** the bearer token as sent, for sign-out; never log it */
  token: string | null;
  /** Fastify's request on HTTP operations (Yoga merges the server context); absent on websockets */
  req?: FastifyRequest;
  /** AppDeps.withdrawalGate */
  withdrawalGate?: WithdrawalGate;
  /** AppDeps.playerAccess */
  playerAccess?: PlayerAccessGate;
  /** AppDeps.blockEffects */
  blockEffects?: BlockEffects;
}
