// The round on screen: the countdown while bets are taken, then the multiplier and its curve drawn
// every frame from the server's clock on a canvas with rescaling axes and the players' cash-outs
// marked (with reduced motion: the number only), then the crash point.
import { hundredthsText, multiplierAt } from '@aurum/domain';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/i18n';
import type { CrashBet, CrashRound } from '../../api/crash';
import { elapsedMs } from '../../model/crash-mode';
import { formatNumber } from '../../model/format';
import { CrashCanvas, type CrashCanvasHandle } from './crash-canvas';
import { useFrames } from './use-frames';

export function CrashFlight({
  round,
  offset,
  reduced,
  mine,
  bets,
}: {
  round: CrashRound;
  /** the round's bets (cash-outs are marked on the curve) */
  bets: CrashBet[];
  /** server − local clock, ms */
  offset: number;
  reduced: boolean;
  mine: CrashBet | null;
}) {
  const { t } = useTranslation('crash');
  const locale = currentLanguage();
  const numberRef = useRef<HTMLSpanElement>(null);
  const chart = useRef<CrashCanvasHandle>(null);
  const countdownRef = useRef<HTMLSpanElement>(null);
  const running = round.phase === 'RUNNING';
  const betting = round.phase === 'BETTING';

  const frame = useCallback(() => {
    if (running) {
      const ms = Math.max(0, elapsedMs(round, offset));
      const m = multiplierAt(ms, round.growthRate);
      if (numberRef.current) {
        numberRef.current.textContent = `${formatNumber(hundredthsText(m), locale)}×`;
      }
      if (!reduced) chart.current?.draw(ms, false);
    } else if (betting && countdownRef.current) {
      const left = Math.max(0, Date.parse(round.bettingEndsAt) - (Date.now() + offset));
      countdownRef.current.textContent = t('seconds', {
        value: formatNumber(left / 1000, locale, 1),
      });
    }
  }, [running, betting, round, offset, reduced, locale, t]);
  useFrames(running || betting, frame);

  // the crashed round: its whole curve, in red, with every cash-out
  const crashedMs =
    round.phase === 'CRASHED' && round.startedAt && round.crashedAt
      ? Date.parse(round.crashedAt) - Date.parse(round.startedAt)
      : null;
  useEffect(() => {
    if (crashedMs !== null && !reduced) chart.current?.draw(crashedMs, true);
  }, [crashedMs, reduced, bets]);

  const cashedOut = mine?.status === 'CASHED_OUT' && mine.cashedOutAt;
  return (
    <div
      className="relative flex h-44 flex-col items-center justify-center overflow-hidden rounded-xl bg-bg/60 sm:h-52"
      data-testid="crash-flight"
      data-phase={round.phase}
    >
      {!reduced && round.phase !== 'BETTING' ? (
        <CrashCanvas ref={chart} rate={round.growthRate} bets={bets} locale={locale} />
      ) : null}
      <div className="relative flex flex-col items-center gap-1 rounded-xl bg-bg/55 px-4 py-2 text-center backdrop-blur-[2px]">
        {betting ? (
          <>
            <span className="text-body-sm text-muted">{t('startsIn')}</span>
            <span
              className="text-[2.5rem] leading-none font-bold text-text tabular-nums"
              data-testid="crash-countdown"
            >
              <span ref={countdownRef}>—</span>
            </span>
          </>
        ) : (
          <>
            <span className="text-body-sm text-muted">
              {round.phase === 'CRASHED' ? t('crashed') : t('round', { number: round.number })}
            </span>
            <span
              ref={numberRef}
              dir="ltr"
              data-testid="crash-multiplier"
              className={cn(
                'text-[2.75rem] leading-none font-bold tabular-nums',
                round.phase === 'CRASHED' ? 'text-danger' : 'text-text',
              )}
            >
              {round.phase === 'CRASHED' && round.crashPoint
                ? `${formatNumber(round.crashPoint, locale)}×`
                : `${formatNumber('1.00', locale)}×`}
            </span>
          </>
        )}
        {cashedOut ? (
          <span className="mt-1 rounded-md bg-success/15 px-2 py-0.5 text-caption font-semibold text-success">
            {t('cashedOut', { value: formatNumber(mine.cashedOutAt!, locale) })}
          </span>
        ) : null}
      </div>
    </div>
  );
}
