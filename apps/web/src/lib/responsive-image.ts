// Sized raster copies of the server's generated art (issue 16 "Images"): for a
// `/media/{games|providers|banners}/<name>.svg[?v=<version>]` URL, the AVIF and WebP `srcset`s of
// the widths the server draws (apps/server/src/http/raster.ts RASTER_WIDTHS —
// keep in step). Any other URL (an uploaded image, another host) has no raster copies: null.
export const RASTER_WIDTHS = {
  games: [150, 225, 300, 450, 600],
  providers: [120, 240, 480],
  banners: [400, 600, 800, 1200],
} as const;

type Kind = keyof typeof RASTER_WIDTHS;

export interface RasterSources {
  avif: string;
  webp: string;
}

const GENERATED = /^\/media\/(games|providers|banners)\/([a-z0-9_-]{1,120})\.svg(\?v=[\w-]+)?$/i;

export function rasterSources(src: string): RasterSources | null {
  const match = GENERATED.exec(src);
  if (!match) return null;
  const kind = match[1]!.toLowerCase() as Kind;
  const name = match[2]!;
  const query = match[3] ?? '';
  const set = (format: string) =>
    RASTER_WIDTHS[kind]
      .map((w) => `/media/${kind}/${name}.${w}.${format}${query} ${w}w`)
      .join(', ');
  return { avif: set('avif'), webp: set('webp') };
}

/**
 * `sizes` of the first screen's art (CSS px it is drawn at; object-cover banners are as wide as
 * their slide's height × 3). Places off the first route keep theirs beside them.
 */
export const ART_SIZES = {
  /** game cards: ~3.3 per row on phones, 4–7 per row wider */
  gameCard: '(min-width:1024px) 190px,(min-width:640px) 24vw,31vw',
  /**
   * banner slides, cover-fitted to 188 / 240 / 300 px high (564 / 720 / 900 CSS px wide). On phones
   * the slide shows ~2/3 of that width, so 440px is asked for: a 1.75× phone gets the 800 px copy
   * (the LCP image, about half the bytes of the 1200 px one) instead of the 1200 px copy.
   */
  banner: '(min-width:1024px) 900px,(min-width:640px) 720px,440px',
} as const;

/** Promotion tiles and bonus covers, cover-fitted to ~176 px high. */
export const PROMOTION_SIZES = '(min-width:768px) 600px,max(100vw,528px)';

/** The one raster width the server draws each kind of icon at (server: http/raster.ts). */
const ICON_RASTERS = [
  // payment marks: ≤ 64 CSS px wide (the footer's logos), at 3×
  [/^\/media\/payments\/([a-z0-9_-]{1,120})\.svg$/i, 'payments', 192],
  // country flags: 24 CSS px wide in the country lists, at 3×
  [/^\/media\/flags\/([a-z]{2})\.svg$/i, 'flags', 72],
] as const;

/**
 * The raster copy of one of the server's icons: a payment mark (`/media/payments/<name>.svg` →
 * `<name>.192.webp`) or a country flag (`/media/flags/<CC>.svg` → `<CC>.72.webp`). Chromium loads
 * every SVG `<img>` as a document of its own on the page's main thread; the deposit modal shows a
 * dozen marks, a country list 78 flags. Any other URL (a processor's own logo) as it is.
 */
export function iconRasterSrc(src: string): string {
  for (const [pattern, kind, width] of ICON_RASTERS) {
    const match = pattern.exec(src);
    if (match) return `/media/${kind}/${match[1]}.${width}.webp`;
  }
  return src;
}
