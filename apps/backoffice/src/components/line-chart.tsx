// Charts on uPlot (~50 KB minified, canvas, no dependencies, maintained): lines of a few series
// over days. It sizes itself to its container and redraws when the data or the width change.
// uPlot styles its DOM through the CSSOM (element.style), which the strict CSP allows.
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';

export interface Series {
  label: string;
  color: string;
  values: (number | null)[];
}

function cssVar(name: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || '#888';
}

export function LineChart({
  days,
  series,
  label,
  height = 220,
}: {
  days: string[];
  series: Series[];
  label: string;
  height?: number;
}) {
  const holder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = holder.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const x = days.map((d) => Date.parse(`${d}T00:00:00Z`) / 1000);
    const muted = cssVar('--color-muted');
    const grid = cssVar('--color-border');
    const plot = new uPlot(
      {
        width: Math.max(el.clientWidth, 200),
        height,
        legend: { show: true },
        axes: [
          { stroke: muted, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid } },
          { stroke: muted, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid }, size: 64 },
        ],
        series: [{}, ...series.map((s) => ({ label: s.label, stroke: cssVar(s.color), width: 2 }))],
      },
      [x, ...series.map((s) => s.values)],
      el,
    );
    const observer = new ResizeObserver(() =>
      plot.setSize({ width: Math.max(el.clientWidth, 200), height }),
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [days, series, height]);
  return (
    <div ref={holder} role="img" aria-label={label} className="w-full text-caption text-muted" />
  );
}
