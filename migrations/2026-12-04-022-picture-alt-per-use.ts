import { type Kysely, sql } from 'kysely';

// Forward-only. Never edit once merged: add a new migration instead.
//
// Items kept a copy of each library picture's alt text, frozen when the picture was chosen; pages now read the
// library's alt text when they read the item, unless the item gives its own (`ownAlt` in the picture document).
// - A copy equal to the library's alt text, or one made from the item's name (the demo catalogue's "<name>" and
//   "<name> – close-up of the … weave"), becomes no alt text of its own: such pages follow the library again.
// - Any other copy was written for this use on purpose (a CSV import's, an older form's): it is kept as the
//   item's own, so no page changes its words by this migration.
// - A change of a library picture that pages show (alt text, focal point, its file, being ready) moves the content
//   revision, at commit, as changes of content do: the cached pages are made again.

// The tables whose items show library pictures, their name column and their picture columns (as they are today).
const PICTURE_COLUMNS: { table: string; name: string; pictures: string[] }[] = [
  { table: 'product', name: 'name', pictures: ['gallery', 'thumbnail'] },
  { table: 'category', name: 'name', pictures: ['image'] },
  { table: 'material', name: 'name', pictures: ['image'] },
  { table: 'slide', name: 'content_link', pictures: ['background'] },
  { table: 'badge', name: 'title', pictures: ['icon'] },
  { table: 'why_item', name: 'title', pictures: ['icon'] },
  { table: 'customer', name: 'name', pictures: ['logo'] },
  { table: 'video', name: 'title', pictures: ['poster'] },
  { table: 'content_block', name: 'title', pictures: ['image'] },
  { table: 'site_config', name: 'company_name', pictures: ['logo', 'map_image'] },
];

interface StoredPicture {
  mediaId?: unknown;
  alt?: unknown;
  ownAlt?: unknown;
}

const madeFromName = (alt: string, name: string) =>
  name !== '' && (alt === name || alt.startsWith(`${name} – `) || alt.startsWith(`${name} - `));

/** `value` with each library picture's frozen alt text turned into the item's own where it is one; null: unchanged. */
function withOwnAlts(value: unknown, name: string, libraryAlts: Map<number, string>): unknown {
  let changed = false;
  const visit = (entry: unknown): unknown => {
    if (Array.isArray(entry)) return entry.map(visit);
    if (typeof entry !== 'object' || entry === null) return entry;
    const picture = entry as StoredPicture;
    if (typeof picture.mediaId !== 'number' || typeof picture.alt !== 'string') {
      return Object.fromEntries(Object.entries(entry).map(([key, inner]) => [key, visit(inner)]));
    }
    const alt = picture.alt.trim();
    const library = libraryAlts.get(picture.mediaId);
    if (picture.ownAlt !== undefined || alt === '' || library === undefined || alt === library.trim() || madeFromName(alt, name)) {
      return entry;
    }
    changed = true;
    return { ...entry, ownAlt: alt };
  };
  const result = visit(value);
  return changed ? result : null;
}

const parsed = (value: unknown) => (typeof value === 'string' ? (JSON.parse(value) as unknown) : value);

export async function up(db: Kysely<any>): Promise<void> {
  const media = await db.selectFrom('media').select(['id', 'alt']).execute();
  const libraryAlts = new Map(media.map((row) => [row.id as number, String(row.alt)]));

  for (const { table, name, pictures } of PICTURE_COLUMNS) {
    const rows = await db
      .selectFrom(table)
      .select(['id', sql<string>`${sql.ref(name)}::text`.as('item_name'), ...pictures])
      .execute();
    for (const row of rows) {
      const changes: Record<string, string> = {};
      for (const column of pictures) {
        const next = withOwnAlts(parsed(row[column]), String(row.item_name ?? '').trim(), libraryAlts);
        if (next !== null) changes[column] = JSON.stringify(next);
      }
      if (Object.keys(changes).length > 0) await db.updateTable(table).set(changes).where('id', '=', row.id).execute();
    }
  }

  const drafts = await db.selectFrom('content_draft').select(['content_type', 'item_id', 'item_values']).execute();
  for (const draft of drafts) {
    const values = parsed(draft.item_values) as Record<string, unknown>;
    const name = String(values.name ?? values.title ?? '').trim();
    const next = withOwnAlts(values, name, libraryAlts);
    if (next === null) continue;
    await db
      .updateTable('content_draft')
      .set({ item_values: JSON.stringify(next) })
      .where('content_type', '=', draft.content_type)
      .where('item_id', '=', draft.item_id)
      .execute();
  }

  await sql`
    create constraint trigger media_content_revision
    after update on media
    deferrable initially deferred
    for each row
    when (
      old.alt is distinct from new.alt
      or old.status is distinct from new.status
      or old.content_hash is distinct from new.content_hash
      or old.focus_x is distinct from new.focus_x
      or old.focus_y is distinct from new.focus_y
    )
    execute function bump_content_revision_at_commit()`.execute(db);
}
