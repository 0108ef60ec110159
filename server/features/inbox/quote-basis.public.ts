// What a quotation is built on: the inquiry, the products and colours the buyer asked for, and whether this buyer
// has ordered before (an L/C is suggested for a large first order). Published to the quotes feature.

import type { SiteLocale } from '../../../shared/i18n/locales';
import type { Db } from '../../db/connect';
import type { InquiryKind, InquiryStatus } from '../../db/database';
import { countryName } from './buyer-origin';
import { basketLinesOf } from './inquiry-fields';
import { inquiryReference, productsOf } from './inbox-inquiry.repository';

export interface QuoteBasis {
  id: string;
  reference: string;
  kind: InquiryKind;
  status: InquiryStatus;
  name: string | null;
  email: string | null;
  phone: string | null;
  companyDomain: string | null;
  countryName: string | null;
  receivedAt: Date;
  mergedInto: { id: string; reference: string } | null;
  assigneeId: number | null;
  /** The products asked for, in the buyer's order: the basket's colours and pieces, or one asked product. */
  asked: { path: string; colours: { colour: string; quantity: number }[] }[];
  /** No inquiry from the same address or company has been won. */
  firstOrder: boolean;
  /** The site locale the inquiry was sent from: the buyer's quote and its e-mails are written in it. */
  locale: SiteLocale;
}

export async function quoteBasisOf(db: Db, id: string): Promise<QuoteBasis | null> {
  const row = await db
    .selectFrom('inquiry')
    .select([
      'id',
      'reference',
      'kind',
      'status',
      'name',
      'email',
      'phone',
      'company_domain',
      'country',
      'created_at',
      'merged_into_id',
      'assignee_id',
      'payload',
      'locale',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const [products, mergedInto, won] = await Promise.all([
    productsOf(db, id),
    row.merged_into_id ? inquiryReference(db, row.merged_into_id) : Promise.resolve(undefined),
    row.email || row.company_domain
      ? db
          .selectFrom('inquiry')
          .select('id')
          .where('status', '=', 'won')
          .where('id', '<>', id)
          .where((eb) =>
            eb.or([
              ...(row.email ? [eb('email', '=', row.email)] : []),
              ...(row.company_domain ? [eb('company_domain', '=', row.company_domain)] : []),
            ]),
          )
          .limit(1)
          .executeTakeFirst()
      : Promise.resolve(undefined),
  ]);
  const basket = basketLinesOf(row.payload);
  const inBasket = new Set(basket.map((line) => line.path));
  return {
    id: row.id,
    reference: row.reference,
    kind: row.kind,
    status: row.status,
    name: row.name,
    email: row.email,
    phone: row.phone,
    companyDomain: row.company_domain,
    countryName: row.country ? countryName(row.country) : null,
    receivedAt: row.created_at,
    mergedInto: mergedInto ? { id: mergedInto.id, reference: mergedInto.reference } : null,
    assigneeId: row.assignee_id,
    asked: [
      ...basket.map((line) => ({ path: line.path, colours: line.colours })),
      ...products.filter((product) => !inBasket.has(product.path)).map((product) => ({ path: product.path, colours: [] })),
    ],
    firstOrder: !won,
    locale: row.locale,
  };
}

/** The inquiry whose buyer's page has this token's hash, or undefined. */
export async function inquiryOfBuyerToken(db: Db, tokenHash: string): Promise<string | undefined> {
  const row = await db.selectFrom('buyer_link').select('inquiry_id').where('token_hash', '=', tokenHash).executeTakeFirst();
  return row?.inquiry_id;
}
