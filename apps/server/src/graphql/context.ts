// Builds each operation's GraphQLContext, for HTTP requests and websocket operations alike.
import { pickLanguage, type Language } from '@aurum/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { bearerToken, viewerOfToken } from '../http/auth';
import type { Logger } from '../http/logger';
import type { AppDeps, GraphQLContext } from '../modules/types';

/** Who is calling: read from the HTTP request, or from the websocket upgrade request. */
export interface Caller {
  token: string | null;
  lang: Language;
  requestId: string;
  log: Logger;
}

/** The server context Yoga is handed: Fastify's req/reply on HTTP, the websocket caller on subscriptions. */
export interface ServerContext {
  req?: FastifyRequest;
  reply?: FastifyReply;
  caller?: Caller;
}

export function httpCaller(req: FastifyRequest): Caller {
  return {
    token: bearerToken(req.headers.authorization),
    lang: pickLanguage(req.headers['accept-language']),
    requestId: req.id,
    log: req.log,
  };
}

export async function buildContext(deps: AppDeps, server: ServerContext): Promise<GraphQLContext> {
  const caller = server.caller ?? (server.req ? httpCaller(server.req) : undefined);
  if (!caller) throw new Error('GraphQL context without a caller');
  const viewer = await viewerOfToken(deps, caller.token);
  return {
    db: deps.db,
    config: deps.config,
    pubsub: deps.pubsub,
    log: caller.log,
    clock: deps.clock,
    lang: caller.lang,
    viewer,
    requestId: caller.requestId,
    token: caller.token,
    ...(deps.withdrawalGate ? { withdrawalGate: deps.withdrawalGate } : {}),
    ...(deps.playerAccess ? { playerAccess: deps.playerAccess } : {}),
    ...(deps.blockEffects ? { blockEffects: deps.blockEffects } : {}),
  };
}
