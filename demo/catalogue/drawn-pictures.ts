// A database seeded before the demo's pictures were the picture library's names them by the files the web process
// served then (`/media/products/oval-placemat-960.webp`), which it serves no more. The seed command swaps each for
// the library's picture (adding it to the library as a fresh seed would), keeping the alt text it had, and counts
// where it is shown.

import { sql, type Kysely } from 'kysely';
import { CONTENT_TYPE_KEYS, CONTENT_TYPES, type ContentType, type ContentTypeKey } from '../../shared/content/content-types';
import type { Picture } from '../../shared/picture';
import type { Database } from '../../server/db/database';
import { CONTENT_TABLE } from '../../server/features/content/content-storage';
import type { PictureFinder } from '../../server/features/content/content-values';
import { setMediaUses } from '../../server/features/media/media-pictures.public';
import { DEMO_PICTURE_SRC, mediaEntry } from '../pictures/media-catalogue';

const DRAWN_FILE = /^\/media\/(.+)-\d+\.webp$/;

/** The catalogue key of a drawn file's address; undefined for any other address. */
function drawnPictureKey(src: unknown): string | undefined {
  const key = typeof src === 'string' ? DRAWN_FILE.exec(src)?.[1] : undefined;
  return key && mediaEntry(key) ? key : undefined;
}

interface PictureColumns {
  table: string;
  columns: string[];
  /** The content type whose uses of the library are counted (null: a column no editor sets). */
  owner: ContentTypeKey | null;
}

const PICTURE_COLUMNS: PictureColumns[] = [
  ...CONTENT_TYPE_KEYS.map((key) => ({
    table: CONTENT_TABLE[key],
    columns: Object.entries((CONTENT_TYPES[key] as ContentType).fields)
      .filter(([, field]) => field.kind === 'picture' || field.kind === 'gallery')
      .map(([name]) => name),
    owner: key,
  })).filter((entry) => entry.columns.length > 0),
  // The category pages' square pictures.
  { table: 'product', columns: ['thumbnail'], owner: null },
];

type Row = { id: number } & Record<string, Picture | Picture[] | null>;

const picturesIn = (value: Picture | Picture[] | null) => (value === null ? [] : Array.isArray(value) ? value : [value]);

/**
 * A drawn file's address as it appears in a column's JSON text (a library address, `/media/<hash>/<width>.webp`, has
 * no `-<width>`): the seed runs on every start, so only the rows that still name one are read.
 */
const DRAWN_FILE_IN_JSON = '"/media/[^"]*-[0-9]+\\.webp"';

/** The rows of `table` that name a drawn file in one of `columns`. */
async function rowsOf(db: Kysely<Database>, { table, columns }: PictureColumns): Promise<Row[]> {
  const naming = sql.join(
    columns.map((c) => sql`${sql.ref(c)}::text ~ ${DRAWN_FILE_IN_JSON}`),
    sql` or `,
  );
  const { rows } =
    await sql<Row>`select id, ${sql.join(columns.map((c) => sql.ref(c)))} from ${sql.table(table)} where ${naming} order by id`.execute(db);
  return rows;
}

/** The catalogue keys of every drawn file the database still names. */
export async function drawnPictureKeys(db: Kysely<Database>): Promise<Set<string>> {
  const keys = new Set<string>();
  for (const entry of PICTURE_COLUMNS) {
    for (const row of await rowsOf(db, entry)) {
      for (const column of entry.columns) {
        for (const picture of picturesIn(row[column] ?? null)) {
          const key = drawnPictureKey(picture.src);
          if (key) keys.add(key);
        }
      }
    }
  }
  return keys;
}

/** Swaps every drawn file the database names for the library's picture; answers how many it swapped. */
export async function replaceDrawnPictures(trx: Kysely<Database>, findPicture: PictureFinder): Promise<number> {
  let replaced = 0;
  const libraryOf = async (picture: Picture): Promise<Picture> => {
    const key = drawnPictureKey(picture.src);
    if (!key) return picture;
    const found = await findPicture(trx, { ...picture, src: `${DEMO_PICTURE_SRC}${key}` });
    if (!found) throw new Error(`The demo picture ${key} could not be added to the library`);
    replaced++;
    return found;
  };
  for (const entry of PICTURE_COLUMNS) {
    for (const row of await rowsOf(trx, entry)) {
      const changes: Record<string, string> = {};
      for (const column of entry.columns) {
        const value = row[column] ?? null;
        if (!picturesIn(value).some((picture) => drawnPictureKey(picture.src))) continue;
        let swapped: Picture | Picture[];
        if (Array.isArray(value)) {
          swapped = [];
          for (const picture of value) swapped.push(await libraryOf(picture));
        } else swapped = await libraryOf(value!);
        row[column] = swapped;
        changes[column] = JSON.stringify(swapped);
      }
      if (Object.keys(changes).length === 0) continue;
      const assignments = Object.entries(changes).map(([column, json]) => sql`${sql.ref(column)} = ${json}::jsonb`);
      await sql`update ${sql.table(entry.table)} set ${sql.join(assignments)} where id = ${row.id}`.execute(trx);
      if (entry.owner) {
        const ids = entry.columns
          .flatMap((column) => picturesIn(row[column] ?? null))
          .flatMap((p) => (typeof p.mediaId === 'number' ? [p.mediaId] : []));
        await setMediaUses(trx, { type: entry.owner, id: row.id }, ids);
      }
    }
  }
  return replaced;
}
