import type { ListResponse, ProductDetail, ProductSummary, Taxonomy, TaxonomyProducts } from '../catalogue';
import { defineContract, responseOf } from './define-endpoint';
import { pageField, pageQuery, pageSizeField, productsOfQuery, slugField, sortField } from './request-fields';

// The catalogue: categories, materials, the product lists and one product. The auth-token header is accepted and
// ignored: nothing here depends on who asks.
export const catalogueApi = defineContract({
  categorySearch: {
    method: 'POST',
    path: '/category/search',
    body: pageQuery,
    response: responseOf<ListResponse<Taxonomy>>(),
  },
  materialSearch: {
    method: 'POST',
    path: '/material/search',
    body: pageQuery,
    response: responseOf<ListResponse<Taxonomy>>(),
  },
  featuredProducts: {
    method: 'POST',
    path: '/product/searchFeaturedProducts',
    body: pageQuery,
    response: responseOf<ListResponse<ProductSummary>>(),
  },
  productList: {
    method: 'POST',
    path: '/product/list',
    body: (z) => z.object({ page: pageField(z), pageSize: pageSizeField(z), sort: sortField(z).optional() }),
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
    response: responseOf<ProductDetail>(),
    notFound: 'Unknown product',
  },
});
