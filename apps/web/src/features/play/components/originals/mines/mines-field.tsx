// The 5×5 field: 25 tile buttons (Tab and Enter/Space), each labelled with its row, column and
// what it shows. An open tile pops in (none with reduced motion); when the round is over every
// mine is shown and the tiles not opened are dimmed.
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { MinesRoundView } from '../../../api/originals';
import { GemArt, MineArt } from '../art';

export function MinesField({
  round,
  canOpen,
  onOpen,
}: {
  round: MinesRoundView | null;
  canOpen: boolean;
  onOpen: (tile: number) => void;
}) {
  const { t } = useTranslation('originals');
  const revealed = new Set(round?.revealed ?? []);
  const mines = new Set(round?.mineTiles ?? []);
  const over = round !== null && round.status !== 'ACTIVE';
  const last = round?.revealed.at(-1);
  return (
    <div
      role="group"
      aria-label={t('mines.field')}
      data-testid="mines-field"
      className="grid grid-cols-5 gap-2 rounded-2xl bg-surface-2 p-3"
      dir="ltr"
    >
      {Array.from({ length: 25 }, (_, tile) => {
        const open = revealed.has(tile);
        const mine = mines.has(tile);
        const shown = open || (over && mine);
        const state = shown ? (mine ? 'mine' : 'gem') : 'hidden';
        const row = Math.floor(tile / 5) + 1;
        const col = (tile % 5) + 1;
        return (
          <button
            key={tile}
            type="button"
            data-testid={`mines-tile-${tile}`}
            data-state={state}
            aria-label={t(`mines.tile.${state}`, { row, col })}
            disabled={!canOpen || open}
            onClick={() => onOpen(tile)}
            className={cn(
              'relative flex aspect-square items-center justify-center rounded-xl border transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold',
              state === 'hidden' &&
                'border-border bg-surface shadow-[inset_0_-4px_0_rgba(0,0,0,.35)] enabled:hover:-translate-y-0.5 enabled:hover:bg-surface-3 motion-safe:transition-transform',
              state === 'gem' && 'border-success/50 bg-success/15',
              state === 'mine' &&
                (open ? 'border-danger bg-danger/25' : 'border-danger/40 bg-danger/10'),
              over && !open && 'opacity-60',
            )}
          >
            {state === 'gem' ? (
              <GemArt className={cn('size-3/5', tile === last && 'motion-safe:animate-pop-in')} />
            ) : state === 'mine' ? (
              <MineArt className={cn('size-3/5', tile === last && 'motion-safe:animate-pop-in')} />
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
