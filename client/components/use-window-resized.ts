import { useSyncExternalStore } from 'react';

// The window's width when the page's script started, and whether it has had another width since.
let firstWidth: number | undefined;
let resized = false;
const listeners = new Set<() => void>();

// Only the width counts: a phone's address bar sliding away changes the height alone, and is no resize to a visitor.
function onResize() {
  if (window.innerWidth === firstWidth) return;
  resized = true;
  window.removeEventListener('resize', onResize);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  if (firstWidth === undefined) {
    firstWidth = window.innerWidth;
    window.addEventListener('resize', onResize);
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the window has been made narrower or wider since the page loaded (false on the server). */
export function useWindowResized(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => resized,
    () => false,
  );
}
