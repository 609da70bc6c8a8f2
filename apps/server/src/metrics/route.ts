// GET /metrics: the Prometheus text format, for the scraper only. It answers only a request
// carrying `Authorization: Bearer <METRICS_TOKEN>`; without METRICS_TOKEN configured the endpoint
// does not exist (404), and a missing or wrong token is 401. Keep it off the public internet
// anyway (the reverse proxy need not route it).
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError, notFound, unauthorized } from '../errors';
import type { AppMetrics } from './index';

export const METRICS_PATH = '/metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

function bearer(header: unknown): string | null {
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match ? match[1]! : null;
}

export function registerMetricsRoute(
  app: FastifyInstance,
  metrics: AppMetrics,
  token: string | undefined,
): void {
  app.get(METRICS_PATH, { logLevel: 'warn' }, async (request, reply) => {
    if (!token) throw notFound(`No route for GET ${METRICS_PATH}.`);
    const given = bearer(request.headers.authorization);
    // compare digests: constant time whatever the lengths
    if (!given || !timingSafeEqual(digest(given), digest(token))) {
      throw unauthorized('A metrics token is required.');
    }
    try {
      const body = await metrics.registry.metrics();
      return reply
        .header('content-type', metrics.registry.contentType)
        .header('cache-control', 'no-store')
        .send(body);
    } catch (error) {
      throw new AppError('SERVICE_UNAVAILABLE', { message: 'Metrics unavailable.', cause: error });
    }
  });
}
