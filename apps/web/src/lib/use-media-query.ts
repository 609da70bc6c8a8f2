import { useSyncExternalStore } from 'react';

/** Tailwind's md breakpoint (48rem). */
export const MD_QUERY = '(min-width: 48rem)';
/** Tailwind's lg (64rem): from here (desktop) the side menu stays open beside the content. */
export const WIDE_QUERY = '(min-width: 64rem)';

function subscribe(query: string, onChange: () => void) {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

function matches(query: string): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(query).matches;
}

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => subscribe(query, onChange),
    () => matches(query),
    () => false,
  );
}

export function prefersReducedMotion(): boolean {
  return matches('(prefers-reduced-motion: reduce)');
}
