import type { RefusalText } from '../../../shared/i18n/refusal-text';
import { contentErrors, type ContentField } from '../../../shared/content/fields';
import { MESSAGES } from '../../../shared/validation/rules';
import { CONTENT_TYPES, type ContentType, type ContentTypeKey } from '../../../shared/content/content-types';
import type { Picture } from '../../../shared/picture';
import type { Db } from '../../db/connect';
import { HttpError } from '../../http/http-error';
import { cleanIcon } from '../../render/sanitize';
import { checkRichText } from './rich-text-input.public';
import { pictureOfMedia, pictureOfMediaAddress } from '../media/media-pictures.public';
import { storedDocumentOf } from '../documents/documents.public';
import { DOCUMENT_MESSAGES, type StoredDocument } from '../../../shared/certificates';

// The values of an item as the server keeps them: checked by the same rules as the back office's form (400 with a
// message per field, nothing written), then trimmed and converted; rich text cleaned, references and pictures
// checked against what exists.

export const VALUES_REFUSED = 'Some fields need attention.';
export const ICON_EMPTY = 'Use an SVG icon: nothing of this one is left once scripts and styles are removed.';
export const UNKNOWN_REFERENCE = 'Choose one of the options.';
export const UNKNOWN_PRODUCTS = 'Choose products that are on the site: some of these are not (any more).';
export const UNKNOWN_PICTURE = 'Choose a picture from the library, with its alt text, once it is ready.';

/** Finds the picture an editor chose: a picture of the library, as pages show it, once its variants are ready. */
export type PictureFinder = (db: Db, picture: Picture) => Promise<Picture | null>;

/**
 * The library's picture as it is now (never the document the browser sent): ready and described, or null. Found by
 * its id, or by one of its addresses (a gallery written in a CSV file).
 */
export const libraryPicture: PictureFinder = (db, picture) =>
  typeof picture.mediaId === 'number' && Number.isInteger(picture.mediaId)
    ? pictureOfMedia(db, picture.mediaId)
    : pictureOfMediaAddress(db, String(picture.src));

const sameSource = (a: unknown, b: Picture) => typeof a === 'object' && a !== null && (a as Picture).src === b.src;

const cleanedTo = (html: string) => {
  const checked = checkRichText(html);
  return checked.ok ? checked.html : null;
};

export async function checkedValues(
  db: Db,
  key: ContentTypeKey,
  input: Record<string, unknown>,
  current: Record<string, unknown> | null,
  findPicture: PictureFinder,
): Promise<Record<string, unknown>> {
  const type = CONTENT_TYPES[key] as ContentType;
  const errors: Record<string, RefusalText> = contentErrors(type.fields, input);
  const values: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(type.fields)) {
    if (errors[name]) continue;
    const result = await valueOf(db, field, input[name], current?.[name], findPicture);
    if (typeof result === 'object' && result !== null && 'error' in result) errors[name] = (result as { error: RefusalText }).error;
    else values[name] = result;
  }
  if (Object.keys(errors).length > 0) throw new HttpError(400, VALUES_REFUSED, errors);
  return values;
}

/**
 * The item's own alt text for the picture as the editor left it: set when they wrote one, gone when they emptied it
 * (pages then follow the library's), kept when they sent none (a CSV file's gallery).
 */
function withOwnAlt(picture: Picture, value: Picture): Picture {
  if (typeof value.ownAlt !== 'string') return picture;
  const { ownAlt: _replaced, ...rest } = picture;
  const own = value.ownAlt.trim();
  return own ? { ...rest, ownAlt: own } : rest;
}

/** A picture kept as it is (the item already shows it), or one of the library's; with this item's own alt text. */
async function pictureOf(db: Db, value: Picture, current: unknown, findPicture: PictureFinder): Promise<Picture | null> {
  const kept = Array.isArray(current) ? current.find((p) => sameSource(p, value)) : sameSource(current, value) ? current : undefined;
  if (kept) {
    const keptAlt = typeof value.alt === 'string' && value.alt.trim() ? { alt: value.alt.trim() } : {};
    return withOwnAlt({ ...(kept as Picture), ...keptAlt }, value);
  }
  const found = await findPicture(db, value);
  return found && withOwnAlt(found, value);
}

async function valueOf(
  db: Db,
  field: ContentField,
  raw: unknown,
  current: unknown,
  findPicture: PictureFinder,
): Promise<unknown | { error: RefusalText }> {
  const text = typeof raw === 'string' ? raw.trim() : raw;
  switch (field.kind) {
    case 'boolean':
      return raw === true;
    case 'number':
      return text === '' || text == null ? null : Number(text);
    case 'choice': {
      if (text === '' || text == null) return null;
      return field.options.find((option) => String(option.value) === String(text))!.value;
    }
    case 'reference': {
      if (text === '' || text == null) return null;
      const row = await db.selectFrom(field.to).select('id').where('id', '=', Number(text)).executeTakeFirst();
      return row ? row.id : { error: UNKNOWN_REFERENCE };
    }
    case 'text-list':
      return (raw as string[]).map((entry) => entry.trim()).filter(Boolean);
    case 'product-list': {
      const ids = raw as number[];
      if (ids.length === 0) return [];
      const found = await db.selectFrom('product').select('id').where('id', 'in', ids).execute();
      return found.length === ids.length ? ids : { error: UNKNOWN_PRODUCTS };
    }
    case 'document': {
      if (raw == null) return null;
      // What the upload found the file to be, never what the browser says it is; the name is the editor's.
      return (await storedDocumentOf(db, raw as StoredDocument)) ?? { error: DOCUMENT_MESSAGES.unknown };
    }
    case 'rich-text': {
      const checked = checkRichText(text as string);
      if (!checked.ok) return { error: checked.message };
      // The editor's empty paragraph is no text.
      if (checked.html === '' && field.required) return { error: MESSAGES.required };
      // Markup stored before it was cleaned on write (the demo's) stays as it is when it cleans to the same.
      return typeof current === 'string' && cleanedTo(current) === checked.html ? current : checked.html;
    }
    case 'svg-icon': {
      if (text === '') return '';
      const clean = cleanIcon(text as string);
      if (clean.trim() === '') return { error: ICON_EMPTY };
      return typeof current === 'string' && cleanIcon(current) === clean ? current : clean;
    }
    case 'picture': {
      if (raw == null) return null;
      return (await pictureOf(db, raw as Picture, current, findPicture)) ?? { error: UNKNOWN_PICTURE };
    }
    case 'gallery': {
      const pictures: Picture[] = [];
      for (const entry of raw as Picture[]) {
        const picture = await pictureOf(db, entry, current, findPicture);
        if (!picture) return { error: UNKNOWN_PICTURE };
        pictures.push(picture);
      }
      return pictures;
    }
    default:
      return text ?? '';
  }
}
