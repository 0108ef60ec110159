import { quotesApi } from '../../../shared/contracts/quotes';
import { type Implementation, contractHandlers, type ContractHandlers } from '../../http/mount-contract';
import type { QuoteService } from './quote.service';
import { actingOf } from '../../http/acting';

export function quoteRoutes(quotes: QuoteService): ContractHandlers {
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
  return contractHandlers(quotesApi, implementation);
}
