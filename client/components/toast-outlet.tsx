import 'react-toastify/ReactToastify.css';
import type { ReactNode } from 'react';
import { toast, ToastContainer } from 'react-toastify/unstyled';

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

/** Shows a toast now (showToast in toasts.tsx loads this module first). */
export function showToastNow(kind: 'success' | 'error', text: string, keepTogether?: string) {
  toast[kind](withUnbroken(text, keepTogether));
}

/** Spec §9: top right, closing after 5 s, newest on top, dismissed by dragging 80 % of its width. */
export default function ToastOutlet() {
  return <ToastContainer position="top-right" autoClose={5000} newestOnTop draggablePercent={80} />;
}
