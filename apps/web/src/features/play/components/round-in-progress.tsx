// What the outcome area shows while a round is in flight: the wheel's numbers flicking past, the
// reels rolling, the dice counting — or, with reduced motion, a still "in progress" line.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { prefersReducedMotion } from '@/lib/use-media-query';
import type { GameEngineConfig } from '../api/play';
import { pocketClass } from './outcome';

// the European wheel's order
const WHEEL = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14,
  31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26,
];

function useTick(ms: number, run: boolean): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!run) return;
    const id = setInterval(() => setTick((n) => n + 1), ms);
    return () => clearInterval(id);
  }, [ms, run]);
  return tick;
}

export function RoundInProgress({ config }: { config: GameEngineConfig }) {
  const { t } = useTranslation('play');
  const [animate] = useState(() => !prefersReducedMotion());
  const tick = useTick(config.engine === 'SLOTS' ? 90 : 70, animate);
  const red = new Set(config.roulette?.redNumbers ?? []);
  const status = (
    <span role="status" className={cn('text-body-sm text-muted', animate && 'sr-only')}>
      {t('round.inProgress')}
    </span>
  );
  if (!animate) return <div className="flex justify-center">{status}</div>;

  switch (config.engine) {
    case 'ROULETTE': {
      const n = WHEEL[tick % WHEEL.length]!;
      return (
        <div className="flex items-center gap-3" data-testid="round-in-progress">
          <span
            dir="ltr"
            className={cn(
              'flex size-16 items-center justify-center rounded-full text-title font-bold text-white ring-4 ring-gold/40',
              pocketClass(n === 0 ? 'GREEN' : red.has(n) ? 'RED' : 'BLACK'),
            )}
          >
            {n}
          </span>
          {status}
        </div>
      );
    }
    case 'SLOTS': {
      const symbols = config.slots?.symbols ?? [];
      return (
        <div dir="ltr" className="grid grid-cols-5 gap-1.5" data-testid="round-in-progress">
          {Array.from({ length: 15 }, (_, i) => {
            const reel = i % 5;
            const symbol = symbols.length
              ? symbols[(tick * (reel + 2) + i * 3) % symbols.length]
              : null;
            return (
              <span
                key={i}
                className="flex h-14 items-center justify-center overflow-hidden rounded-lg bg-surface-2 px-1 text-center text-caption font-semibold text-muted blur-[1px]"
              >
                <span className="line-clamp-2" dir="auto">
                  {symbol?.name ?? ''}
                </span>
              </span>
            );
          })}
          {status}
        </div>
      );
    }
    case 'DICE':
      return (
        <div className="flex flex-col gap-1" data-testid="round-in-progress">
          <span dir="ltr" className="self-start text-heading font-bold text-muted tabular-nums">
            {(((tick * 3779) % 10000) / 100).toFixed(2)}
          </span>
          {status}
        </div>
      );
    default:
      return (
        <div className="flex justify-center" data-testid="round-in-progress">
          <span className="text-body-sm text-muted">{t('round.inProgress')}</span>
        </div>
      );
  }
}
