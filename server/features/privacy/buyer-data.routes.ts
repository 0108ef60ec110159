import { buyerDataApi } from '../../../shared/contracts/buyer-data';
import { type Implementation, contractHandlers, type ContractHandlers } from '../../http/mount-contract';
import type { BuyerDataService } from './buyer-data.service';
import { actingOf } from '../../http/acting';

export function buyerDataRoutes(buyerData: BuyerDataService): ContractHandlers {
  const implementation: Implementation<typeof buyerDataApi> = {
    find: ({ query }) => buyerData.find(query.email),
    exportFile: ({ query }, request) => buyerData.exportFile(query.email, actingOf(request)),
    erase: ({ body }, request) => buyerData.erase(body.email, actingOf(request)),
  };
  return contractHandlers(buyerDataApi, implementation);
}
