// Fills an empty database with the catalogue: company details, taxonomy, products and page copy. On a database
// filled before, it only adds the copy of a company page that has none yet (a page added to the site since), and
// swaps the pictures of an older seed, files the web process no longer serves, for the library's (drawn-pictures.ts).
//
// Every item goes in as an editor's would: checked by the back office's own rules (checkedValues: required fields,
// paths, rich text cleaned, references, pictures of the library), then written by the content service, with its
// history and audit entries ("Demo catalogue"), and published where its kind has drafts. Only what no editor sets is
// written directly: the company's record (there is one, which editors change but never create), the dates the
// demo's items were made, the order numbers it states and the category pages' square pictures (no field of the
// editor's).
//
// Its pictures are the picture library's, as an upload's: made ahead by demo/pictures/demo-library.ts, their files
// put into the store before the rows that name them, and each added to the library when the content first shows it,
// described by that first use (or by the catalogue, for a picture many products show).

import { sql, type Kysely } from 'kysely';
import type { ContentTypeKey } from '../../shared/content/content-types';
import { CONTENT_TYPES, type ContentType } from '../../shared/content/content-types';
import type { Picture } from '../../shared/picture';
import type { Database } from '../../server/db/database';
import { type Actor, recordAudit, systemActor } from '../../server/features/audit/audit-trail.public';
import { seedTranslations } from './translations/seed-translations';
import { CONTENT_TABLE, toValues } from '../../server/features/content/content-storage';
import { checkedValues, libraryPicture, type PictureFinder } from '../../server/features/content/content-values';
import { createServices } from '../../server/services';
import { createLogger } from '../../server/logger';
import type { Acting } from '../../server/http/acting';
import { findMediaByHash, insertMedia } from '../../server/features/media/media.repository';
import { pictureOfMedia, setMediaUses } from '../../server/features/media/media-pictures.public';
import { type MediaStore, postgresMediaStore } from '../../server/features/media/media-store';
import { type DemoPictures, storeDemoPictures } from '../pictures/demo-library';
import {
  BRAND_URL_PREFIX,
  categoryImageKey,
  DEMO_PICTURE_SRC,
  demoPictureKey,
  materialImageKey,
  mediaEntry,
  pictureOf,
} from '../pictures/media-catalogue';
import { CATEGORIES } from './categories';
import { drawnPictureKeys, replaceDrawnPictures } from './drawn-pictures';
import { cleanIcon } from '../../server/render/sanitize';
import { badges, customers, RETIRED_TWITTER_ICON, siteConfig, slides, SOCIALS, testimonials, whyItems, X_MARK } from './company';
import { faqs } from './faqs';
import { hasContent } from '../../server/db/has-content';
import { MATERIALS } from './materials';
import { contentBlocks } from './pages';
import { buildProducts } from './products';
import { videos } from './videos';
import { type DemoCertificateFiles, demoCertificatesFor } from '../certificates/certificates';
import { documentKey } from '../../server/features/documents/documents.service';
import { COMPANY_NAME } from './company';

/** Serialises concurrent seeders (two instances starting at once); released at commit. */
const SEED_LOCK = 7_301_991;

/** Creation time of the taxonomy rows, fixed so every run produces the same content. */
const TAXONOMY_CREATED_AT = '2024-10-15T09:00:00.000Z';

/** Who the history and the audit log say wrote the demo's items. */
/** The seed writes content only: nothing of what it builds has anything to log. */
const SILENT = createLogger({ env: 'production', logLevel: 'silent' });
const SEEDER: Acting<Actor> = { principal: systemActor('Demo catalogue'), ip: null };

/**
 * Finds the pictures the demo's content names: a catalogued picture is added to the library on its first use (its
 * files are in the store already) and answered as the library's, with the alt text of this use; the site's own
 * brand pictures (public/brand/) are kept as they are; anything else is looked up in the library, as an editor's is.
 */
function demoLibrary(trx: Kysely<Database>, pictures: DemoPictures): PictureFinder {
  const ids = new Map<string, number>();
  async function idOf(key: string, firstAlt: string): Promise<number> {
    const known = ids.get(key);
    if (known !== undefined) return known;
    const picture = pictures.byKey.get(key);
    if (!picture) throw new Error(`The demo's pictures have no ${key}: run the seed command to make them`);
    const now = new Date();
    const alt = mediaEntry(key)?.alt ?? firstAlt.trim();
    const id = await insertMedia(trx, {
      contentHash: picture.hash,
      fileName: picture.fileName,
      format: picture.format,
      byteSize: picture.byteSize,
      width: picture.width,
      height: picture.height,
      variantWidths: picture.variantWidths,
      uploadedBy: null,
      now,
      madeAhead: { alt },
    });
    if (id !== null) {
      await recordAudit(trx, {
        actor: SEEDER.principal,
        action: 'media.uploaded',
        subject: { type: 'media', id },
        detail: {
          fileName: picture.fileName,
          format: picture.format,
          bytes: picture.byteSize,
          width: picture.width,
          height: picture.height,
        },
        ip: null,
        at: now,
      });
    }
    const found = id ?? (await findMediaByHash(trx, picture.hash))!.id;
    ids.set(key, found);
    return found;
  }
  return async (db, picture: Picture) => {
    const key = demoPictureKey(picture.src);
    if (key === undefined) return picture.src.startsWith(BRAND_URL_PREFIX) ? picture : libraryPicture(db, picture);
    const found = await pictureOfMedia(db, await idOf(key, picture.alt));
    return found && { ...found, alt: picture.alt };
  };
}

/** The catalogued pictures named anywhere in `value` (rows keep some pictures as JSON text). */
function demoPictureKeysIn(value: unknown, keys = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    const key = demoPictureKey(value);
    if (key !== undefined) keys.add(key);
    else if (value.includes(DEMO_PICTURE_SRC)) demoPictureKeysIn(JSON.parse(value), keys);
  } else if (Array.isArray(value)) for (const item of value) demoPictureKeysIn(item, keys);
  else if (typeof value === 'object' && value !== null) for (const item of Object.values(value)) demoPictureKeysIn(item, keys);
  return keys;
}

/** Adds items through the content service, in order (their order on the site), published; answers their ids. */
function editorOf(trx: Kysely<Database>, findPicture: PictureFinder) {
  const { content } = createServices(trx, { config: {}, logger: SILENT, findPicture });
  return async function add(key: ContentTypeKey, rows: readonly object[]): Promise<number[]> {
    const ids: number[] = [];
    const type = CONTENT_TYPES[key] as ContentType;
    for (const row of rows) {
      // The demo's rows keep pictures as the table does (JSON text); the form holds them as documents.
      const input = toValues(
        key,
        Object.fromEntries(
          Object.entries(row).map(([name, value]) => {
            const kind = type.fields[name]?.kind;
            return [name, (kind === 'picture' || kind === 'gallery') && typeof value === 'string' ? JSON.parse(value) : value];
          }),
        ),
      );
      let values: Record<string, unknown>;
      try {
        values = await checkedValues(trx, key, input, null, findPicture);
      } catch (error) {
        const fields = (error as { fieldErrors?: Record<string, string> }).fieldErrors;
        if (!fields) throw error;
        throw new Error(`The demo's ${key} ${JSON.stringify(input[type.titleField])} breaks the editor's rules: ${JSON.stringify(fields)}`);
      }
      const id = await content.writes.create(trx, key, values, SEEDER);
      // An order the demo states (the spec's socials are 2 to 5) is kept; the service would number from 1.
      const statedOrder = (row as { sort_order?: number }).sort_order;
      if (type.ordered && typeof statedOrder === 'number') {
        await sql`update ${sql.table(CONTENT_TABLE[key])} set sort_order = ${statedOrder} where id = ${id}`.execute(trx);
      }
      if (type.drafts) {
        const draft = (await content.writes.itemOf(trx, key, id))!;
        await content.writes.setState(trx, key, draft, { state: 'published', version: draft.version }, SEEDER);
      }
      ids.push(id);
    }
    return ids;
  };
}

/** Whether the database has (or had: its history says so) any certificate: one an editor deleted is not seeded again. */
async function hadCertificates(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom('content_history')
    .select('item_id')
    .where('content_type', '=', 'certificate')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined || (await db.selectFrom('certificate').select('id').limit(1).executeTakeFirst()) !== undefined;
}

/** The demo's certificates, with their scans (whose files are in the store) and the products each covers. */
async function addCertificates(trx: Kysely<Database>, add: ReturnType<typeof editorOf>, certificates: DemoCertificateFiles) {
  const products = await trx
    .selectFrom('product')
    .innerJoin('material', 'material.id', 'product.material_id')
    .select(['product.id', 'product.name', 'material.path as material'])
    .orderBy('product.id')
    .execute();
  const rows = [];
  for (const { certificate, validFrom, validUntil, scan } of certificates) {
    await trx
      .insertInto('document')
      .values({ hash: scan.hash, content_type: scan.contentType, byte_size: scan.size })
      .onConflict((oc) => oc.column('hash').doNothing())
      .execute();
    const { names, materials, max } = certificate.covers;
    const covered = products.filter((p) => (names?.test(p.name) ?? false) || (materials?.includes(p.material) ?? false)).slice(0, max);
    rows.push({
      name: certificate.name,
      standard: certificate.standard,
      issuer: certificate.issuer,
      scope: certificate.scope,
      number: certificate.number,
      valid_from: validFrom,
      valid_until: validUntil,
      scan,
      product_ids: covered.map((p) => p.id),
    });
  }
  await add('certificate', rows);
}

/** The copy of every company page that has no content block yet. */
async function missingPageCopy(db: Kysely<Database>) {
  const present = new Set((await db.selectFrom('content_block').select('page').distinct().execute()).map((row) => row.page));
  return contentBlocks().filter((block) => !present.has(block.page));
}

/** Sets the dates the demo's items were made (an editor's items are made now), in one statement per table. */
async function backdate(trx: Kysely<Database>, table: 'product' | 'category' | 'material', dates: [number, string][]) {
  if (dates.length === 0) return;
  const rows = sql.join(dates.map(([id, at]) => sql`(${id}::int, ${at}::timestamptz)`));
  await sql`update ${sql.table(table)} set created_at = d.at, updated_at = d.at from (values ${rows}) as d(id, at) where ${sql.table(table)}.id = d.id`.execute(
    trx,
  );
}

/**
 * Seeds `db` with the demo catalogue and its pictures (made by prepareDemoPictures), whose files go into `store`
 * (the database's own by default, as the web process's when no bucket is set).
 */
export async function seedDatabase(
  db: Kysely<Database>,
  pictures: DemoPictures,
  store: MediaStore = postgresMediaStore(db),
): Promise<{ seeded: boolean; pagesAdded: string[] }> {
  // The files first, as an upload writes them before its row: every picture for an empty database, else those of the
  // pages to add. (Two seeders at once both write them: the same bytes under the same keys.)
  const empty = !(await hasContent(db));
  const needed = empty ? undefined : new Set([...demoPictureKeysIn(await missingPageCopy(db)), ...(await drawnPictureKeys(db))]);
  await storeDemoPictures(store, pictures, needed);
  // The certificates' scans, as an upload writes them: for a database that has never had a certificate.
  const certificates = (await hadCertificates(db)) ? null : await demoCertificatesFor(new Date(), COMPANY_NAME);
  for (const { scan, bytes } of certificates ?? []) await store.put(documentKey(scan.hash), bytes, scan.contentType);

  let pagesAdded: string[] = [];
  const seeded = await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    const findPicture = demoLibrary(trx, pictures);
    const add = editorOf(trx, findPicture);
    if (await hasContent(trx)) {
      await replaceDrawnPictures(trx, findPicture);
      // The demo's old speech bubble for twitter becomes X's mark; an icon an editor chose is left as it is.
      // Stored as the editor's service stores an icon: cleaned.
      await trx
        .updateTable('social')
        .set({ icon: cleanIcon(X_MARK) })
        .where('name', '=', 'twitter')
        .where('icon', '=', cleanIcon(RETIRED_TWITTER_ICON))
        .execute();
      const missing = await missingPageCopy(trx);
      if (missing.length > 0) await add('page-block', missing);
      pagesAdded = [...new Set(missing.map((block) => block.page))];
      if (certificates && !(await hadCertificates(trx))) await addCertificates(trx, add, certificates);
      return false;
    }

    const company = siteConfig();
    const mapImage = await findPicture(trx, JSON.parse(company.map_image) as Picture);
    const salesPhoto = await findPicture(trx, JSON.parse(company.sales_contact_photo as string) as Picture);
    const { id: companyId } = await trx
      .insertInto('site_config')
      .values({ ...company, map_image: JSON.stringify(mapImage), sales_contact_photo: JSON.stringify(salesPhoto) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await setMediaUses(trx, { type: 'company', id: companyId }, [mapImage!.mediaId!, salesPhoto!.mediaId!]);
    await add('social', SOCIALS);

    const taxonomy = async (key: 'material' | 'category', rows: { path: string; row: object }[]) => {
      const ids = await add(
        key,
        rows.map((r) => r.row),
      );
      await backdate(
        trx,
        key,
        ids.map((id) => [id, TAXONOMY_CREATED_AT]),
      );
      return new Map(rows.map((r, i) => [r.path, ids[i]!]));
    };
    const materialIds = await taxonomy(
      'material',
      MATERIALS.map((m) => ({
        path: m.path,
        row: {
          name: m.name,
          path: m.path,
          description: m.description,
          image: pictureOf(materialImageKey(m.path), `${m.name} weave and raw fibre`),
        },
      })),
    );
    const categoryIds = await taxonomy(
      'category',
      CATEGORIES.map((c) => ({
        path: c.path,
        row: { name: c.name, path: c.path, description: c.description, image: pictureOf(categoryImageKey(c.path), c.name) },
      })),
    );

    const idOf = (ids: Map<string, number>, key: string) => {
      const id = ids.get(key);
      if (id === undefined) throw new Error(`Seed content refers to unknown ${key}`);
      return id;
    };
    const products = buildProducts();
    const productIds = await add(
      'product',
      products.map((p) => ({
        name: p.name,
        path: p.path,
        description: p.description,
        detail: p.detail,
        category_id: idOf(categoryIds, p.category),
        material_id: idOf(materialIds, p.material),
        gallery: p.gallery,
        featured: p.featured,
        colours: p.colours,
        carton_length_cm: p.carton.lengthCm,
        carton_width_cm: p.carton.widthCm,
        carton_height_cm: p.carton.heightCm,
        carton_gross_weight_kg: p.carton.grossKg,
        pieces_per_carton: p.carton.piecesPerCarton,
        packing_note: p.carton.note,
        carton_net_weight_kg: p.carton.netKg,
        size: p.spec.size,
        hs_code: p.spec.hsCode,
        moq_pieces: p.spec.moqPieces,
        sample_lead_time_days: p.spec.sampleLeadDays,
        production_lead_time_days: p.spec.productionLeadDays,
      })),
    );
    await backdate(
      trx,
      'product',
      productIds.map((id, i) => [id, products[i]!.createdAt]),
    );
    // The category pages' square pictures: not a field of the editor's (derived from the category's first product).
    for (const [i, p] of products.entries()) {
      if (p.thumbnail)
        await trx
          .updateTable('product')
          .set({ thumbnail: JSON.stringify(await findPicture(trx, p.thumbnail)) })
          .where('id', '=', productIds[i]!)
          .execute();
    }

    await add('customer', customers());
    await add('testimonial', testimonials());
    await add('slide', slides());
    await add('badge', badges());
    await add('why-item', whyItems());
    await add('faq', faqs());
    await add('page-block', contentBlocks());
    await add('video', videos());
    if (certificates) await addCertificates(trx, add, certificates);
    await seedTranslations(trx, new Date());
    return true;
  });

  // Fresh statistics so the first queries get good plans; ANALYZE cannot run inside the transaction above.
  if (seeded) await sql`ANALYZE`.execute(db);
  return { seeded, pagesAdded };
}
