// The catalogue's generated artwork (game covers, provider logos, banner images), served through
// http/media.ts registerArtRoute: each drawn from its row on request (a few kilobytes of SVG,
// cheap to build), as SVG and as sized rasters.
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { registerArtRoute } from '../../http/media';
import { rasterize, RASTER_FORMATS, RASTER_WIDTHS } from '../../http/raster';
import type { AppDeps } from '../types';
import { renderBannerArt } from './art/banner-art';
import { renderGameArt } from './art/game-art';
import { renderProviderLogo } from './art/provider-logo';
import { banners, gameProviders, games } from './tables';

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

export function registerCatalogueMedia(app: FastifyInstance, deps: AppDeps): void {
  if (deps.config.nodeEnv === 'production') {
    app.addHook('onReady', async () => {
      // in the background: readiness does not wait for the drawing
      void warmFirstBanner(deps.db, deps.config.mediaCacheDir).catch((error: unknown) =>
        deps.log.warn({ err: error }, 'media: warming the first banner failed'),
      );
    });
  }
  const cacheDir = deps.config.mediaCacheDir;
  const art = (kind: 'games' | 'providers' | 'banners', what: string, find: typeof findGameArt) =>
    registerArtRoute(app, { kind, what, cacheDir, find: (name) => find(deps.db, name) });
  art('games', 'game', findGameArt);
  art('providers', 'provider', findProviderLogo);
  art('banners', 'banner', findBannerArt);
}
