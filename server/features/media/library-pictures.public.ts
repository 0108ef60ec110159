import { DEFAULT_LOCALE, type SiteLocale } from '../../../shared/i18n/locales';
import { type Picture, shownAlt } from '../../../shared/picture';
import type { Db } from '../../db/connect';
import { publishedValuesOfMany } from '../translations/translated-rows.public';
import { findMediaMany } from './media.repository';
import { pictureOfRow } from './media-picture';

// Items keep a copy of each library picture they show (its files, size and alt text as they were when it was
// chosen). Pages must show the library's picture as it is now: its alt text unless the item gives its own, and its
// file once replaced. The features that answer pages pass what they read through here, inside the memory they
// keep until the content revision moves (a change of a library picture moves it too).

const isLibraryPicture = (value: object): value is Picture & { mediaId: number } =>
  typeof (value as Picture).mediaId === 'number' &&
  typeof (value as Picture).src === 'string' &&
  Array.isArray((value as Picture).variants);

function libraryIdsIn(value: unknown, ids: Set<number>): Set<number> {
  if (Array.isArray(value)) for (const entry of value) libraryIdsIn(entry, ids);
  else if (typeof value === 'object' && value !== null) {
    if (isLibraryPicture(value)) ids.add(value.mediaId);
    else for (const entry of Object.values(value)) libraryIdsIn(entry, ids);
  }
  return ids;
}

/** `value` with each library picture in it passed through `change`. */
function eachLibraryPicture(value: unknown, change: (picture: Picture & { mediaId: number }) => Picture): unknown {
  if (Array.isArray(value)) return value.map((entry) => eachLibraryPicture(entry, change));
  if (typeof value !== 'object' || value === null) return value;
  if (isLibraryPicture(value)) return change(value);
  return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, eachLibraryPicture(entry, change)]));
}

function replaced(value: unknown, fresh: Map<number, { picture: Picture | null; alt: string }>): unknown {
  if (Array.isArray(value)) return value.map((entry) => replaced(entry, fresh));
  if (typeof value !== 'object' || value === null) return value;
  if (!isLibraryPicture(value)) return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, replaced(entry, fresh)]));
  const { ownAlt: _shownBelow, ...kept } = value;
  const library = fresh.get(value.mediaId);
  // A picture being made again (its file replaced) or gone keeps the files the item knew until the new ones are there.
  return { ...(library?.picture ?? kept), alt: shownAlt(value, library?.alt) };
}

/** `value` (an answer for pages) with every library picture in it as the library has it now, and its alt text shown. */
export async function withLibraryPictures<T>(db: Db, value: T): Promise<T> {
  const ids = libraryIdsIn(value, new Set());
  if (ids.size === 0) return value;
  const rows = await findMediaMany(db, [...ids]);
  const fresh = new Map(rows.map((row) => [row.id, { picture: pictureOfRow(row), alt: row.alt }]));
  return replaced(value, fresh) as T;
}

/** `compute` with its answers passed through withLibraryPictures. */
export function withLibraryPicturesOf<Args extends unknown[], Value>(db: Db, compute: (...args: Args) => Promise<Value>) {
  return async (...args: Args): Promise<Value> => withLibraryPictures(db, await compute(...args));
}

/**
 * `value` (an answer for pages in `locale`, its pictures as withLibraryPictures shows them) with the library's alt
 * texts in that locale where their translations are published. A picture that shows its library's English alt text
 * takes the translation; one that shows an alt text of its own use (written in English for that page) keeps it,
 * as does a picture whose alt text is not translated.
 */
export async function withAltTextsIn<T>(db: Db, locale: SiteLocale, value: T): Promise<T> {
  if (locale === DEFAULT_LOCALE) return value;
  const ids = [...libraryIdsIn(value, new Set())];
  if (ids.length === 0) return value;
  const [rows, translations] = await Promise.all([findMediaMany(db, ids), publishedValuesOfMany(db, 'picture', locale, ids)]);
  const english = new Map(rows.map((row) => [row.id, row.alt.trim()]));
  return eachLibraryPicture(value, (picture) => {
    const translated = translations.get(picture.mediaId)?.alt;
    const showsLibraryAlt = picture.alt.trim() === english.get(picture.mediaId);
    return showsLibraryAlt && typeof translated === 'string' && translated.trim() ? { ...picture, alt: translated } : picture;
  }) as T;
}

/** `compute` with its answers passed through withLibraryPictures and withAltTextsIn, the locale read off its arguments. */
export function withLibraryPicturesIn<Args extends unknown[], Value>(
  db: Db,
  localeOf: (...args: Args) => SiteLocale,
  compute: (...args: Args) => Promise<Value>,
) {
  return async (...args: Args): Promise<Value> =>
    withAltTextsIn(db, localeOf(...args), await withLibraryPictures(db, await compute(...args)));
}
