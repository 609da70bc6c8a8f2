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
}

export function ArtImage({ src, sizes, alt = '', ...img }: ArtImageProps) {
  const sources = rasterSources(src);
  if (!sources) return <img src={src} alt={alt} {...img} />;
  return (
    <picture>
      <source type="image/avif" srcSet={sources.avif} sizes={sizes} />
      <source type="image/webp" srcSet={sources.webp} sizes={sizes} />
      <img src={src} alt={alt} {...img} />
    </picture>
  );
}
