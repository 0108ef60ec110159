import type { LocalePath, ProductDetail, ProductSummary, Taxonomy, TaxonomyRef } from '../../../shared/catalogue';
import { translatableFieldsOf, type TranslatedKind, type TranslatedValues } from '../../../shared/content/translatable';
import { DEFAULT_LOCALE, type SiteLocale } from '../../../shared/i18n/locales';
import type { Db } from '../../db/connect';
import { cleanHtml } from '../../render/sanitize';
import { seoOf } from '../catalogue/product-detail.public';
import { publishedTranslations, type PublishedTranslation } from './translation.repository';
import { publishedLocalesOf } from './translated-paths.public';

// The catalogue's answers in another site locale: the English answer with each translated field put in its place.
// A field with no published translation keeps its English text and is named in `untranslated`, so the page marks
// it `lang="en"`. Published to the catalogue and search features.

type Taxonomic = 'category' | 'material';

/** Text of a translation, or undefined when that field is not translated (or left empty). */
function textOf(values: TranslatedValues | undefined, field: string): string | undefined {
  const value = values?.[field];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function listOf(values: TranslatedValues | undefined, field: string): string[] | undefined {
  const value = values?.[field];
  return Array.isArray(value) && value.length > 0 ? value : undefined;
}

/** The translatable fields of `kind` with English text that the translation leaves out. */
function untranslatedOf(kind: TranslatedKind, english: Record<string, unknown>, values: TranslatedValues | undefined): string[] {
  return translatableFieldsOf(kind).filter((field) => {
    const source = english[field];
    const filled = Array.isArray(source) ? source.length > 0 : typeof source === 'string' && source.trim() !== '';
    return filled && values?.[field] === undefined;
  });
}

/** The translation's texts for search engines; none when it leaves them empty (the page makes its own). */
const translatedSeoOf = (values: TranslatedValues | undefined) =>
  seoOf({ seo_title: textOf(values, 'seo_title') ?? null, seo_description: textOf(values, 'seo_description') ?? null });

/** A product page's English texts, by the names of the fields they come from. */
const englishOf = (product: ProductDetail): Record<string, unknown> => ({
  name: product.name,
  description: product.description,
  detail: product.detail,
  size: product.spec.size,
  colours: product.spec.colours,
  packing_note: product.spec.packingNote,
});

function translatedRef(ref: TaxonomyRef, translation: PublishedTranslation | undefined): TaxonomyRef {
  return { ...ref, name: textOf(translation?.values, 'name') ?? ref.name, path: translation?.path ?? ref.path };
}

/** English first, then each locale the item is published in, with its path there. */
function translationsOf(englishPath: string, published: { locale: SiteLocale; path: string | null }[] = []): LocalePath[] {
  return [{ locale: DEFAULT_LOCALE, path: englishPath }, ...published.map(({ locale, path }) => ({ locale, path: path ?? englishPath }))];
}

export function createTranslatedCatalogue(db: Db) {
  /** The categories and materials the products name, translated. */
  async function refsOf(locale: SiteLocale, products: readonly ProductSummary[]) {
    const [categories, materials] = await Promise.all([
      publishedTranslations(
        db,
        'category',
        locale,
        products.map((p) => p.category._id),
      ),
      publishedTranslations(
        db,
        'material',
        locale,
        products.map((p) => p.material._id),
      ),
    ]);
    return { categories, materials };
  }

  function summaryOf(
    product: ProductSummary,
    translation: PublishedTranslation | undefined,
    refs: Awaited<ReturnType<typeof refsOf>>,
  ): ProductSummary {
    const values = translation?.values;
    const description = textOf(values, 'description');
    return {
      ...product,
      name: textOf(values, 'name') ?? product.name,
      path: translation?.path ?? product.path,
      ...(translation?.path && translation.path !== product.path ? { sourcePath: product.path } : {}),
      description: description === undefined ? product.description : cleanHtml(description),
      category: translatedRef(product.category, refs.categories.get(product.category._id)),
      material: translatedRef(product.material, refs.materials.get(product.material._id)),
      untranslated: untranslatedOf('product', { name: product.name, description: product.description }, values).filter((field) =>
        ['name', 'description'].includes(field),
      ),
    };
  }

  return {
    /** Products of a list (cards, listings, search results) in `locale`. */
    async summaries(locale: SiteLocale, products: ProductSummary[]): Promise<ProductSummary[]> {
      if (locale === DEFAULT_LOCALE || products.length === 0) return products;
      const [translations, refs] = await Promise.all([
        publishedTranslations(
          db,
          'product',
          locale,
          products.map((p) => p._id),
        ),
        refsOf(locale, products),
      ]);
      return products.map((product) => summaryOf(product, translations.get(product._id), refs));
    },

    /** A product's page in `locale`, with the locales it is published in (every locale's page lists them). */
    async detail(locale: SiteLocale, product: ProductDetail): Promise<ProductDetail> {
      const published = (await publishedLocalesOf(db, 'product', [product._id])).get(product._id);
      const translations = translationsOf(product.path, published);
      if (locale === DEFAULT_LOCALE) return { ...product, translations };
      const [found, refs] = await Promise.all([publishedTranslations(db, 'product', locale, [product._id]), refsOf(locale, [product])]);
      const translation = found.get(product._id);
      const values = translation?.values;
      const detail = textOf(values, 'detail');
      // Texts for search engines are the editors' choice in English; a translation without them lets the page make
      // its own in the page's language, rather than show English ones.
      const seo = translation ? translatedSeoOf(values) : product.seo;
      const { seo: _englishSeo, ...rest } = product;
      return {
        ...rest,
        ...summaryOf(product, translation, refs),
        detail: detail === undefined ? product.detail : cleanHtml(detail),
        ...(seo ? { seo } : {}),
        spec: {
          ...product.spec,
          size: textOf(values, 'size') ?? product.spec.size,
          colours: listOf(values, 'colours') ?? product.spec.colours,
          packingNote: textOf(values, 'packing_note') ?? product.spec.packingNote,
          material: textOf(refs.materials.get(product.material._id)?.values, 'name') ?? product.spec.material,
        },
        untranslated: untranslatedOf('product', englishOf(product), values),
        translations,
      };
    },

    /** Categories or materials of a list in `locale`. */
    async taxonomies(locale: SiteLocale, kind: Taxonomic, items: Taxonomy[]): Promise<Taxonomy[]> {
      if (locale === DEFAULT_LOCALE || items.length === 0) return items;
      const translations = await publishedTranslations(
        db,
        kind,
        locale,
        items.map((item) => item._id),
      );
      return items.map((item) => {
        const translation = translations.get(item._id);
        const values = translation?.values;
        const description = textOf(values, 'description');
        return {
          ...item,
          name: textOf(values, 'name') ?? item.name,
          path: translation?.path ?? item.path,
          description: description === undefined ? item.description : cleanHtml(description),
          untranslated: untranslatedOf(kind, { name: item.name, description: item.description }, values),
        };
      });
    },

    /** A category's or material's own texts in `locale`, for its page of products. */
    async owner(
      locale: SiteLocale,
      kind: Taxonomic,
      owner: { id: number; name: string; path: string; seo_title: string; seo_description: string },
    ) {
      const [found, published] = await Promise.all([
        locale === DEFAULT_LOCALE ? new Map<number, PublishedTranslation>() : publishedTranslations(db, kind, locale, [owner.id]),
        publishedLocalesOf(db, kind, [owner.id]),
      ]);
      const values = found.get(owner.id)?.values;
      return {
        name: textOf(values, 'name') ?? owner.name,
        seo: translatedSeoOf(values),
        ...(locale === DEFAULT_LOCALE ? {} : { untranslated: untranslatedOf(kind, { name: owner.name }, values) }),
        translations: translationsOf(owner.path, published.get(owner.id)),
      };
    },
  };
}

export type TranslatedCatalogue = ReturnType<typeof createTranslatedCatalogue>;
