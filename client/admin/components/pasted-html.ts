import { CONTENT_CLASSES, isAllowedLink, RICH_TEXT_RENAMED, RICH_TEXT_TAGS } from '../../../shared/rich-text';

// What is pasted into a rich-text field (from a web page, a mail, a document) is rebuilt from what a stored text may
// hold (shared/rich-text.ts) before ProseMirror reads it: new elements of the allowed kinds, with the allowed
// attributes, and the text. So no script, style, frame, picture or event handler of the clipboard reaches the editor.
//
// Parsing alone is already too much for an event handler: Chromium checks an `on…` attribute against the page's
// Content-Security-Policy as the parser sets it, in any document of the page (DOMParser's, a template's, one made by
// document.implementation, even the Sanitizer API's), and reports it refused. So before the platform's parser reads
// the clipboard, no attribute name in it may begin with "on" (see `withHandlersDisarmed`).

/**
 * Put before every "on" that may begin an attribute name. The HTML tokenizer starts an attribute's name only after
 * blank space, a slash or a quote (`<p onclick`, `<p/onclick`, `<p a="x"onclick`), so after this no attribute name
 * of the clipboard is an event handler's, however its tags are written. A private-use character, which no text
 * needs: it is taken out of the text and attribute values again once they are parsed.
 */
const DISARM = '\uE000';
const HANDLER_NAME_START = /(?<=[\t\n\f\r /"'])on/gi;
export const withHandlersDisarmed = (html: string) => html.replace(/\uE000/g, '').replace(HANDLER_NAME_START, `${DISARM}$&`);
const rearmed = (text: string) => text.replaceAll(DISARM, '');

/** Elements that hold no text of the page (code, styles, embedded things, pictures, controls): left out whole. */
const LEFT_OUT = new Set(
  'script style template noscript iframe frame frameset object embed applet img picture video audio source track canvas map svg math head title meta link base input button select textarea option datalist hr'.split(
    ' ',
  ),
);

/**
 * Containers of blocks that a stored text has no element for (a page's sections, a table's cells): kept as plain
 * `div`s, so that ProseMirror still reads their text as paragraphs of its own instead of running it together.
 */
const BLOCKS = new Set(
  'div section article aside header footer main nav address blockquote pre figure figcaption table caption thead tbody tfoot tr td th dl dt dd details summary fieldset legend center form'.split(
    ' ',
  ),
);

const ALLOWED = new Set(RICH_TEXT_TAGS);
const CLASSED = new Set(['p', 'span']);
/** ProseMirror's own mark on what it copied (open depths, context): pasting between fields keeps its shape with it. */
const SLICE = 'data-pm-slice';
const SLICE_VALUE = /^\d+ \d+(?: -\d+)? /;
// As the editor's bold and italic marks read a style (Google Docs writes `<span style="font-weight:700">` and wraps
// a whole document in `<b style="font-weight:normal">`).
const BOLD_WEIGHT = /^(bold(er)?|[5-9]\d{2,})$/;
const NORMAL_WEIGHT = /^(normal|[1-4]\d{2})$/;

/** A link's address if a text may link to it (none that runs a script), or null. */
function linkOf(source: Element): string | null {
  const href = rearmed(source.getAttribute('href') ?? '').trim();
  return href && isAllowedLink(href) ? href : null;
}

/** The attributes `tag` keeps of `source`'s. */
function keptAttributes(source: Element, tag: string, into: Element): void {
  const slice = source.getAttribute(SLICE);
  if (slice && SLICE_VALUE.test(slice)) into.setAttribute(SLICE, rearmed(slice));
  if (tag === 'a') {
    into.setAttribute('href', linkOf(source)!);
    const title = source.getAttribute('title');
    if (title) into.setAttribute('title', rearmed(title));
  }
  if (CLASSED.has(tag)) {
    const classes = [...source.classList].map(rearmed).filter((name) => (CONTENT_CLASSES as readonly string[]).includes(name));
    if (classes.length) into.setAttribute('class', classes.join(' '));
  }
}

/** `nodes` inside a new `tag` element of `document`. */
function wrapped(document: Document, tag: string, nodes: Node[]): Node[] {
  const wrapper = document.createElement(tag);
  wrapper.append(...nodes);
  return [wrapper];
}

/** `source` rebuilt in `document` from what a stored text may hold: its text always, its elements if allowed. */
function rebuilt(source: Node, document: Document): Node[] {
  if (source.nodeType === Node.TEXT_NODE) return [document.createTextNode(rearmed(source.textContent ?? ''))];
  if (source.nodeType !== Node.ELEMENT_NODE) return [];
  const element = source as HTMLElement;
  const name = element.localName;
  if (element.namespaceURI !== 'http://www.w3.org/1999/xhtml' || LEFT_OUT.has(name)) return [];
  let children = [...element.childNodes].flatMap((child) => rebuilt(child, document));

  if (BLOCKS.has(name)) return wrapped(document, 'div', children);
  let tag: string | null = RICH_TEXT_RENAMED[name] ?? name;
  if (!ALLOWED.has(tag)) tag = null;
  const weight = element.style?.fontWeight ?? '';
  if (tag === 'strong' && NORMAL_WEIGHT.test(weight)) tag = null;
  // A link to nowhere, or to a script, is its words.
  if (tag === 'a' && linkOf(element) === null) tag = null;
  // Bold and italic written as a style, on an element of a line (not a block, whose words are not all emphasised).
  if (tag === null || tag === 'span') {
    if (/^(italic|oblique)/.test(element.style?.fontStyle ?? '')) children = wrapped(document, 'em', children);
    if (BOLD_WEIGHT.test(weight)) children = wrapped(document, 'strong', children);
  }
  if (tag === null) return children;
  const kept = document.createElement(tag);
  keptAttributes(element, tag, kept);
  // A span is there for its class: without one it is its words.
  if (tag === 'span' && !kept.hasAttribute('class')) return children;
  kept.append(...children);
  return [kept];
}

/**
 * Pasted HTML as the editor reads it: only paragraphs, headings (a page's h1 is a text's first level, h2), lists,
 * bold, italic, links and content classes; everything else left out, its text kept.
 */
export function pastedHtml(html: string): string {
  const parsed = new DOMParser().parseFromString(withHandlersDisarmed(html), 'text/html');
  const container = parsed.createElement('div');
  container.append(...[...parsed.body.childNodes].flatMap((node) => rebuilt(node, parsed)));
  return container.innerHTML;
}
