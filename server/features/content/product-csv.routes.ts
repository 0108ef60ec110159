import { productCsvApi } from '../../../shared/contracts/product-csv';
import { type Implementation, contractHandlers, type ContractHandlers } from '../../http/mount-contract';
import { actingOf } from '../../http/acting';
import { staffLocaleOf } from '../../http/refusal-words';
import type { ProductCsvService } from './product-csv.service';

export function productCsvRoutes(products: ProductCsvService): ContractHandlers {
  const implementation: Implementation<typeof productCsvApi> = {
    exportCsv: () => products.exportCsv(),
    importCsv: ({ body }, request) =>
      products.importCsv(body, actingOf(request), staffLocaleOf(request.principal, request.header('accept-language'))),
  };
  return contractHandlers(productCsvApi, implementation);
}
