import { CONTENT_TYPES, type ContentItem, type ContentType } from '../../../shared/content/content-types';
import { emptyValueOf } from '../../../shared/content/fields';
import {
  GALLERY_SEPARATOR,
  COLOUR_SEPARATOR,
  isPictureAddress,
  PRODUCT_CSV_MESSAGES,
  zipFileKey,
  type ProductCsvColumn,
  type ProductImportAnswer,
  type ProductImportRow,
} from '../../../shared/contracts/product-csv';
import type { Picture } from '../../../shared/picture';
import type { Db } from '../../db/connect';
import { toCsv } from '../../http/csv-export';
import { HttpError } from '../../http/http-error';
import { Download, Reply } from '../../http/mount-contract';
import { recordAudit } from '../audit/audit-trail.public';
import { changedFields, toValues } from './content-storage';
import { checkedValues, type PictureFinder } from './content-values';
import * as repo from './content.repository';
import { CONTENT_SERVICE_MESSAGES, type ContentService } from './content.service';
import type { Acting } from '../../http/acting';
import type { Actor } from '../audit/audit-trail.public';
import {
  booleanOfCell,
  COLUMN_OF_FIELD,
  type CsvRecord,
  FIELD_OF_COLUMN,
  listOfCell,
  parseProductCsv,
  productCsvColumns,
  type Taxonomy,
} from './product-csv';

// Products in bulk. The export writes every product, published and drafts, in the columns of
// shared/contracts/product-csv.ts. The import reads such a file and plans each row: a new product (no id), a
// change, or nothing to do; each row's values go through the editor's own check (checkedValues) and its path must
// be free, in the catalogue and in the file. A dry run answers the plan. A real import makes the plan again (the
// browser's earlier answer is not trusted) and, when no row has an error, writes it in one transaction with the
// content service's own writes: each product its history and audit entries, and one 'content.imported' entry.
//
// A product edited in the back office meanwhile: the file's `version` cell (as exported) refuses that row in the
// plan; and the rows are written on the versions the plan read, so a save that lands between the plan and the
// writes makes the whole import fail (409), with nothing written.

export const PRODUCT_IMPORT_STALE = 'A product changed while the file was being imported: nothing was imported. Check the file again.';

const KEY = 'product' as const;
const type = CONTENT_TYPES.product as ContentType;

interface PlannedRow extends ProductImportRow {
  values?: Record<string, unknown>;
  before?: ContentItem;
  /** The state the row asks for, when it differs from the product's. */
  state?: 'published' | 'draft';
  /** The path it gives, when well formed: checked against the catalogue and the file's other rows. */
  path?: string;
}

export interface ProductCsvServiceOptions {
  content: ContentService;
  /** The media library's pictures, besides those the products already show. */
  findPicture: PictureFinder;
  /** The site's own address: a picture's full address on it is taken as its path. */
  baseUrl: string;
  clock?: () => Date;
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** The pictures of the zip file by file name (any letter case): their library id, null before the upload. */
type ZipPictures = Map<string, { file: string; mediaId: number | null }>;

/** Stands in for a picture of the zip in a dry run, where it is not uploaded yet: checked as present, never stored. */
const ZIP_PLACEHOLDER = 'zip:';

const zipPicturesOf = (pictures: Record<string, number | null> | undefined): ZipPictures | null =>
  pictures ? new Map(Object.entries(pictures).map(([file, mediaId]) => [zipFileKey(file), { file, mediaId }])) : null;

/** What a row's gallery may name of the zip, and where the row's zip pictures are gathered. */
interface ZipContext {
  zip: ZipPictures | null;
  dryRun: boolean;
  files: string[];
}

interface ImportInput {
  csv: string;
  dryRun: boolean;
  zipPictures?: Record<string, number | null> | undefined;
}

export function createProductCsvService(db: Db, { content, findPicture, baseUrl, clock = () => new Date() }: ProductCsvServiceOptions) {
  const siteOrigin = new URL(baseUrl).origin;

  /** A picture's address as the catalogue keeps it (a path), or null for another site's. */
  function pathOfAddress(address: string): string | null {
    if (address.startsWith('/')) return address;
    try {
      const url = new URL(address);
      return url.origin === siteOrigin ? url.pathname : null;
    } catch {
      return null;
    }
  }

  async function taxonomies() {
    const [categories, materials] = await Promise.all([repo.taxonomyOf(db, 'category'), repo.taxonomyOf(db, 'material')]);
    return { category: categories, material: materials };
  }

  async function allProducts(): Promise<ContentItem[]> {
    const rows = await repo.listItems(db, KEY, type, { limit: 1_000_000, offset: 0 });
    return rows
      .map((row) => ({
        id: Number(row.id),
        values: toValues(KEY, row.item_values),
        status: row.status,
        publishAt: row.publish_at ? new Date(row.publish_at).toISOString() : null,
        version: Number(row.version),
        updatedAt: null,
        updatedBy: null,
        publicUrl: null,
        // A file is read against the published values; pending changes stay as they are.
        draft: null,
      }))
      .sort((a, b) => a.id - b.id);
  }

  /** Every address a picture of the catalogue is known by (its own and its variants'), to the picture. */
  async function pictureIndex(): Promise<Map<string, Picture>> {
    const index = new Map<string, Picture>();
    for (const picture of await repo.productPictures(db)) {
      if (!picture || typeof picture.src !== 'string') continue;
      for (const src of [picture.src, ...(picture.variants ?? []).map((variant) => variant.src)]) {
        if (!index.has(src)) index.set(src, picture);
      }
    }
    return index;
  }

  /**
   * Reads the file and decides what each row does, with every row's errors; writes nothing. `zipUsed` gathers the
   * zip's pictures the rows name, with the name of the first product that shows each.
   */
  async function plan(csv: string, { zip, dryRun }: Omit<ZipContext, 'files'>, zipUsed: Map<string, string>): Promise<PlannedRow[]> {
    const { records } = parseProductCsv(csv);
    const taxonomy = await taxonomies();
    const pictures = await pictureIndex();
    const finder: PictureFinder = async (executor, picture) =>
      dryRun && picture.src.startsWith(ZIP_PLACEHOLDER) ? picture : (pictures.get(picture.src) ?? findPicture(executor, picture));
    const idLines = new Map<number, number>();
    const pathLines = new Map<string, number>();
    const rows: PlannedRow[] = [];
    for (const record of records) {
      const rowZipFiles: string[] = [];
      const row = await planRow(record, taxonomy, finder, idLines, { zip, dryRun, files: rowZipFiles });
      for (const file of rowZipFiles) if (!zipUsed.has(file)) zipUsed.set(file, row.name.trim());
      const path = row.path;
      if (path) {
        const first = pathLines.get(path);
        if (first !== undefined) row.errors.path = PRODUCT_CSV_MESSAGES.pathInFile(first);
        else {
          pathLines.set(path, row.line);
          if (await repo.pathTaken(db, KEY, path, row.id ?? null)) row.errors.path = CONTENT_SERVICE_MESSAGES.pathTaken;
        }
      }
      rows.push(row);
    }
    return rows;
  }

  async function planRow(
    { line, cells, cellCount, formulas }: CsvRecord,
    taxonomy: { category: Taxonomy[]; material: Taxonomy[] },
    finder: PictureFinder,
    idLines: Map<number, number>,
    zip: ZipContext,
  ): Promise<PlannedRow> {
    const errors: Record<string, string> = {};
    const columnCount = Object.keys(cells).length;
    if (cellCount !== columnCount && cellCount > 0) {
      errors.row = `This line has ${cellCount} cells where the header names ${columnCount} columns.`;
    }
    const idCell = cells.id?.trim() ?? '';
    let before: ContentItem | undefined;
    if (idCell) {
      const id = /^\d{1,9}$/.test(idCell) ? Number(idCell) : null;
      before = id ? ((await content.writes.itemOf(db, KEY, id)) ?? undefined) : undefined;
      if (!before) errors.id = PRODUCT_CSV_MESSAGES.unknownId;
      else if (idLines.has(before.id)) errors.id = PRODUCT_CSV_MESSAGES.idTwice;
      else idLines.set(before.id, line);
    }
    const versionCell = cells.version?.trim() ?? '';
    if (before && versionCell) {
      if (!/^\d{1,9}$/.test(versionCell)) errors.version = PRODUCT_CSV_MESSAGES.version;
      else if (Number(versionCell) !== before.version) errors.version = PRODUCT_CSV_MESSAGES.changedSince(before.version);
    }

    const input: Record<string, unknown> = before
      ? { ...before.values }
      : Object.fromEntries(Object.entries(type.fields).map(([name, field]) => [name, emptyValueOf(field)]));
    for (const [column, field] of Object.entries(FIELD_OF_COLUMN) as [ProductCsvColumn, string][]) {
      const cell = cells[column];
      if (cell === undefined) continue;
      const value = await valueOfCell(column, cell, before, taxonomy, finder, zip);
      if (typeof value === 'object' && value !== null && 'error' in value) {
        errors[column] = (value as { error: string }).error;
        input[field] = emptyValueOf(type.fields[field]!);
      } else input[field] = value;
    }

    const state = stateOf(cells.status, before, errors);
    let values: Record<string, unknown> | undefined;
    try {
      values = await checkedValues(db, KEY, input, before?.values ?? null, finder);
    } catch (error) {
      if (!(error instanceof HttpError) || !error.fieldErrors) throw error;
      for (const [field, message] of Object.entries(error.fieldErrors)) {
        const column = COLUMN_OF_FIELD[field] ?? field;
        errors[column] ??= message;
      }
    }
    // A formula-like cell the editor may have meant: said beside the row, unless the cell is refused anyway.
    const warnings: Record<string, string> = {};
    for (const [column, start] of Object.entries(formulas)) {
      if (!errors[column]) warnings[column] = PRODUCT_CSV_MESSAGES.formula(start);
    }
    const name = String(values?.name ?? input.name ?? '').slice(0, 200);
    const changed = values && before ? changedFields(KEY, before.values, values).length > 0 : true;
    return {
      line,
      ...(before ? { id: before.id } : {}),
      name,
      // A row that names an id is a change, even of a product that turns out not to exist (its error says so).
      action: !idCell ? 'create' : !before || changed || state ? 'update' : 'unchanged',
      errors,
      ...(Object.keys(warnings).length ? { warnings } : {}),
      ...(values ? { values } : {}),
      ...(!errors.path && typeof input.path === 'string' && input.path.trim() ? { path: input.path.trim() } : {}),
      ...(before ? { before } : {}),
      ...(state ? { state } : {}),
    };
  }

  async function valueOfCell(
    column: ProductCsvColumn,
    cell: string,
    before: ContentItem | undefined,
    taxonomy: { category: Taxonomy[]; material: Taxonomy[] },
    finder: PictureFinder,
    zip: ZipContext,
  ): Promise<unknown> {
    switch (column) {
      case 'category':
      case 'material': {
        const wanted = cell.trim();
        if (!wanted) return '';
        const found =
          taxonomy[column].find((item) => item.path === wanted) ??
          taxonomy[column].find((item) => item.name.trim().toLowerCase() === wanted.toLowerCase());
        return found ? found.id : { error: PRODUCT_CSV_MESSAGES.unknownReference(column, wanted) };
      }
      case 'gallery': {
        const current = (before?.values.gallery as Picture[] | undefined) ?? [];
        const gallery: Picture[] = [];
        for (const address of listOfCell(cell, GALLERY_SEPARATOR)) {
          if (!isPictureAddress(address)) {
            const found = await zipPicture(address, zip, finder);
            if ('error' in found) return found;
            gallery.push(found.picture);
            continue;
          }
          const sitePath = pathOfAddress(address);
          if (!sitePath) return { error: PRODUCT_CSV_MESSAGES.foreignPicture(address.slice(0, 200)) };
          const kept = current.find((picture) => picture.src === sitePath || picture.variants?.some((variant) => variant.src === sitePath));
          const picture = kept ?? (await finder(db, { src: sitePath, width: 0, height: 0, alt: '', variants: [] }));
          if (!picture) return { error: PRODUCT_CSV_MESSAGES.unknownPicture(address.slice(0, 200)) };
          gallery.push(picture);
        }
        return gallery;
      }
      case 'colours':
        return listOfCell(cell, COLOUR_SEPARATOR);
      case 'featured': {
        const value = booleanOfCell(cell);
        return value === null ? { error: PRODUCT_CSV_MESSAGES.boolean } : value;
      }
      default:
        return cell;
    }
  }

  /**
   * A gallery's picture named by a file of the zip: in a dry run a stand-in (the file is there), in a real import the
   * library's picture uploaded from it, once ready and described.
   */
  async function zipPicture(
    name: string,
    { zip, dryRun, files }: ZipContext,
    finder: PictureFinder,
  ): Promise<{ picture: Picture } | { error: string }> {
    const shown = name.slice(0, 200);
    if (!zip) return { error: PRODUCT_CSV_MESSAGES.noZip(shown) };
    const entry = zip.get(zipFileKey(name));
    if (!entry) return { error: PRODUCT_CSV_MESSAGES.notInZip(shown) };
    files.push(entry.file);
    if (entry.mediaId === null) {
      // A stand-in is never written: a real import names every picture by its library id.
      if (!dryRun) return { error: PRODUCT_CSV_MESSAGES.notUploaded(entry.file) };
      return { picture: { src: `${ZIP_PLACEHOLDER}${entry.file}`, width: 1, height: 1, alt: entry.file, variants: [] } };
    }
    const picture = await finder(db, { mediaId: entry.mediaId, src: '', width: 0, height: 0, alt: '', variants: [] });
    return picture ? { picture } : { error: PRODUCT_CSV_MESSAGES.notReady(entry.file) };
  }

  /** The state a row asks for, when it changes the product's; errors go to the `status` column. */
  function stateOf(cell: string | undefined, before: ContentItem | undefined, errors: Record<string, string>): PlannedRow['state'] {
    const word = cell?.trim().toLowerCase() ?? '';
    if (word === '') return undefined;
    if (word !== 'published' && word !== 'draft' && word !== 'scheduled') {
      errors.status = PRODUCT_CSV_MESSAGES.status;
      return undefined;
    }
    if (word === 'scheduled') {
      if (before?.status !== 'scheduled') errors.status = PRODUCT_CSV_MESSAGES.scheduleInEditor;
      return undefined;
    }
    if (!before) return word === 'published' ? 'published' : undefined;
    return before.status === word ? undefined : word;
  }

  const answerOf = (rows: PlannedRow[]): ProductImportAnswer => ({
    rows: rows.map(({ line, id, name, action, errors, warnings }) => ({
      line,
      ...(id !== undefined ? { id } : {}),
      name,
      action,
      errors,
      ...(warnings ? { warnings } : {}),
    })),
    valid: rows.every((row) => Object.keys(row.errors).length === 0),
  });

  return {
    async exportCsv(): Promise<Download> {
      const taxonomy = await taxonomies();
      const byId = (items: Taxonomy[]) => new Map(items.map((item) => [item.id, item]));
      const columns = productCsvColumns({ category: byId(taxonomy.category), material: byId(taxonomy.material) });
      return new Download('text/csv; charset=utf-8', `products-${dayOf(clock())}.csv`, toCsv(columns, await allProducts()));
    },

    async importCsv(body: ImportInput, acting: Acting<Actor>): Promise<ProductImportAnswer | Reply<ProductImportAnswer>> {
      const zip = zipPicturesOf(body.zipPictures);
      const zipUsed = new Map<string, string>();
      const rows = await plan(body.csv, { zip, dryRun: body.dryRun }, zipUsed);
      const answer = {
        ...answerOf(rows),
        ...(zip ? { zipPictures: [...zipUsed].map(([file, alt]) => ({ file, alt })) } : {}),
      };
      if (body.dryRun) return answer;
      if (!answer.valid) {
        const refused = rows.filter((row) => Object.keys(row.errors).length > 0).length;
        return new Reply(400, { ...answer, error: PRODUCT_CSV_MESSAGES.refused(refused) });
      }
      const counts = { created: 0, updated: 0, unchanged: 0 };
      await db.transaction().execute(async (trx) => {
        for (const row of rows) {
          if (row.action === 'unchanged') {
            counts.unchanged++;
            continue;
          }
          if (row.action === 'create') {
            const id = await content.writes.create(trx, KEY, row.values!, acting);
            if (row.state === 'published') await setState(trx, id, 'published', acting);
            counts.created++;
            continue;
          }
          const current = await content.writes.itemOf(trx, KEY, row.id!);
          if (!current || current.version !== row.before!.version || current.status !== row.before!.status) {
            throw new HttpError(409, PRODUCT_IMPORT_STALE);
          }
          if (changedFields(KEY, current.values, row.values!).length > 0) {
            await content.writes.update(trx, KEY, current, row.values!, acting);
          }
          if (row.state) await setState(trx, current.id, row.state, acting);
          counts.updated++;
        }
        await recordAudit(trx, {
          actor: acting.principal,
          action: 'content.imported',
          subject: { type: KEY, id: 'import' },
          detail: counts,
          ip: acting.ip,
          at: clock(),
        });
      });
      return { ...answer, imported: counts };
    },
  };

  async function setState(trx: Db, id: number, state: 'published' | 'draft', acting: Acting<Actor>) {
    const item = (await content.writes.itemOf(trx, KEY, id))!;
    // A published product's pending changes are not the file's to publish: its state stays as it is.
    if (item.status === state) return;
    await content.writes.setState(trx, KEY, item, { state, version: item.version, draftVersion: item.draft?.version }, acting);
  }
}

export type ProductCsvService = ReturnType<typeof createProductCsvService>;
