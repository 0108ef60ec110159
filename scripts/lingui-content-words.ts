import type { ExtractedMessage, ExtractorType } from '@lingui/conf';
import { CONTENT_TYPES, type ContentType } from '../shared/content/content-types';
import type { ContentChoice, ContentField } from '../shared/content/fields';

// A Lingui extractor for the content declaration: its words are plain English strings (the server's checks, the
// audit log and the product file read them too), not macros, so the usual extractor finds none. This one reads the
// declaration itself and gives each word to the back office's catalogue with the English text as its id, which is
// how client/admin/content/declaration-words.ts looks it up.

const choicesOf = (field: ContentField): readonly ContentChoice[] =>
  'options' in field ? [...field.options, ...Object.values(field.optionsBy?.options ?? {}).flat()] : [];

/** Every word of the declaration a content screen shows, each once. */
export function contentDeclarationWords(): string[] {
  const words = (Object.values(CONTENT_TYPES) as ContentType[]).flatMap((type) => [
    type.label,
    type.plural,
    type.pluralInText,
    type.orderedSubset?.label,
    ...Object.values(type.fields).flatMap((field) => [
      field.label,
      field.hint,
      field.group,
      ...choicesOf(field).map((choice) => choice.label),
    ]),
  ]);
  return [...new Set(words.filter((word): word is string => Boolean(word)))];
}

export const contentDeclarationExtractor: ExtractorType = {
  match: (filename) => filename.replaceAll('\\', '/').endsWith('shared/content/content-types.ts'),
  extract(filename, _code, onMessageExtracted) {
    for (const word of contentDeclarationWords()) {
      const message: ExtractedMessage = {
        id: word,
        message: word,
        origin: [filename, 1],
        comment: 'A word of the content declaration (kind, field, hint, group or choice)',
      };
      onMessageExtracted(message);
    }
  },
};
