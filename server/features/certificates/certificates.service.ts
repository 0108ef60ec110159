import { documentUrl, type PublicCertificate, standardLabel } from '../../../shared/certificates';
import type { Db } from '../../db/connect';
import type { SiteLocale } from '../../../shared/i18n/locales';
import { translatedRows, untranslatedNoteOf } from '../translations/translated-rows.public';
import {
  type CertificateRow,
  certificatesOfProductOn,
  certificatesValidOn,
  dayOf,
  productIdOfPath,
  productsByIds,
} from './certificates.repository';

// The certificates buyers see: those valid on the clock's day, each with the products it covers that are on the site,
// in the page's locale (English for what is not translated, named in `untranslated`).

export function createCertificatesService(db: Db, clock: () => Date) {
  async function publicOf(english: CertificateRow[], locale: SiteLocale): Promise<PublicCertificate[]> {
    const ids = [...new Set(english.flatMap((row) => row.product_ids))];
    const [rows, productRows] = await Promise.all([
      translatedRows(db, 'certificate', locale, english),
      productsByIds(db, ids).then((products) => translatedRows(db, 'product', locale, products)),
    ]);
    const products = new Map(productRows.map((p) => [p.id, p]));
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      standard: row.standard,
      standardLabel: standardLabel(row.standard),
      issuer: row.issuer,
      scope: row.scope,
      number: row.number,
      validFrom: row.valid_from,
      validUntil: row.valid_until,
      scanUrl: documentUrl(row.scan),
      scanType: row.scan.contentType,
      products: row.product_ids.flatMap((id) => {
        const product = products.get(id);
        return product ? [{ path: product.path, name: product.name, ...untranslatedNoteOf(product, ['name']) }] : [];
      }),
      ...untranslatedNoteOf(row),
    }));
  }
  return {
    valid: async (locale: SiteLocale) => publicOf(await certificatesValidOn(db, dayOf(clock())), locale),
    async ofProduct(path: string, locale: SiteLocale): Promise<PublicCertificate[]> {
      const product = await productIdOfPath(db, path);
      return product ? publicOf(await certificatesOfProductOn(db, product.id, dayOf(clock())), locale) : [];
    },
  };
}

export type CertificatesService = ReturnType<typeof createCertificatesService>;
