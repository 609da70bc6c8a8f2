// The crash curve on a canvas, redrawn every frame by the flight's loop (no React render per
// frame): the axes rescale as the round climbs (model/crash-chart), the curve fills under it, and
// each player's cash-out is marked on the curve where it happened (a dot and the multiplier).
// The canvas is sized to its box once and on resize (ResizeObserver), never measured per frame.
import { msToReach } from '@aurum/domain';
import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';
import type { CrashBet } from '../../api/crash';
import { chartScale, multiplierTicks, secondTicks } from '../../model/crash-chart';

export interface CrashCanvasHandle {
  /** Draws the round at `elapsedMs` of running; `crashed` paints the curve red. */
  draw: (elapsedMs: number, crashed: boolean) => void;
}

const PAD = { left: 34, bottom: 18, top: 8, right: 8 };

export const CrashCanvas = forwardRef<
  CrashCanvasHandle,
  { rate: number; bets: CrashBet[]; locale: string }
>(function CrashCanvas({ rate, bets, locale }, ref) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const size = useRef({ w: 320, h: 180, dpr: 1 });
  const betsRef = useRef(bets);
  betsRef.current = bets;
  const last = useRef<{ ms: number; crashed: boolean } | null>(null);

  useEffect(() => {
    const el = canvas.current;
    if (!el) return;
    const fit = () => {
      const rect = el.getBoundingClientRect();
      const dpr = Math.min(2, window.devicePixelRatio || 1);
      size.current = { w: rect.width || 320, h: rect.height || 180, dpr };
      el.width = Math.round(size.current.w * dpr);
      el.height = Math.round(size.current.h * dpr);
      if (last.current) draw(last.current.ms, last.current.crashed);
    };
    fit();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(fit);
    observer.observe(el);
    return () => observer.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- draw reads refs only
  }, []);

  const draw = (ms: number, crashed: boolean) => {
    last.current = { ms, crashed };
    const el = canvas.current;
    const ctx = el?.getContext?.('2d');
    if (!el || !ctx) return;
    const { w, h, dpr } = size.current;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.clearRect(0, 0, w, h);
    const { span, top } = chartScale(ms, rate);
    const plotW = w - PAD.left - PAD.right;
    const plotH = h - PAD.top - PAD.bottom;
    const x = (t: number) => PAD.left + (t / span) * plotW;
    const y = (m: number) => PAD.top + plotH - ((m - 1) / (top - 1)) * plotH;

    // axes and grid
    ctx.font = '10px Inter, system-ui, sans-serif';
    ctx.fillStyle = 'rgba(160,166,180,0.9)';
    ctx.strokeStyle = 'rgba(255,255,255,0.07)';
    ctx.lineWidth = 1;
    ctx.textAlign = 'right';
    ctx.textBaseline = 'middle';
    for (const m of multiplierTicks(top)) {
      const yy = Math.round(y(m)) + 0.5;
      ctx.beginPath();
      ctx.moveTo(PAD.left, yy);
      ctx.lineTo(w - PAD.right, yy);
      ctx.stroke();
      ctx.fillText(`${m.toLocaleString(locale)}×`, PAD.left - 4, yy);
    }
    ctx.textAlign = 'center';
    ctx.textBaseline = 'top';
    for (const s of secondTicks(span)) {
      ctx.fillText(`${s.toLocaleString(locale)}s`, x(s * 1000), h - PAD.bottom + 4);
    }
    ctx.strokeStyle = 'rgba(255,255,255,0.25)';
    ctx.beginPath();
    ctx.moveTo(PAD.left + 0.5, PAD.top);
    ctx.lineTo(PAD.left + 0.5, h - PAD.bottom + 0.5);
    ctx.lineTo(w - PAD.right, h - PAD.bottom + 0.5);
    ctx.stroke();

    // the curve and the area under it
    const steps = 64;
    ctx.beginPath();
    ctx.moveTo(x(0), y(1));
    for (let i = 1; i <= steps; i++) {
      const t = (ms * i) / steps;
      ctx.lineTo(x(t), y(Math.exp(rate * t)));
    }
    const colour = crashed ? '#ef4444' : '#f5c542';
    ctx.strokeStyle = colour;
    ctx.lineWidth = 3;
    ctx.lineJoin = 'round';
    ctx.stroke();
    ctx.lineTo(x(ms), y(1));
    ctx.closePath();
    const fill = ctx.createLinearGradient(0, PAD.top, 0, h - PAD.bottom);
    fill.addColorStop(0, crashed ? 'rgba(239,68,68,0.28)' : 'rgba(245,197,66,0.28)');
    fill.addColorStop(1, 'rgba(245,197,66,0)');
    ctx.fillStyle = fill;
    ctx.fill();

    // the head of the curve
    if (ms > 0) {
      ctx.beginPath();
      ctx.arc(x(ms), y(Math.exp(rate * ms)), 4.5, 0, Math.PI * 2);
      ctx.fillStyle = colour;
      ctx.fill();
    }

    // cash-outs on the curve, where they happened
    let marks = 0;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'bottom';
    for (const bet of betsRef.current) {
      if (bet.status !== 'CASHED_OUT' || !bet.cashedOutAt) continue;
      const hundredths = Math.round(Number(bet.cashedOutAt) * 100);
      const t = msToReach(hundredths, rate);
      if (t > ms) continue;
      const px = x(t);
      const py = y(hundredths / 100);
      ctx.beginPath();
      ctx.arc(px, py, bet.mine ? 6 : 4, 0, Math.PI * 2);
      ctx.fillStyle = bet.mine ? '#22c55e' : 'rgba(34,197,94,0.7)';
      ctx.fill();
      ctx.strokeStyle = '#0b0d12';
      ctx.lineWidth = 1.5;
      ctx.stroke();
      if (bet.mine) {
        ctx.fillStyle = '#22c55e';
        ctx.fillText(`${(hundredths / 100).toLocaleString(locale)}×`, px, py - 8);
      }
      marks += 1;
    }
    // what is drawn, for tests (changes only when the count does)
    const text = String(marks);
    if (el.dataset.marks !== text) el.dataset.marks = text;
    if (ms > 0 && el.dataset.drawn !== '1') el.dataset.drawn = '1';
  };

  useImperativeHandle(ref, () => ({ draw }));

  return (
    <canvas
      ref={canvas}
      aria-hidden="true"
      data-testid="crash-canvas"
      className="absolute inset-0 size-full"
    />
  );
});
