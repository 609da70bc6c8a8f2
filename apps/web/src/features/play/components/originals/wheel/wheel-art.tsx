// The wheel's art (instant wheel and the live wheel table): the segments of a layout coloured by
// their multiplier, turned by `angle` degrees with a CSS transform transition (none with reduced
// motion), the pointer on top, a text in the hub, and the layout's paytable below. The caller
// owns the angle (where the wheel stops) and listens for the transition's end on `ref`.
import type { Ref } from 'react';
import { prefersReducedMotion } from '@/lib/use-media-query';

const R = 140;

/** A multiplier's colour: nothing grey, small gold, large red. */
export function segmentColour(m: number): string {
  if (m === 0) return '#2B2838';
  if (m < 1.5) return '#8C7A3A';
  if (m < 2) return '#D9A521';
  if (m < 5) return '#E07B24';
  return '#E5484D';
}

function arc(i: number, n: number): string {
  const a0 = (i / n) * 2 * Math.PI - Math.PI / 2;
  const a1 = ((i + 1) / n) * 2 * Math.PI - Math.PI / 2;
  const p = (a: number) => `${R * Math.cos(a)} ${R * Math.sin(a)}`;
  return `M0 0 L${p(a0)} A${R} ${R} 0 0 1 ${p(a1)} Z`;
}

/** The angle (degrees, growing) that brings `segment` of `segments` under the pointer after whole turns. */
export function wheelStopAngle(from: number, segment: number, segments: number, turns = 5): number {
  const target = 360 - ((segment + 0.5) / segments) * 360;
  return from - (from % 360) + 360 * turns + target;
}

export function WheelArt({
  ref,
  layout,
  angle,
  label,
  centre,
  paytableLabel,
  durationMs = 4000,
}: {
  ref?: Ref<SVGGElement>;
  /** how long the wheel turns to a stop */
  durationMs?: number;
  /** multipliers (decimal strings or numbers), segment 0 … N − 1 clockwise */
  layout: readonly (string | number)[];
  angle: number;
  label: string;
  centre: string;
  paytableLabel: string;
}) {
  return (
    <>
      <svg
        viewBox="-160 -168 320 330"
        role="img"
        aria-label={label}
        data-testid="wheel"
        className="mx-auto w-full max-w-80"
      >
        <g
          ref={ref}
          style={{
            transform: `rotate(${angle}deg)`,
            transition: prefersReducedMotion()
              ? 'none'
              : `transform ${durationMs}ms cubic-bezier(.17,.67,.16,1)`,
          }}
        >
          {layout.map((m, i) => (
            <path
              key={i}
              d={arc(i, layout.length)}
              fill={segmentColour(Number(m))}
              stroke="#0d0b14"
              strokeWidth={1.5}
            />
          ))}
          <circle r={R} fill="none" stroke="#E8C766" strokeWidth={4} />
        </g>
        <circle r={34} fill="#15121F" stroke="#E8C766" strokeWidth={3} />
        <text
          y={6}
          textAnchor="middle"
          fontSize={18}
          fontWeight={700}
          fill="#F5C542"
          data-testid="wheel-multiplier"
        >
          {centre}
        </text>
        <path d="M0 -146 L-11 -166 L11 -166 Z" fill="#F5C542" stroke="#0d0b14" strokeWidth={1.5} />
      </svg>
      <ul
        className="flex flex-wrap justify-center gap-1.5 text-caption"
        aria-label={paytableLabel}
        dir="ltr"
      >
        {[...new Set(layout.map(String))].map((m) => (
          <li key={m} className="flex items-center gap-1 rounded-md bg-surface-2 px-2 py-0.5">
            <span
              className="size-3 rounded-sm"
              style={{ background: segmentColour(Number(m)) }}
              aria-hidden="true"
            />
            ×{m} · {layout.filter((x) => String(x) === m).length}/{layout.length}
          </li>
        ))}
      </ul>
    </>
  );
}
