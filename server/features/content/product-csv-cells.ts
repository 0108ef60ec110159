import type { ContentItem } from '../../../shared/content/content-types';
import type { RefusalText } from '../../../shared/i18n/refusal-text';
import {
  GALLERY_SEPARATOR,
  COLOUR_SEPARATOR,
  isPictureAddress,
  PRODUCT_CSV_MESSAGES,
  zipFileKey,
  type ProductCsvColumn,
} from '../../../shared/contracts/product-csv';
import type { Picture } from '../../../shared/picture';
import type { Db } from '../../db/connect';
import type { PictureFinder } from './content-values';
import * as repo from './content.repository';
import { booleanOfCell, listOfCell, type Taxonomy } from './product-csv';

// What one cell of an imported file means: a category or material by its path or name, a gallery's pictures by
// their address on the site or their file in the zip uploaded beside the file, a yes/no, a list; and the state a
// row's status cell asks for. Errors are returned, not thrown: the plan gathers every row's.

/** A cell that cannot be read: said beside its column. */
export interface CellError {
  error: RefusalText;
}

export const isCellError = (value: unknown): value is CellError => typeof value === 'object' && value !== null && 'error' in value;

export interface ProductTaxonomies {
  category: Taxonomy[];
  material: Taxonomy[];
}

export async function productTaxonomies(db: Db): Promise<ProductTaxonomies> {
  const [category, material] = await Promise.all([repo.taxonomyOf(db, 'category'), repo.taxonomyOf(db, 'material')]);
  return { category, material };
}

/** The pictures of the zip file by file name (any letter case): their library id, null before the upload. */
type ZipPictures = Map<string, { file: string; mediaId: number | null }>;

/** Stands in for a picture of the zip in a dry run, where it is not uploaded yet: checked as present, never stored. */
export const ZIP_PLACEHOLDER = 'zip:';

export const zipPicturesOf = (pictures: Record<string, number | null> | undefined): ZipPictures | null =>
  pictures ? new Map(Object.entries(pictures).map(([file, mediaId]) => [zipFileKey(file), { file, mediaId }])) : null;

/** What a row's gallery may name of the zip, and where the row's zip pictures are gathered. */
export interface ZipContext {
  zip: ZipPictures | null;
  dryRun: boolean;
  files: string[];
}

/** What the cells of one row are read against. */
export interface RowContext {
  before: ContentItem<'product'> | undefined;
  taxonomy: ProductTaxonomies;
  finder: PictureFinder;
  zip: ZipContext;
}

export function createCellReader(db: Db, baseUrl: string) {
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

  async function valueOfCell(column: ProductCsvColumn, cell: string, { before, taxonomy, finder, zip }: RowContext): Promise<unknown> {
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
      case 'gallery':
        return galleryOf(cell, before?.values.gallery ?? [], finder, zip);
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

  /** The gallery a cell names: pictures the product shows already, the library's by address, or the zip's files. */
  async function galleryOf(cell: string, current: Picture[], finder: PictureFinder, zip: ZipContext): Promise<Picture[] | CellError> {
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

  /**
   * A gallery's picture named by a file of the zip: in a dry run a stand-in (the file is there), in a real import the
   * library's picture uploaded from it, once ready and described.
   */
  async function zipPicture(
    name: string,
    { zip, dryRun, files }: ZipContext,
    finder: PictureFinder,
  ): Promise<{ picture: Picture } | CellError> {
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

  return { valueOfCell };
}

/** The state a row asks for, when it changes the product's; errors go to the `status` column. */
export function stateOfCell(
  cell: string | undefined,
  before: ContentItem<'product'> | undefined,
  errors: Record<string, RefusalText>,
): 'published' | 'draft' | undefined {
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
