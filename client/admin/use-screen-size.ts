import { useSyncExternalStore } from 'react';

// The back office is drawn in the browser only (decision 011), so a screen may arrange itself by the window's width
// where CSS alone cannot: the order its parts are read in, or a chart drawn for the width it has.

/** Bootstrap's `sm` breakpoint: below it, a phone held upright. */
const NARROW = '(max-width: 575.98px)';
/** Bootstrap's `lg` breakpoint: from it, room for a second column. */
const WIDE = '(min-width: 992px)';

function watch(query: string) {
  return {
    subscribe: (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    matches: () => window.matchMedia(query).matches,
  };
}

const narrow = watch(NARROW);
const wide = watch(WIDE);

/**
 * True on a phone-sized screen. The charts draw in viewBox units scaled to their container, so on a phone they are
 * drawn narrower (fewer labels, larger text once scaled) rather than shrunk.
 */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(narrow.subscribe, narrow.matches, () => false);
}

/** True from Bootstrap's `lg` width: a screen with room for a side column beside its main one. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(wide.subscribe, wide.matches, () => true);
}
