// False in a server render and in the browser's first (hydrating) render of a server-rendered
// page, true from then on — and at once in a plain client render. Lets a screen keep a
// client-only island (the game page's playable panel, issue 16) out of the server's HTML without
// a hydration mismatch: React hydrates with the server's value, then renders again with `true`.
//
// That second render is a transition, so React renders the island in time slices. A store
// snapshot alone (`useSyncExternalStore`'s client value) would switch it in a synchronous render:
// React re-renders a hydrated store reader at once when the client's value differs, and the game
// page's whole play panel then mounted in one blocking task (issue 16, total blocking time).
import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const subscribe = () => () => {};
const onClient = () => true;
const onServer = () => false;

/**
 * The store snapshot alone: false in a server render and while hydrating, true in a plain client
 * render (React re-renders a hydrated reader with `true` at once, synchronously).
 */
export function useClientSnapshot(): boolean {
  return useSyncExternalStore(subscribe, onClient, onServer);
}

export function useHydrated(): boolean {
  // false only while this component is being hydrated; a component mounted later starts true
  const mountedOnClient = useClientSnapshot();
  const [hydrated, setHydrated] = useState(mountedOnClient);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
