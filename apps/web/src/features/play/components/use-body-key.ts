// Game hotkeys on the window, with the latest handler (no re-subscription per render).
import { useEffect, useRef } from 'react';
import { isPlayPaused } from '@/lib/play-gate';

/** Space runs `action` when nothing else has the focus (Enter/Space on buttons work natively). */
export function useSpaceKey(action: () => void) {
  const ref = useRef(action);
  ref.current = action;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== ' ' || event.repeat || event.target !== document.body) return;
      // a reality check is open: no bet by keyboard either
      if (isPlayPaused()) return;
      event.preventDefault();
      ref.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

/** True when the keyboard event comes from a place that types text. */
export function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  );
}

/** Letter keys (`keys`: lower-case letter → value) outside text fields and without modifiers. */
export function useLetterKeys<T>(keys: Record<string, T>, action: (value: T) => void) {
  const ref = useRef(action);
  ref.current = action;
  const keysRef = useRef(keys);
  keysRef.current = keys;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.repeat || event.altKey || event.ctrlKey || event.metaKey || typing(event.target)) {
        return;
      }
      if (isPlayPaused()) return;
      const value = keysRef.current[event.key.toLowerCase()];
      if (value === undefined) return;
      event.preventDefault();
      ref.current(value);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
