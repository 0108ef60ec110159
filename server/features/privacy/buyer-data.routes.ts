import { buyerDataApi } from '../../../shared/contracts/buyer-data';
import { HttpError } from '../../http/http-error';
import { type Implementation, NOT_SIGNED_IN, type RequestFacts, served, type ServedContract } from '../../http/mount-contract';
import type { Acting, BuyerDataService } from './buyer-data.service';

/** Who acts: the router has admitted only signed-in staff (or their API tokens) of the endpoint's roles. */
function actingOf(request: RequestFacts): Acting {
  if (!request.principal) throw new HttpError(401, NOT_SIGNED_IN);
  return { principal: request.principal, ip: request.clientIp };
}

export function buyerDataRoutes(buyerData: BuyerDataService): ServedContract {
  const implementation: Implementation<typeof buyerDataApi> = {
    find: ({ query }) => buyerData.find(query.email),
    exportFile: ({ query }, request) => buyerData.exportFile(query.email, actingOf(request)),
    erase: ({ body }, request) => buyerData.erase(body.email, actingOf(request)),
  };
  return served(buyerDataApi, implementation);
}
