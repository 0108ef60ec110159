import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

/**
 * A navbar dropdown with Bootstrap's classes: opens on click or the arrow keys, moves through its items with the
 * arrow keys, closes on Escape (focus back on the toggle), on a click elsewhere, when focus leaves it, and when
 * an item is chosen. Its menu is in the HTML from the start, for crawlers.
 */
export function NavDropdown({ id, title, active, children }: { id: string; title: string; active: boolean; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('click', closeOutside);
    return () => document.removeEventListener('click', closeOutside);
  }, [open]);

  const items = () => [...(root.current?.querySelectorAll<HTMLElement>('.dropdown-item') ?? [])];
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      // Handled: a drawer around the menu stays open.
      event.preventDefault();
      setOpen(false);
      toggle.current?.focus();
    } else if (event.key === ' ' && event.target === toggle.current) {
      // The toggle is a link acting as a button: Space opens it, as it would a button, instead of scrolling.
      event.preventDefault();
      setOpen(!open);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        return;
      }
      const all = items();
      const current = all.indexOf(document.activeElement as HTMLElement);
      const next = event.key === 'ArrowDown' ? Math.min(current + 1, all.length - 1) : Math.max(current - 1, 0);
      all[next]?.focus();
    }
  };

  return (
    <div
      ref={root}
      className={`nav-item dropdown${open ? ' show' : ''}`}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null) && event.relatedTarget) setOpen(false);
      }}
      onClick={(event) => {
        if ((event.target as HTMLElement).closest('.dropdown-item')) setOpen(false);
      }}
    >
      <a
        ref={toggle}
        id={id}
        href="#"
        role="button"
        tabIndex={0}
        aria-expanded={open}
        className={`dropdown-toggle nav-link${active ? ' active' : ''}${open ? ' show' : ''}`}
        onClick={(event) => {
          event.preventDefault();
          setOpen(!open);
        }}
      >
        {title}
      </a>
      <div data-bs-popper="static" className={`dropdown-menu${open ? ' show' : ''}`} aria-labelledby={id}>
        {children}
      </div>
    </div>
  );
}
