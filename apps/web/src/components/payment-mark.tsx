// A payment method's mark (the footer's payment logos, the deposit and withdrawal method lists):
// its raster copy (lib/responsive-image.ts iconRasterSrc), and `fallback` in its place when there
// is none or it fails to load.
import { useState, type ImgHTMLAttributes, type ReactNode } from 'react';
import { iconRasterSrc } from '@/lib/responsive-image';

export interface PaymentMarkProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'onError'
> {
  src: string | null | undefined;
  fallback?: ReactNode;
}

export function PaymentMark({ src, fallback = null, alt = '', ...img }: PaymentMarkProps) {
  const [broken, setBroken] = useState<string | null>(null);
  if (!src || broken === src) return fallback;
  return <img src={iconRasterSrc(src)} alt={alt} {...img} onError={() => setBroken(src)} />;
}
