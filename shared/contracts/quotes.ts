import type { ProductPacking } from '../catalogue';
import type { CartonData } from '../container-estimate';
import { type Incoterm, INCOTERMS, lineAmountCents, type PaymentTerms, PAYMENT_TERMS, QUOTE_LIMITS, QUOTE_MESSAGES } from '../quotes';
import type { InquiryKindName, InquiryStatusName } from '../staff/inbox';
import { ACCESS } from '../staff/roles';
import {
  belowMinimumError,
  leadDaysError,
  leadOrderError,
  portError,
  priceCentsError,
  quantityError,
  repeatedColourLines,
} from '../validation/quote-rules';
import { MESSAGES } from '../validation/rules';
import type { output, ZodType } from 'zod';
import { defineContract, responseOf, type Zod } from './define-endpoint';
import { dashboardPeriod, inquiryIdParam } from './inbox';

// The quotations sales build from an inquiry (owners and sales). An inquiry has one quote; the quote has numbered
// versions, of which one at a time is a draft being edited. Every save names the quote's version it was made on:
// a save on a quote someone else saved meanwhile is refused with 409 and QUOTE_MESSAGES.staleEdit.

export interface QuoteLineView {
  path: string;
  /** The product's name as the version saved it. */
  name: string;
  colour: string;
  quantity: number;
  /** Null while the draft is not priced yet. */
  unitPriceCents: number | null;
  belowMinimumReason: string | null;
  /** quantity × unit price; null while not priced. */
  amountCents: number | null;
  /** The product's export carton as the version saved it (null: no packing data, estimate on request). */
  carton: CartonData | null;
}

export interface DayRange {
  from: number;
  to: number;
}

export interface QuoteVersionView {
  number: number;
  status: 'draft' | 'sent';
  incoterm: Incoterm;
  port: string | null;
  paymentTerms: PaymentTerms;
  samplesDays: DayRange;
  productionDays: DayRange;
  validUntil: string | null;
  notes: string;
  lines: QuoteLineView[];
  /** The priced lines' amounts added up. */
  totalCents: number;
  /** Every line has its price. */
  priced: boolean;
  updatedAt: string | null;
  updatedBy: string | null;
  sentAt: string | null;
  sentBy: string | null;
}

/** What became of a sent version: the buyer's answer on their page, or its validity ending unanswered. */
export interface QuoteOutcome {
  kind: 'accepted' | 'declined' | 'expired';
  at: string;
  /** The buyer's reason for declining. */
  reason: string | null;
}

export interface QuoteVersionSummary {
  number: number;
  status: 'draft' | 'sent';
  totalCents: number;
  lineCount: number;
  updatedAt: string;
  sentAt: string | null;
  /** Null while a sent version waits for the buyer (and for a draft). */
  outcome: QuoteOutcome | null;
}

/** The quotes on the dashboard, over its period (the last N weeks) and per calendar month. */
export interface QuoteFigures {
  /** Quotes with a version sent in the period (a quote revised twice counts once). */
  quotesSent: number;
  /** Versions sent in the period, revisions included. */
  versionsSent: number;
  /**
   * What became of those quotes, by their inquiry's status now: won; lost because the buyer declined (on their page,
   * or as sales recorded it); lost because the quote expired unanswered; or not decided yet.
   */
  outcomes: { won: number; declined: number; expired: number; open: number };
  /** won ÷ (won + declined + expired); null while none is decided. */
  acceptanceShare: number | null;
  /** The median calendar time, in minutes, from an inquiry's arrival to its first quote, of those first sent in the period. */
  medianMinutesToQuote: number | null;
  /**
   * Every calendar month (company time) from the one the period starts in to this one, oldest first: the quotes with
   * a version sent that month, and the value quoted (each quote's last version sent that month).
   */
  months: { month: string; quotesSent: number; valueCents: number }[];
}

/** Everything the quote builder shows for one inquiry. */
export interface QuoteWorkspace {
  inquiry: {
    id: string;
    reference: string;
    kind: InquiryKindName;
    status: InquiryStatusName;
    name: string | null;
    email: string | null;
    companyDomain: string | null;
    countryName: string | null;
    receivedAt: string;
    mergedInto: { id: string; reference: string } | null;
  };
  /** No inquiry from this buyer's address or company was won before: an L/C is suggested above the threshold. */
  firstOrder: boolean;
  /** The quote's version to name when saving; null while the inquiry has no quote. */
  quoteVersion: number | null;
  /**
   * The version being edited: the saved draft, or (`draftSaved` false) a new one started from the latest sent
   * version, or from the inquiry's products and colours when nothing was sent yet.
   */
  draft: QuoteVersionView;
  draftSaved: boolean;
  /** Every version, newest first. */
  versions: QuoteVersionSummary[];
  /** The products named by the draft and the inquiry, as the catalogue has them now (colours offered, carton). */
  products: ProductPacking[];
  /** Products the inquiry names that are no longer in the catalogue: they cannot be quoted. */
  missingProducts: string[];
  /** The company's day now (YYYY-MM-DD): a quote is valid until this day or later. */
  today: string;
}

/**
 * A value checked by one of the shared quote rules (which give the message), typed as `T` once it passes. Its
 * issue does not stop the object's own checks, which therefore look at the value's type before using it.
 */
const checked = <T>(z: Zod, check: (value: unknown) => string | null) =>
  z.unknown().superRefine((value, ctx) => {
    const message = check(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  }) as unknown as ZodType<T>;

const isNumber = (value: unknown): value is number => typeof value === 'number';
/** As sent, a count is a JSON number: the builder's text is read into one before it is sent. */
const sentNumber = (check: (value: unknown) => string | null, message: string) => (value: unknown) =>
  isNumber(value) ? check(value) : value === undefined || value === null ? check(value) : message;

const text = (z: Zod, max: number, required: boolean) =>
  z
    .string({ error: MESSAGES.required })
    .trim()
    .max(max, MESSAGES.tooLong(max))
    .refine((value) => !required || value !== '', MESSAGES.required);

const dayRange = (z: Zod) =>
  z
    .object(
      {
        from: checked<number>(z, sentNumber(leadDaysError, QUOTE_MESSAGES.leadDays)),
        to: checked<number>(z, sentNumber(leadDaysError, QUOTE_MESSAGES.leadDays)),
      },
      { error: MESSAGES.required },
    )
    .superRefine((range, ctx) => {
      const message = isNumber(range.from) && isNumber(range.to) ? leadOrderError(range.from, range.to) : null;
      if (message) ctx.addIssue({ code: 'custom', message, path: ['to'] });
    });

const quoteLine = (z: Zod) =>
  z.object(
    {
      path: text(z, QUOTE_LIMITS.pathMax, true),
      colour: text(z, QUOTE_LIMITS.colourMax, true),
      quantity: checked<number>(z, sentNumber(quantityError, QUOTE_MESSAGES.quantity)),
      unitPriceCents: checked<number | null>(z, priceCentsError),
      belowMinimumReason: text(z, QUOTE_LIMITS.reasonMax, false).default(''),
    },
    { error: MESSAGES.required },
  );

/** A draft as the builder saves it: every field's message at once, in the shared rules' words. */
export const quoteDraftBody = (z: Zod) =>
  z
    .object({
      /** The quote's version the draft was edited on; null for an inquiry without a quote. */
      version: z.number({ error: 'version must be a whole number' }).int().min(1).max(2_147_483_647).nullable(),
      incoterm: z.enum(INCOTERMS, { error: 'Choose one of the options.' }),
      port: text(z, QUOTE_LIMITS.portMax, false).default(''),
      paymentTerms: z.enum(PAYMENT_TERMS, { error: 'Choose one of the options.' }),
      samplesDays: dayRange(z),
      productionDays: dayRange(z),
      /** Checked against the company's day by the service (the schema has no clock). */
      validUntil: z.string({ error: MESSAGES.required }).trim().max(10).nullable(),
      notes: text(z, QUOTE_LIMITS.notesMax, false).default(''),
      lines: z.array(quoteLine(z), { error: MESSAGES.required }).max(QUOTE_LIMITS.maxLines, QUOTE_MESSAGES.tooManyLines),
    })
    .superRefine((draft, ctx) => {
      const port = portError(draft.incoterm, draft.port);
      if (port) ctx.addIssue({ code: 'custom', message: port, path: ['port'] });
      let total = 0;
      draft.lines.forEach((line, index) => {
        const reason = isNumber(line.quantity) ? belowMinimumError(line.quantity, line.belowMinimumReason) : null;
        if (reason) ctx.addIssue({ code: 'custom', message: reason, path: ['lines', index, 'belowMinimumReason'] });
        if (isNumber(line.quantity) && isNumber(line.unitPriceCents)) total += lineAmountCents(line.quantity, line.unitPriceCents);
      });
      for (const index of repeatedColourLines(draft.lines)) {
        ctx.addIssue({ code: 'custom', message: QUOTE_MESSAGES.duplicateColour, path: ['lines', index, 'colour'] });
      }
      // Each amount is below 2^67 and the sum is compared, not kept: past the limit it is refused however inexact.
      if (total > QUOTE_LIMITS.maxTotalCents) ctx.addIssue({ code: 'custom', message: QUOTE_MESSAGES.totalTooLarge, path: ['lines'] });
    });

export type QuoteDraftInput = output<ReturnType<typeof quoteDraftBody>>;

export const quotesApi = defineContract({
  workspace: {
    method: 'GET',
    path: '/staff/inquiries/:id/quote',
    access: ACCESS.inbox,
    params: inquiryIdParam,
    notFound: 'Unknown inquiry',
    response: responseOf<QuoteWorkspace>(),
  },
  /** Saves the draft (the first save makes the quote; a save after a version was sent starts the next version). */
  saveDraft: {
    method: 'POST',
    path: '/staff/inquiries/:id/quote',
    access: ACCESS.inbox,
    params: inquiryIdParam,
    body: quoteDraftBody,
    notFound: 'Unknown inquiry',
    response: responseOf<QuoteWorkspace>(),
  },
  /**
   * Sends the saved draft `number` to the buyer: its PDF attached, a link to their page, in the acknowledgement's
   * thread. The version is sent (never changed again), the inquiry moves to `quoted`, and the next save starts the
   * next version. A draft without lines, prices or a validity day is refused with each field's message.
   */
  send: {
    method: 'POST',
    path: '/staff/inquiries/:id/quote/send',
    access: ACCESS.inbox,
    params: inquiryIdParam,
    body: (z: Zod) =>
      z.object({
        version: z.number({ error: 'version must be a whole number' }).int().min(1).max(2_147_483_647),
        number: z.number({ error: 'number must be a whole number' }).int().min(1).max(1_000_000),
      }),
    notFound: 'Unknown inquiry',
    response: responseOf<QuoteWorkspace>(),
  },
  /**
   * A version's PDF, as the buyer receives it (a draft's as it would be sent, dated today), shown in the browser.
   * Unknown inquiry or version: 404.
   */
  pdf: {
    method: 'GET',
    path: '/staff/inquiries/:id/quote/versions/:number/pdf',
    access: ACCESS.inbox,
    params: (z: Zod) =>
      inquiryIdParam(z).extend({
        number: z
          .string()
          .regex(/^\d{1,6}$/, 'Unknown version')
          .transform(Number),
      }),
    download: true,
    notFound: 'Unknown quote version',
    response: responseOf<never>(),
  },
  /** The dashboard's quote figures (owners, as the dashboard). */
  figures: {
    method: 'GET',
    path: '/staff/quote-figures',
    access: ACCESS.owner,
    query: dashboardPeriod,
    response: responseOf<QuoteFigures>(),
  },
  /** Catalogue products by name or address, to add to a quote: their colours and carton. */
  products: {
    method: 'GET',
    path: '/staff/quote-products',
    access: ACCESS.inbox,
    query: (z: Zod) => z.object({ q: z.string().trim().min(1, MESSAGES.required).max(100, MESSAGES.tooLong(100)) }),
    response: responseOf<{ items: ProductPacking[] }>(),
  },
});
