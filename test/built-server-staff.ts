import { sql } from 'kysely';
import { type DatabaseHandle, openPostgres } from '../server/db/connect';
import type { StaffRole } from '../shared/staff/roles';
import type { TranslationLocale } from '../shared/content/translatable';
import { sessionCookie } from '../server/features/staff/staff-api-guard';
import { signedInAs } from './staff-sessions';

// Staff for the browser tests: accounts and sessions written straight into the run's database (as sign-in would),
// and the cookie that carries the session on the built test server (plain http, so without the __Host- prefix).

let database: DatabaseHandle | undefined;

const testDatabase = () => (database ??= openPostgres(process.env.TEST_DATABASE_URL!));

export interface StaffCookie {
  staffId: number;
  name: string;
  email: string;
  cookie: { name: string; value: string };
}

export async function staffSession(role: StaffRole): Promise<StaffCookie> {
  const signedIn = await signedInAs(testDatabase().db, role);
  const name = sessionCookie(false).name;
  const value = signedIn.headers.Cookie.slice(name.length + 1);
  return { staffId: signedIn.staffId, name: signedIn.name, email: signedIn.email, cookie: { name, value } };
}

/** An inquiry's stored status, as the server keeps it. */
export async function storedStatus(reference: string): Promise<string | undefined> {
  const row = await testDatabase().db.selectFrom('inquiry').select('status').where('reference', '=', reference).executeTakeFirst();
  return row?.status;
}

/** A picture, a category and a material of the catalogue, as a product CSV names them. */
export async function catalogueSample(): Promise<{ picture: string; category: string; material: string }> {
  const db = testDatabase().db;
  const product = await db
    .selectFrom('product')
    .select('gallery')
    .where(sql`jsonb_array_length(gallery)`, '>', 0)
    .executeTakeFirstOrThrow();
  const category = await db.selectFrom('category').select('path').orderBy('id').executeTakeFirstOrThrow();
  const material = await db.selectFrom('material').select('path').orderBy('id').executeTakeFirstOrThrow();
  return { picture: product.gallery[0]!.src, category: category.path, material: material.path };
}

/** The draft products with these paths, as stored (their values), for a test to check and then remove. */
export async function productDrafts(paths: string[]): Promise<{ item_id: number; item_values: Record<string, unknown> }[]> {
  return testDatabase()
    .db.selectFrom('content_draft')
    .select(['item_id', 'item_values'])
    .where('content_type', '=', 'product')
    .where(sql<string>`item_values ->> 'path'`, 'in', paths)
    .execute();
}

/** Removes the draft products a test made, and their history. */
export async function removeProductDrafts(ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const db = testDatabase().db;
  await db.deleteFrom('content_history').where('content_type', '=', 'product').where('item_id', 'in', ids).execute();
  await db.deleteFrom('content_draft').where('content_type', '=', 'product').where('item_id', 'in', ids).execute();
}

export async function closeStaffDatabase(): Promise<void> {
  await database?.close();
  database = undefined;
}

/** A picture of the library as the server keeps it, by its file name. */
export async function storedMedia(fileName: string) {
  return testDatabase()
    .db.selectFrom('media')
    .select(['alt', 'focus_x', 'focus_y', 'status', 'format'])
    .where('file_name', '=', fileName)
    .executeTakeFirst();
}

/** A published product (the first by id): its id, path and name, and its first gallery picture's stored document. */
export async function firstProduct() {
  const row = await testDatabase()
    .db.selectFrom('product')
    .select(['id', 'path', 'name', 'gallery'])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, path: row.path, name: row.name, firstPicture: row.gallery[0]! };
}

/** Records that `product` shows the library picture named `fileName` (as saving the product would), or no longer. */
export async function showOnProduct(fileName: string, productId: number, shown: boolean): Promise<number> {
  const db = testDatabase().db;
  const media = await db.selectFrom('media').select('id').where('file_name', '=', fileName).executeTakeFirstOrThrow();
  if (shown)
    await db
      .insertInto('media_use')
      .values({ media_id: media.id, owner_type: 'product', owner_id: String(productId) })
      .execute();
  else await db.deleteFrom('media_use').where('media_id', '=', media.id).execute();
  return media.id;
}

/** A library picture as the server keeps it, by its id. */
export async function storedMediaById(id: number) {
  return testDatabase().db.selectFrom('media').select(['file_name', 'format', 'alt', 'status']).where('id', '=', id).executeTakeFirst();
}

/** The back office's language for this member of staff, as their Account screen would set it. */
export async function setStaffLanguage(staffId: number, locale: 'en' | 'vi'): Promise<void> {
  await testDatabase().db.updateTable('staff').set({ locale }).where('id', '=', staffId).execute();
}

/** Products never translated into `locale`, first by id: each test of a file takes its own. */
export async function untranslatedProducts(locale: TranslationLocale, count: number) {
  const db = testDatabase().db;
  return db
    .selectFrom('product')
    .select(['id', 'path', 'name', 'packing_note'])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('content_translation')
            .select('item_id')
            .where('kind', '=', 'product')
            .where('locale', '=', locale)
            .whereRef('item_id', '=', 'product.id'),
        ),
      ),
    )
    .orderBy('id')
    .limit(count)
    .execute();
}

/** Changes a product's English packing note, as an editor publishing it would leave it. */
export async function setPackingNote(productId: number, note: string): Promise<void> {
  await testDatabase().db.updateTable('product').set({ packing_note: note }).where('id', '=', productId).execute();
}
