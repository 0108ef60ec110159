import { contentFieldError, pathFromName } from '../../../shared/content/fields';
import type { MessageDescriptor } from '@lingui/core';
import type { RefusalText } from '../../../shared/i18n/refusal-text';
import { translationFieldsOf, type TranslatedKind, type TranslatedValues } from '../../../shared/content/translatable';
import { checkRichText } from '../content/rich-text-input.public';

// A translation's values, checked field by field as the source's are (the same rules and words), except that no
// field is required: a field left empty shows its English text. Rich text is cleaned here, on write, and again
// when a page shows it.

export const TRANSLATION_MESSAGES = {
  notTranslated: (field: string): MessageDescriptor => /*i18n*/ ({
    id: '"{field}" is not a translated field of this kind.',
    values: { field },
  }),
  pathTaken: /*i18n*/ { id: 'Another item already has this address in this language: choose another.' },
};

/** A name written in Latin letters (with digits and signs): one an address can be made from. */
const LATIN_NAME = /^[\p{Script=Latin}\p{N}\p{P}\p{S}\p{Zs}]+$/u;

export interface CheckedTranslation {
  values: TranslatedValues;
  errors: Record<string, RefusalText>;
}

const isEmpty = (value: string | string[] | undefined) =>
  value === undefined || (Array.isArray(value) ? value.every((entry) => entry.trim() === '') : value.trim() === '');

/** The values an editor (or a translator's file) gave, checked and cleaned; empty fields are left out. */
export function checkTranslation(kind: TranslatedKind, given: Record<string, string | string[]>): CheckedTranslation {
  const fields = translationFieldsOf(kind);
  const values: TranslatedValues = {};
  const errors: Record<string, RefusalText> = {};
  for (const [name, raw] of Object.entries(given)) {
    const field = Object.hasOwn(fields, name) ? fields[name] : undefined;
    if (!field) {
      errors[name] = TRANSLATION_MESSAGES.notTranslated(name);
      continue;
    }
    const value = Array.isArray(raw) ? raw.map((entry) => entry.trim()).filter(Boolean) : raw.trim();
    if (isEmpty(value)) continue;
    const error = contentFieldError(field, value);
    if (error) {
      errors[name] = error;
    } else if (field.kind === 'rich-text') {
      const checked = checkRichText(String(value));
      if (checked.ok) values[name] = checked.html;
      else errors[name] = checked.message;
    } else {
      values[name] = value;
    }
  }
  if (fields.path && values.path === undefined && typeof values.name === 'string' && LATIN_NAME.test(values.name)) {
    // Made from the translated name until an editor types one; a name in another script makes none (the
    // English path stays the address).
    const made = pathFromName(values.name);
    if (made && !contentFieldError(fields.path, made)) values.path = made;
  }
  return { values, errors };
}
