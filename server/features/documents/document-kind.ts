import type { DocumentContentType } from '../../../shared/certificates';

// What an uploaded file is, by its first bytes, whatever it was called or said to be: the scans the site serves are
// PDFs and pictures only, so nothing uploaded is ever served as a page (HTML, SVG) that could run a script.

const startsWith = (bytes: Buffer, signature: readonly number[], at = 0) => signature.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const PDF = ascii('%PDF-');
const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const RIFF = ascii('RIFF');
const WEBP = ascii('WEBP');

/** The file's type, or null when it is not a PDF, JPEG, PNG or WebP. */
export function documentKindOf(bytes: Buffer): DocumentContentType | null {
  if (startsWith(bytes, PDF)) return 'application/pdf';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'image/webp';
  return null;
}
