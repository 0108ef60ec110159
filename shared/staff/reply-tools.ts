import type { MessageDescriptor } from '@lingui/core';
// Reply templates: texts owners keep for the answers sales staff write again and again ("Samples are on their way",
// "Our catalogue is attached"). A template's words in braces are filled from the inquiry and the person replying,
// so one click gives a reply ready to read over and send.

export const TEMPLATE_NAME_MAX = 80;
/** Files a reply may carry, each and together: what buyers' mail servers commonly accept (most refuse past 20–25 MB). */
export const REPLY_FILES_MAX = 5;
export const REPLY_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const REPLY_FILES_TOTAL_MAX_BYTES = 15 * 1024 * 1024;
export const REPLY_FILE_NAME_MAX = 200;
/** How many of the files sent lately the reply form offers. */
export const RECENT_FILES_SHOWN = 12;
/** What a reply may carry: documents and pictures a buyer opens without a second thought. */
export const REPLY_FILE_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/webp',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
] as const;

export const REPLY_FILE_MESSAGES = {
  unknown: /*i18n*/ { id: 'Unknown file' },
  tooLarge: /*i18n*/ { id: 'A file sent with a reply can be at most {max} MB.', values: { max: REPLY_FILE_MAX_BYTES / 1024 / 1024 } },
  tooMany: /*i18n*/ { id: 'A reply can carry at most {max} files.', values: { max: REPLY_FILES_MAX } },
  tooMuch: /*i18n*/ {
    id: 'The files of a reply can be at most {max} MB together.',
    values: { max: REPLY_FILES_TOTAL_MAX_BYTES / 1024 / 1024 },
  },
  wrongType: /*i18n*/ { id: 'Attach a PDF, a picture (JPEG, PNG, WebP) or a Word, Excel or PowerPoint file.' },
};
export const TEMPLATES_MAX = 50;
/** A signature's lines below the sales person's name in every reply (title, phone, WhatsApp…). */
export const SIGNATURE_MAX = 500;

/** The words a template may hold in braces, and what each becomes. */
export const TEMPLATE_PLACEHOLDERS = {
  '{buyer name}': "The buyer's name, as they wrote it in their inquiry (left out when they gave none)",
  '{reference}': "The inquiry's reference, like Q-2611-KTZSK",
  '{products}': 'The products asked about, one a line, with the pieces when given',
  '{my name}': 'The name of the person replying',
} as const;
export type TemplatePlaceholder = keyof typeof TEMPLATE_PLACEHOLDERS;

export const TEMPLATE_MESSAGES = {
  nameTaken: /*i18n*/ { id: 'Another template has this name: choose another.' },
  tooMany: /*i18n*/ { id: 'At most {max} templates: remove one you no longer use first.', values: { max: TEMPLATES_MAX } },
  unknownPlaceholder: (found: string): MessageDescriptor => /*i18n*/ ({
    id: '{found} is not a word the template can fill: use {words}.',
    values: { found, words: Object.keys(TEMPLATE_PLACEHOLDERS).join(', ') },
  }),
  changedMeanwhile: /*i18n*/ { id: 'Someone changed this template meanwhile. Reload the page to see their change, then try again.' },
};

/** Every `{…}` in a text that is not a placeholder, as written (e.g. '{buyer}'): a template holding one is refused. */
export function unknownPlaceholders(text: string): string[] {
  const found = text.match(/\{[^{}\n]{1,40}\}/g) ?? [];
  return [...new Set(found.filter((word) => !(word.toLowerCase() in TEMPLATE_PLACEHOLDERS)))];
}

export interface TemplateFacts {
  buyerName: string | null;
  reference: string;
  products: { name: string | null; path: string; pieces: number | null }[];
  myName: string;
}

const productLine = (product: TemplateFacts['products'][number]) =>
  `- ${product.name ?? product.path}${product.pieces ? ` (${product.pieces.toLocaleString('en-US')} pcs)` : ''}`;

/**
 * The template's text with its placeholders filled. A buyer who gave no name is greeted without one: "Dear
 * {buyer name}," becomes "Dear," rather than "Dear ,"; an inquiry without products leaves the line out.
 */
export function fillTemplate(body: string, facts: TemplateFacts): string {
  const values: Record<TemplatePlaceholder, string> = {
    '{buyer name}': facts.buyerName?.trim() ?? '',
    '{reference}': facts.reference,
    '{products}': facts.products.map(productLine).join('\n'),
    '{my name}': facts.myName,
  };
  // An empty value takes the space before it along: "Dear {buyer name}," becomes "Dear,".
  return body
    .replace(/([ \t]*)(\{[^{}\n]{1,40}\})/g, (all, space: string, word: string) => {
      const value = values[word.toLowerCase() as TemplatePlaceholder];
      return value === undefined ? all : value ? space + value : '';
    })
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
