// A group of payment methods (spec §2.8, §9): 3-column grid of tiles, skeletons while loading.
import { UI } from '@aurum/domain';
import type { ReactNode } from 'react';
import { IconImage } from '@/components/icon-image';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

export interface MethodTile {
  key: string;
  name: string;
  icon?: string;
  /** Shown in a circle when there is no icon (e.g. the coin's ticker). */
  short?: string;
  badge?: string;
  disabled?: boolean;
}

function TileIcon({ src, name }: { src?: string; name: string }) {
  return (
    <IconImage
      src={src}
      width={40}
      height={40}
      loading="lazy"
      className="size-10 object-contain"
      fallback={
        <span className="flex size-10 items-center justify-center rounded-full bg-gold/15 text-[11px] font-bold text-gold">
          {name.slice(0, 4).toUpperCase()}
        </span>
      }
    />
  );
}

export function MethodGrid({
  title,
  tiles,
  loading,
  skeletons,
  empty,
  onPick,
  testId,
  busy = false,
}: {
  title: ReactNode;
  tiles: readonly MethodTile[];
  loading: boolean;
  skeletons: number;
  empty: string;
  onPick: (key: string) => void;
  testId?: string;
  /** The next step is on its way: the tiles wait. */
  busy?: boolean;
}) {
  return (
    <section className="flex flex-col gap-2.5" data-testid={testId}>
      <h3 className="text-body-sm font-semibold text-muted">{title}</h3>
      {loading ? (
        <div className="grid grid-cols-3 gap-2.5" aria-busy="true">
          {Array.from({ length: skeletons }, (_, i) => (
            <Skeleton key={i} className="h-24 rounded-xl" />
          ))}
        </div>
      ) : tiles.length === 0 ? (
        <p className="rounded-xl bg-surface-2 px-4 py-3 text-body-sm text-muted">{empty}</p>
      ) : (
        <ul
          aria-busy={busy || undefined}
          className="grid gap-2.5"
          style={{ gridTemplateColumns: `repeat(${UI.paymentGridColumns}, minmax(0, 1fr))` }}
        >
          {tiles.map((tile) => (
            <li key={tile.key}>
              <button
                type="button"
                disabled={tile.disabled}
                onClick={() => onPick(tile.key)}
                className={cn(
                  'relative flex h-24 w-full flex-col items-center justify-center gap-1.5 rounded-xl border border-border bg-surface-2 px-1.5 text-center transition-colors',
                  'hover:border-gold/60 disabled:cursor-not-allowed disabled:opacity-50',
                )}
              >
                {tile.badge ? (
                  <span className="absolute end-1.5 top-1.5 rounded-md bg-gold/15 px-1.5 text-[10px] leading-4 font-semibold text-gold">
                    {tile.badge}
                  </span>
                ) : null}
                <TileIcon src={tile.icon} name={tile.short ?? tile.name} />
                <span className="line-clamp-2 text-caption leading-tight font-semibold text-text">
                  {tile.name}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
