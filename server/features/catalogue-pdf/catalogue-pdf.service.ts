import { createHash } from 'node:crypto';
import { PATH_MAX, PATH_PATTERN } from '../../../shared/content/fields';
import { textOfHtml } from '../../../shared/plain-text';
import { messagingContactsOf } from '../../../shared/messaging-apps';
import { DEFAULT_LEAD_TIMES, INCOTERM_LABELS, MINIMUM_ORDER_PER_COLOUR, PAYMENT_TERMS_LABELS } from '../../../shared/quotes';
import type { Db } from '../../db/connect';
import type { ContentRevision } from '../../db/content-revision';
import { cachePerRevision } from '../../db/revision-cache';
import { PDF_ENGLISH } from '../../render/pdf-english';
import { specOf } from '../catalogue/product-spec.public';
import { findSiteConfig } from '../company/site-config.public';
import { printableJpeg, printablePng, type VariantReader } from '../media/print-pictures.public';
import { specRows } from '../../../shared/product-spec';
import type { CatalogueDocument, CatalogueSection } from './catalogue-pdf';
import {
  contentRevisionRow,
  findStoredPdf,
  heroPicture,
  publishedCategories,
  publishedProductsOf,
  type PublishedProductRow,
  type StoredPdf,
  storePdf,
} from './catalogue-pdf.repository';

/** A generated file as it is served. */
export interface CatalogueFile {
  bytes: Buffer;
  etag: string;
  /** When it was made, from the content of this revision. */
  lastModified: Date;
  fileName: string;
}

export interface CataloguePdfOptions {
  /** The published-content revision: a file is made once per revision, on the first request after a change. */
  revision?: ContentRevision;
  /** The library's stored variants, by address. */
  pictureBytes: VariantReader;
  /** The site's public address, printed on the cover and in the contacts. */
  baseUrl: string;
  /** Told each time a file is drawn (not when one is served from memory or from the database), with how long it took. */
  drawn?: (key: string, ms: number) => void;
}

/** A product's picture as the catalogue prints it: about 250 pt wide at 1.5 pixels a point, JPEG at quality 72. */
const PRODUCT_PICTURE_WIDTH = 360;
const COVER_PICTURE_WIDTH = 1200;
const LOGO_WIDTH = 600;

const CATALOGUE_KEY = 'catalogue';
const lineSheetKey = (categoryPath: string) => `line-sheet/${categoryPath}`;

/** The company's trading terms as the catalogue states them (spec §9, as quotes start from them). */
function tradingTerms(): [string, string][] {
  const { samplesDays, productionDays } = DEFAULT_LEAD_TIMES;
  return [
    ['Minimum order', `${MINIMUM_ORDER_PER_COLOUR} pieces per colour per item; colours and items mix in one container`],
    ['Samples', `${samplesDays.from} to ${samplesDays.to} days`],
    ['Production', `${productionDays.from} to ${productionDays.to} days after the deposit and approved samples`],
    ['Delivery', [INCOTERM_LABELS['fob-hai-phong'], INCOTERM_LABELS['fob-ho-chi-minh'], 'CIF your port on request'].join(', ')],
    ['Payment', `${PAYMENT_TERMS_LABELS['tt-30']}; ${PAYMENT_TERMS_LABELS.lc} for larger first orders`],
  ];
}

/**
 * The PDF catalogue of the published products and each category's line sheet. A file is drawn once per content
 * revision, by the first request after a change, and stored in the database with its ETag: every web process
 * serves the file the first one made (and keeps it in memory until the revision moves); requests that arrive
 * together share one drawing.
 */
export function createCataloguePdfService(db: Db, { revision, pictureBytes, baseUrl, drawn }: CataloguePdfOptions) {
  async function sections(categoryPath?: string): Promise<CatalogueSection[]> {
    const categories = await publishedCategories(db, categoryPath);
    const products = await publishedProductsOf(
      db,
      categories.map((category) => category.id),
    );
    const pictures = await Promise.all(
      products.map((product) => printableJpeg(product.thumbnail ?? product.first_picture, PRODUCT_PICTURE_WIDTH, pictureBytes, 72)),
    );
    const entries = products.map((product, i) => ({ categoryId: product.category_id, entry: entryOf(product, pictures[i] ?? null) }));
    return categories.map((category) => ({
      name: category.name,
      description: textOfHtml(category.description),
      products: entries.filter((each) => each.categoryId === category.id).map((each) => each.entry),
    }));
  }

  function entryOf(product: PublishedProductRow, picture: Buffer | null) {
    const facts = specRows(specOf(product, product.material), { i18n: PDF_ENGLISH }).map(({ label, value }): [string, string] => [
      label,
      value,
    ]);
    return { name: product.name, picture, facts };
  }

  async function documentOf(categories: CatalogueSection[], edition: Date, withCover: boolean): Promise<CatalogueDocument> {
    const site = await findSiteConfig(db);
    const [logo, cover] = await Promise.all([
      printablePng(site?.logo, LOGO_WIDTH, pictureBytes),
      withCover ? heroPicture(db).then((picture) => printableJpeg(picture, COVER_PICTURE_WIDTH, pictureBytes, 78)) : null,
    ]);
    return {
      company: {
        name: site?.company_name ?? '',
        address: site?.address ?? '',
        registeredAddress: site?.registered_address ?? '',
        taxNumber: site?.tax_number ?? '',
        phone: site?.phone ?? '',
        emails: site?.emails ?? [],
        website: baseUrl.replace(/^https?:\/\//, ''),
        messaging:
          messagingContactsOf(site ?? {})
            .map(({ app, number }) => `${app} ${number}`)
            .join(' · ') || null,
        logo,
      },
      cover,
      trading: tradingTerms(),
      categories,
      edition,
    };
  }

  /** The file under `key` for the revision now: the one stored, else drawn by `draw` and stored; null: none. */
  async function fileOf(key: string, draw: (edition: Date) => Promise<Buffer | null>): Promise<StoredPdf | null> {
    const { revision: current, changed_at: edition } = await contentRevisionRow(db);
    const stored = await findStoredPdf(db, key, current);
    if (stored) return stored;
    const started = performance.now();
    const bytes = await draw(edition);
    if (!bytes) return null;
    drawn?.(key, Math.round(performance.now() - started));
    const etag = `"${current}-${createHash('sha256').update(bytes).digest('base64url').slice(0, 22)}"`;
    return storePdf(db, key, { bytes, etag, revision: current, generatedAt: edition });
  }

  const kept = cachePerRevision(
    revision,
    (key: string) => key,
    async (key: string): Promise<{ file: StoredPdf | null }> => {
      const { cataloguePdf, lineSheetPdf } = await import('./catalogue-pdf');
      if (key === CATALOGUE_KEY) {
        return { file: await fileOf(key, async (edition) => cataloguePdf(await documentOf(await sections(), edition, true))) };
      }
      const categoryPath = key.slice(lineSheetKey('').length);
      return {
        file: await fileOf(key, async (edition) => {
          const [section] = await sections(categoryPath);
          return section ? lineSheetPdf(await documentOf([section], edition, false), section) : null;
        }),
      };
    },
    { maxEntries: 64 },
  );

  const served = (file: StoredPdf, fileName: string): CatalogueFile => ({
    bytes: file.bytes,
    etag: file.etag,
    lastModified: file.generatedAt,
    fileName,
  });

  return {
    /** The whole catalogue. */
    async catalogue(): Promise<CatalogueFile> {
      const { file } = await kept(CATALOGUE_KEY);
      if (!file) throw new Error('The catalogue could not be drawn');
      return served(file, 'product-catalogue.pdf');
    },
    /** The line sheet of the published category at `categoryPath`; null when there is none (a path no editor can give is not looked up). */
    async lineSheet(categoryPath: string): Promise<CatalogueFile | null> {
      if (categoryPath.length > PATH_MAX || !PATH_PATTERN.test(categoryPath)) return null;
      const { file } = await kept(lineSheetKey(categoryPath));
      return file && served(file, `line-sheet-${categoryPath}.pdf`);
    },
  };
}

export type CataloguePdfService = ReturnType<typeof createCataloguePdfService>;
