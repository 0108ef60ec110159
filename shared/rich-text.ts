/**
 * The classes stored HTML (descriptions, FAQ answers, page texts) may put on a paragraph or a span: Bootstrap's
 * text styles. The sanitiser removes any other, and the build keeps the styles of these, since this file names
 * them (scripts/unused-css.ts keeps what the sources name).
 */
export const CONTENT_CLASSES = [
  'lead',
  'small',
  'fw-semibold',
  'fw-bold',
  'fst-italic',
  'text-center',
  'text-end',
  'text-secondary',
  'text-primary',
  'text-uppercase',
] as const;
