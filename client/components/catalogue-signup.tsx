import { useState } from 'react';
import { Modal } from 'react-bootstrap';
import { CATALOGUE_THANK_YOU } from '../../shared/inquiries';
import { CatalogueRequestForm } from '../forms/inquiry-forms';
import { wrapTabFocus } from './wrap-tab-focus';

/** The footer's catalogue request: success opens the thank-you modal; failure toasts and re-enables the form. */
export default function CatalogueSignup() {
  const [thanked, setThanked] = useState(false);
  return (
    <>
      <CatalogueRequestForm onSuccess={() => setThanked(true)} />
      <Modal show={thanked} onHide={() => setThanked(false)} centered aria-labelledby="catalogue-thanks-title" onKeyDown={wrapTabFocus}>
        <Modal.Header closeButton className="border-0 pb-0" />
        <Modal.Body className="text-center pt-0 pb-4">
          <h2 id="catalogue-thanks-title" className="h4">
            {CATALOGUE_THANK_YOU.title}
          </h2>
          <p className="mb-0">{CATALOGUE_THANK_YOU.text}</p>
        </Modal.Body>
      </Modal>
    </>
  );
}
