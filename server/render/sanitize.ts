import { LRUCache } from 'lru-cache';
import sanitizeHtml from 'sanitize-html';
import { CONTENT_CLASSES } from '../../shared/rich-text';

// Stored HTML (descriptions, FAQ answers, captions) is cleaned every time it leaves the server, so a bad
// row can never run script in a visitor's browser, whoever wrote it.
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'small', 'span', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'h5', 'blockquote', 'a'],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
  // Only the text styles the build keeps: any other class would name a style the site does not ship.
  allowedClasses: { p: [...CONTENT_CLASSES], span: [...CONTENT_CLASSES] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

const ICON: sanitizeHtml.IOptions = {
  allowedTags: ['svg', 'path', 'circle', 'rect', 'g', 'polygon', 'line', 'ellipse'],
  allowedAttributes: {
    '*': ['fill', 'stroke', 'stroke-width', 'stroke-linecap', 'stroke-linejoin', 'transform', 'opacity', 'fill-rule', 'clip-rule'],
    svg: ['viewBox', 'width', 'height', 'xmlns', 'aria-hidden', 'focusable'],
    path: ['d'],
    circle: ['cx', 'cy', 'r'],
    ellipse: ['cx', 'cy', 'rx', 'ry'],
    rect: ['x', 'y', 'width', 'height', 'rx', 'ry'],
    polygon: ['points'],
    line: ['x1', 'y1', 'x2', 'y2'],
  },
  parser: { lowerCaseAttributeNames: false },
};

// The same stored texts are cleaned on every page that shows them (a description on each listing): the result
// of a text is remembered. Keyed by the text itself, so a changed row is cleaned anew.
function remembered(options: sanitizeHtml.IOptions) {
  const cleaned = new LRUCache<string, string>({
    maxSize: 8 * 1024 * 1024,
    sizeCalculation: (value, key) => (value.length + key.length) * 2 + 1,
  });
  return (html: string): string => {
    let clean = cleaned.get(html);
    if (clean === undefined) {
      clean = sanitizeHtml(html, options);
      cleaned.set(html, clean);
    }
    return clean;
  };
}

export const cleanHtml = remembered(RICH_TEXT);
export const cleanIcon = remembered(ICON);
