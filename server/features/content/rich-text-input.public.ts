import type { RefusalText } from '../../../shared/i18n/refusal-text';
import sanitizeHtml from 'sanitize-html';
import { linkRefusalOf, RICH_TEXT_MESSAGES, richTextHasWords, scriptSchemeIn } from '../../../shared/rich-text';
import { HttpError } from '../../http/http-error';
import { RICH_TEXT_OPTIONS } from '../../render/sanitize';

// Rich text is cleaned on write as well as on render, with the same options (server/render/sanitize.ts), so what
// is stored is what is shown. Cleaning alone would quietly turn an attack into harmless text; the person who sent it
// is told instead: a text holding anything that is not formatting (a script, an event attribute, a javascript:
// link, a frame, a style sheet…) is refused with a message that names it, and nothing is stored. Differences that
// lose nothing (a <div> for a paragraph, a class the site has no style for) are cleaned without a word.

/** Rich text as stored: cleaned by `checkRichText`. Repositories may ask for it to show a field was checked. */
export type CleanRichText = string & { readonly __cleanRichText: true };

export type RichTextCheck = { ok: true; html: CleanRichText } | { ok: false; message: RefusalText };

const SCRIPT_TAGS = new Set(['script', 'noscript', 'template']);
const FRAME_TAGS = new Set(['iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'portal', 'fencedframe']);
const STYLE_TAGS = new Set(['style']);
const FORM_TAGS = new Set(['form', 'input', 'button', 'select', 'option', 'textarea', 'datalist', 'keygen']);
const PAGE_TAGS = new Set(['html', 'head', 'body', 'base', 'meta', 'link', 'title']);
const MEDIA_TAGS = new Set(['img', 'picture', 'source', 'video', 'audio', 'track', 'svg', 'math', 'canvas', 'image']);
const ADDRESS_ATTRIBUTES = new Set(['href', 'src', 'xlink:href', 'action', 'formaction', 'data', 'srcdoc', 'background', 'poster', 'cite']);

/** What in one tag is more than formatting, or null. */
function problemOfTag(tag: string, attributes: Record<string, string>): RefusalText | null {
  // `<scr<script>ipt>` is an attempt at one, even though nothing here would put the pieces back together.
  if (SCRIPT_TAGS.has(tag) || tag.includes('script')) return RICH_TEXT_MESSAGES.script;
  for (const [name, value] of Object.entries(attributes)) {
    const attribute = name.toLowerCase();
    if (attribute.startsWith('on')) return RICH_TEXT_MESSAGES.eventAttribute(attribute);
    // A link's address by the rule the editor's link dialog applies too (shared/rich-text.ts).
    if (tag === 'a' && attribute === 'href') {
      const refused = linkRefusalOf(value);
      if (refused) return refused.runsScript ? RICH_TEXT_MESSAGES.scriptAddress(refused.scheme) : RICH_TEXT_MESSAGES.link(refused.scheme);
      continue;
    }
    const scheme = scriptSchemeIn(value);
    if (scheme && (ADDRESS_ATTRIBUTES.has(attribute) || attribute === 'style' || attribute === 'content')) {
      return RICH_TEXT_MESSAGES.scriptAddress(scheme);
    }
  }
  if (FRAME_TAGS.has(tag)) return RICH_TEXT_MESSAGES.frame(tag);
  if (STYLE_TAGS.has(tag)) return RICH_TEXT_MESSAGES.style;
  if (FORM_TAGS.has(tag)) return RICH_TEXT_MESSAGES.form(tag);
  if (PAGE_TAGS.has(tag)) return RICH_TEXT_MESSAGES.pageTag(tag);
  if (MEDIA_TAGS.has(tag)) return RICH_TEXT_MESSAGES.media(tag);
  return null;
}

/**
 * One rich-text field as sent: its cleaned HTML ('' when it holds no words, as the editor's empty `<p></p>`), or
 * the message saying what to remove. Call it for every rich-text field before storing it.
 */
export function checkRichText(html: string): RichTextCheck {
  let problem: RefusalText | null = null;
  const cleaned = sanitizeHtml(html, {
    ...RICH_TEXT_OPTIONS,
    // Told of every tag as written, before anything is renamed or dropped (tags inside a dropped one too).
    onOpenTag: (tag, attributes) => {
      problem ??= problemOfTag(tag.toLowerCase(), attributes);
    },
  });
  if (problem) return { ok: false, message: problem };
  return { ok: true, html: (richTextHasWords(cleaned) ? cleaned.trim() : '') as CleanRichText };
}

/**
 * The rich-text fields of a request, cleaned: the same object with those fields replaced by their cleaned HTML.
 * When any holds more than formatting, nothing is to be stored: a 400 naming every such field.
 */
export function cleanRichTextFields<T extends object, K extends keyof T & string>(
  input: T,
  fields: readonly K[],
): Omit<T, K> & { [F in K]: T[F] extends string ? CleanRichText : T[F] } {
  const cleaned = { ...input } as Record<string, unknown>;
  const errors: Record<string, RefusalText> = {};
  for (const field of fields) {
    const value = input[field];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string') {
      errors[field] = RICH_TEXT_MESSAGES.notText;
      continue;
    }
    const check = checkRichText(value);
    if (check.ok) cleaned[field] = check.html;
    else errors[field] = check.message;
  }
  if (Object.keys(errors).length) throw new HttpError(400, RICH_TEXT_MESSAGES.refused, errors);
  return cleaned as Omit<T, K> & { [F in K]: T[F] extends string ? CleanRichText : T[F] };
}
