// The winning paylines over the reels (SVG, 500 × 300 units: a reel is 100 wide, a row 100 high):
// each line runs through the centre of its row on every reel, with a dot on the cells it pays.
// The parent cycles which lines are shown (all together first, then one by one).
import type { LineWinLike } from '../../model/slot-wins';

export const LINE_COLOURS = [
  '#f5cf6b',
  '#4fc3f7',
  '#ef5350',
  '#66bb6a',
  '#ab47bc',
  '#ffa726',
  '#26c6da',
  '#ec407a',
  '#d4e157',
  '#ff8a65',
];

export function PaylineOverlay({
  wins,
  lines,
  shown,
}: {
  wins: LineWinLike[];
  lines: readonly (readonly number[])[];
  /** the line indices drawn now */
  shown: number[];
}) {
  if (!shown.length) return null;
  return (
    <svg
      viewBox="0 0 500 300"
      preserveAspectRatio="none"
      aria-hidden="true"
      data-testid="paylines"
      className="pointer-events-none absolute inset-0 size-full"
    >
      {wins
        .filter((w) => shown.includes(w.line))
        .map((w) => {
          const rows = lines[w.line] ?? [];
          const colour = LINE_COLOURS[w.line % LINE_COLOURS.length];
          const points = rows.map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`).join(' ');
          return (
            <g key={`${w.line}-${shown.length}`} data-testid="payline" data-line={w.line}>
              <polyline
                points={`0,${(rows[0] ?? 1) * 100 + 50} ${points} 500,${(rows[rows.length - 1] ?? 1) * 100 + 50}`}
                fill="none"
                stroke="#000a"
                strokeWidth={9}
                strokeLinejoin="round"
                vectorEffect="non-scaling-stroke"
                className="slot-payline"
              />
              <polyline
                points={`0,${(rows[0] ?? 1) * 100 + 50} ${points} 500,${(rows[rows.length - 1] ?? 1) * 100 + 50}`}
                fill="none"
                stroke={colour}
                strokeWidth={4}
                strokeLinejoin="round"
                vectorEffect="non-scaling-stroke"
                className="slot-payline"
              />
              {rows.slice(0, w.count).map((row, reel) => (
                <circle
                  key={reel}
                  cx={reel * 100 + 50}
                  cy={row * 100 + 50}
                  r={7}
                  fill={colour}
                  stroke="#000a"
                  strokeWidth={2}
                />
              ))}
            </g>
          );
        })}
    </svg>
  );
}
