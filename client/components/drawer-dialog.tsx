import { Offcanvas } from 'react-bootstrap';
import type { DrawerProps } from './drawer';

/** The open drawer: react-bootstrap's offcanvas, shown in place (not as a dialog) while closed. */
export default function DrawerDialog({ id, title, titleId, show, onHide, responsive, className, children }: DrawerProps) {
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
      <Offcanvas.Header closeButton>
        <Offcanvas.Title id={titleId}>{title}</Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>{children}</Offcanvas.Body>
    </Offcanvas>
  );
}
