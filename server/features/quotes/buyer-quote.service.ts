import { BUYER_LINK_DAYS_BEFORE_QUOTE, type BuyerStage } from '../../../shared/buyer-quote';
import { type BuyerQuoteAnswer, isBuyerToken } from '../../../shared/contracts/buyer-quote';
import { endOfCompanyDay, startOfCompanyDay } from '../../../shared/staff/accounts';
import type { Db } from '../../db/connect';
import { hashOfToken } from '../../http/secret-token';
import { packingByPaths } from '../catalogue/product-packing.public';
import { type QuoteBasis, inquiryOfBuyerToken, quoteBasisOf } from '../inbox/quote-basis.public';
import { findQuote, findDraft, latestSentVersion } from './quote.repository';

// The buyer's own page of an inquiry, as its link's token opens it. The link works while the buyer waits for a
// quote (BUYER_LINK_DAYS_BEFORE_QUOTE after the inquiry), then for as long as the latest quote sent is valid. An
// unknown token, a spam inquiry's and any token of another shape are all the same 404.

const DAY_MS = 24 * 60 * 60 * 1000;

export interface BuyerQuoteServiceOptions {
  clock: () => Date;
}

/** Where the buyer's inquiry is, from its status in the inbox and whether sales have started a quote. */
function stageOf(basis: QuoteBasis, drafting: boolean): BuyerStage {
  if (basis.mergedInto) return 'closed';
  switch (basis.status) {
    case 'won':
      return 'accepted';
    case 'lost':
      return 'declined';
    case 'quoted':
      return 'quoted';
    case 'closed':
      return 'closed';
    case 'open':
      return 'being-prepared';
    default:
      return drafting || basis.assigneeId !== null ? 'being-prepared' : 'received';
  }
}

export function createBuyerQuoteService(db: Db, { clock }: BuyerQuoteServiceOptions) {
  return {
    async view(token: string): Promise<BuyerQuoteAnswer | null> {
      if (!isBuyerToken(token)) return null;
      const id = await inquiryOfBuyerToken(db, hashOfToken(token));
      const basis = id ? await quoteBasisOf(db, id) : null;
      if (!basis || basis.status === 'spam') return null;
      const [quote, sent] = await Promise.all([findQuote(db, basis.id), latestSentVersion(db, basis.id)]);
      const validUntil = sent?.valid_until ? startOfCompanyDay(sent.valid_until) : null;
      const expiresAt = validUntil
        ? endOfCompanyDay(validUntil)
        : new Date(basis.receivedAt.getTime() + BUYER_LINK_DAYS_BEFORE_QUOTE * DAY_MS);
      if (clock().getTime() >= expiresAt.getTime()) return { state: 'expired' };
      const drafting = quote ? Boolean(await findDraft(db, quote.id)) : false;
      const names = new Map(
        (
          await packingByPaths(
            db,
            basis.asked.map((asked) => asked.path),
          )
        ).map((p) => [p.path, p.name]),
      );
      return {
        state: 'open',
        reference: basis.reference,
        kind: basis.kind,
        receivedAt: basis.receivedAt.toISOString(),
        stage: stageOf(basis, drafting),
        products: basis.asked.flatMap((asked) => {
          const name = names.get(asked.path);
          const pieces = asked.colours.reduce((sum, colour) => sum + colour.quantity, 0);
          return name ? [{ path: asked.path, name, pieces: pieces || null }] : [];
        }),
      };
    },
  };
}

export type BuyerQuoteService = ReturnType<typeof createBuyerQuoteService>;
