// A compact European roulette board: straight numbers 0–36 and the outside bets (red/black,
// odd/even, low/high, dozens, columns). Each selected bet takes the stake.
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { RouletteBetType } from '../api/play';

export interface RouletteSelection {
  type: RouletteBetType;
  numbers: number[];
}

const OUTSIDE: RouletteSelection[] = [
  { type: 'RED', numbers: [] },
  { type: 'BLACK', numbers: [] },
  { type: 'ODD', numbers: [] },
  { type: 'EVEN', numbers: [] },
  { type: 'LOW', numbers: [] },
  { type: 'HIGH', numbers: [] },
  { type: 'DOZEN', numbers: [1] },
  { type: 'DOZEN', numbers: [2] },
  { type: 'DOZEN', numbers: [3] },
  { type: 'COLUMN', numbers: [1] },
  { type: 'COLUMN', numbers: [2] },
  { type: 'COLUMN', numbers: [3] },
];

const key = (s: RouletteSelection) => `${s.type}:${s.numbers.join(',')}`;
const MAX_BETS = 50;

export function RouletteBoard({
  red,
  selected,
  onChange,
}: {
  red: number[];
  selected: RouletteSelection[];
  onChange: (next: RouletteSelection[]) => void;
}) {
  const { t } = useTranslation('play');
  const chosen = new Set(selected.map(key));
  const toggle = (s: RouletteSelection) => {
    const k = key(s);
    if (chosen.has(k)) onChange(selected.filter((x) => key(x) !== k));
    else if (selected.length < MAX_BETS) onChange([...selected, s]);
  };
  const redSet = new Set(red);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-body-sm font-semibold text-muted">
        {t('roulette.bets', { count: selected.length })}
      </legend>
      <div dir="ltr" className="grid grid-cols-[repeat(13,minmax(0,1fr))] gap-0.5">
        {Array.from({ length: 37 }, (_, n) => {
          const s: RouletteSelection = { type: 'STRAIGHT', numbers: [n] };
          const on = chosen.has(key(s));
          return (
            <button
              key={n}
              type="button"
              aria-pressed={on}
              aria-label={t('roulette.straight', { number: n })}
              onClick={() => toggle(s)}
              className={cn(
                'flex h-9 items-center justify-center rounded text-caption font-semibold text-white',
                n === 0 ? 'bg-success' : redSet.has(n) ? 'bg-danger' : 'bg-black',
                on && 'ring-2 ring-gold ring-inset',
              )}
            >
              {n}
            </button>
          );
        })}
      </div>
      <div className="grid grid-cols-3 gap-1.5">
        {OUTSIDE.map((s) => {
          const on = chosen.has(key(s));
          return (
            <button
              key={key(s)}
              type="button"
              aria-pressed={on}
              onClick={() => toggle(s)}
              className={cn(
                'min-h-11 rounded-lg border px-1 text-caption font-semibold',
                on ? 'border-gold bg-gold/15 text-gold' : 'border-border text-muted',
              )}
            >
              {s.numbers.length
                ? t(`roulette.${s.type}`, { index: s.numbers[0] })
                : t(`roulette.${s.type}`)}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
