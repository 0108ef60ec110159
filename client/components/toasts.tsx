import { ToastContainer } from 'react-toastify/unstyled';

/** Spec §9: top right, closing after 5 s, newest on top, dismissed by dragging 80 % of its width. */
export function Toasts() {
  return <ToastContainer position="top-right" autoClose={5000} newestOnTop draggablePercent={80} />;
}
