import type { I18n } from '@lingui/core';
import { DEFAULT_LOCALE, type SiteLocale } from '../../../shared/i18n/locales';
import { textOfHtml } from '../../../shared/plain-text';
import { specRows } from '../../../shared/product-spec';
import { DEFAULT_LEAD_TIMES, INCOTERM_LABELS, PAYMENT_TERMS_MESSAGES } from '../../../shared/quotes';
import type { Db } from '../../db/connect';
import { minimumPerColourText, PDF_TERM_LABELS, productionDaysText, sampleDaysText } from '../../render/pdf-terms';
import { specOf } from '../catalogue/product-spec.public';
import { printableJpeg, type VariantReader } from '../media/print-pictures.public';
import { translatedRows } from '../translations/translated-rows.public';
import type { CatalogueSection } from './catalogue-pdf';
import { CATALOGUE_TEXT } from './catalogue-pdf-texts';
import { publishedCategories, publishedProductsOf, type PublishedProductRow } from './catalogue-pdf.repository';

// What an edition of the catalogue prints of the content, in its locale: each category's and product's name,
// description and spec rows from their published translations, each field in English where it has none.

/** A product's picture as the catalogue prints it: about 250 pt wide at 1.5 pixels a point, JPEG at quality 72. */
const PRODUCT_PICTURE_WIDTH = 360;

/** The company's trading terms as the catalogue states them (spec §9, as quotes start from them). */
export function tradingTerms(i18n: I18n): [string, string][] {
  const { samplesDays, productionDays } = DEFAULT_LEAD_TIMES;
  return [
    [i18n._(PDF_TERM_LABELS.minimumOrder), i18n._(CATALOGUE_TEXT.mixedContainer.id, { minimum: minimumPerColourText(i18n) })],
    [i18n._(PDF_TERM_LABELS.samples), sampleDaysText(i18n, samplesDays)],
    [i18n._(PDF_TERM_LABELS.production), productionDaysText(i18n, productionDays)],
    [
      i18n._(PDF_TERM_LABELS.delivery),
      i18n._(CATALOGUE_TEXT.delivery.id, {
        fobHaiPhong: INCOTERM_LABELS['fob-hai-phong'],
        fobHoChiMinh: INCOTERM_LABELS['fob-ho-chi-minh'],
      }),
    ],
    [
      i18n._(PDF_TERM_LABELS.payment),
      i18n._(CATALOGUE_TEXT.payment.id, {
        deposit: i18n._(PAYMENT_TERMS_MESSAGES['tt-30']),
        letterOfCredit: i18n._(PAYMENT_TERMS_MESSAGES.lc),
      }),
    ],
  ];
}

/** The products with their material's name in `locale`. */
async function translatedProducts(db: Db, locale: SiteLocale, products: PublishedProductRow[]) {
  const materials = await translatedRows(db, 'material', locale, [
    ...new Map(products.map((p) => [p.material_id, { id: p.material_id, name: p.material }])).values(),
  ]);
  const materialName = new Map(materials.map((material) => [material.id, material.name]));
  const translated = await translatedRows(db, 'product', locale, products);
  return translated.map((product) => ({ ...product, material: materialName.get(product.material_id) ?? product.material }));
}

/**
 * The published categories (the one at the English `categoryPath` alone, when it is given) with their products, in
 * `locale` and its words (`i18n`).
 */
export async function catalogueSections(
  db: Db,
  { locale, i18n, pictureBytes }: { locale: SiteLocale; i18n: I18n; pictureBytes: VariantReader },
  categoryPath?: string,
): Promise<CatalogueSection[]> {
  const categories = await translatedRows(db, 'category', locale, await publishedCategories(db, categoryPath));
  const english = await publishedProductsOf(
    db,
    categories.map((category) => category.id),
  );
  const [products, pictures] = await Promise.all([
    translatedProducts(db, locale, english),
    Promise.all(english.map((p) => printableJpeg(p.thumbnail ?? p.first_picture, PRODUCT_PICTURE_WIDTH, pictureBytes, 72))),
  ]);
  const entries = products.map((product, i) => ({
    categoryId: product.category_id,
    entry: {
      name: product.name,
      picture: pictures[i] ?? null,
      facts: specRows(specOf(product, product.material), { i18n }).map(({ label, value }): [string, string] => [label, value]),
    },
  }));
  // The database ordered them by their English names; an edition in another language lists them by the names it
  // prints, as that language sorts (a stable sort keeps equal names in the English order).
  const byName = new Intl.Collator(locale).compare;
  const inPrintedOrder = (list: typeof entries) =>
    locale === DEFAULT_LOCALE ? list : [...list].sort((a, b) => byName(a.entry.name, b.entry.name));
  return categories.map((category) => ({
    name: category.name,
    description: textOfHtml(category.description),
    products: inPrintedOrder(entries.filter((each) => each.categoryId === category.id)).map((each) => each.entry),
  }));
}
