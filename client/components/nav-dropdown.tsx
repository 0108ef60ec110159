import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { AppLink } from './app-link';

export interface NavDropdownProps {
  id: string;
  /** The section's name: the text of its link. */
  title: string;
  /** Where the section's link goes: its first listing page, for visitors, middle-clicks and crawlers alike. */
  href: string;
  /** The visitor is somewhere in the section: the link is highlighted. */
  active: boolean;
  /** The visitor is on the link's own page: it is also marked as the current page. */
  current: boolean;
  children: ReactNode;
}

/**
 * A navbar item with a menu, as in the WAI-ARIA disclosure navigation pattern with top-level links: the section's
 * name is a real link, and the caret beside it is a button that shows its menu. The menu opens on the caret or
 * the arrow keys, moves through its items with the arrow keys, closes on Escape (focus back on the caret), on a
 * click elsewhere, when focus leaves it, and when an item is chosen. Its items are in the HTML from the start.
 */
export function NavDropdown({ id, title, href, active, current, children }: NavDropdownProps) {
  const { t, i18n } = useLingui();
  // The caret's name takes the section's in running text: lower case, but German keeps its nouns' capitals.
  const section = i18n.locale === 'de' ? title : title.toLocaleLowerCase(i18n.locale);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const caret = useRef<HTMLButtonElement>(null);
  const menuId = `${id}-menu`;

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
      caret.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        return;
      }
      const all = items();
      const at = all.indexOf(document.activeElement as HTMLElement);
      const next = event.key === 'ArrowDown' ? Math.min(at + 1, all.length - 1) : Math.max(at - 1, 0);
      all[next]?.focus();
    }
  };

  return (
    <div
      ref={root}
      className={`nav-item dropdown nav-split-dropdown${open ? ' show' : ''}`}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null) && event.relatedTarget) setOpen(false);
      }}
      onClick={(event) => {
        if ((event.target as HTMLElement).closest('.dropdown-item')) setOpen(false);
      }}
    >
      <AppLink id={id} to={href} className={`nav-link${active ? ' active' : ''}`} aria-current={current ? 'page' : undefined}>
        {title}
      </AppLink>
      <button
        ref={caret}
        type="button"
        aria-label={t`Show ${section}`}
        aria-expanded={open}
        aria-controls={menuId}
        className={`nav-link dropdown-toggle dropdown-toggle-split border-0 bg-transparent${open ? ' show' : ''}`}
        onClick={() => setOpen(!open)}
      />
      <div id={menuId} data-bs-popper="static" className={`dropdown-menu${open ? ' show' : ''}`} aria-labelledby={id}>
        {children}
      </div>
    </div>
  );
}
