import { LRUCache } from 'lru-cache';
import sanitizeHtml from 'sanitize-html';
import { isColour } from '../../shared/content/css-background';
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_CLASSES, RICH_TEXT_RENAMED, RICH_TEXT_SCHEMES, RICH_TEXT_TAGS } from '../../shared/rich-text';

// Stored HTML (descriptions, FAQ answers, captions) is cleaned every time it leaves the server, so a bad
// row can never run script in a visitor's browser, whoever wrote it. What it may hold is shared/rich-text.ts's; the
// check on write (server/features/content/rich-text-input.public.ts) cleans with these same options.
export const RICH_TEXT_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: RICH_TEXT_TAGS,
  allowedAttributes: RICH_TEXT_ATTRIBUTES,
  allowedClasses: RICH_TEXT_CLASSES,
  allowedSchemes: RICH_TEXT_SCHEMES,
  allowProtocolRelative: false,
  transformTags: {
    ...Object.fromEntries(Object.entries(RICH_TEXT_RENAMED).map(([from, to]) => [from, sanitizeHtml.simpleTransform(to, {}, true)])),
    // A link that opens a new tab must not hand the site's window to the page it opens.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

/** An icon's paint (fill, stroke) is a colour: `url(…)` would fetch a pattern or gradient from anywhere. */
const PAINT_ATTRIBUTES = ['fill', 'stroke'];

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
  transformTags: {
    '*': (tagName, attribs) => ({
      tagName,
      attribs: Object.fromEntries(Object.entries(attribs).filter(([name, value]) => !PAINT_ATTRIBUTES.includes(name) || isColour(value))),
    }),
  },
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

export const cleanHtml = remembered(RICH_TEXT_OPTIONS);
export const cleanIcon = remembered(ICON);
