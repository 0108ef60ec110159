// How a search query is read, the same in the browser and on the server.
export const SEARCH_MAX_LENGTH = 100;
export const SEARCH_MAX_WORDS = 6;
export const SEARCH_MIN_WORD_LENGTH = 2;
export const SEARCH_RESULT_LIMIT = 20;
export const SEARCH_DEBOUNCE_MS = 250;
/** Products ranked for one query; a query matching more reports its total as this, and more. */
export const SEARCH_MATCH_LIMIT = 500;

/**
 * Text without its accents, as buyers type Vietnamese names on keyboards without them: 'Lục Bình' → 'Luc Binh'. The
 * letter đ is a letter of its own, not d with a mark, so it is named apart.
 */
export function withoutAccents(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D');
}

/** Lower-cased words without accents ('Lục Bình' → ['luc', 'binh']); words too short to match are dropped. */
export function searchWords(query: string): string[] {
  return withoutAccents(query.slice(0, SEARCH_MAX_LENGTH))
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= SEARCH_MIN_WORD_LENGTH)
    .slice(0, SEARCH_MAX_WORDS);
}

/** A search's total as people read it, in the page's language: '500+' when more products match than are ranked. */
export function searchTotalText(total: number, capped: boolean, locale = 'en'): string {
  return `${total.toLocaleString(locale)}${capped ? '+' : ''}`;
}
