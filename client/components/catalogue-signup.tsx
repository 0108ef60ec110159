import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Modal } from 'react-bootstrap';
import type { PostedForm } from '../../shared/form-posts';
import { CATALOGUE_NOTHING_SENT, CATALOGUE_ON_ITS_WAY, CATALOGUE_THANK_YOU, type CatalogueRequestReceipt } from '../../shared/inquiries';
import { paths } from '../../shared/paths';
import { CatalogueRequestForm } from '../forms/inquiry-forms';
import { PdfDownloadLink, PDF_LINK_TEXT } from './pdf-download-link';
import { wrapTabFocus } from './wrap-tab-focus';

/** Whether a catalogue request was stored: an empty one passes, but names nobody and stores nothing. */
const stored = (receipt: CatalogueRequestReceipt) => receipt.reference !== null;

/**
 * The catalogue request (footer, and its own page): success opens the thank-you modal; failure toasts and
 * re-enables the form. Posted by the browser itself (before the app runs, or without JavaScript), the page it
 * was posted to shows the thanks in place of the form, or the form again.
 */
export default function CatalogueSignup({ posted }: { posted?: PostedForm<CatalogueRequestReceipt> }) {
  const sent = posted && 'sent' in posted ? posted.sent : undefined;
  const [thanked, setThanked] = useState(false);
  const [nothingSent, setNothingSent] = useState(sent !== undefined && !stored(sent));
  const { i18n } = useLingui();
  if (sent && stored(sent)) {
    return (
      <div className="alert alert-success" role="status">
        <h3 className="h5">{i18n._(CATALOGUE_THANK_YOU.title)}</h3>
        <p>{i18n._(CATALOGUE_THANK_YOU.text)}</p>
        <p className="mb-0">
          {i18n._(CATALOGUE_ON_ITS_WAY)} <PdfDownloadLink href={paths.cataloguePdf()} label={PDF_LINK_TEXT.catalogue} />
        </p>
      </div>
    );
  }
  return (
    <>
      <CatalogueRequestForm
        posted={posted}
        onSuccess={(receipt) => {
          setNothingSent(!stored(receipt));
          setThanked(stored(receipt));
        }}
      />
      {nothingSent ? (
        <p className="small text-warning-emphasis bg-warning-subtle rounded px-2 py-1" role="status">
          {i18n._(CATALOGUE_NOTHING_SENT)}
        </p>
      ) : null}
      <Modal show={thanked} onHide={() => setThanked(false)} centered aria-labelledby="catalogue-thanks-title" onKeyDown={wrapTabFocus}>
        <Modal.Header closeButton className="border-0 pb-0" />
        <Modal.Body className="text-center pt-0 pb-4">
          <h2 id="catalogue-thanks-title" className="h4">
            {i18n._(CATALOGUE_THANK_YOU.title)}
          </h2>
          <p>{i18n._(CATALOGUE_THANK_YOU.text)}</p>
          <p className="mb-0">
            {i18n._(CATALOGUE_ON_ITS_WAY)} <PdfDownloadLink href={paths.cataloguePdf()} label={PDF_LINK_TEXT.catalogue} />
          </p>
        </Modal.Body>
      </Modal>
    </>
  );
}
