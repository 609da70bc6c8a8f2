import { useEffect, useRef } from 'react';

/** Runs `frame` every animation frame while `active` (always the latest `frame`). */
export function useFrames(active: boolean, frame: () => void) {
  const ref = useRef(frame);
  ref.current = frame;
  useEffect(() => {
    if (!active) return;
    let id = 0;
    const loop = () => {
      ref.current();
      id = requestAnimationFrame(loop);
    };
    loop();
    return () => cancelAnimationFrame(id);
  }, [active]);
}
