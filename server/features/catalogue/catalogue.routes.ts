import { catalogueApi } from '../../../shared/contracts/catalogue';
import { packingApi } from '../../../shared/contracts/packing';
import { contractHandlers, type ContractHandlers } from '../../http/mount-contract';
import type { CatalogueService } from './catalogue.service';

/** The catalogue's endpoints (shared/contracts/catalogue.ts), answered by its service. */
export function catalogueRoutes(catalogue: CatalogueService): ContractHandlers {
  return contractHandlers(catalogueApi, {
    categorySearch: async ({ body }) => catalogue.categories(body.page, body.pageSize),
    materialSearch: async ({ body }) => catalogue.materials(body.page, body.pageSize),
    featuredProducts: async ({ body }) => catalogue.featuredProducts(body.page, body.pageSize),
    productList: async ({ body }) => catalogue.products(body.page, body.pageSize, body.sort),
    productsByCategory: async ({ body }) => catalogue.productsByCategory(body),
    productsByMaterial: async ({ body }) => catalogue.productsByMaterial(body),
    productByPath: async ({ params }) => catalogue.productByPath(params.path),
  });
}

/** The container estimate's question (shared/contracts/packing.ts), answered from the catalogue. */
export function packingRoutes(catalogue: CatalogueService): ContractHandlers {
  return contractHandlers(packingApi, { productPacking: async ({ body }) => catalogue.packingOf(body.paths) });
}
