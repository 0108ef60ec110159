import { useEffect, useState } from 'react';

/** Spec §9: the header shadow and the scroll-to-top button both appear past 100 px. */
export const SCROLL_THRESHOLD = 100;

export function useScrolledPast(threshold = SCROLL_THRESHOLD): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return past;
}
