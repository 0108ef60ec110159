import type { ListResponse, ProductDetail, ProductSummary, Taxonomy, TaxonomyProducts } from '../catalogue';
import { defineContract, responseOf } from './define-endpoint';
import { localeField, localePageQuery, pageField, pageSizeField, productsOfQuery, slugField, sortField } from './request-fields';

// The catalogue: categories, materials, the product lists and one product. The auth-token header is accepted and
// ignored: nothing here depends on who asks. An optional `locale` asks for the content in another site language.
export const catalogueApi = defineContract({
  categorySearch: {
    method: 'POST',
    path: '/category/search',
    body: localePageQuery,
    response: responseOf<ListResponse<Taxonomy>>(),
  },
  materialSearch: {
    method: 'POST',
    path: '/material/search',
    body: localePageQuery,
    response: responseOf<ListResponse<Taxonomy>>(),
  },
  featuredProducts: {
    method: 'POST',
    path: '/product/searchFeaturedProducts',
    body: localePageQuery,
    response: responseOf<ListResponse<ProductSummary>>(),
  },
  productList: {
    method: 'POST',
    path: '/product/list',
    body: (z) => z.object({ page: pageField(z), pageSize: pageSizeField(z), sort: sortField(z).optional(), locale: localeField(z) }),
    response: responseOf<ListResponse<ProductSummary>>(),
  },
  productsByCategory: {
    method: 'POST',
    path: '/product/getByCategory',
    body: productsOfQuery,
    response: responseOf<TaxonomyProducts>(),
    notFound: 'Unknown category',
  },
  productsByMaterial: {
    method: 'POST',
    path: '/product/getByMaterial',
    body: productsOfQuery,
    response: responseOf<TaxonomyProducts>(),
    notFound: 'Unknown material',
  },
  productByPath: {
    method: 'GET',
    path: '/product/getByPath/:path',
    params: (z) => z.object({ path: slugField(z) }),
    query: (z) => z.object({ locale: localeField(z) }),
    response: responseOf<ProductDetail>(),
    notFound: 'Unknown product',
  },
});
