import { cleanHtml } from '../../render/sanitize';

// Rich text is cleaned when it is shown; on the way in, anything beyond formatting is refused rather than
// quietly dropped, so the editor knows what was not kept.

export const RICH_TEXT_REFUSED = 'Remove the script: this text may hold only paragraphs, headings, lists, bold, italic and links.';

const ACTIVE_CONTENT =
  /<\s*(script|style|iframe|object|embed|form|input|svg|math)\b|\son[a-z]+\s*=|(href|src)\s*=\s*["']?\s*(javascript|data|vbscript):/i;

export function richTextInputError(html: string): string | null {
  if (ACTIVE_CONTENT.test(html)) return RICH_TEXT_REFUSED;
  return null;
}

export const cleanRichTextInput = (html: string): string => cleanHtml(html);
