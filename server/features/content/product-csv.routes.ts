import { productCsvApi } from '../../../shared/contracts/product-csv';
import { type Implementation, served, type ServedContract } from '../../http/mount-contract';
import { actingOf } from './content.routes';
import type { ProductCsvService } from './product-csv.service';

export function productCsvRoutes(products: ProductCsvService): ServedContract {
  const implementation: Implementation<typeof productCsvApi> = {
    exportCsv: () => products.exportCsv(),
    importCsv: ({ body }, request) => products.importCsv(body, actingOf(request)),
  };
  return served(productCsvApi, implementation);
}
