// The game stage's display mode: normal, theatre (the stage takes the page's width and the game
// grows) or full screen. Full screen uses the Fullscreen API on the stage element; where the API is
// missing or refused (iOS Safari on iPhone, some embedded browsers) the stage becomes a fixed
// overlay over the whole viewport instead, left with the same button or Escape.
import { useCallback, useEffect, useRef, useState } from 'react';

export type StageMode = 'normal' | 'theatre' | 'fullscreen';

export function useStageMode() {
  const ref = useRef<HTMLElement>(null);
  const [mode, setMode] = useState<StageMode>('normal');
  // Whether full screen is the real Fullscreen API (true) or the overlay fallback (false).
  const native = useRef(false);

  useEffect(() => {
    const onChange = () => {
      if (native.current && !document.fullscreenElement) {
        native.current = false;
        setMode('normal');
      }
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  useEffect(() => {
    if (mode !== 'fullscreen' || native.current) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMode('normal');
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [mode]);

  // Leaving the page leaves full screen.
  useEffect(
    () => () => {
      if (native.current && document.fullscreenElement) void document.exitFullscreen?.();
    },
    [],
  );

  const toggleTheatre = useCallback(() => {
    setMode((current) => (current === 'theatre' ? 'normal' : 'theatre'));
  }, []);

  const toggleFullscreen = useCallback(() => {
    if (mode === 'fullscreen') {
      if (native.current && document.fullscreenElement) void document.exitFullscreen();
      native.current = false;
      setMode('normal');
      return;
    }
    const stage = ref.current;
    setMode('fullscreen');
    if (stage && document.fullscreenEnabled && typeof stage.requestFullscreen === 'function') {
      native.current = true;
      stage.requestFullscreen().catch(() => {
        // Refused: the overlay stays as the fallback.
        native.current = false;
      });
    }
  }, [mode]);

  return { ref, mode, toggleTheatre, toggleFullscreen };
}
