import type { QuoteFigures } from '../../../shared/contracts/quotes';
import type { Db } from '../../db/connect';
import type { QuoteContext, QuoteServiceOptions } from './quote-context';
import { createDraftSaving } from './quote-drafts';
import { quoteFigures } from './quote-figures';
import { createQuoteSending } from './quote-sending';
import { createVersionPdfs } from './quote-version-pdf';
import { createQuoteWorkspace } from './quote-workspace';

// The quotations sales build from an inquiry, one part a module, the parts sharing one context (quote-context.ts:
// the options, the refusals, the lookups and the transaction every change of a quote is written in):
//   quote-workspace.ts     the builder as it opens: the draft, the versions so far, the products, the product search
//   quote-drafts.ts        saving the draft
//   quote-version-pdf.ts   a version's PDF, as the builder previews it and the buyer's page gives it
//   quote-sending.ts       sending the draft to the buyer, with its PDF
//   quote-versions.ts      a version's rows as the contract's views, which all of them read
// The SQL is in quote.repository.ts; the PDF is drawn by quote-pdf.ts, the e-mail written by quote-mail.ts.

export type { QuoteServiceOptions };

export function createQuoteService(db: Db, options: QuoteServiceOptions) {
  const context: QuoteContext = { db, ...options };
  const { workspace, products } = createQuoteWorkspace(context);
  const { pdfOf, pdf, latestSentPdf } = createVersionPdfs(context);
  return {
    workspace,
    ...createDraftSaving(context, workspace),
    pdf,
    latestSentPdf,
    ...createQuoteSending(context, { workspace, pdfOf }),
    products,

    figures(weeks?: number): Promise<QuoteFigures> {
      return quoteFigures(db, options.clock(), weeks);
    },
  };
}

export type QuoteService = ReturnType<typeof createQuoteService>;
