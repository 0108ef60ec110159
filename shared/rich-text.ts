import type { MessageDescriptor } from '@lingui/core';
// What stored rich text (descriptions, FAQ answers, page texts) may hold, written once: the server's sanitiser on
// render (server/render/sanitize.ts), its check on write (server/features/content/rich-text-input.public.ts) and the
// back office's editor (client/admin/components/rich-text-editor.tsx) all take it from here.

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

/** Headings inside a text: the page's own title is its h1, so a text starts at h2. */
export const RICH_TEXT_HEADING_LEVELS = [2, 3, 4] as const;
export type RichTextHeadingLevel = (typeof RICH_TEXT_HEADING_LEVELS)[number];

/**
 * Paragraphs, headings, lists, bold, italic and links: what the editor writes and the site's styles dress. `b` and
 * `i` are older spellings of bold and italic (stored as `strong` and `em` from now on); `span` carries a content class.
 */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  ...RICH_TEXT_HEADING_LEVELS.map((level) => `h${level}`),
  'strong',
  'b',
  'em',
  'i',
  'ul',
  'ol',
  'li',
  'a',
  'span',
];

export const RICH_TEXT_ATTRIBUTES: Record<string, string[]> = { a: ['href', 'title', 'target', 'rel'] };

/** Only the text styles the build keeps: any other class would name a style the site does not ship. */
export const RICH_TEXT_CLASSES: Record<string, string[]> = { p: [...CONTENT_CLASSES], span: [...CONTENT_CLASSES] };

/** What a link may start with; an address without a scheme (`/products/…`, `#faq`) is a link within the site. */
export const RICH_TEXT_SCHEMES = ['http', 'https', 'mailto', 'tel'];

/**
 * Tags that mean the same as an allowed one, renamed instead of dropped: a pasted `<div>` is a paragraph, a page's
 * `<h1>` the text's first heading level.
 */
export const RICH_TEXT_RENAMED: Record<string, string> = {
  div: 'p',
  b: 'strong',
  i: 'em',
  h1: 'h2',
  h5: 'h4',
  h6: 'h4',
};

/** The longest rich text a field takes unless its contract says otherwise, in characters of HTML. */
export const RICH_TEXT_MAX = 20_000;

/**
 * The scheme a link address would be followed with (lower case, as a browser reads it: blanks and control
 * characters inside are ignored), '//' for an address on another site without a scheme, or null for an address
 * within this site.
 */
export function linkSchemeOf(href: string): string | null {
  // eslint-disable-next-line no-control-regex
  let address = href.replace(/[\u0000-\u0020]+/g, '');
  for (let start = address.indexOf('<!--'); start !== -1; start = address.indexOf('<!--')) {
    const end = address.indexOf('-->', start + 4);
    if (end === -1) break;
    address = address.slice(0, start) + address.slice(end + 3);
  }
  const scheme = /^([a-z][a-z0-9.+-]*):/i.exec(address);
  if (scheme?.[1]) return scheme[1].toLowerCase();
  return /^[/\\]{2}/.test(address) ? '//' : null;
}

/** Schemes that run what follows them wherever a browser meets them: a link, a style, an SVG's address. */
export const SCRIPT_SCHEMES = ['javascript', 'vbscript', 'livescript'];

/** The script scheme a value holds anywhere (blanks and control characters inside ignored, any case), or null. */
export function scriptSchemeIn(value: string): string | null {
  // eslint-disable-next-line no-control-regex
  const squeezed = value.replace(/[\u0000-\u0020]+/g, '').toLowerCase();
  return SCRIPT_SCHEMES.find((scheme) => squeezed.includes(`${scheme}:`)) ?? null;
}

/**
 * Why a link's address may not go in a text, or null when it may: it holds a script scheme anywhere, or starts with
 * a scheme other than RICH_TEXT_SCHEMES (or with `//`, another site without one). The check on write and the
 * editor's link dialog both ask this, so the dialog refuses what a save would.
 */
export function linkRefusalOf(href: string): { scheme: string; runsScript: boolean } | null {
  const script = scriptSchemeIn(href);
  if (script) return { scheme: script, runsScript: true };
  const scheme = linkSchemeOf(href);
  return scheme === null || RICH_TEXT_SCHEMES.includes(scheme) ? null : { scheme, runsScript: false };
}

/** Whether a link may go in a text: an address within the site, or one of RICH_TEXT_SCHEMES, running no script. */
export function isAllowedLink(href: string): boolean {
  return linkRefusalOf(href) === null;
}

/** Whether a text holds any words once its tags are put aside (the editor's empty text is `<p></p>`). */
export function richTextHasWords(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&(nbsp|#160|#xa0);/gi, ' ')
      .trim() !== ''
  );
}

/** Why a text was refused on write: each names what to remove. */
/**
 * Messages of the back office's catalogue, their ids the English text; each that ends "this text may hold only
 * paragraphs, headings, lists, bold, italic and links." writes it out, so a translation is one sentence.
 */
export const RICH_TEXT_MESSAGES = {
  script: /*i18n*/ { id: 'Remove the script: this text may hold only paragraphs, headings, lists, bold, italic and links.' },
  eventAttribute: (name: string): MessageDescriptor => /*i18n*/ ({
    id: 'Remove the {name} attribute (it would run a script): this text may hold only paragraphs, headings, lists, bold, italic and links.',
    values: { name },
  }),
  scriptAddress: (scheme: string): MessageDescriptor => /*i18n*/ ({
    id: 'Remove the {scheme}: address (it would run a script): this text may hold only paragraphs, headings, lists, bold, italic and links.',
    values: { scheme },
  }),
  link: (scheme: string): MessageDescriptor =>
    scheme === '//'
      ? /*i18n*/ { id: 'Write the link’s whole address, starting with https://, http://, mailto: or tel:.' }
      : /*i18n*/ { id: 'Remove the {scheme}: link: links may start only with https://, http://, mailto: or tel:.', values: { scheme } },
  frame: (tag: string): MessageDescriptor => /*i18n*/ ({
    id: 'Remove the {tag} (it embeds another page or program): this text may hold only paragraphs, headings, lists, bold, italic and links.',
    values: { tag: `<${tag}>` },
  }),
  style: /*i18n*/ { id: 'Remove the style sheet: this text may hold only paragraphs, headings, lists, bold, italic and links.' },
  form: (tag: string): MessageDescriptor => /*i18n*/ ({
    id: 'Remove the form control {tag}: this text may hold only paragraphs, headings, lists, bold, italic and links.',
    values: { tag: `<${tag}>` },
  }),
  pageTag: (tag: string): MessageDescriptor => /*i18n*/ ({
    id: 'Remove the {tag} tag: it belongs to a page, not to a text.',
    values: { tag: `<${tag}>` },
  }),
  media: (tag: string): MessageDescriptor => /*i18n*/ ({
    id: 'Remove the {tag}: pictures and media go in the gallery, not in the text.',
    values: { tag: `<${tag}>` },
  }),
  tooLong: (max: number): MessageDescriptor => /*i18n*/ ({
    id: 'Must be at most {max} characters (formatting included).',
    values: { max: max.toLocaleString('en-US') },
  }),
  notText: /*i18n*/ { id: 'Must be text (HTML).' },
  /** The answer's headline when a field was refused. */
  refused: /*i18n*/ { id: 'A text holds more than formatting: see the fields.' },
};
