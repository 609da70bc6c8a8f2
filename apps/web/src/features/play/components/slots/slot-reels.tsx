// The reels: five windows of three symbols. While a spin is in flight each reel loops a strip of
// its real reel-strip symbols; once the server's grid is known each reel stops at its time (left
// to right, `stopAt`) with an eased, slightly overshooting motion onto exactly that grid. Motion is
// the Web Animations API on `transform` only (compositor; no layout per frame; strips sized in %
// of themselves, so nothing is measured). Without animation (reduced motion, no WAAPI) a reel
// shows its column at once. The paylines overlay and the highlighted cells come from the parent.
import { memo, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { SlotSymbol, type SymbolInfo } from './slot-symbol';

export const ROWS = 3;
const LOOP_CELLS = 8;
const STOP_FILLER = 9;

export interface ReelProps {
  index: number;
  /** the column shown at rest: the spin's own once known, else the previous one */
  column: number[];
  /** increments per spin; a new value starts the loop */
  spinKey: number;
  /** performance.now() time at which this reel stops (null: keep looping) */
  stopAt: number | null;
  settle: number;
  animate: boolean;
  strip: number[];
  symbols: Map<number, SymbolInfo>;
  theme: string;
  icons: readonly string[] | null;
  /** `reel:row` keys that win */
  highlight: Set<string>;
  dim: boolean;
  onStopped: (reel: number) => void;
}

type Mode = 'rest' | 'loop' | 'stop';

function fillers(strip: number[], from: number, count: number): number[] {
  if (!strip.length) return Array.from({ length: count }, (_, i) => (from + i) % 8);
  return Array.from({ length: count }, (_, i) => strip[(from + i) % strip.length]!);
}

function canAnimate(el: HTMLElement | null): el is HTMLElement {
  return !!el && typeof el.animate === 'function';
}

export const Reel = memo(function Reel(props: ReelProps) {
  const { index, column, spinKey, stopAt, settle, animate, strip, onStopped } = props;
  const [mode, setMode] = useState<Mode>('rest');
  const stripRef = useRef<HTMLDivElement>(null);
  const offset = useRef(Math.floor(Math.random() * 64));
  const lastKey = useRef(spinKey);
  const stopped = useRef(spinKey);

  // a new spin: loop until the stop time is known and reached
  useEffect(() => {
    if (spinKey === lastKey.current) return;
    lastKey.current = spinKey;
    offset.current = (offset.current + 17) % 997;
    setMode(animate ? 'loop' : 'rest');
  }, [spinKey, animate]);

  // reached the stop time: switch to the stopping strip
  useEffect(() => {
    if (stopAt === null || stopped.current === spinKey) return;
    if (!animate || mode === 'rest') {
      stopped.current = spinKey;
      setMode('rest');
      onStopped(index);
      return;
    }
    if (mode !== 'loop') return;
    const wait = Math.max(0, stopAt - performance.now());
    const id = setTimeout(() => setMode('stop'), wait);
    return () => clearTimeout(id);
  }, [stopAt, spinKey, mode, animate, index, onStopped]);

  useLayoutEffect(() => {
    const el = stripRef.current;
    if (!canAnimate(el)) {
      if (mode === 'stop') {
        stopped.current = spinKey;
        setMode('rest');
        onStopped(index);
      }
      return;
    }
    if (mode === 'loop') {
      const anim = el.animate(
        [{ transform: 'translate3d(0,-50%,0)' }, { transform: 'translate3d(0,0,0)' }],
        { duration: LOOP_CELLS * 55, iterations: Infinity, easing: 'linear' },
      );
      return () => anim.cancel();
    }
    if (mode === 'stop') {
      // strip: [extra, final×3, filler×9]; from the filler's end to the finals, one cell overshoot
      const n = 1 + ROWS + STOP_FILLER;
      const from = `translate3d(0,${(-(n - ROWS) / n) * 100}%,0)`;
      const to = `translate3d(0,${(-1 / n) * 100}%,0)`;
      const anim = el.animate([{ transform: from }, { transform: to }], {
        duration: settle,
        easing: 'cubic-bezier(0.22, 1.2, 0.36, 1)',
        fill: 'forwards',
      });
      anim.onfinish = () => {
        stopped.current = spinKey;
        setMode('rest');
        onStopped(index);
      };
      // cancelled in the commit that renders the reel at rest (before paint), so the held end
      // transform never stays on the resting strip
      return () => anim.cancel();
    }
  }, [mode, settle, spinKey, index, onStopped]);

  let cells: number[];
  let style: React.CSSProperties | undefined;
  if (mode === 'loop') {
    const half = fillers(strip, offset.current, LOOP_CELLS);
    cells = [...half, ...half];
  } else if (mode === 'stop') {
    cells = [
      ...fillers(strip, offset.current + 40, 1),
      ...column,
      ...fillers(strip, offset.current, STOP_FILLER),
    ];
    style = { transform: `translate3d(0,${(-(cells.length - ROWS) / cells.length) * 100}%,0)` };
  } else {
    cells = column;
  }
  const moving = mode !== 'rest';

  return (
    <div
      className="relative aspect-[1/3] overflow-hidden"
      data-testid={`reel-${index}`}
      data-mode={mode}
      role="presentation"
    >
      <div
        ref={stripRef}
        className={cn('absolute inset-x-0 top-0', moving && 'will-change-transform')}
        style={{ height: `${(cells.length / ROWS) * 100}%`, ...style }}
      >
        {cells.map((id, i) => {
          const row = i;
          const win = !moving && props.highlight.has(`${index}:${row}`);
          return (
            <Cell
              key={moving ? `m${i}` : `r${row}`}
              height={100 / cells.length}
              win={win}
              dim={!moving && props.dim && !win}
              cellTestId={moving ? undefined : `cell-${index}-${row}`}
              symbolId={id}
            >
              <SlotSymbol symbol={props.symbols.get(id)} theme={props.theme} icons={props.icons} />
            </Cell>
          );
        })}
      </div>
    </div>
  );
});

function Cell({
  height,
  win,
  dim,
  cellTestId,
  symbolId,
  children,
}: {
  height: number;
  win: boolean;
  dim: boolean;
  cellTestId: string | undefined;
  symbolId: number;
  children: ReactNode;
}) {
  return (
    <div
      className={cn(
        'p-[5%] transition-opacity duration-200',
        win && 'slot-win-cell rounded-[16%] bg-gold/20 ring-2 ring-gold ring-inset',
        dim && 'opacity-40',
      )}
      style={{ height: `${height}%` }}
      data-testid={cellTestId}
      data-symbol={cellTestId ? symbolId : undefined}
      data-win={cellTestId ? win || undefined : undefined}
    >
      {children}
    </div>
  );
}
