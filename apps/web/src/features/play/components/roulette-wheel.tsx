// The roulette wheel (SVG, European single-zero order). While the round is in flight the wheel
// turns and the ball runs the other way; when the server's pocket is known the wheel decelerates
// so that exactly that pocket comes to rest under the ball at the top. Motion is the Web
// Animations API on `transform: rotate` only (no layout per frame); with reduced motion (or no
// WAAPI) the wheel is drawn at rest on the pocket at once. `onLanded` fires when the ball is in.
import { memo, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** The pockets clockwise from zero, as on a European wheel. */
export const WHEEL_ORDER = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14,
  31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26,
];
const STEP = 360 / WHEEL_ORDER.length;
const LOOP_MS = 1400;

/** The wheel's rotation (degrees) that puts `pocket` at the top. */
export function restAngle(pocket: number): number {
  const index = WHEEL_ORDER.indexOf(pocket);
  return index < 0 ? 0 : (360 - index * STEP) % 360;
}

/** A landing from `from` degrees (clockwise) to the pocket's rest angle, at least two turns on. */
export function landingAngle(from: number, pocket: number): number {
  const rest = restAngle(pocket);
  const ahead = (((rest - from) % 360) + 360) % 360;
  return from + 720 + ahead;
}

function sector(index: number, inner: number, outer: number): string {
  const a0 = ((index - 0.5) * STEP - 90) * (Math.PI / 180);
  const a1 = ((index + 0.5) * STEP - 90) * (Math.PI / 180);
  const p = (r: number, a: number) =>
    `${(r * Math.cos(a)).toFixed(2)} ${(r * Math.sin(a)).toFixed(2)}`;
  return `M${p(outer, a0)}A${outer} ${outer} 0 0 1 ${p(outer, a1)}L${p(inner, a1)}A${inner} ${inner} 0 0 0 ${p(inner, a0)}Z`;
}

const WheelFace = memo(function WheelFace({ red }: { red: ReadonlySet<number> }) {
  return (
    <svg viewBox="-100 -100 200 200" className="size-full" aria-hidden="true">
      <circle r="99" fill="#3b2a12" stroke="#c9a34a" strokeWidth="2" />
      {WHEEL_ORDER.map((n, i) => (
        <g key={n}>
          <path
            d={sector(i, 58, 92)}
            fill={n === 0 ? '#12813b' : red.has(n) ? '#b3261e' : '#15171c'}
            stroke="#c9a34a"
            strokeWidth="0.6"
          />
          <text
            transform={`rotate(${i * STEP}) translate(0 -82)`}
            textAnchor="middle"
            dominantBaseline="middle"
            fontSize="8.5"
            fontWeight="700"
            fill="#fff"
          >
            {n}
          </text>
        </g>
      ))}
      <circle r="58" fill="url(#wheel-cone)" stroke="#c9a34a" strokeWidth="1.5" />
      <defs>
        <radialGradient id="wheel-cone">
          <stop offset="0" stopColor="#f5d77a" />
          <stop offset="0.35" stopColor="#8a6a22" />
          <stop offset="1" stopColor="#2b1f0c" />
        </radialGradient>
      </defs>
      {[0, 45, 90, 135].map((a) => (
        <rect
          key={a}
          x="-2"
          y="-44"
          width="4"
          height="88"
          rx="2"
          fill="#e8c766"
          transform={`rotate(${a})`}
        />
      ))}
      <circle r="9" fill="#f5d77a" stroke="#6b4f14" strokeWidth="1.5" />
    </svg>
  );
});

export function RouletteWheel({
  spinning,
  pocket,
  roundId,
  redNumbers,
  animate,
  onLanded,
}: {
  /** the request is in flight */
  spinning: boolean;
  /** the server's pocket of the round to land on (null before the first spin) */
  pocket: number | null;
  roundId: string | null;
  redNumbers: readonly number[];
  animate: boolean;
  onLanded: (roundId: string) => void;
}) {
  const { t } = useTranslation('play');
  const wheel = useRef<HTMLDivElement>(null);
  const ball = useRef<HTMLDivElement>(null);
  const loopStart = useRef(0);
  const landed = useRef<string | null>(roundId);
  const [landedId, setLandedId] = useState<string | null>(roundId);
  const [state, setState] = useState<'rest' | 'spinning' | 'landing'>('rest');
  const red = useRef(new Set(redNumbers)).current;
  const canAnimate =
    animate && typeof HTMLElement !== 'undefined' && 'animate' in HTMLElement.prototype;

  useEffect(() => {
    if (spinning && canAnimate) setState('spinning');
  }, [spinning, canAnimate]);

  // the round arrived: land on its pocket (at once without animation)
  useEffect(() => {
    if (spinning || roundId === null || pocket === null || landed.current === roundId) return;
    // landing already: the animation's end lands the ball (this effect re-runs on the state
    // change and must not cut the 2.6 s landing short)
    if (state === 'landing') return;
    if (!canAnimate || state !== 'spinning') {
      landed.current = roundId;
      setLandedId(roundId);
      setState('rest');
      onLanded(roundId);
      return;
    }
    setState('landing');
  }, [spinning, roundId, pocket, canAnimate, state, onLanded]);

  useLayoutEffect(() => {
    const w = wheel.current;
    const b = ball.current;
    if (!w || !b || !canAnimate) return;
    if (state === 'spinning') {
      loopStart.current = performance.now();
      const a = w.animate([{ transform: 'rotate(0deg)' }, { transform: 'rotate(360deg)' }], {
        duration: LOOP_MS,
        iterations: Infinity,
      });
      const c = b.animate([{ transform: 'rotate(360deg)' }, { transform: 'rotate(0deg)' }], {
        duration: LOOP_MS * 0.7,
        iterations: Infinity,
      });
      return () => {
        a.cancel();
        c.cancel();
      };
    }
    if (state === 'landing' && pocket !== null && roundId !== null) {
      const elapsed = performance.now() - loopStart.current;
      const from = ((elapsed % LOOP_MS) / LOOP_MS) * 360;
      const to = landingAngle(from, pocket);
      const ballFrom = 360 - ((elapsed % (LOOP_MS * 0.7)) / (LOOP_MS * 0.7)) * 360;
      const duration = 2600;
      const a = w.animate(
        [{ transform: `rotate(${from}deg)` }, { transform: `rotate(${to}deg)` }],
        {
          duration,
          easing: 'cubic-bezier(0.2, 0.55, 0.25, 1)',
          fill: 'forwards',
        },
      );
      const c = b.animate(
        [{ transform: `rotate(${ballFrom}deg)` }, { transform: 'rotate(-720deg)' }],
        { duration: duration * 0.85, easing: 'cubic-bezier(0.25, 0.6, 0.3, 1)', fill: 'forwards' },
      );
      a.onfinish = () => {
        landed.current = roundId;
        setLandedId(roundId);
        setState('rest');
        onLanded(roundId);
      };
      return () => {
        a.cancel();
        c.cancel();
      };
    }
  }, [state, pocket, roundId, canAnimate, onLanded]);

  const rest = state === 'rest' && pocket !== null ? restAngle(pocket) : 0;
  const shown = state === 'rest' && landedId !== null && landedId === roundId ? pocket : null;
  return (
    <div
      className="relative mx-auto aspect-square w-full max-w-64"
      data-testid="roulette-wheel"
      data-state={state}
      data-pocket={shown ?? undefined}
      data-round={state === 'rest' ? (landedId ?? undefined) : undefined}
      role="img"
      aria-label={shown !== null ? t('roulette.landed', { pocket: shown }) : t('roulette.wheel')}
    >
      <div
        ref={wheel}
        className={cn('size-full', state !== 'rest' && 'will-change-transform')}
        style={{ transform: `rotate(${rest}deg)` }}
      >
        <WheelFace red={red} />
      </div>
      {/* the ball's track: it runs the other way and comes to rest at the top */}
      <div ref={ball} className="pointer-events-none absolute inset-0">
        <span className="absolute top-[16%] left-1/2 size-[6%] -translate-x-1/2 rounded-full bg-white shadow-[0_1px_3px_#000]" />
      </div>
      <span
        aria-hidden="true"
        className="absolute -top-1 left-1/2 size-0 -translate-x-1/2 border-x-[7px] border-t-[10px] border-x-transparent border-t-gold"
      />
    </div>
  );
}
