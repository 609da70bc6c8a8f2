// Who calls: the one place a request becomes a viewer or an operator, for GraphQL (graphql/context.ts)
// and REST alike.
//
// - A player sends `Authorization: Bearer <token>` (HTTP) or `?token=` (websocket). The token
//   becomes a viewer through the session lookup the app was built with (`AppDeps.findViewer`,
//   the identity module's `findViewerByToken`); this file knows nothing of sessions or users.
// - An operator sends `x-operator-token` = OPERATOR_TOKEN (unset disables the operator API) and
//   optionally `x-operator-name`, written to the audit rows.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { AppError, unauthorized } from '../errors';

export interface Viewer {
  /** the user's id (same as `userId`) */
  id: string;
  /** the user's id */
  userId: string;
  /** the session the bearer token belongs to */
  sessionId: string;
  email: string;
  /** the language saved on the profile */
  language: string;
}

/** Turns a bearer token into its viewer, or null for an unknown, expired or revoked token. */
export type ViewerLookup = (token: string) => Promise<Viewer | null>;

/** What a request needs to know who calls (a subset of `AppDeps`). */
export interface CallerDeps {
  config: Pick<Config, 'operatorToken'>;
  findViewer: ViewerLookup;
}

/** Reads the token of `Authorization: Bearer <token>`. */
export function bearerToken(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  const match = value?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1] ?? null;
}

/** The viewer of a token, or null for guests and tokens that name no live session. */
export async function viewerOfToken(
  deps: Pick<CallerDeps, 'findViewer'>,
  token: string | null,
): Promise<Viewer | null> {
  return token ? deps.findViewer(token) : null;
}

/** The viewer of a REST request's bearer token, or null for guests. */
export function requestViewer(
  deps: Pick<CallerDeps, 'findViewer'>,
  request: FastifyRequest,
): Promise<Viewer | null> {
  return viewerOfToken(deps, bearerToken(request.headers.authorization));
}

/** The viewer of a REST request, or 401 UNAUTHORIZED. */
export async function requireRestViewer(
  deps: Pick<CallerDeps, 'findViewer'>,
  request: FastifyRequest,
): Promise<Viewer> {
  const viewer = await requestViewer(deps, request);
  if (!viewer) throw unauthorized();
  return viewer;
}

/** True when `token` is the configured operator token (constant-time comparison). */
export function isOperatorToken(configured: string | undefined, token: unknown): boolean {
  if (!configured || typeof token !== 'string') return false;
  const a = Buffer.from(configured);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The operator's audit name (`operator` or `operator:<x-operator-name>`), or 403 FORBIDDEN. */
export function requireOperator(deps: Pick<CallerDeps, 'config'>, request: FastifyRequest): string {
  if (!deps.config.operatorToken) {
    throw new AppError('FORBIDDEN', { message: 'The operator API is disabled.', status: 403 });
  }
  if (!isOperatorToken(deps.config.operatorToken, request.headers['x-operator-token'])) {
    throw new AppError('FORBIDDEN', { message: 'Operator token required.', status: 403 });
  }
  const who = request.headers['x-operator-name'];
  return typeof who === 'string' && /^[\w .@-]{1,64}$/.test(who) ? `operator:${who}` : 'operator';
}
