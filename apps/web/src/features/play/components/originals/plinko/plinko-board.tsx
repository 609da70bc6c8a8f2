// The Plinko board in SVG: a triangle of pegs, the slots with their multipliers (coloured from
// the centre's cool to the edges' hot), and the ball. The server decides the path before the ball
// moves; the ball then follows it row by row with the Web Animations API (a transform only, no
// layout per frame). With reduced motion (or no animation support) it is placed in its slot at
// once. `onLanded` runs when the ball is in its slot.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { prefersReducedMotion } from '@/lib/use-media-query';

const W = 400;
const TOP = 24;

export interface PlinkoDrop {
  id: string;
  path: number[];
  slot: number;
}

export function slotColour(index: number, count: number): string {
  const centre = (count - 1) / 2;
  const d = Math.abs(index - centre) / centre; // 0 centre … 1 edge
  const hue = 45 - 45 * d; // gold → red
  return `hsl(${hue} ${70 + 20 * d}% ${38 + 12 * d}%)`;
}

export function PlinkoBoard({
  rows,
  multipliers,
  drop,
  onLanded,
}: {
  rows: number;
  multipliers: readonly string[];
  drop: PlinkoDrop | null;
  onLanded: () => void;
}) {
  const { t } = useTranslation('originals');
  const ball = useRef<SVGGElement>(null);
  const spacing = W / (rows + 2);
  const rowGap = spacing * 0.9;
  const height = TOP + rows * rowGap + spacing * 1.1;
  const slotY = TOP + rows * rowGap - rowGap / 2 + spacing * 0.2;
  const landed = useRef<string | null>(null);

  useEffect(() => {
    const el = ball.current;
    if (!drop || !el || drop.path.length !== rows) return;
    const points: { x: number; y: number }[] = [{ x: W / 2, y: TOP - rowGap / 2 }];
    let x = W / 2;
    drop.path.forEach((bounce, r) => {
      x += (bounce === 1 ? 1 : -1) * (spacing / 2);
      points.push({ x, y: TOP + r * rowGap + rowGap / 2 });
    });
    points.push({ x, y: slotY + spacing * 0.35 });
    const finish = () => {
      el.setAttribute('transform', `translate(${x} ${slotY + spacing * 0.35})`);
      if (landed.current !== drop.id) {
        landed.current = drop.id;
        onLanded();
      }
    };
    if (prefersReducedMotion() || typeof el.animate !== 'function') {
      finish();
      return;
    }
    const animation = el.animate(
      points.map((p) => ({ transform: `translate(${p.x}px, ${p.y}px)` })),
      { duration: 140 * (rows + 1), easing: 'cubic-bezier(.45,.05,.55,.95)', fill: 'forwards' },
    );
    animation.onfinish = finish;
    return () => animation.cancel();
  }, [drop, rows, spacing, rowGap, slotY, onLanded]);

  const slotW = spacing * 0.92;
  return (
    <svg
      viewBox={`0 0 ${W} ${height}`}
      role="img"
      aria-label={t('plinko.board', { count: rows })}
      className="w-full rounded-2xl bg-[radial-gradient(circle_at_50%_0%,#2a2340,#0d0b14)]"
      data-testid="plinko-board"
    >
      {Array.from({ length: rows }, (_, r) =>
        Array.from({ length: r + 3 }, (_, i) => (
          <circle
            key={`${r}-${i}`}
            cx={W / 2 + (i - (r + 2) / 2) * spacing}
            cy={TOP + r * rowGap}
            r={Math.max(2, spacing * 0.1)}
            fill="#E8D9A8"
            opacity={0.85}
          />
        )),
      )}
      {multipliers.map((m, i) => {
        const cx = W / 2 + (i - rows / 2) * spacing;
        const hit = drop !== null && landed.current === drop.id && drop.slot === i;
        return (
          <g key={i} data-testid={`plinko-slot-${i}`} data-hit={hit || undefined}>
            <rect
              x={cx - slotW / 2}
              y={slotY}
              width={slotW}
              height={spacing * 0.7}
              rx={4}
              fill={slotColour(i, multipliers.length)}
              stroke={hit ? '#fff' : 'none'}
              strokeWidth={2}
            />
            <text
              x={cx}
              y={slotY + spacing * 0.45}
              textAnchor="middle"
              fontSize={Math.min(11, spacing * 0.32)}
              fontWeight={700}
              fill="#1a1205"
            >
              {Number(m) >= 100 ? Math.round(Number(m)) : Number(m)}
            </text>
          </g>
        );
      })}
      <g ref={ball} transform={`translate(${W / 2} ${TOP - rowGap / 2})`} opacity={drop ? 1 : 0.9}>
        <circle r={Math.max(4, spacing * 0.22)} fill="#F5C542" stroke="#fff" strokeWidth={1.5} />
      </g>
    </svg>
  );
}
