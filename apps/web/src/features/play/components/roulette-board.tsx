// The European roulette layout in its vertical form (zero on top, three columns, twelve rows; the
// dozens beside it, the columns' 2:1 under it, the even-money bets below). Every bet of the
// server's engine can be placed: in "Any" mode a click reads the exact point (a number, the edge
// between two = split, the crossing of four = corner, the outer edge of a row = street, the outer
// edge between two rows = line, model/roulette-layout.ts); the other modes make every tap place
// the nearest bet of one type, so fingers never have to hit a thin edge on a phone. Keyboard and
// screen-reader users tab through labelled buttons: the numbers and outside bets, or in a typed
// mode every bet of that type ("Split 17/20"). After a spin the winning number and the bets that
// won are highlighted.
import { ROULETTE_INSIDE_BET_TYPES } from '@aurum/domain';
import {
  useRef,
  useState,
  type CSSProperties,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { PlacedBet } from '../model/roulette-bets';
import {
  BOARD_MODES,
  BOARD_ROWS,
  INSIDE_SPOTS,
  OUTSIDE_SPOTS,
  cellOf,
  spotAt,
  spotNumbers,
  type BetSpot,
  type BoardMode,
} from '../model/roulette-layout';
import { ChipFace } from './roulette-chip';

const INSIDE = new Set<string>(ROULETTE_INSIDE_BET_TYPES);

/** The player-facing label of a bet ("Split 17/20", "Dozen 2", "Red"). */
export function useSpotLabel() {
  const { t } = useTranslation('play');
  return (s: Pick<BetSpot, 'type' | 'numbers'>) =>
    INSIDE.has(s.type)
      ? t(`table.spot.${s.type}`, {
          numbers: s.type === 'LINE' ? `${s.numbers[0]}–${s.numbers[5]}` : s.numbers.join('/'),
        })
      : s.numbers.length
        ? t(`roulette.${s.type}`, { index: s.numbers[0] })
        : t(`roulette.${s.type}`);
}

function isCoarsePointer(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia?.('(pointer: coarse)').matches;
}

/** Where a chip or a spot button sits: on the rail for x = 0, else over the numbers. */
function spotStyle(s: Pick<BetSpot, 'x' | 'y'>): CSSProperties {
  return {
    left:
      s.x === 0 ? 'calc(var(--rail) / 2)' : `calc(var(--rail) + (100% - var(--rail)) * ${s.x / 3})`,
    top: `${(s.y / BOARD_ROWS) * 100}%`,
  };
}

export interface RouletteBoardProps {
  red: readonly number[];
  /** the bets on the table now */
  bets: readonly PlacedBet[];
  /** the last spin's bets and winning pocket: shown while no new bet is down */
  last: { bets: readonly PlacedBet[]; pocket: number } | null;
  chipValues: readonly bigint[];
  decimals: number;
  disabled: boolean;
  onPlace: (spot: BetSpot) => void;
}

export function RouletteBoard({
  red,
  bets,
  last,
  chipValues,
  decimals,
  disabled,
  onPlace,
}: RouletteBoardProps) {
  const { t } = useTranslation('play');
  const label = useSpotLabel();
  const [mode, setMode] = useState<BoardMode>(() => (isCoarsePointer() ? 'STRAIGHT' : 'ANY'));
  const [hover, setHover] = useState<BetSpot | null>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const redSet = new Set(red);
  const pocket = last?.pocket ?? null;
  const ghosts = bets.length === 0 && last ? last.bets : [];
  const shown = bets.length ? bets : ghosts;
  const amountOn = new Map(bets.map((b) => [b.spot.key, b.amount]));
  const ghostWon = new Set(
    ghosts
      .filter((b) => pocket !== null && spotNumbers(b.spot).includes(pocket))
      .map((b) => b.spot.key),
  );
  const lit = new Set(hover ? spotNumbers(hover) : []);

  const place = (s: BetSpot | null) => {
    if (s && !disabled) onPlace(s);
  };

  // Pointer clicks (anywhere on the numbers and the rail) are read by position; keyboard
  // activation (detail 0) is handled by the focused button itself.
  const pointAt = (clientX: number, clientY: number) => {
    const grid = gridRef.current?.getBoundingClientRect();
    if (!grid || grid.width === 0) return null;
    const cellW = grid.width / 3;
    const cellH = grid.height / BOARD_ROWS;
    const tolerance = isCoarsePointer() ? 10 : 7;
    return spotAt((clientX - grid.left) / cellW, (clientY - grid.top) / cellH, mode, {
      edgeX: tolerance / cellW,
      edgeY: tolerance / cellH,
      aspect: cellW / cellH,
    });
  };
  const onBoardClick = (event: MouseEvent) => {
    if (event.detail === 0) return;
    place(pointAt(event.clientX, event.clientY));
  };
  const onPointerMove = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse' || disabled) return;
    const s = pointAt(event.clientX, event.clientY);
    if (s?.key !== hover?.key) setHover(s);
  };
  const byKeyboard = (s: BetSpot) => (event: MouseEvent) => {
    if (event.detail === 0) place(s);
  };

  const cellsAreButtons = mode === 'ANY' || mode === 'STRAIGHT';
  const modeSpots = cellsAreButtons ? [] : INSIDE_SPOTS.filter((s) => s.type === mode);

  const cell = (n: number) => {
    const s = INSIDE_SPOTS.find((x) => x.type === 'STRAIGHT' && x.numbers[0] === n)!;
    const className = cn(
      'relative flex items-center justify-center text-body-sm font-semibold text-white transition-[box-shadow,filter] duration-150',
      'border-white/25',
      n === 0
        ? 'col-span-3 rounded-t-xl border bg-success/85'
        : cn(
            'border-e border-b',
            cellOf(n).c === 0 && 'border-s',
            redSet.has(n) ? 'bg-danger/90' : 'bg-black',
          ),
      lit.has(n) && 'brightness-150',
      pocket === n && 'z-[1] shadow-[inset_0_0_0_3px_var(--color-gold)] motion-safe:animate-pop-in',
    );
    const content = (
      <>
        <span dir="ltr">{n}</span>
        {pocket === n ? <span className="sr-only"> {t('table.winning')}</span> : null}
      </>
    );
    return cellsAreButtons ? (
      <button
        key={n}
        type="button"
        disabled={disabled}
        aria-label={label(s)}
        aria-pressed={amountOn.has(s.key)}
        data-testid={`roulette-number-${n}`}
        onClick={byKeyboard(s)}
        onFocus={() => setHover(s)}
        onBlur={() => setHover(null)}
        className={cn(className, 'focus-visible:z-[2] disabled:cursor-not-allowed')}
      >
        {content}
      </button>
    ) : (
      <span key={n} aria-hidden="true" className={className} data-testid={`roulette-number-${n}`}>
        {content}
      </span>
    );
  };

  const outside = (s: BetSpot, className: string, text: ReactNode) => {
    const amount = amountOn.get(s.key);
    const won = pocket !== null && ghostWon.has(s.key);
    const winning = pocket !== null && bets.length === 0 && spotNumbers(s).includes(pocket);
    return (
      <button
        key={s.key}
        type="button"
        disabled={disabled}
        aria-label={label(s)}
        aria-pressed={amount !== undefined}
        onClick={() => place(s)}
        onFocus={() => setHover(s)}
        onBlur={() => setHover(null)}
        onPointerEnter={(e) => e.pointerType === 'mouse' && setHover(s)}
        onPointerLeave={() => setHover(null)}
        data-testid={`roulette-spot-${s.key}`}
        className={cn(
          'relative flex min-h-11 items-center justify-center rounded-lg border px-1 text-caption font-semibold transition-colors disabled:cursor-not-allowed',
          amount !== undefined
            ? 'border-gold bg-gold/15 text-gold'
            : winning
              ? 'border-success/70 text-text'
              : 'border-border text-muted hover:border-gold/50 hover:text-text',
          won && 'border-success bg-success/15 text-success',
          className,
        )}
      >
        <span aria-hidden="true" className="flex items-center gap-1.5">
          {text}
        </span>
        {amount !== undefined ? (
          <ChipFace
            amount={amount}
            values={chipValues}
            decimals={decimals}
            className="absolute -top-2 -end-2 size-6 text-[10px]"
          />
        ) : null}
      </button>
    );
  };

  const byType = (type: string) => OUTSIDE_SPOTS.filter((s) => s.type === type);

  return (
    <fieldset className="flex flex-col gap-3" data-testid="roulette-board">
      <legend className="sr-only">{t('table.board')}</legend>
      <div className="flex flex-col gap-1.5">
        <span id="roulette-mode-label" className="text-caption font-semibold text-muted">
          {t('table.modes')}
        </span>
        <div
          role="radiogroup"
          aria-labelledby="roulette-mode-label"
          className="grid grid-cols-3 gap-1"
        >
          {BOARD_MODES.map((m) => (
            <button
              key={m}
              type="button"
              role="radio"
              aria-checked={mode === m}
              onClick={() => {
                setMode(m);
                setHover(null);
              }}
              data-testid={`roulette-mode-${m}`}
              className={cn(
                'min-h-11 truncate rounded-lg border px-2 text-body-sm font-semibold transition-colors',
                mode === m
                  ? 'border-gold bg-gold text-on-gold'
                  : 'border-border text-muted hover:text-text',
              )}
            >
              {t(`table.mode.${m}`)}
            </button>
          ))}
        </div>
        <p className="text-caption text-muted">{t(`table.modeHint.${mode}`)}</p>
      </div>

      <div
        dir="ltr"
        className="flex items-start gap-1.5 [--rail:1.75rem] [--row:2.5rem] md:[--row:2.25rem]"
      >
        {/* The numbers and the rail: one surface read by position. */}
        <div
          className={cn(
            'relative flex-1 touch-manipulation select-none',
            disabled ? 'cursor-not-allowed' : 'cursor-pointer',
          )}
          onClick={onBoardClick}
          onPointerMove={onPointerMove}
          onPointerLeave={() => setHover(null)}
          data-testid="roulette-layout"
        >
          {/* The rail (street and six-line spots) is read by position: no surface of its own, so
              no empty grey column stands beside the numbers (issue 19 item 11). */}
          <div
            ref={gridRef}
            className="ml-[var(--rail)] grid grid-cols-3 grid-rows-[repeat(13,var(--row))] overflow-hidden rounded-xl rounded-tl-none"
          >
            {Array.from({ length: 37 }, (_, n) => cell(n))}
          </div>
          {modeSpots.map((s) => (
            <button
              key={s.key}
              type="button"
              disabled={disabled}
              aria-label={label(s)}
              aria-pressed={amountOn.has(s.key)}
              data-testid={`roulette-spot-${s.key}`}
              onClick={byKeyboard(s)}
              onFocus={() => setHover(s)}
              onBlur={() => setHover(null)}
              style={spotStyle(s)}
              className="group absolute z-[3] flex size-6 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full"
            >
              <span className="size-2.5 rounded-full bg-gold/70 ring-2 ring-bg/60 transition-transform group-hover:scale-150 group-focus-visible:scale-150" />
            </button>
          ))}
          {hover && hover.type !== 'STRAIGHT' && INSIDE.has(hover.type) ? (
            <span
              aria-hidden="true"
              style={spotStyle(hover)}
              className="pointer-events-none absolute z-[4] size-5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-dashed border-gold bg-gold/30"
            />
          ) : null}
          {shown
            .filter((b) => INSIDE.has(b.spot.type))
            .map((b) => {
              const ghost = bets.length === 0;
              const won = ghost && ghostWon.has(b.spot.key);
              return (
                <span
                  key={b.spot.key}
                  style={spotStyle(b.spot)}
                  data-testid={ghost ? 'roulette-last-chip' : 'roulette-chip'}
                  data-won={won || undefined}
                  className={cn(
                    'pointer-events-none absolute z-[5] -translate-x-1/2 -translate-y-1/2 rounded-full',
                    ghost && !won && 'opacity-40',
                    won && 'ring-2 ring-success ring-offset-2 ring-offset-bg',
                  )}
                >
                  <ChipFace
                    amount={b.amount}
                    values={chipValues}
                    decimals={decimals}
                    className="size-7 text-[10px]"
                  />
                </span>
              );
            })}
        </div>

        {/* Dozens beside their rows. */}
        <div className="grid w-12 shrink-0 grid-rows-[repeat(13,var(--row))]">
          {byType('DOZEN').map((s, i) =>
            outside(
              s,
              i === 0 ? 'row-start-2 row-span-4 my-0.5' : 'row-span-4 my-0.5',
              `${i * 12 + 1}–${i * 12 + 12}`,
            ),
          )}
        </div>
      </div>

      <div dir="ltr" className="ml-[1.75rem] mr-[3.375rem] grid grid-cols-3 gap-1">
        {byType('COLUMN').map((s) => outside(s, '', '2:1'))}
      </div>

      <div className="grid grid-cols-3 gap-1.5" aria-label={t('table.outside')} role="group">
        {(['LOW', 'EVEN', 'RED', 'BLACK', 'ODD', 'HIGH'] as const).map((type) => {
          const s = byType(type)[0]!;
          return outside(
            s,
            '',
            <>
              {type === 'RED' || type === 'BLACK' ? (
                <span
                  className={cn(
                    'size-3 rotate-45 rounded-[2px] ring-1 ring-white/40',
                    type === 'RED' ? 'bg-danger' : 'bg-black',
                  )}
                />
              ) : null}
              {label(s)}
            </>,
          );
        })}
      </div>
    </fieldset>
  );
}
