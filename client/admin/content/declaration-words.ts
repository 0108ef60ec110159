import type { I18n } from '@lingui/core';

// The words of the content declaration (shared/content/content-types.ts: kinds' names, fields' labels, hints, groups
// and choices) are English, as the server's checks and the audit log write them. scripts/lingui-content-words.ts
// extracts each into the back office's catalogue with the English text as its id, so a screen shows one in the staff
// member's language by that text; a word with no translation yet shows as it is.

/** A word of the content declaration in the back office's language. */
export const declarationWord = (i18n: I18n, english: string): string => (english ? i18n._(english) : english);
