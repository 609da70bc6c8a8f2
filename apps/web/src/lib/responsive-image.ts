// Sized raster copies of the server's generated art (issue 16 "Images"): for a
// `/media/{games|providers|banners}/<name>.svg[?v=<version>]` URL, the AVIF and WebP `srcset`s of
// the widths the server draws (apps/server/src/modules/catalogue/art/raster.ts RASTER_WIDTHS —
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

const PAYMENT_MARK = /^\/media\/payments\/([a-z0-9_-]{1,120})\.svg$/i;

/**
 * The raster copy of one of the cashier's payment marks (`/media/payments/<name>.svg` →
 * `<name>.192.webp`: the server draws them 192 px wide, enough for the ≤ 64 CSS px they are shown
 * at on a 3× screen). Chromium loads every SVG `<img>` as a document of its own on the page's main
 * thread, and the deposit modal shows a dozen marks at once. Any other URL (a processor's own
 * logo) as it is.
 */
export function paymentMarkSrc(src: string): string {
  const match = PAYMENT_MARK.exec(src);
  return match ? `/media/payments/${match[1]}.192.webp` : src;
}
