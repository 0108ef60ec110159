// Plain text out of stored rich text, for places that take no markup: structured data, and the short excerpt a
// product card shows.

/** A text on one line: line breaks, tabs and runs of spaces made one space, none at either end. */
export const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

/**
 * The text of HTML as the server's sanitiser writes it (server/render/sanitize.ts): tags become spaces, and the
 * entities it writes are read back. `&amp;` is read last, so `&amp;lt;` stays the text "&lt;".
 */
export function textOfHtml(html: string): string {
  return oneLine(
    html
      .replace(/<[^>]*>/g, ' ')
      .replace(/&nbsp;/g, ' ')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&'),
  );
}

/** What may end a cut text before its ellipsis: a stop or a dash would read as ".…" or "-…". */
const TRAILING_MARKS = /[\s.,;:!?…\-–—(/]+$/u;
/** The end of a sentence, where a text may stop without an ellipsis. */
const SENTENCE_END = /[.!?](?=\s)/g;

/**
 * At most `maxLength` characters of `text`, as a card shows it: the whole text if it fits; else its whole sentences,
 * if they fill more than half of it; else cut after a whole word, a trailing stop, comma or dash dropped, and an
 * ellipsis added.
 */
export function excerpt(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  const sentenceEnds = [...text.slice(0, maxLength + 1).matchAll(SENTENCE_END)].map((end) => end.index + 1);
  const lastSentenceEnd = sentenceEnds.at(-1);
  if (lastSentenceEnd !== undefined && lastSentenceEnd > maxLength / 2) return text.slice(0, lastSentenceEnd);
  // Cut at the last space that leaves at most maxLength - 1 characters and the ellipsis; a first word longer than
  // that is cut inside it.
  const room = text.slice(0, maxLength);
  const lastSpace = room.lastIndexOf(' ');
  const cut = (lastSpace > 0 ? room.slice(0, lastSpace) : room.slice(0, maxLength - 1)).replace(TRAILING_MARKS, '');
  return `${cut}…`;
}
