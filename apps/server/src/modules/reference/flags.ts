// Country flags, served from the country-flag-icons package (3:2 SVGs; nothing fetched at run time).
import { createHash } from 'node:crypto';
import * as flagSvgs from 'country-flag-icons/string/3x2';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../errors';

const FLAGS: Readonly<Record<string, string>> = flagSvgs;
const CACHE_CONTROL = 'public, max-age=86400';

/** The flag SVG of an ISO 3166-1 alpha-2 code (any case), or null. */
export function flagSvg(code: string): string | null {
  const upper = code.toUpperCase();
  return /^[A-Z]{2}$/.test(upper) ? (FLAGS[upper] ?? null) : null;
}

export function registerFlagRoutes(app: FastifyInstance): void {
  app.get<{ Params: { file: string } }>('/media/flags/:file', async (request, reply) => {
    const match = /^([A-Za-z]{2})\.svg$/.exec(request.params.file);
    const svg = match ? flagSvg(match[1]!) : null;
    if (!svg) throw notFound('Unknown flag.');
    const etag = `"${createHash('sha1').update(svg).digest('base64url').slice(0, 22)}"`;
    reply.header('cache-control', CACHE_CONTROL).header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('image/svg+xml').send(svg);
  });
}
