import { BUYER_LINK_DAYS_BEFORE_QUOTE, BUYER_QUESTIONS_PER_DAY, type BuyerStage } from '../../../shared/buyer-quote';
import { BUYER_ACTION_MESSAGES } from '../../../shared/buyer-quote';
import { type BuyerQuoteAnswer, type BuyerQuoteView, isBuyerToken, type SentQuote } from '../../../shared/contracts/buyer-quote';
import { HttpError } from '../../http/http-error';
import { recordAudit, systemActor } from '../audit/audit-trail.public';
import { recordBuyerAnswer, recordBuyerQuestion, recordQuoteOpened } from '../inbox/buyer-actions.public';
import { deliveryTermsOf, lineAmountCents, PAYMENT_TERMS_LABELS } from '../../../shared/quotes';
import type { Download } from '../../http/mount-contract';
import { endOfCompanyDay, startOfCompanyDay } from '../../../shared/staff/accounts';
import type { Db } from '../../db/connect';
import { hashOfToken } from '../../http/secret-token';
import { packingByPaths } from '../catalogue/product-packing.public';
import { type QuoteBasis, inquiryOfBuyerToken, quoteBasisOf } from '../inbox/quote-basis.public';
import {
  askedAlready,
  findDraft,
  findQuote,
  latestSentVersion,
  linesOf,
  lockSentVersion,
  markFirstOpened,
  sentVersion,
  setBuyerAnswer,
} from './quote.repository';

// The buyer's own page of an inquiry, as its link's token opens it. The link works while the buyer waits for a
// quote (BUYER_LINK_DAYS_BEFORE_QUOTE after the inquiry), then for as long as the latest quote sent is valid. An
// unknown token, a spam inquiry's and any token of another shape are all the same 404.

const DAY_MS = 24 * 60 * 60 * 1000;
/** The same question again within this time is taken for a repeat (a double click, a retry), not a new one. */
const REPEAT_WINDOW_MS = 60 * 60 * 1000;

/** The PDF of an inquiry's latest sent quote (null: none was sent), drawn by the quote builder's service. */
export type SentQuotePdf = (inquiryId: string) => Promise<Download | null>;

export interface BuyerQuoteServiceOptions {
  clock: () => Date;
  sentQuotePdf: SentQuotePdf;
  /** The site's public address, for the back office's link in the notice that tells sales what the buyer did. */
  publicBaseUrl: string;
}

/**
 * Where the buyer's inquiry is, from its status in the inbox, whether sales have started a quote and whether one was
 * sent. An inquiry reopened by the buyer's question still has its sent quote before them: it stays quoted.
 */
function stageOf(basis: QuoteBasis, drafting: boolean, quoteSent: boolean): BuyerStage {
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
      return quoteSent ? 'quoted' : 'being-prepared';
    default:
      return drafting || basis.assigneeId !== null ? 'being-prepared' : 'received';
  }
}

export function createBuyerQuoteService(db: Db, { clock, sentQuotePdf, publicBaseUrl }: BuyerQuoteServiceOptions) {
  const backOffice = { publicBaseUrl };
  /** The inquiry a link opens, whether it has expired, and its latest sent version; null for no such link. */
  async function opened(token: string) {
    if (!isBuyerToken(token)) return null;
    const id = await inquiryOfBuyerToken(db, hashOfToken(token));
    const basis = id ? await quoteBasisOf(db, id) : null;
    if (!basis || basis.status === 'spam') return null;
    const sent = await latestSentVersion(db, basis.id);
    const validUntil = sent?.valid_until ? startOfCompanyDay(sent.valid_until) : null;
    const expiresAt = validUntil
      ? endOfCompanyDay(validUntil)
      : new Date(basis.receivedAt.getTime() + BUYER_LINK_DAYS_BEFORE_QUOTE * DAY_MS);
    return { basis, sent, expired: clock().getTime() >= expiresAt.getTime() };
  }

  async function sentQuoteOf(versionId: string): Promise<SentQuote> {
    const [version, lines] = await Promise.all([sentVersion(db, versionId), linesOf(db, versionId)]);
    return {
      number: version.number,
      sentAt: version.sent_at!.toISOString(),
      validUntil: version.valid_until ?? '',
      totalCents: Number(version.total_cents),
      delivery: deliveryTermsOf(version.incoterm, version.port),
      payment: PAYMENT_TERMS_LABELS[version.payment_terms],
      samplesDays: { from: version.samples_days_from, to: version.samples_days_to },
      productionDays: { from: version.production_days_from, to: version.production_days_to },
      notes: version.notes,
      answer: version.buyer_answer
        ? { answer: version.buyer_answer, at: version.buyer_answered_at!.toISOString(), reason: version.buyer_answer_reason }
        : null,
      lines: lines.map((line) => {
        const quantity = Number(line.quantity);
        const unitPriceCents = Number(line.unit_price_cents ?? 0);
        return {
          name: line.product_name,
          colour: line.colour,
          quantity,
          unitPriceCents,
          amountCents: lineAmountCents(quantity, unitPriceCents),
        };
      }),
    };
  }

  /**
   * The first time the buyer opens a version's page or its PDF goes in the inquiry's history (a mail program's link
   * scanner that opens the page counts too: nothing tells them apart).
   */
  async function noteOpened(inquiryId: string, buyerName: string | null, sent: { id: string; number: number }, what: 'page' | 'pdf') {
    const now = clock();
    await db.transaction().execute(async (trx) => {
      if (await markFirstOpened(trx, sent.id, what, now)) await recordQuoteOpened(trx, inquiryId, buyerName, what, sent.number, now);
    });
  }

  /** The page after a buyer's action, which was refused had the link expired. */
  async function openView(token: string): Promise<BuyerQuoteView | null> {
    const view = await viewOf(token, { looking: false });
    return view?.state === 'open' ? view : null;
  }

  /** The link's inquiry, refused when the link is unknown (null) or has expired (410). */
  async function openedForAction(token: string) {
    const link = await opened(token);
    if (link?.expired) throw new HttpError(410, BUYER_ACTION_MESSAGES.expired);
    return link;
  }

  return {
    async answer(token: string, input: { version: number; answer: 'accept' | 'decline'; reason: string }) {
      const link = await openedForAction(token);
      if (!link) return null;
      const { basis, sent } = link;
      if (!sent) throw new HttpError(409, BUYER_ACTION_MESSAGES.nothingToAnswer);
      const answer = input.answer === 'accept' ? 'accepted' : 'declined';
      const now = clock();
      await db.transaction().execute(async (trx) => {
        const version = await lockSentVersion(trx, sent.id);
        // Checked under the lock: a newer version sent meanwhile, or an answer given meanwhile, wins.
        const latest = await latestSentVersion(trx, basis.id);
        if (latest?.id !== sent.id || version.number !== input.version) throw new HttpError(409, BUYER_ACTION_MESSAGES.staleVersion);
        if (version.buyer_answer === answer) return; // The same answer again: as the first.
        if (version.buyer_answer) throw new HttpError(409, BUYER_ACTION_MESSAGES.alreadyAnswered(version.buyer_answer, version.number));
        const reason = answer === 'declined' ? input.reason : null;
        await setBuyerAnswer(trx, sent.id, { answer, reason, at: now });
        const recorded = await recordBuyerAnswer(
          trx,
          basis.id,
          answer === 'accepted' ? { number: version.number, accepted: true } : { number: version.number, accepted: false, reason: reason! },
          now,
          backOffice,
        );
        if (!recorded) throw new HttpError(404, 'Unknown link');
        await recordAudit(trx, {
          actor: systemActor('Buyer, on their page'),
          action: answer === 'accepted' ? 'quote.accepted' : 'quote.declined',
          subject: { type: 'inquiry', id: basis.id },
          detail: { reference: basis.reference, version: version.number, ...(reason ? { reason } : {}), status: recorded.status },
          at: now,
        });
      });
      return openView(token);
    },

    async ask(token: string, input: { message: string }) {
      const link = await openedForAction(token);
      if (!link) return null;
      const now = clock();
      await db.transaction().execute(async (trx) => {
        // The same question sent twice (a double click, a retry) is one question.
        if (await askedAlready(trx, link.basis.id, input.message, new Date(now.getTime() - REPEAT_WINDOW_MS))) return;
        const recorded = await recordBuyerQuestion(trx, link.basis.id, input.message, now, {
          ...backOffice,
          perDay: BUYER_QUESTIONS_PER_DAY,
        });
        if (!recorded) throw new HttpError(404, 'Unknown link');
        if (recorded === 'too-many') throw new HttpError(429, BUYER_ACTION_MESSAGES.tooManyQuestions);
      });
      return openView(token);
    },

    async pdf(token: string): Promise<Download | null> {
      const link = await opened(token);
      if (!link || link.expired || !link.sent) return null;
      const pdf = await sentQuotePdf(link.basis.id);
      if (pdf) await noteOpened(link.basis.id, link.basis.name, link.sent, 'pdf');
      return pdf;
    },

    /** The buyer's page, as they open it. */
    view: (token: string) => viewOf(token, { looking: true }),
  };

  /** `looking`: the buyer opens the page (the page after one of their actions is no news). */
  async function viewOf(token: string, { looking }: { looking: boolean }): Promise<BuyerQuoteAnswer | null> {
    const link = await opened(token);
    if (!link) return null;
    if (link.expired) return { state: 'expired' };
    const { basis, sent } = link;
    if (sent && looking) await noteOpened(basis.id, basis.name, sent, 'page');
    const quote = await findQuote(db, basis.id);
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
      stage: stageOf(basis, drafting, Boolean(sent)),
      products: basis.asked.flatMap((asked) => {
        const name = names.get(asked.path);
        const pieces = asked.colours.reduce((sum, colour) => sum + colour.quantity, 0);
        return name ? [{ path: asked.path, name, pieces: pieces || null }] : [];
      }),
      quote: sent ? await sentQuoteOf(sent.id) : null,
    };
  }
}

export type BuyerQuoteService = ReturnType<typeof createBuyerQuoteService>;
