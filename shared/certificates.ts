import type { MessageDescriptor } from '@lingui/core';
import type { TranslationNote } from './catalogue';

// The company's certificates and audit reports as buyers see them, and the scans editors upload for them: one
// source for the back office's form, the server's checks and the public pages.

/** The standards and kinds of report a buyer's compliance team asks about. */
export const CERTIFICATE_STANDARDS = [
  { value: 'fsc', label: 'FSC' },
  { value: 'pefc', label: 'PEFC' },
  { value: 'amfori-bsci', label: 'amfori BSCI' },
  { value: 'sedex-smeta', label: 'Sedex SMETA' },
  { value: 'iso-9001', label: 'ISO 9001' },
  { value: 'inspection', label: 'Third-party inspection' },
  { value: 'food-contact', label: 'Food-contact safety' },
  { value: 'eudr', label: 'EU timber / deforestation due diligence' },
  { value: 'other', label: 'Other' },
] as const;

export type CertificateStandard = (typeof CERTIFICATE_STANDARDS)[number]['value'];

export const standardLabel = (value: string) => CERTIFICATE_STANDARDS.find((s) => s.value === value)?.label ?? value;

/**
 * The standards whose label is words rather than a name (FSC, amfori BSCI are the same in every language): messages
 * of the catalogue, for the public pages. The server's English (reminders, the API's `standardLabel`) stays the label.
 */
const STANDARD_MESSAGES: Partial<Record<CertificateStandard, MessageDescriptor>> = {
  inspection: /*i18n*/ { id: 'Third-party inspection' },
  'food-contact': /*i18n*/ { id: 'Food-contact safety' },
  eudr: /*i18n*/ { id: 'EU timber / deforestation due diligence' },
  other: /*i18n*/ { id: 'Other' },
};

/** The message of a standard's label in a buyer's language, if it has words to translate. */
export const standardMessage = (value: string): MessageDescriptor | undefined => STANDARD_MESSAGES[value as CertificateStandard];

/** The owners are told this many days before a certificate's last valid day, so there is time to renew it. */
export const CERTIFICATE_REMINDER_DAYS = 30;

/** A certificate covers at most this many products (a whole range is named by many). */
export const CERTIFICATE_PRODUCTS_MAX = 500;

/** An uploaded file (a certificate's scan) as an item keeps it: what the server found it to be, by content hash. */
export interface StoredDocument {
  hash: string;
  fileName: string;
  contentType: DocumentContentType;
  size: number;
}

export const DOCUMENT_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;
export type DocumentContentType = (typeof DOCUMENT_CONTENT_TYPES)[number];

export const DOCUMENT_MAX_BYTES = 15 * 1024 * 1024;
export const DOCUMENT_FILE_NAME_MAX = 200;
/** What the file chooser offers; the server decides by the bytes. */
export const DOCUMENT_ACCEPT = 'application/pdf,image/jpeg,image/png,image/webp,.pdf';

export const DOCUMENT_MESSAGES = {
  tooLarge: `This file is larger than ${DOCUMENT_MAX_BYTES / 1024 / 1024} MB: scan it at a lower resolution and upload it again.`,
  empty: 'This file is empty.',
  notADocument: 'This file is not a PDF or a picture: its contents are not PDF, JPEG, PNG or WebP.',
  choose: 'Choose a PDF or a picture of the scan.',
  unknown: 'Upload the scan again: this file is not on the server.',
} as const;

/** Where the public site serves a scan: its content hash, then a file name for the browser's tab and its Save. */
export const DOCUMENT_PREFIX = '/documents';
export const documentUrl = (doc: Pick<StoredDocument, 'hash' | 'fileName'>) =>
  `${DOCUMENT_PREFIX}/${doc.hash}/${encodeURIComponent(safeFileName(doc.fileName))}`;

/** A file name with letters, digits, dots, hyphens and underscores only: safe in a header and an address. */
export function safeFileName(name: string): string {
  const cleaned = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\w.-]+/g, '-')
    .replace(/^[-.]+|-+$/g, '');
  return cleaned.slice(-120) || 'document';
}

export const isStoredDocument = (value: unknown): value is StoredDocument =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as StoredDocument).hash === 'string' &&
  /^[0-9a-f]{32}$/.test((value as StoredDocument).hash) &&
  typeof (value as StoredDocument).fileName === 'string';

/** A certificate as the public pages show it (only while it is valid). */
export interface PublicCertificate extends Pick<TranslationNote, 'untranslated'> {
  id: number;
  name: string;
  standard: string;
  standardLabel: string;
  issuer: string;
  scope: string;
  number: string;
  validFrom: string;
  validUntil: string;
  scanUrl: string;
  scanType: DocumentContentType;
  /** The products it covers that are on the site. */
  products: ({ path: string; name: string } & Pick<TranslationNote, 'untranslated'>)[];
}

/** A certificate's place on the certificates page (the page's address, shared/paths.ts, with its anchor). */
export const certificateHref = (id: number) => `/certificates#certificate-${id}`;

/** A day as the public pages write it: 31 Dec 2026 in English (British order), as `locale` writes it otherwise. */
export function dayText(day: string, locale = 'en'): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? day
    : date.toLocaleDateString(locale === 'en' ? 'en-GB' : locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}
