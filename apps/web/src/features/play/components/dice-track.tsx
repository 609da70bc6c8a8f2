// The dice roll on a 0–100 track (issue 18): the winning side of the target coloured, a tick at
// the target, and a marker that slides from the target to the server's roll (transform only: the
// marker's full-width layer moves by translateX(roll %), so nothing is laid out per frame). The
// roll is already decided when this mounts (the server's answer); with reduced motion the marker
// is placed at once.
import { useEffect, useState } from 'react';
import { cn } from '@/lib/cn';
import { prefersReducedMotion } from '@/lib/use-media-query';
import type { DiceDirection } from '../api/play';

export const DICE_SLIDE_MS = 650;

export function DiceTrack({
  roll,
  target,
  direction,
  won,
}: {
  roll: string;
  target: string;
  direction: DiceDirection;
  won: boolean;
}) {
  const reduced = prefersReducedMotion();
  const [at, setAt] = useState(reduced ? Number(roll) : Number(target));
  useEffect(() => {
    if (reduced) {
      setAt(Number(roll));
      return;
    }
    // two frames: the start position is painted before the transition to the roll begins
    let second = 0;
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(() => setAt(Number(roll)));
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, [roll, reduced]);
  const t = Number(target);
  return (
    <div dir="ltr" className="relative mb-2 h-8" data-testid="dice-track" data-at={at}>
      <div className="absolute inset-x-0 top-3 h-2 overflow-hidden rounded-full bg-danger/40">
        <div
          className="absolute inset-y-0 bg-success/60"
          style={direction === 'UNDER' ? { left: 0, width: `${t}%` } : { left: `${t}%`, right: 0 }}
        />
      </div>
      <div className="absolute top-1.5 h-5 w-0.5 bg-text/70" style={{ left: `${t}%` }} />
      {/* the marker layer spans the track; translateX(% of itself) = % of the track */}
      <div
        className="pointer-events-none absolute inset-0 will-change-transform motion-safe:transition-transform motion-safe:ease-out"
        style={{ transform: `translate3d(${at}%, 0, 0)`, transitionDuration: `${DICE_SLIDE_MS}ms` }}
      >
        <span
          className={cn(
            'absolute top-0 -ms-2.5 block size-5 rotate-45 rounded-md border-2 border-bg shadow-md',
            won ? 'bg-success' : 'bg-danger',
          )}
        />
      </div>
    </div>
  );
}
