// Generated artwork served over HTTP: game covers, provider logos and banner images. Each is drawn
// from its row on request (a few kilobytes of SVG, cheap to build) and cached by browsers for a day.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import type { AppDeps } from '../types';
import { renderBannerArt } from './art/banner-art';
import { renderGameArt } from './art/game-art';
import { renderProviderLogo } from './art/provider-logo';
import { banners, gameProviders, games } from './tables';

export const MEDIA_CACHE_CONTROL = 'public, max-age=86400';
/** Generated SVGs carry no scripts; this keeps it so even if opened directly. */
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'";

/** "pharaohs-fortune.svg" → "pharaohs-fortune"; anything else → null. */
export function svgName(file: string): string | null {
  const match = /^([a-z0-9_-]{1,120})\.svg$/i.exec(file);
  return match ? match[1]! : null;
}

/** Sends an SVG with caching headers, answering 304 when the client already has it. */
export function sendSvg(request: FastifyRequest, reply: FastifyReply, svg: string): FastifyReply {
  const etag = `"${createHash('sha1').update(svg).digest('base64url').slice(0, 22)}"`;
  reply
    .header('cache-control', MEDIA_CACHE_CONTROL)
    .header('etag', etag)
    .header('content-security-policy', SVG_CSP);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type('image/svg+xml').send(svg);
}

export async function findGameArt(db: Db, slug: string): Promise<string | null> {
  const [row] = await db
    .select({
      name: games.name,
      motif: games.motif,
      pattern: games.pattern,
      palette: games.palette,
      providerName: gameProviders.name,
    })
    .from(games)
    .innerJoin(gameProviders, eq(games.providerId, gameProviders.id))
    .where(eq(games.slug, slug))
    .limit(1);
  return row ? renderGameArt(row) : null;
}

export async function findProviderLogo(db: Db, slug: string): Promise<string | null> {
  const [row] = await db
    .select({ name: gameProviders.name, mark: gameProviders.mark, palette: gameProviders.palette })
    .from(gameProviders)
    .where(eq(gameProviders.slug, slug))
    .limit(1);
  return row ? renderProviderLogo(row) : null;
}

export async function findBannerArt(db: Db, key: string): Promise<string | null> {
  const [row] = await db
    .select({ key: banners.key })
    .from(banners)
    .where(eq(banners.key, key))
    .limit(1);
  return row ? renderBannerArt(row.key) : null;
}

type Params = { Params: { file: string } };

export function registerCatalogueMedia(app: FastifyInstance, deps: AppDeps): void {
  const route = (
    prefix: string,
    what: string,
    find: (db: Db, name: string) => Promise<string | null>,
  ) => {
    app.get<Params>(`${prefix}/:file`, async (request, reply) => {
      const name = svgName(request.params.file);
      const svg = name ? await find(deps.db, name) : null;
      if (!svg) throw notFound(`Unknown ${what}.`);
      return sendSvg(request, reply, svg);
    });
  };
  route('/media/games', 'game', findGameArt);
  route('/media/providers', 'provider', findProviderLogo);
  route('/media/banners', 'banner', findBannerArt);
}
