// An icon the server draws — a payment method's mark (the footer's logos, the deposit and
// withdrawal method lists) or a country's flag (the Select's options) — from its raster copy
// (lib/responsive-image.ts iconRasterSrc), with `fallback` in its place when there is none or it
// fails to load.
import { useState, type ImgHTMLAttributes, type ReactNode } from 'react';
import { iconRasterSrc } from '@/lib/responsive-image';

export interface IconImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'onError'
> {
  src: string | null | undefined;
  fallback?: ReactNode;
}

export function IconImage({ src, fallback = null, alt = '', ...img }: IconImageProps) {
  const [broken, setBroken] = useState<string | null>(null);
  if (!src || broken === src) return fallback;
  return <img src={iconRasterSrc(src)} alt={alt} {...img} onError={() => setBroken(src)} />;
}
