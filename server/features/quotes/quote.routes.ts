import { quotesApi } from '../../../shared/contracts/quotes';
import { HttpError } from '../../http/http-error';
import { type Implementation, NOT_SIGNED_IN, type RequestFacts, served, type ServedContract } from '../../http/mount-contract';
import type { Acting, QuoteService } from './quote.service';

/** Who acts: the router has admitted only signed-in staff (or their API tokens) of the endpoint's roles. */
function actingOf(request: RequestFacts): Acting {
  if (!request.principal) throw new HttpError(401, NOT_SIGNED_IN);
  return { principal: request.principal, ip: request.clientIp };
}

export function quoteRoutes(quotes: QuoteService): ServedContract {
  const implementation: Implementation<typeof quotesApi> = {
    workspace: ({ params }) => quotes.workspace(params.id),
    saveDraft: ({ params, body }, request) => quotes.saveDraft(params.id, body, actingOf(request)),
    send: ({ params, body }, request) => quotes.send(params.id, body, actingOf(request)),
    // A draft's preview names the person looking at it as the buyer's contact: they would send it.
    pdf: ({ params }, request) =>
      quotes.pdf(params.id, params.number, request.principal && { name: request.principal.name, email: request.principal.email }),
    products: ({ query }) => quotes.products(query.q),
    figures: ({ query }) => quotes.figures(query.weeks),
  };
  return served(quotesApi, implementation);
}
