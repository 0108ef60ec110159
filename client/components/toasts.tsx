import { lazy, useEffect, useState } from 'react';
import { LazyBoundary } from './lazy-boundary';

// react-toastify and its stylesheet load with the first toast, not with every page.
const loadOutlet = () => import('./toast-outlet');
const ToastOutlet = lazy(loadOutlet);

let wanted = false;
const listeners = new Set<() => void>();

/**
 * Shows a toast; toasts asked for before the container is in place are queued by react-toastify. `keepTogether`:
 * a part of the text kept on one line.
 */
export function showToast(kind: 'success' | 'error', text: string, keepTogether?: string) {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  // Without the toast code (offline) the message still reaches the visitor.
  loadOutlet().then(
    ({ showToastNow }) => showToastNow(kind, text, keepTogether),
    () => window.alert(text),
  );
}

/** Where toasts appear; rendered once a toast is asked for (nothing on the server or during hydration). */
export function Toasts() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const show = () => setShown(true);
    if (wanted) show();
    listeners.add(show);
    return () => {
      listeners.delete(show);
    };
  }, []);
  return shown ? (
    <LazyBoundary fallback={null}>
      <ToastOutlet />
    </LazyBoundary>
  ) : null;
}
