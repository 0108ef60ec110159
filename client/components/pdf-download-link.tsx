import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useLocalizedHref } from './app-link';

/**
 * A link to one of the PDFs the site makes (the catalogue, a line sheet): a plain link, which the browser opens in its
 * PDF viewer. `href`: the English edition's path (paths.cataloguePdf(), paths.lineSheetPdf(the page's category
 * path)); the link leads to the edition in the page's language. `label`: a text of the message catalogue
 * (PDF_LINK_TEXT), said in the page's language, or a text.
 */
export function PdfDownloadLink({ href, label, className }: { href: string; label: MessageDescriptor | string; className?: string }) {
  const { i18n } = useLingui();
  const edition = useLocalizedHref(href);
  return (
    <a href={edition} type="application/pdf" className={className}>
      <svg aria-hidden="true" width="14" height="14" viewBox="0 0 16 16" fill="currentColor" className="me-1 align-text-bottom">
        <path d="M8 1v9.3l3.2-3.2.8.8L7.5 12.4 3 7.9l.8-.8L7 10.3V1h1zM2 14h11v1H2z" />
      </svg>
      {typeof label === 'string' ? label : i18n._(label)}
    </a>
  );
}

/** What the links to the PDFs say. */
export const PDF_LINK_TEXT = {
  catalogue: /*i18n*/ { id: 'Download our catalogue (PDF)' },
  lineSheet: /*i18n*/ { id: 'Download line sheet (PDF)' },
} satisfies Record<string, MessageDescriptor>;
