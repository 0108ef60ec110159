import type { ProductSummary, SearchResponse } from '../../../shared/catalogue';
import { DEFAULT_LOCALE, type SiteLocale } from '../../../shared/i18n/locales';
import { pageOffset } from '../../../shared/pagination';
import { searchWords } from '../../../shared/search';
import type { Db } from '../../db/connect';
// Search ranks the catalogue's products and shows them as its lists do.
import { toSummary } from '../catalogue/product-summary.public';
import { withAltTextsIn, withLibraryPictures } from '../media/library-pictures.public';
import { createTranslatedCatalogue } from '../translations/translated-catalogue.public';
import { searchTranslatedProducts, translatedSearchWords } from '../translations/translated-search.public';
import { productRowsInOrder, searchProducts } from './product-search.repository';

/**
 * Product search: the words read as the browser reads them, ranked in the database (decision 006). In another
 * locale the translations are searched first; a query they do not answer (an English word on a German page,
 * a product not yet translated) is searched in the English texts, and the products are shown in that locale.
 */
export function createSearchService(db: Db) {
  const translated = createTranslatedCatalogue(db);

  async function inTranslations(locale: SiteLocale, name: string, limit: number, offset: number) {
    const { ids, total, capped } = await searchTranslatedProducts(db, locale, translatedSearchWords(locale, name), limit, offset);
    if (ids.length === 0) return null;
    return { rows: await productRowsInOrder(db, ids), total, capped };
  }

  return {
    async products(
      name: string,
      page: number,
      pageSize: number,
      locale: SiteLocale = DEFAULT_LOCALE,
    ): Promise<SearchResponse<ProductSummary>> {
      const offset = pageOffset(page, pageSize);
      const found =
        (locale === DEFAULT_LOCALE ? null : await inTranslations(locale, name, pageSize, offset)) ??
        (await searchProducts(db, searchWords(name), pageSize, offset));
      // The cards' pictures as the library has them now, as every other list shows them, and their alt texts in
      // the locale.
      const summaries = await withLibraryPictures(db, found.rows.map(toSummary));
      const data = await withAltTextsIn(db, locale, await translated.summaries(locale, summaries));
      return { data, total: found.total, capped: found.capped };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
