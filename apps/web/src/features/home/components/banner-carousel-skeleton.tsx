import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

export const SLIDE_HEIGHT = 'h-[188px] sm:h-[240px] lg:h-[300px]';

export function BannerCarouselSkeleton() {
  return <Skeleton className={cn('w-full rounded-2xl', SLIDE_HEIGHT)} />;
}
