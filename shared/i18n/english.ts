import type { MessageDescriptor } from '@lingui/core';

/**
 * A message's English text with its values in it, without a catalogue: for the English words a message also has
 * where no catalogue is loaded (a log line, the staff side's forms, an English-only caller of a shared rule). Only
 * for messages whose arguments are plain `{name}` placeholders; a plural or a select goes through the catalogue.
 */
export function englishOf({ id, message, values = {} }: MessageDescriptor): string {
  return (message ?? id).replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}

/** The English words of a table of messages whose ids are their English text, by the same keys. */
export const englishWordsOf = <K extends string>(messages: Record<K, MessageDescriptor>): Record<K, string> =>
  Object.fromEntries(Object.entries<MessageDescriptor>(messages).map(([key, message]) => [key, englishOf(message)])) as Record<K, string>;
