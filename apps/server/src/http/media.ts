// Generated images served over HTTP (issue 16 "Images"): the catalogue's art (game covers,
// provider logos, banners), the cashier's payment marks and the country flags. Each kind's owner
// registers a route with a function that draws the SVG of a name; `name.svg` is the vector source,
// cached by browsers for a day — for a year, immutable, when the URL carries the art's current
// version (`?v=`, the hash of its SVG) — and `name.<width>.<avif|webp>` a sized raster of it
// (raster.ts: drawn once with sharp, kept on disk). Pages draw the rasters: Chromium loads every
// SVG `<img>` as a document of its own on the page's main thread.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../errors';
import {
  contentHash,
  rasterize,
  RASTER_TYPES,
  RASTER_WIDTHS,
  type ArtKind,
  type RasterFormat,
} from './raster';

const MEDIA_CACHE_CONTROL = 'public, max-age=86400';
/** For a URL naming the art's current version: its bytes never change. */
const MEDIA_IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** Generated SVGs carry no scripts; this keeps it so even if opened directly. */
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'";

/** Sends an SVG with caching headers, answering 304 when the client already has it. */
function sendSvg(
  request: FastifyRequest,
  reply: FastifyReply,
  svg: string,
  cacheControl = MEDIA_CACHE_CONTROL,
): FastifyReply {
  const etag = `"${contentHash(svg)}"`;
  reply
    .header('cache-control', cacheControl)
    .header('etag', etag)
    .header('content-security-policy', SVG_CSP);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type('image/svg+xml').send(svg);
}

/** A media file name: `pharaohs-fortune.svg` or `pharaohs-fortune.300.avif`; else null. */
function mediaFile(
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

type Params = { Params: { file: string }; Querystring: { v?: string } };

export interface ArtRoute {
  kind: ArtKind;
  /** for the 404's message: "Unknown game." */
  what: string;
  /** where the rasters are kept (config.mediaCacheDir) */
  cacheDir: string;
  /** the SVG of a name, or null for an unknown one */
  find: (name: string) => Promise<string | null> | string | null;
}

/**
 * `GET /media/<kind>/:file`: the SVG `find` draws for a name (`name.svg`) and its sized rasters
 * (`name.<width>.<avif|webp>`, the widths of RASTER_WIDTHS[kind]; any other is a 404).
 */
export function registerArtRoute(app: FastifyInstance, { kind, what, cacheDir, find }: ArtRoute) {
  app.get<Params>(`/media/${kind}/:file`, async (request, reply) => {
    const file = mediaFile(request.params.file);
    if (
      file &&
      file.width !== null &&
      !(RASTER_WIDTHS[kind] as readonly number[]).includes(file.width)
    ) {
      throw notFound(`No ${what} image of that width.`);
    }
    const svg = file ? await find(file.name) : null;
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
