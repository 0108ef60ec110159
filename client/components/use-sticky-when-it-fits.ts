import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * Whether an element kept in view while the page scrolls (CSS `position: sticky`, `top` px below the window's
 * top) fits in the window whole. One that does not would hide its last items below the window, or need a scroll
 * of its own inside the page's: it scrolls with the page instead. Until the browser has measured it, it does.
 */
export function useStickyWhenItFits<T extends HTMLElement>(top: number): readonly [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [fits, setFits] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setFits(top + element.offsetHeight <= window.innerHeight);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [top]);
  return [ref, fits] as const;
}
