import { useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';
import { SCROLL_POSITION_KEY } from '../../shared/browser-storage';

interface RememberedScroll {
  href: string;
  y: number;
}

const hrefOf = (location: { pathname: string; search: string }) => `${location.pathname}${location.search}`;

function read(): RememberedScroll | null {
  try {
    const value = JSON.parse(window.sessionStorage.getItem(SCROLL_POSITION_KEY) ?? 'null') as Partial<RememberedScroll> | null;
    return typeof value?.href === 'string' && typeof value.y === 'number' ? { href: value.href, y: value.y } : null;
  } catch {
    return null;
  }
}

function forget(): void {
  try {
    window.sessionStorage.removeItem(SCROLL_POSITION_KEY);
  } catch {
    // Storage refused (private mode, quota): there is nothing to forget.
  }
}

/** Called when a product card is clicked: the page it is on, and how far down it was scrolled. */
export function rememberScrollPosition(): void {
  const value: RememberedScroll = { href: hrefOf(window.location), y: Math.round(window.scrollY) };
  try {
    window.sessionStorage.setItem(SCROLL_POSITION_KEY, JSON.stringify(value));
  } catch {
    // Without storage the router's own scroll restoration still works within the visit.
  }
}

/** The page was opened by Back or Forward (not typed, linked or reloaded). */
function openedByHistory(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type === 'back_forward';
}

/**
 * Coming back (browser Back) to the page a product card was clicked on scrolls to where the visitor was. This
 * also holds when the page is a fresh document (the product page was reloaded in between) and its route module
 * was loaded lazily: the data router renders the whole page before layout effects run.
 *
 * Used by the layout, whose layout effects run after those of its children, so this comes after
 * <ScrollRestoration/> and has the last word.
 */
export function useRememberedScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const firstCommit = useRef(true);
  useLayoutEffect(() => {
    const hydrating = firstCommit.current;
    firstCommit.current = false;
    if (navigationType !== NavigationType.Pop || (hydrating && !openedByHistory())) return;
    const saved = read();
    if (!saved || saved.href !== hrefOf(location)) return;
    forget();
    window.scrollTo({ top: saved.y, left: 0, behavior: 'instant' });
  }, [location, navigationType]);
}
