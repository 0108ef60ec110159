import { type Expression, type RawBuilder, sql } from 'kysely';

// Searching the back office's lists as staff type: word by word, in any letter case, without accents ("hoi an" finds
// "Hội An style", "kovacs" finds "Kovács"), each word found at the start of a word ("hoi" does not find "choice").
// Both sides are folded by the database's search_folded function (migration 2026-12-02-005), which the inbox's
// search uses too.

/** A regular expression's special characters in what was typed, taken literally. */
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The words of a search, each to be found somewhere. */
export const searchWords = (q: string | undefined) => (q ?? '').trim().split(/\s+/).filter(Boolean);

/** Whether `text` has a word starting with `word`, both folded. */
export const foldedContains = (text: Expression<string | null> | RawBuilder<unknown>, word: string) =>
  sql<boolean>`search_folded(${text}) ~ ('\\m' || search_folded(${escapeRegex(word)}))`;
