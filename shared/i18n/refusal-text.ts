import type { I18n, MessageDescriptor } from '@lingui/core';
import { englishOf } from './english';

// The words of a refusal: a message of the back office's catalogue (an explicit-id descriptor whose id is its
// English text, with its values) or a plain string. A value may itself be a refusal (the reason a picture of a zip
// file was refused), written in the same language. The server's error handler writes a refusal in the language of
// whoever asked (server/http/refusal-words.ts), the back office in the staff member's; logs and English-only
// callers read its English.

export type RefusalText = string | MessageDescriptor;

const isDescriptor = (value: unknown): value is MessageDescriptor =>
  typeof value === 'object' && value !== null && typeof (value as MessageDescriptor).id === 'string';

/** The descriptor's values, a refusal among them written by `write`. */
function valuesWritten(values: MessageDescriptor['values'], write: (text: RefusalText) => string) {
  if (!values) return values;
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, isDescriptor(value) ? write(value) : value]));
}

/** English of `{n, plural, one {…} other {…}}` (the only ICU form the refusals use besides `{name}`). */
const ENGLISH_PLURAL = /\{(\w+), plural, one \{((?:[^{}]|\{\w+\})*)\} other \{((?:[^{}]|\{\w+\})*)\}\}/g;

/** A refusal's English words, its values in them. */
export function englishOfRefusal(text: RefusalText): string {
  if (typeof text === 'string') return text;
  const values = valuesWritten(text.values, englishOfRefusal) ?? {};
  const id = text.id.replace(ENGLISH_PLURAL, (_all, name: string, one: string, other: string) =>
    (Number(values[name]) === 1 ? one : other).replace(/#/g, String(values[name])),
  );
  return englishOf({ ...text, id, message: undefined, values });
}

/** Each field's English words, by the same field names. */
export const englishOfFields = (fields: Record<string, RefusalText>): Record<string, string> =>
  Object.fromEntries(Object.entries(fields).map(([field, text]) => [field, englishOfRefusal(text)]));

/**
 * A message in `i18n`'s language when it is one of the catalogue's, by its id (the English text of a message
 * without values); any other message as it is.
 */
export const inCatalogue = (i18n: I18n, message: string): string => (i18n.messages[message] === undefined ? message : i18n._(message));

/** A refusal in `i18n`'s language: a descriptor with its values, a string by its id; its English when not there. */
export function refusalIn(i18n: I18n, text: RefusalText): string {
  if (typeof text === 'string') return inCatalogue(i18n, text);
  if (i18n.messages[text.id] === undefined) return englishOfRefusal(text);
  return i18n._(
    text.id,
    valuesWritten(text.values, (value) => refusalIn(i18n, value)),
  );
}
