// Generated artwork served over HTTP: game covers, provider logos and banner images (and, through
// registerArtRoute, the cashier's payment marks). Each is drawn from its row on request (a few
// kilobytes of SVG, cheap to build) and cached by browsers for a day — for a year, immutable, when
// the URL carries the art's current version (`?v=`, the hash of its SVG: art/version.ts).
// `name.svg` is the vector source; `name.<width>.<avif|webp>` a sized raster of it (art/raster.ts:
// drawn once with sharp, kept on disk).
import { createHash } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import type { AppDeps } from '../types';
import { renderBannerArt } from './art/banner-art';
import { renderGameArt } from './art/game-art';
import { renderProviderLogo } from './art/provider-logo';
import {
  contentHash,
  rasterize,
  RASTER_FORMATS,
  RASTER_TYPES,
  RASTER_WIDTHS,
  type ArtKind,
  type RasterFormat,
} from './art/raster';
import { banners, gameProviders, games } from './tables';

export const MEDIA_CACHE_CONTROL = 'public, max-age=86400';
/** For a URL naming the art's current version: its bytes never change. */
export const MEDIA_IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** Generated SVGs carry no scripts; this keeps it so even if opened directly. */
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'";

/** Sends an SVG with caching headers, answering 304 when the client already has it. */
export function sendSvg(
  request: FastifyRequest,
  reply: FastifyReply,
  svg: string,
  cacheControl = MEDIA_CACHE_CONTROL,
): FastifyReply {
  const etag = `"${createHash('sha1').update(svg).digest('base64url').slice(0, 22)}"`;
  reply
    .header('cache-control', cacheControl)
    .header('etag', etag)
    .header('content-security-policy', SVG_CSP);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type('image/svg+xml').send(svg);
}

/** A media file name: `pharaohs-fortune.svg` or `pharaohs-fortune.300.avif`; else null. */
export function mediaFile(
  file: string,
): { name: string; width: number; format: RasterFormat } | { name: string; width: null } | null {
  const match = /^([a-z0-9_-]{1,120})(?:\.svg|\.(\d{2,4})\.(avif|webp))$/i.exec(file);
  if (!match) return null;
  if (!match[2]) return { name: match[1]!, width: null };
  return {
    name: match[1]!,
    width: Number(match[2]),
    format: match[3]!.toLowerCase() as RasterFormat,
  };
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

/**
 * Draws the first top banner's rasters (every width and format) ahead of its first request: it
 * is the home page's largest paint, and drawing it on demand cost the first visitor after a
 * deploy up to a second on a busy machine. Production only (tests boot many servers).
 */
async function warmFirstBanner(db: Db, cacheDir: string): Promise<void> {
  const [row] = await db
    .select({ key: banners.key })
    .from(banners)
    .where(and(eq(banners.active, true), eq(banners.position, 'top')))
    .orderBy(asc(banners.sortOrder), asc(banners.id))
    .limit(1);
  if (!row) return;
  const svg = renderBannerArt(row.key);
  for (const format of RASTER_FORMATS) {
    for (const width of RASTER_WIDTHS.banners) await rasterize(cacheDir, svg, width, format);
  }
}

type Params = { Params: { file: string }; Querystring: { v?: string } };

/**
 * `GET /media/<kind>/:file`: the SVG `find` draws for a name (`name.svg`) and its sized rasters
 * (`name.<width>.<avif|webp>`, the widths of RASTER_WIDTHS[kind]; any other is a 404). Also the
 * payments module's marks.
 */
export function registerArtRoute(
  app: FastifyInstance,
  deps: AppDeps,
  kind: ArtKind,
  what: string,
  find: (db: Db, name: string) => Promise<string | null> | string | null,
): void {
  const cacheDir = deps.config.mediaCacheDir;
  app.get<Params>(`/media/${kind}/:file`, async (request, reply) => {
    const file = mediaFile(request.params.file);
    if (
      file &&
      file.width !== null &&
      !(RASTER_WIDTHS[kind] as readonly number[]).includes(file.width)
    ) {
      throw notFound(`No ${what} image of that width.`);
    }
    const svg = file ? await find(deps.db, file.name) : null;
    if (!file || !svg) throw notFound(`Unknown ${what}.`);
    // an old version's URL gets today's art with the short lifetime (never stored as immutable)
    const cacheControl =
      request.query.v === contentHash(svg) ? MEDIA_IMMUTABLE_CACHE_CONTROL : MEDIA_CACHE_CONTROL;
    if (file.width === null) return sendSvg(request, reply, svg, cacheControl);
    const etag = `"${contentHash(`${svg}\n${file.width}\n${file.format}`)}"`;
    reply.header('cache-control', cacheControl).header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    const image = await rasterize(cacheDir, svg, file.width, file.format);
    return reply.type(RASTER_TYPES[file.format]).send(image);
  });
}

export function registerCatalogueMedia(app: FastifyInstance, deps: AppDeps): void {
  if (deps.config.nodeEnv === 'production') {
    app.addHook('onReady', async () => {
      // in the background: readiness does not wait for the drawing
      void warmFirstBanner(deps.db, deps.config.mediaCacheDir).catch((error: unknown) =>
        deps.log.warn({ err: error }, 'media: warming the first banner failed'),
      );
    });
  }
  registerArtRoute(app, deps, 'games', 'game', findGameArt);
  registerArtRoute(app, deps, 'providers', 'provider', findProviderLogo);
  registerArtRoute(app, deps, 'banners', 'banner', findBannerArt);
}
