// Who calls a REST route of the wallet or cashier: a signed-in player (Bearer token) or an
// operator (`x-operator-token` = OPERATOR_TOKEN; unset disables the operator API).
import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError, unauthorized } from '../../errors';
import { bearerToken, resolveViewer, type Viewer } from '../../graphql/viewer';
import type { AppDeps } from '../types';

export async function requireRestViewer(deps: AppDeps, request: FastifyRequest): Promise<Viewer> {
  const viewer = await resolveViewer(
    { db: deps.db, config: deps.config, log: request.log },
    bearerToken(request.headers.authorization),
  );
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

export function requireOperator(deps: AppDeps, request: FastifyRequest): string {
  if (!deps.config.operatorToken) {
    throw new AppError('FORBIDDEN', { message: 'The operator API is disabled.', status: 403 });
  }
  if (!isOperatorToken(deps.config.operatorToken, request.headers['x-operator-token'])) {
    throw new AppError('FORBIDDEN', { message: 'Operator token required.', status: 403 });
  }
  const who = request.headers['x-operator-name'];
  return typeof who === 'string' && /^[\w .@-]{1,64}$/.test(who) ? `operator:${who}` : 'operator';
}
