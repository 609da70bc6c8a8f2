// The play gate: while a responsible-gaming interruption (the reality check) is open, no game
// accepts a bet. The responsible-gaming feature closes the gate; the play shell (the game panel and
// its hotkeys) reads it. A tiny external store, so neither feature imports the other.
import { useSyncExternalStore } from 'react';

type Listener = () => void;
const listeners = new Set<Listener>();
let paused = false;

export function isPlayPaused(): boolean {
  return paused;
}

export function setPlayPaused(next: boolean): void {
  if (next === paused) return;
  paused = next;
  for (const listener of listeners) listener();
}

export function subscribePlayGate(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while play is paused (re-renders on change). */
export function usePlayPaused(): boolean {
  return useSyncExternalStore(subscribePlayGate, isPlayPaused, isPlayPaused);
}

// A game that was refused with RG_REALITY_CHECK_DUE asks for the check at once (the server's
// clock said it is due before the browser's timer did).
const requestListeners = new Set<Listener>();

export function requestRealityCheck(): void {
  for (const listener of requestListeners) listener();
}

export function onRealityCheckRequested(listener: Listener): () => void {
  requestListeners.add(listener);
  return () => requestListeners.delete(listener);
}
