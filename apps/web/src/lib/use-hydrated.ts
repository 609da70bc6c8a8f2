// False in a server render and in the browser's first (hydrating) render of a server-rendered
// page, true from then on — and at once in a plain client render. Lets a screen keep a
// client-only island (the game page's playable panel, issue 16) out of the server's HTML without
// a hydration mismatch: React hydrates with the server's value, then renders again with `true`.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};
const onClient = () => true;
const onServer = () => false;

export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, onClient, onServer);
}
