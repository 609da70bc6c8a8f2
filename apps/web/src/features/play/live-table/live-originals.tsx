// The live dice and live wheel tables' stage (docs/live2-notes.md): one roll / one wheel stop per
// round for the whole table. Dice: the instant game's track (DiceTrack) slides from the viewer's
// target to the table's roll; the viewer's own target and direction colour the track (their bet's,
// else the controls'). Wheel: the instant game's wheel art (WheelArt) in the table's fixed size,
// coloured with the viewer's risk layout; it turns to the table's segment when the round settles.
import { diceChanceBp } from '@aurum/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/i18n';
import { prefersReducedMotion } from '@/lib/use-media-query';
import type { Risk } from '../api/originals';
import type { DiceDirection } from '../api/play';
import { DiceTrack } from '../components/dice-track';
import { segmentColour, WheelArt, wheelStopAngle } from '../components/originals/wheel/wheel-art';
import { formatNumber } from '../model/format';
import type { LiveRound } from './api';

const hundredths = (text: string) => Math.round(Number(text) * 100);

/**
 * The live wheel turns for 2.4 s (the instant one 4 s): the result must land well inside the pause
 * before the next round (7 s; 3 s in the e2e server) so everyone sees it before bets reopen.
 */
export const LIVE_WHEEL_SPIN_MS = 2400;

/** Whether a roll wins for a target and direction (the engine's rule, @aurum/domain dice). */
export function diceWins(roll: string, target: string, direction: DiceDirection): boolean {
  const r = hundredths(roll);
  const t = hundredths(target);
  return direction === 'UNDER' ? r < t : r > t;
}

export function DiceStage({
  shown,
  drawing,
  target,
  direction,
}: {
  /** the round whose roll is on the table (the settled current one, else the last one) */
  shown: LiveRound | null;
  drawing: boolean;
  target: string;
  direction: DiceDirection;
}) {
  const { t } = useTranslation(['live', 'play']);
  const locale = currentLanguage();
  const roll = shown?.outcome?.roll ?? null;
  const chance = diceChanceBp({ target: hundredths(target), direction }) / 100;
  return (
    <div className="flex flex-col gap-2" data-testid="live-dice">
      <p
        className="text-center text-3xl font-bold tabular-nums"
        dir="ltr"
        data-testid="live-roll"
        aria-label={roll && !drawing ? t('result.roll', { roll }) : t('clock.drawing')}
      >
        {drawing || !roll ? '··.··' : roll}
      </p>
      {roll && !drawing ? (
        // the marker's layer is translated by the roll: clip it here (padding keeps the marker at
        // 0 or 99.99 whole), else it widens the page at 390 px (seen in the e2e screenshot)
        <div className="overflow-hidden px-3">
          <DiceTrack
            key={shown!.id}
            roll={roll}
            target={target}
            direction={direction}
            won={diceWins(roll, target, direction)}
          />
        </div>
      ) : (
        <div className="mb-2 h-8" aria-hidden="true" />
      )}
      <p className="text-center text-caption text-muted">
        {t(direction === 'UNDER' ? 'play:dice.rollUnder' : 'play:dice.rollOver')}{' '}
        <span dir="ltr" className="tabular-nums">
          {formatNumber(target, locale)}
        </span>{' '}
        · {t('play:dice.chance')} {formatNumber(chance, locale)}%
      </p>
    </div>
  );
}

/** The multiplier of a stop for a risk (decimal string), from the table's layouts. */
export function wheelMultiplier(layout: readonly string[], segment: number | null | undefined) {
  return segment === null || segment === undefined ? null : (layout[segment] ?? null);
}

export function WheelStage({
  fresh,
  shown,
  segments,
  layout,
  risk,
  onLanded,
}: {
  /** the current round once settled (the wheel turns to its stop) */
  fresh: LiveRound | null;
  shown: LiveRound | null;
  segments: number | null;
  /** the multipliers of the viewer's risk at the table's size */
  layout: readonly string[];
  risk: Risk;
  onLanded: (roundId: string) => void;
}) {
  const { t } = useTranslation(['live', 'originals']);
  const [angle, setAngle] = useState(0);
  const [landed, setLanded] = useState<string | null>(null);
  const wheel = useRef<SVGGElement>(null);
  const stop = fresh?.outcome?.segment;
  const freshId = fresh?.id ?? null;

  // a settled round: turn to its segment, then tell the page it landed
  useEffect(() => {
    if (!freshId || stop === null || stop === undefined || !segments) return;
    const done = () => {
      setLanded(freshId);
      onLanded(freshId);
    };
    setAngle((a) => wheelStopAngle(a, stop, segments));
    const el = wheel.current;
    if (prefersReducedMotion() || !el) {
      done();
      return;
    }
    el.addEventListener('transitionend', done, { once: true });
    const fallback = setTimeout(done, LIVE_WHEEL_SPIN_MS + 200);
    return () => {
      el.removeEventListener('transitionend', done);
      clearTimeout(fallback);
    };
  }, [freshId, stop, segments, onLanded]);

  // a page opened between rounds shows the last stop at once
  const lastStop = shown?.outcome?.segment;
  const lastId = shown?.id ?? null;
  useEffect(() => {
    if (freshId || !lastId || lastStop === null || lastStop === undefined || !segments) return;
    setAngle(wheelStopAngle(0, lastStop, segments, 0));
  }, [freshId, lastId, lastStop, segments]);

  const stopped = shown?.outcome?.segment;
  const showStop = shown && (!fresh || landed === fresh.id);
  const m = showStop ? wheelMultiplier(layout, stopped) : null;
  return (
    <div className="flex flex-col gap-2" data-testid="live-wheel" data-segments={segments ?? ''}>
      <WheelArt
        ref={wheel}
        layout={layout}
        angle={angle}
        label={t('wheelTable', { count: segments ?? 0, risk: t(`originals:risk.${risk}`) })}
        centre={m !== null ? `×${m}` : ''}
        paytableLabel={t('originals:wheel.paytable')}
        durationMs={LIVE_WHEEL_SPIN_MS}
      />
    </div>
  );
}

/** The last results strip's pill of a dice or wheel round. */
export function OriginalsPill({ round, layout }: { round: LiveRound; layout: readonly string[] }) {
  const o = round.outcome;
  if (o?.roll) {
    return (
      <span className="flex h-7 shrink-0 items-center justify-center rounded-full bg-surface-2 px-2 text-caption font-bold tabular-nums text-text">
        {o.roll}
      </span>
    );
  }
  const m = wheelMultiplier(layout, o?.segment);
  return (
    <span
      className={cn(
        'flex h-7 shrink-0 items-center justify-center rounded-full px-2 text-caption font-bold tabular-nums text-white',
      )}
      style={{ background: segmentColour(Number(m ?? 0)) }}
    >
      ×{m ?? '?'}
    </span>
  );
}
