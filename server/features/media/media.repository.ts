import { type Selectable, sql, type Updateable } from 'kysely';
import type { Db } from '../../db/connect';
import { foldedContains, searchWords } from '../../db/folded-search';
import type { MediaStatus, MediaTable } from '../../db/database';
import { contentItemName } from '../content/content-names.public';

// The picture library's rows: SQL only.

export type MediaRow = Selectable<MediaTable> & { uses: number };

// An owner's id is text; every owner today is a content item with an integer id.
const ownerInteger = sql<number | null>`(case when media_use.owner_id ~ '^[0-9]{1,9}$' then media_use.owner_id::integer end)`;

const usesOf = sql<number>`(select count(*)::int from media_use where media_use.media_id = media.id)`;

const selectMedia = (db: Db) => db.selectFrom('media').selectAll('media').select(usesOf.as('uses'));

export function findMedia(db: Db, id: number): Promise<MediaRow | undefined> {
  return selectMedia(db).where('id', '=', id).executeTakeFirst();
}

export function findMediaMany(db: Db, ids: readonly number[]): Promise<MediaRow[]> {
  return selectMedia(db).where('id', 'in', ids).execute();
}

export function findMediaByHash(db: Db, hash: string): Promise<MediaRow | undefined> {
  return selectMedia(db).where('content_hash', '=', hash).executeTakeFirst();
}

/** Locks the row for a change in this transaction. */
export function lockMedia(db: Db, id: number): Promise<MediaRow | undefined> {
  return selectMedia(db).where('id', '=', id).forUpdate().executeTakeFirst();
}

export interface NewMedia {
  contentHash: string;
  fileName: string;
  format: string;
  byteSize: number;
  width: number;
  height: number;
  variantWidths: number[];
  uploadedBy: number | null;
  now: Date;
  /** Its variants are in the store already (the demo catalogue's, made ahead): the picture is ready, with this alt text. */
  madeAhead?: { alt: string };
}

/** Inserts the picture (waiting for its variants), or nothing when these bytes are in the library already. */
export async function insertMedia(db: Db, media: NewMedia): Promise<number | null> {
  const row = await db
    .insertInto('media')
    .values({
      content_hash: media.contentHash,
      file_name: media.fileName,
      format: media.format,
      byte_size: media.byteSize,
      width: media.width,
      height: media.height,
      variant_widths: media.variantWidths,
      uploaded_by: media.uploadedBy,
      ...(media.madeAhead ? { status: 'ready' as const, alt: media.madeAhead.alt, variants_done: media.variantWidths.length * 2 } : {}),
      next_attempt_at: media.now,
      created_at: media.now,
      updated_at: media.now,
    })
    .onConflict((oc) => oc.column('content_hash').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export interface MediaFilter {
  q?: string | undefined;
  status?: MediaStatus | undefined;
  limit: number;
  offset: number;
}

/** Whether an item that shows the picture has this word in its name (what its page shows beside it). */
const usedByItemNamed = (word: string) =>
  sql<boolean>`exists (select 1 from media_use where media_use.media_id = media.id and ${foldedContains(
    contentItemName(sql`media_use.owner_type`, ownerInteger),
    word,
  )})`;

function filtered(db: Db, filter: Omit<MediaFilter, 'limit' | 'offset'>) {
  let query = db.selectFrom('media');
  if (filter.status) query = query.where('status', '=', filter.status);
  for (const word of searchWords(filter.q)) {
    query = query.where((eb) =>
      eb.or([foldedContains(eb.ref('alt'), word), foldedContains(eb.ref('file_name'), word), usedByItemNamed(word)]),
    );
  }
  return query;
}

export function listMedia(db: Db, filter: MediaFilter): Promise<MediaRow[]> {
  return filtered(db, filter)
    .selectAll('media')
    .select(usesOf.as('uses'))
    .orderBy('id', 'desc')
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
}

export async function countMedia(db: Db, filter: Omit<MediaFilter, 'limit' | 'offset'>): Promise<number> {
  const row = await filtered(db, filter)
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

export async function updateMedia(
  db: Db,
  id: number,
  change: Omit<Updateable<MediaTable>, 'id' | 'version' | 'created_at' | 'updated_at'>,
  now: Date,
): Promise<void> {
  await db
    .updateTable('media')
    .set((eb) => ({ ...change, version: eb('version', '+', 1), updated_at: now }))
    .where('id', '=', id)
    .execute();
}

export async function deleteMedia(db: Db, id: number): Promise<void> {
  await db.deleteFrom('media').where('id', '=', id).execute();
}

// ---- The variants job ----
// The worker's writes leave `version` alone: it counts the editors' changes, and an editor typing the alt text while
// the variants are made must not find their save refused as stale.

/**
 * Takes the oldest waiting picture that no worker holds, for `leaseSeconds`, in one short statement (committed
 * before the work starts, so no transaction stays open while pictures are encoded). `for update skip locked`: two
 * processes asking at once take two different pictures. A worker that dies leaves the lease to run out.
 */
export function claimNextMedia(db: Db, now: Date, leaseSeconds: number) {
  const leaseEnd = new Date(now.getTime() + leaseSeconds * 1000);
  return db
    .updateTable('media')
    .set((eb) => ({ processing_until: leaseEnd, attempts: eb('attempts', '+', 1), variants_done: 0 }))
    .where('id', '=', (eb) =>
      eb
        .selectFrom('media')
        .select('id')
        .where('status', '=', 'processing')
        .where('next_attempt_at', '<=', now)
        .where((w) => w.or([w('processing_until', 'is', null), w('processing_until', '<=', now)]))
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(1)
        .forUpdate()
        .skipLocked(),
    )
    .returning(['id', 'content_hash', 'format', 'width', 'height', 'variant_widths', 'attempts', 'processing_until'])
    .executeTakeFirst();
}

export type ClaimedMedia = NonNullable<Awaited<ReturnType<typeof claimNextMedia>>>;

/** Counts a variant made, while this worker's lease holds (false: it ran out, and the picture is not ours any more). */
export async function countVariantMade(db: Db, job: ClaimedMedia): Promise<boolean> {
  const result = await db
    .updateTable('media')
    .set((eb) => ({ variants_done: eb('variants_done', '+', 1) }))
    .where('id', '=', job.id)
    .where('processing_until', '=', job.processing_until)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function finishMedia(db: Db, job: ClaimedMedia, now: Date): Promise<void> {
  await db
    .updateTable('media')
    .set({ status: 'ready', processing_until: null, last_error: null, updated_at: now })
    .where('id', '=', job.id)
    .where('processing_until', '=', job.processing_until)
    .execute();
}

export async function failMediaAttempt(db: Db, job: ClaimedMedia, error: string, retryAt: Date, giveUp: boolean, now: Date): Promise<void> {
  await db
    .updateTable('media')
    .set({
      status: giveUp ? 'failed' : 'processing',
      processing_until: null,
      next_attempt_at: retryAt,
      last_error: error.slice(0, 1000),
      updated_at: now,
    })
    .where('id', '=', job.id)
    .where('processing_until', '=', job.processing_until)
    .execute();
}

// ---- Uses by other features ----

export interface MediaUseRow {
  media_id: number;
  owner_type: string;
  owner_id: string;
  /** The item's name today (null: gone, or not content). */
  name: string | null;
}

/** The items that show these pictures, each with its name today, by kind then name. */
export function listUses(db: Db, mediaIds: readonly number[]): Promise<MediaUseRow[]> {
  if (mediaIds.length === 0) return Promise.resolve([]);
  const name = contentItemName(sql`media_use.owner_type`, ownerInteger);
  return db
    .selectFrom('media_use')
    .select(['media_id', 'owner_type', 'owner_id', name.as('name')])
    .where('media_id', 'in', mediaIds)
    .orderBy('owner_type')
    .orderBy(name)
    .orderBy('owner_id')
    .execute();
}

export async function replaceUses(db: Db, owner: { type: string; id: string }, mediaIds: number[]): Promise<void> {
  await db.deleteFrom('media_use').where('owner_type', '=', owner.type).where('owner_id', '=', owner.id).execute();
  const unique = [...new Set(mediaIds)];
  if (unique.length === 0) return;
  await db
    .insertInto('media_use')
    .values(unique.map((media_id) => ({ media_id, owner_type: owner.type, owner_id: owner.id })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}
