import { useSyncExternalStore } from 'react';

/** Bootstrap's `sm` breakpoint: below it, a phone held upright. */
const NARROW = '(max-width: 575.98px)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/**
 * True on a phone-sized screen. The charts draw in viewBox units scaled to their container, so on a phone they are
 * drawn narrower (fewer labels, larger text once scaled) rather than shrunk.
 */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(NARROW).matches,
    () => false,
  );
}
