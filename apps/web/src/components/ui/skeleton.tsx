import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

/** A surface-2 block with a slow shimmer, sized like what it stands for. */
export function Skeleton({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div aria-hidden="true" className={cn('skeleton-shimmer rounded-lg', className)} {...rest} />
  );
}
