// Generated art as a responsive <picture>: AVIF, then WebP, at the widths the server draws
// (lib/responsive-image.ts), the vector SVG as the fallback every browser can show. Any other
// image URL renders as a plain <img>. Always give width and height (or an aspect-ratio box) so
// nothing shifts when it loads.
import type { ImgHTMLAttributes } from 'react';
import { preload } from 'react-dom';
import { rasterSources } from '@/lib/responsive-image';

export interface ArtImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> {
  src: string;
  /** the `sizes` of the place it is shown (ART_SIZES) */
  sizes: string;
  /**
   * The page's largest contentful paint (one per page: the home page's first banner, the
   * games grid's first card, the game page's art). It loads at once and at high priority,
   * preloaded from `<head>` (React writes the preload; the server moves it to the top of the
   * head, http/ssr.ts). WebP only: AVIF is ~10 % smaller but decodes 2–3× slower in Chromium
   * here (7.6 vs 4.0 ms for an 800 w banner, 12.9 vs 4.4 ms for a 600 w game art), and the first
   * frame with the art waits for its decode (issue 16).
   */
  largest?: boolean;
  /**
   * The rest of a phone's first screen (the home page's second banner and first row's four
   * cards, the games grid's second and third): preloaded from `<head>` too, in the format its
   * `<picture>` picks (AVIF where supported: the same games' art in later rows reuses the file),
   * so that all six requests go out as the document's first bytes arrive and take HTTP/1.1's six
   * connections in one round trip. At low priority: the largest paint stays the one image the
   * browser (and Lighthouse's simulation, which waits for every high-priority image it saw before
   * the paint) puts first; in paired runs the first screen's load was unchanged (1.49 against
   * 1.52 s applied) and Lighthouse's LCP fell from 1.68 to 1.09 s with the fonts after the
   * largest paint (index.html; issue 16, docs/lcp-notes.md).
   */
  firstScreen?: boolean;
}

export function ArtImage({
  src,
  sizes,
  alt = '',
  largest = false,
  firstScreen = false,
  ...rest
}: ArtImageProps) {
  const sources = rasterSources(src);
  const preloaded = largest || firstScreen;
  const priority = largest ? ('high' as const) : ('low' as const);
  if (preloaded) {
    const [srcSet, type] = largest ? [sources?.webp, 'image/webp'] : [sources?.avif, 'image/avif'];
    preload(src, {
      as: 'image',
      fetchPriority: priority,
      ...(srcSet ? { imageSrcSet: srcSet, imageSizes: sizes, type } : {}),
    });
  }
  const img = preloaded ? { ...rest, loading: 'eager' as const, fetchPriority: priority } : rest;
  if (!sources) return <img src={src} alt={alt} {...img} />;
  return (
    <picture>
      {largest ? null : <source type="image/avif" srcSet={sources.avif} sizes={sizes} />}
      <source type="image/webp" srcSet={sources.webp} sizes={sizes} />
      <img src={src} alt={alt} {...img} />
    </picture>
  );
}
