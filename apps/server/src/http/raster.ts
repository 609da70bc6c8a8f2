// Sized raster copies of the generated SVG art and icons (issue 16 "Images"; served by
// http/media.ts registerArtRoute): AVIF and WebP at a few fixed widths, drawn once with sharp
// (libvips + librsvg) and kept on disk, named by a hash of the SVG source, width and format — a
// changed artwork gets a new file, an unchanged one is never drawn twice (across restarts too).
// Concurrent requests for the same file share one drawing; drawings run one at a time so a cold
// cache cannot starve the event loop's CPU.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

export const RASTER_FORMATS = ['avif', 'webp'] as const;
export type RasterFormat = (typeof RASTER_FORMATS)[number];

export const RASTER_TYPES: Record<RasterFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
};

/**
 * The widths each kind of art is drawn at (CSS px × device pixel ratio of the places it is
 * shown); any other width is a 404, so a client cannot make the server draw arbitrary sizes.
 * Keep in step with apps/web/src/lib/responsive-image.ts (RASTER_WIDTHS, iconRasterSrc).
 */
export const RASTER_WIDTHS = {
  games: [150, 225, 300, 450, 600],
  providers: [120, 240, 480],
  banners: [400, 600, 800, 1200],
  /** the cashier's payment marks (modules/payments/icons.ts): ≤ 64 CSS px wide at up to 3× */
  payments: [192],
  /** country flags (modules/reference/flags.ts): 24 CSS px wide in the country lists, at 3× */
  flags: [72],
} as const;
export type ArtKind = keyof typeof RASTER_WIDTHS;

/** Short content hash (base64url) of a text or buffer: the art's version in its URL. */
export function contentHash(data: string | Buffer): string {
  return createHash('sha1').update(data).digest('base64url').slice(0, 12);
}

// libvips' own thread pool: one worker thread is plenty for small images, and leaves the other
// core to the server.
sharp.concurrency(1);
sharp.cache(false);

const inFlight = new Map<string, Promise<Buffer>>();
let queue: Promise<unknown> = Promise.resolve();

function serially<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

/**
 * Encoder settings; part of a file's cache name, so a change redraws. AVIF effort 1: within
 * 1–2 % of the size of effort 4 for this flat art, ~20× faster to draw. Quality 45 / 72 (from
 * 55 / 78): a 225 w card 4.8 → 3.7 KB, an 800 w banner 4.8 → 3.8 KB (AVIF) and 5.5 → 4.7 KB
 * (WebP), no difference seen side by side at 1× and 2× — a phone's first screen is six such
 * files over slow 4G (issue 16, docs/lcp-notes.md).
 */
const ENCODING = {
  avif: { quality: 45, effort: 1 },
  webp: { quality: 72 },
} as const;

async function draw(svg: string, width: number, format: RasterFormat): Promise<Buffer> {
  const image = sharp(Buffer.from(svg)).resize({ width });
  return format === 'avif'
    ? image.avif(ENCODING.avif).toBuffer()
    : image.webp(ENCODING.webp).toBuffer();
}

/**
 * The raster of `svg` at `width` in `format`: from `cacheDir` when drawn before, else drawn,
 * written there (atomically: temp file + rename) and returned.
 */
export function rasterize(
  cacheDir: string,
  svg: string,
  width: number,
  format: RasterFormat,
): Promise<Buffer> {
  const settings = JSON.stringify(ENCODING[format]);
  const name = `${contentHash(`${svg}\n${width}\n${format}\n${settings}`)}.${format}`;
  const pending = inFlight.get(name);
  if (pending) return pending;
  const file = path.join(cacheDir, name);
  const work = (async () => {
    try {
      return await fs.readFile(file);
    } catch {
      const buffer = await serially(() => draw(svg, width, format));
      await fs.mkdir(cacheDir, { recursive: true });
      const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
      await fs.writeFile(tmp, buffer);
      await fs.rename(tmp, file);
      return buffer;
    }
  })().finally(() => inFlight.delete(name));
  inFlight.set(name, work);
  return work;
}
