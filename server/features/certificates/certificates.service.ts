import { documentUrl, type PublicCertificate, standardLabel } from '../../../shared/certificates';
import type { Db } from '../../db/connect';
import {
  type CertificateRow,
  certificatesOfProductOn,
  certificatesValidOn,
  dayOf,
  productIdOfPath,
  productsByIds,
} from './certificates.repository';

// The certificates buyers see: those valid on the clock's day, each with the products it covers that are on the site.

export function createCertificatesService(db: Db, clock: () => Date) {
  async function publicOf(rows: CertificateRow[]): Promise<PublicCertificate[]> {
    const products = new Map((await productsByIds(db, [...new Set(rows.flatMap((row) => row.product_ids))])).map((p) => [p.id, p]));
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
        return product ? [{ path: product.path, name: product.name }] : [];
      }),
    }));
  }
  return {
    valid: async () => publicOf(await certificatesValidOn(db, dayOf(clock()))),
    async ofProduct(path: string): Promise<PublicCertificate[]> {
      const product = await productIdOfPath(db, path);
      return product ? publicOf(await certificatesOfProductOn(db, product.id, dayOf(clock()))) : [];
    },
  };
}

export type CertificatesService = ReturnType<typeof createCertificatesService>;
