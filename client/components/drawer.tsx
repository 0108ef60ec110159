import { useLingui } from '@lingui/react/macro';
import { lazy, useState } from 'react';
import { LazyBoundary } from './lazy-boundary';
import { useWindowResized } from './use-window-resized';
// A type only, erased from the build: the dialog's code still loads when a drawer is first opened.
import type { DrawerProps } from './drawer-dialog';

// react-bootstrap's offcanvas (focus trap, backdrop, Escape, scroll lock) loads when a drawer is first opened.
const DrawerDialog = lazy(() => import('./drawer-dialog'));

/**
 * Every drawer's width follows one rule (site.css, `.site-drawer`): the specification's 100 %, 70 % or 30 %, and
 * 40 % instead of 30 % once the window has been resized (spec §4), marked by the second class.
 */
const DRAWER_CLASS = 'site-drawer';
const RESIZED_CLASS = 'after-resize';

/** A drawer from the right; closed, it is Bootstrap's offcanvas markup, the same as react-bootstrap renders. */
export function Drawer(given: DrawerProps) {
  const resized = useWindowResized();
  const props = { ...given, className: [given.className, DRAWER_CLASS, resized && RESIZED_CLASS].filter(Boolean).join(' ') };
  const [opened, setOpened] = useState(false);
  if (props.show && !opened) setOpened(true);
  if (!opened) return <ClosedDrawer {...props} />;
  return (
    <LazyBoundary fallback={<ClosedDrawer {...props} />}>
      <DrawerDialog {...props} />
    </LazyBoundary>
  );
}

function ClosedDrawer({ id, title, titleId, onHide, responsive, className, children }: DrawerProps) {
  const { t } = useLingui();
  const classes = [className, responsive ? `offcanvas-${responsive}` : 'offcanvas', 'offcanvas-end'].filter(Boolean).join(' ');
  return (
    <div id={id} className={classes} aria-labelledby={titleId}>
      <div className="offcanvas-header">
        <div className="offcanvas-title h5" id={titleId}>
          {title}
        </div>
        <button type="button" className="btn-close" aria-label={t`Close`} onClick={onHide} />
      </div>
      <div className="offcanvas-body">{children}</div>
    </div>
  );
}
