import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Offcanvas } from 'react-bootstrap';

/** What a drawer shows and how: the closed drawer (drawer.tsx) and this open one take the same. */
export interface DrawerProps {
  id: string;
  title: string;
  titleId: string;
  show: boolean;
  onHide: () => void;
  /** The breakpoint from which the drawer's content shows in place, as a column or a navbar. */
  responsive?: 'md';
  className?: string;
  children: ReactNode;
}

/** The open drawer: react-bootstrap's offcanvas, shown in place (not as a dialog) while closed. */
export default function DrawerDialog({ id, title, titleId, show, onHide, responsive, className, children }: DrawerProps) {
  const { t } = useLingui();
  return (
    <Offcanvas
      id={id}
      show={show}
      onHide={onHide}
      placement="end"
      className={className}
      aria-labelledby={titleId}
      {...(responsive ? { responsive } : { renderStaticNode: true })}
    >
      <Offcanvas.Header closeButton closeLabel={t`Close`}>
        <Offcanvas.Title id={titleId}>{title}</Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>{children}</Offcanvas.Body>
    </Offcanvas>
  );
}
