// Generated art as a responsive <picture>: AVIF, then WebP, at the widths the server draws
// (lib/responsive-image.ts), the vector SVG as the fallback every browser can show. Any other
// image URL renders as a plain <img>. Always give width and height (or an aspect-ratio box) so
// nothing shifts when it loads.
import type { ImgHTMLAttributes } from 'react';
import { rasterSources } from '@/lib/responsive-image';

export interface ArtImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> {
  src: string;
  /** the `sizes` of the place it is shown (ART_SIZES) */
  sizes: string;
  /**
   * The page's largest contentful paint: WebP only. AVIF is ~10 % smaller but decodes 2–3×
   * slower in Chromium here (7.6 vs 4.0 ms for an 800 w banner, 12.9 vs 4.4 ms for a 600 w game
   * art), and the first frame with the art waits for its decode (issue 16). Its preload asks for
   * the WebP `imagesrcset` too.
   */
  largest?: boolean;
}

export function ArtImage({ src, sizes, alt = '', largest = false, ...img }: ArtImageProps) {
  const sources = rasterSources(src);
  if (!sources) return <img src={src} alt={alt} {...img} />;
  return (
    <picture>
      {largest ? null : <source type="image/avif" srcSet={sources.avif} sizes={sizes} />}
      <source type="image/webp" srcSet={sources.webp} sizes={sizes} />
      <img src={src} alt={alt} {...img} />
    </picture>
  );
}
