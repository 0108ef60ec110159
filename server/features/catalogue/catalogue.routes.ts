import { catalogueApi } from '../../../shared/contracts/catalogue';
import { packingApi } from '../../../shared/contracts/packing';
import { contractHandlers, type ContractHandlers } from '../../http/mount-contract';
import type { CatalogueService } from './catalogue.service';

/** The catalogue's endpoints (shared/contracts/catalogue.ts), answered by its service. */
export function catalogueRoutes(catalogue: CatalogueService): ContractHandlers {
  return contractHandlers(catalogueApi, {
    categorySearch: async ({ body }) => catalogue.categories(body.page, body.pageSize, body.locale),
    materialSearch: async ({ body }) => catalogue.materials(body.page, body.pageSize, body.locale),
    featuredProducts: async ({ body }) => catalogue.featuredProducts(body.page, body.pageSize, body.locale),
    productList: async ({ body }) => catalogue.products(body.page, body.pageSize, body.sort, body.locale),
    productsByCategory: async ({ body }) => catalogue.productsByCategory(body, body.locale),
    productsByMaterial: async ({ body }) => catalogue.productsByMaterial(body, body.locale),
    productByPath: async ({ params, query }) => catalogue.productByPath(params.path, query.locale),
  });
}

/** The container estimate's question (shared/contracts/packing.ts), answered from the catalogue. */
export function packingRoutes(catalogue: CatalogueService): ContractHandlers {
  return contractHandlers(packingApi, { productPacking: async ({ body }) => catalogue.packingOf(body.paths) });
}
