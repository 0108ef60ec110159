import type { CatalogueApi } from '../../../shared/api/catalogue-api';
import { type ProductSummary, type Taxonomy } from '../../../shared/catalogue';
import { SEARCH_RESULT_LIMIT, searchWords } from '../../../shared/search';
import { searchProducts } from '../search/product-search.repository';
import type { Db } from '../../db/connect';
import type { VideoService } from '../videos/video.service';
import { keptUntilChange } from '../../db/kept-until-change';
import { createProductCounter } from './product-counts';
import type { ContentRevision } from '../../db/content-revision';
import { findProductByPath, listProducts, type ProductFilter, type ProductListRow } from './product.repository';
import { cleanHtml, cleanIcon } from './sanitize';
import {
  countSlides,
  findSiteConfig,
  listBadges,
  listContentBlocks,
  listFaqs,
  listSlides,
  listSocials,
  listWhyItems,
  searchCustomers,
} from '../company/site.repository';
import { countTaxonomy, findTaxonomyByPath, listTaxonomy, type TaxonomyTableName } from './taxonomy.repository';

const DEFAULT_BADGE_COLOR = 'black';

function toSummary(row: ProductListRow): ProductSummary {
  return {
    _id: row.id,
    name: row.name,
    path: row.path,
    description: cleanHtml(row.description),
    thumbnail: row.thumbnail ?? (row.first_image as ProductSummary['thumbnail']) ?? null,
    category: { _id: row.category_id, path: row.category_path, name: row.category_name },
    material: { _id: row.material_id, path: row.material_path, name: row.material_name },
  };
}

function offsetOf(page: number, pageSize: number) {
  return (page - 1) * pageSize;
}

/** The catalogue as the pages and the JSON API see it: rows mapped to the shared DTOs, HTML sanitised. */
export function createCatalogueService(db: Db, videoService: VideoService, revision?: ContentRevision): CatalogueApi {
  const countProducts = createProductCounter(db, revision);

  // What every page's layout asks for, and the company's own pages: kept until the content changes.
  const kept = <Args extends unknown[], Value extends NonNullable<unknown>>(
    keyOf: (...args: Args) => string,
    compute: (...args: Args) => Promise<Value>,
  ) => keptUntilChange(revision, keyOf, compute);

  const taxonomyPage = kept(
    (table: TaxonomyTableName, page: number, pageSize: number) => `${table}/${page}/${pageSize}`,
    async (table, page, pageSize) => {
      const [rows, total] = await Promise.all([listTaxonomy(db, table, pageSize, offsetOf(page, pageSize)), countTaxonomy(db, table)]);
      const data: Taxonomy[] = rows.map((r) => ({
        _id: r.id,
        name: r.name,
        path: r.path,
        description: r.description,
        thumbnail: r.image,
      }));
      return { data, total };
    },
  );

  async function productPage(filter: ProductFilter, page: number, pageSize: number, sort: Parameters<typeof listProducts>[2]['sort']) {
    const listing = listProducts(db, filter, { limit: pageSize, offset: offsetOf(page, pageSize), sort });
    const [{ rows }, total] = await Promise.all([
      listing,
      countProducts(
        filter,
        listing.then((listed) => listed.excludedMatches),
      ),
    ]);
    return { data: rows.map(toSummary), total };
  }

  // Every product page asks for its material's products: the material is looked up once per content revision.
  const taxonomyByPath = kept(
    (table: TaxonomyTableName, path: string) => `${table}/${path}`,
    async (table, path) => ({ owner: await findTaxonomyByPath(db, table, path) }),
  );

  async function productsOf(table: TaxonomyTableName, query: Parameters<CatalogueApi['productsByCategory']>[0]) {
    const { owner } = await taxonomyByPath(table, query.path);
    if (!owner) return null;
    const filter: ProductFilter = table === 'category' ? { categoryId: owner.id } : { materialId: owner.id };
    if (query.exclude) filter.excludePath = query.exclude;
    return productPage(filter, query.page, query.pageSize, query.sort ?? '');
  }

  return {
    site: kept(
      () => '',
      async () => {
        const [config, socials] = await Promise.all([findSiteConfig(db), listSocials(db)]);
        if (!config) throw new Error('The site configuration row is missing: run the seed');
        return {
          companyName: config.company_name,
          shortName: config.short_name,
          phone: config.phone,
          email: config.emails,
          address: config.address,
          registeredAddress: config.registered_address,
          taxNumber: config.tax_number,
          registrationDate: config.registration_date,
          messagingUrl: config.messaging_url,
          messagingLabel: config.messaging_label,
          info: cleanHtml(config.info_html),
          logo: config.logo,
          mapImage: config.map_image,
          introVideo: { id: config.intro_video_id, title: config.intro_video_title, caption: cleanHtml(config.intro_caption_html) },
          socials: socials.map((s) => ({ name: s.name, url: s.url, icon: cleanIcon(s.icon), order: s.sort_order })),
        };
      },
    ),

    categories: ({ page, pageSize }) => taxonomyPage('category', page, pageSize),
    materials: ({ page, pageSize }) => taxonomyPage('material', page, pageSize),

    customers: kept(
      ({ name }) => name,
      async ({ name }) => {
        const { rows, total } = await searchCustomers(db, name);
        return { data: rows.map((r) => ({ _id: r.id, name: r.name, country: r.country, logo: r.logo })), total };
      },
    ),

    slides: kept(
      ({ page, pageSize }) => `${page}/${pageSize}`,
      async ({ page, pageSize }) => {
        const [rows, total] = await Promise.all([listSlides(db, pageSize, offsetOf(page, pageSize)), countSlides(db)]);
        return {
          data: rows.map((r) => ({
            _id: r.id,
            backgroundImage: r.background,
            description: cleanHtml(r.description),
            redirectTo: r.redirect_to,
            contentLink: r.content_link,
          })),
          total,
        };
      },
    ),

    homeBlocks: kept(
      () => '',
      async () => {
        const [badges, why] = await Promise.all([listBadges(db), listWhyItems(db)]);
        return {
          badges: badges.map((b) => ({ title: b.title, icon: b.icon, color: b.color ?? DEFAULT_BADGE_COLOR })),
          why: why.map((w) => ({ title: w.title, icon: w.icon, content: w.content })),
        };
      },
    ),

    featuredProducts: ({ page, pageSize }) => productPage({ featured: true }, page, pageSize, ''),
    products: ({ page, pageSize, sort }) => productPage({}, page, pageSize, sort ?? ''),
    productsByCategory: (query) => productsOf('category', query),
    productsByMaterial: (query) => productsOf('material', query),

    async productByPath(path) {
      const row = await findProductByPath(db, path);
      if (!row) return null;
      return {
        _id: row.id,
        name: row.name,
        path: row.path,
        description: cleanHtml(row.description),
        detail: cleanHtml(row.detail),
        thumbnail: row.thumbnail ?? row.gallery[0] ?? null,
        gallery: row.gallery,
        updatedAt: row.updated_at.toISOString(),
        category: { _id: row.category_id, path: row.category_path, name: row.category_name },
        material: { _id: row.material_id, path: row.material_path, name: row.material_name },
      };
    },

    async searchProducts({ name, page = 1, pageSize = SEARCH_RESULT_LIMIT }) {
      const { rows, total, capped } = await searchProducts(db, searchWords(name), pageSize, offsetOf(page, pageSize));
      return { data: rows.map(toSummary), total, capped };
    },

    faqs: kept(
      () => '',
      async () => {
        const rows = await listFaqs(db);
        return rows.map((r) => ({ _id: r.id, type: r.type, question: r.question, answer: cleanHtml(r.answer) }));
      },
    ),

    pageContent: kept(
      (page) => page,
      async (page) => {
        const rows = await listContentBlocks(db, page);
        return rows.map((r) => ({ section: r.section, title: r.title, body: cleanHtml(r.body), image: r.image }));
      },
    ),

    videos: (query) => videoService.videos(query),
  };
}
