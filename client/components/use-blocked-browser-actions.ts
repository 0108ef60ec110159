import { useEffect } from 'react';

/** Form fields and editable text keep every browser behaviour: menus (paste, spelling), keys, selection. */
function isEditable(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('input, textarea, select, [contenteditable]:not([contenteditable="false"])') !== null;
}

/** An image, or a link wrapping one (dragging the link would carry the picture along). */
function carriesImage(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  return target.closest('img') !== null || target.closest('a')?.querySelector('img') != null;
}

/**
 * Spec §1: image dragging, the context menu and the F12 key are blocked. Nothing else is: Tab, Escape and the
 * other keys, text selection and everything inside form fields work as usual.
 */
export function useBlockedBrowserActions(): void {
  useEffect(() => {
    const onContextMenu = (event: MouseEvent) => {
      if (!isEditable(event.target)) event.preventDefault();
    };
    const onDragStart = (event: DragEvent) => {
      if (carriesImage(event.target)) event.preventDefault();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'F12' && !isEditable(event.target)) event.preventDefault();
    };
    document.addEventListener('contextmenu', onContextMenu);
    document.addEventListener('dragstart', onDragStart);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('contextmenu', onContextMenu);
      document.removeEventListener('dragstart', onDragStart);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, []);
}
