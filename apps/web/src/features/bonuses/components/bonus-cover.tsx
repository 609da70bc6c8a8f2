// The cover art of a bonus (the home banner's art, or the free-spins game's) under a dark
// gradient, with the kind icon at the start and optional content (a status badge) at the end.
import { ArtImage } from '@/components/art-image/art-image';
import { PROMOTION_SIZES } from '@/lib/responsive-image';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import type { BonusInfo } from '../api/bonus-fields';
import type { BonusKind } from '../model/kind';
import { BonusKindTile } from './bonus-parts';

export function BonusCover({
  info,
  kind,
  className,
  children,
}: {
  info: Pick<BonusInfo, 'coverImageUrl'>;
  kind: BonusKind;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={cn('relative shrink-0 overflow-hidden bg-surface-2', className)}>
      {info.coverImageUrl ? (
        <ArtImage
          src={info.coverImageUrl}
          sizes={PROMOTION_SIZES}
          alt=""
          loading="lazy"
          decoding="async"
          className="absolute inset-0 size-full object-cover rtl:-scale-x-100"
          onError={(event) => {
            event.currentTarget.style.display = 'none';
          }}
        />
      ) : null}
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-linear-to-t from-surface via-surface/40 to-transparent"
      />
      <div className="relative flex h-full items-start justify-between gap-2 p-3">
        <BonusKindTile kind={kind} />
        {children ? <span className="rounded-full bg-bg/90">{children}</span> : null}
      </div>
    </div>
  );
}
