import { type Picture, shownAlt } from '../../../shared/picture';
import type { Db } from '../../db/connect';
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
