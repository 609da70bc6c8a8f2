// Country flags, served from the country-flag-icons package (3:2 SVGs; nothing fetched at run time)
// as SVG and as the sized rasters the country lists draw (http/media.ts registerArtRoute).
import * as flagSvgs from 'country-flag-icons/string/3x2';
import type { FastifyInstance } from 'fastify';
import { registerArtRoute } from '../../http/media';
import type { AppDeps } from '../types';

const FLAGS: Readonly<Record<string, string>> = flagSvgs;

/** The flag SVG of an ISO 3166-1 alpha-2 code (any case), or null. */
export function flagSvg(code: string): string | null {
  const upper = code.toUpperCase();
  return /^[A-Z]{2}$/.test(upper) ? (FLAGS[upper] ?? null) : null;
}

export function registerFlagRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerArtRoute(app, {
    kind: 'flags',
    what: 'flag',
    cacheDir: deps.config.mediaCacheDir,
    find: flagSvg,
  });
}
