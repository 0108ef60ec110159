import 'react-toastify/ReactToastify.css';
import { ToastContainer } from 'react-toastify/unstyled';

export { toast } from 'react-toastify/unstyled';

/** Spec §9: top right, closing after 5 s, newest on top, dismissed by dragging 80 % of its width. */
export default function ToastOutlet() {
  return <ToastContainer position="top-right" autoClose={5000} newestOnTop draggablePercent={80} />;
}
