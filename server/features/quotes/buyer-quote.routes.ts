import { buyerQuoteApi } from '../../../shared/contracts/buyer-quote';
import { type Implementation, contractHandlers, type ContractHandlers } from '../../http/mount-contract';
import type { BuyerQuoteService } from './buyer-quote.service';

export function buyerQuoteRoutes(buyerQuotes: BuyerQuoteService): ContractHandlers {
  const implementation: Implementation<typeof buyerQuoteApi> = {
    view: ({ params }) => buyerQuotes.view(params.token),
    pdf: ({ params }) => buyerQuotes.pdf(params.token),
    answer: ({ params, body }) => buyerQuotes.answer(params.token, body),
    ask: ({ params, body }) => buyerQuotes.ask(params.token, body),
  };
  return contractHandlers(buyerQuoteApi, implementation);
}
