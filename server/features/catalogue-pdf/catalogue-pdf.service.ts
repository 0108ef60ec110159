import { createHash } from 'node:crypto';
import type { I18n } from '@lingui/core';
import { PATH_MAX, PATH_PATTERN } from '../../../shared/content/fields';
import { DEFAULT_LOCALE, type SiteLocale } from '../../../shared/i18n/locales';
import { messagingContactsOf } from '../../../shared/messaging-apps';
import type { Db } from '../../db/connect';
import type { ContentRevision } from '../../db/content-revision';
import { cachePerRevision } from '../../db/revision-cache';
import { buyerI18n } from '../../i18n/buyer-i18n';
import { findSiteConfig } from '../company/site-config.public';
import { printableJpeg, printablePng, type VariantReader } from '../media/print-pictures.public';
import { sourcePathAt } from '../translations/translated-paths.public';
import type { CatalogueDocument, CatalogueSection } from './catalogue-pdf';
import { catalogueSections, tradingTerms } from './catalogue-pdf-content';
import { contentRevisionRow, findStoredPdf, heroPicture, type PdfKey, type StoredPdf, storePdf } from './catalogue-pdf.repository';

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

const COVER_PICTURE_WIDTH = 1200;
const LOGO_WIDTH = 600;

const CATALOGUE_KEY = 'catalogue';
const lineSheetKey = (categoryPath: string) => `line-sheet/${categoryPath}`;

/**
 * The PDF catalogue of the published products and each category's line sheet. A file is drawn once per content
 * revision, by the first request after a change, and stored in the database with its ETag: every web process
 * serves the file the first one made (and keeps it in memory until the revision moves); requests that arrive
 * together share one drawing.
 */
export function createCataloguePdfService(db: Db, { revision, pictureBytes, baseUrl, drawn }: CataloguePdfOptions) {
  /** The published categories (the one at the English `categoryPath` alone) in `locale`. */
  const sections = async (locale: SiteLocale, i18n: I18n, categoryPath?: string) =>
    catalogueSections(db, { locale, i18n, pictureBytes }, categoryPath);

  async function documentOf(categories: CatalogueSection[], edition: Date, i18n: I18n, withCover: boolean): Promise<CatalogueDocument> {
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
      trading: tradingTerms(i18n),
      categories,
      edition,
      i18n,
    };
  }

  /** The file under `name` for the revision now: the one stored, else drawn by `draw` and stored; null: none. */
  async function fileOf(name: PdfKey, draw: (edition: Date) => Promise<Buffer | null>): Promise<StoredPdf | null> {
    const { revision: current, changed_at: edition } = await contentRevisionRow(db);
    const stored = await findStoredPdf(db, name, current);
    if (stored) return stored;
    const started = performance.now();
    const bytes = await draw(edition);
    if (!bytes) return null;
    drawn?.(`${name.locale}/${name.key}`, Math.round(performance.now() - started));
    const etag = `"${current}-${createHash('sha256').update(bytes).digest('base64url').slice(0, 22)}"`;
    return storePdf(db, name, { bytes, etag, revision: current, generatedAt: edition });
  }

  const kept = cachePerRevision(
    revision,
    (name: PdfKey) => `${name.locale}/${name.key}`,
    async (name: PdfKey): Promise<{ file: StoredPdf | null }> => {
      const { cataloguePdf, lineSheetPdf } = await import('./catalogue-pdf');
      const i18n = await buyerI18n(name.locale);
      if (name.key === CATALOGUE_KEY) {
        return {
          file: await fileOf(name, async (edition) =>
            cataloguePdf(await documentOf(await sections(name.locale, i18n), edition, i18n, true)),
          ),
        };
      }
      const categoryPath = name.key.slice(lineSheetKey('').length);
      return {
        file: await fileOf(name, async (edition) => {
          const [section] = await sections(name.locale, i18n, categoryPath);
          return section ? lineSheetPdf(await documentOf([section], edition, i18n, false), section) : null;
        }),
      };
    },
    { maxEntries: 64 },
  );

  /** A file's name as it is saved: the English edition's as it always was, another's with its locale. */
  const fileNameOf = (stem: string, locale: SiteLocale) => (locale === DEFAULT_LOCALE ? `${stem}.pdf` : `${stem}-${locale}.pdf`);

  const served = (file: StoredPdf, fileName: string): CatalogueFile => ({
    bytes: file.bytes,
    etag: file.etag,
    lastModified: file.generatedAt,
    fileName,
  });

  return {
    /** The whole catalogue, in `locale`'s edition. */
    async catalogue(locale: SiteLocale = DEFAULT_LOCALE): Promise<CatalogueFile> {
      const { file } = await kept({ key: CATALOGUE_KEY, locale });
      if (!file) throw new Error('The catalogue could not be drawn');
      return served(file, fileNameOf('product-catalogue', locale));
    },
    /**
     * The line sheet of the published category at `categoryPath`, its path in `locale` (as its listing page there
     * has it), in that locale's edition; null when there is none (a path no editor can give is not looked up).
     */
    async lineSheet(categoryPath: string, locale: SiteLocale = DEFAULT_LOCALE): Promise<CatalogueFile | null> {
      if (categoryPath.length > PATH_MAX || !PATH_PATTERN.test(categoryPath)) return null;
      const english = await sourcePathAt(db, 'category', locale, categoryPath);
      if (english === null) return null;
      const { file } = await kept({ key: lineSheetKey(english), locale });
      return file && served(file, fileNameOf(`line-sheet-${categoryPath}`, locale));
    },
  };
}

export type CataloguePdfService = ReturnType<typeof createCataloguePdfService>;
