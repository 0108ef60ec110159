import { lazy, type ReactNode, useEffect, useState } from 'react';
import { LazyBoundary } from './lazy-boundary';

// react-toastify and its stylesheet load with the first toast, not with every page.
const loadOutlet = () => import('./toast-outlet');
const ToastOutlet = lazy(loadOutlet);

let wanted = false;
const listeners = new Set<() => void>();

/** `text`, with `keepTogether` (a reference such as 'Q-2611-ER5BN') never broken at its hyphens. */
function withUnbroken(text: string, keepTogether: string | undefined): ReactNode {
  const at = keepTogether ? text.indexOf(keepTogether) : -1;
  if (!keepTogether || at < 0) return text;
  // One element: the toast lays out its content's children side by side, as columns.
  return (
    <span>
      {text.slice(0, at)}
      <span className="text-nowrap">{keepTogether}</span>
      {text.slice(at + keepTogether.length)}
    </span>
  );
}

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
    ({ toast }) => toast[kind](withUnbroken(text, keepTogether)),
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
