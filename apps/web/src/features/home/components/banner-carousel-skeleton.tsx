import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

export const SLIDE_HEIGHT = 'h-[188px] sm:h-[240px] lg:h-[300px]';

/** The slides and, below them, the row of dots (always reserved, so nothing moves on load). */
export function BannerCarouselSkeleton() {
  return (
    <div className="flex flex-col gap-3" aria-hidden>
      <Skeleton className={cn('w-full rounded-2xl', SLIDE_HEIGHT)} />
      <div className="h-6" />
    </div>
  );
}
