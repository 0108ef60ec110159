import type { ProductPacking } from '../../../shared/catalogue';
import type { Acting } from '../../http/acting';
import type { CartonData } from '../../../shared/container-estimate';
import type {
  QuoteDraftInput,
  QuoteFigures,
  QuoteLineView,
  QuoteOutcome,
  QuoteVersionView,
  QuoteWorkspace,
} from '../../../shared/contracts/quotes';
import {
  DEFAULT_LEAD_TIMES,
  DEFAULT_VALIDITY_DAYS,
  lineAmountCents,
  MINIMUM_ORDER_PER_COLOUR,
  QUOTE_MESSAGES,
} from '../../../shared/quotes';
import { companyDayOf } from '../../../shared/staff/accounts';
import { sendingErrors, validUntilError } from '../../../shared/validation/quote-rules';
import { paths } from '../../../shared/paths';
import { hashOfToken, newSecretToken } from '../../http/secret-token';
import { headerSafe } from '../../mail/mail-text';
import { addBuyerLink } from '../inbox/new-inquiry.public';
import { recordQuoteSent } from '../inbox/quote-sent.public';
import { quoteMail } from './quote-mail';
import type { Db } from '../../db/connect';
import { HttpError } from '../../http/http-error';
import { Download } from '../../http/mount-contract';
import { recordAudit } from '../audit/audit-trail.public';
import { packingByPaths, packingByText, picturesByPaths } from '../catalogue/product-packing.public';
import { specsByPaths } from '../catalogue/product-spec.public';
import { findSiteConfig } from '../company/site-config.public';
import { printableJpeg, printablePng } from '../media/print-pictures.public';
import { type QuoteBasis, quoteBasisOf } from '../inbox/quote-basis.public';
import {
  findDraft,
  findQuote,
  insertDraft,
  insertQuote,
  lockQuote,
  linesOf,
  type LineRow,
  markVersionSent,
  latestSentVersion,
  nextVersionNumber,
  raiseQuoteVersion,
  replaceLines,
  updateDraft,
  versionsOf,
  type VersionRow,
} from './quote.repository';
import { quoteFigures } from './quote-figures';
import type { QuoteDocument } from './quote-pdf';

// The quotations sales build from an inquiry. A save is one transaction: the quote row is locked and its version
// compared with the one the builder was showing (another person's save meanwhile is a 409 and nothing is written),
// then the draft version, its lines (each with the product's name and carton as they are now) and the audit entry
// are written together. A line below the minimum order per colour needs a reason, which the audit entry keeps.

const PRODUCT_SEARCH_LIMIT = 20;

export interface QuoteServiceOptions {
  /** The time as the quotes read it: injected by tests. */
  clock: () => Date;
  /** The bytes of a picture of the library at its address (a variant), or null: the PDF's product pictures. */
  pictureBytes: (address: string) => Promise<Buffer | null>;
  /** The site's public origin, for the link to the buyer's page in a quote's e-mail. */
  baseUrl: string;
}

const staleEdit = () => new HttpError(409, QUOTE_MESSAGES.staleEdit);
const refused = (fields: Record<string, string>) => new HttpError(400, Object.values(fields)[0]!, fields);

/** A jsonb carton as stored, or null; the values a product's editor left empty stay null. */
const cartonOf = (value: unknown): CartonData | null => (value && typeof value === 'object' ? (value as CartonData) : null);

function lineView(row: LineRow): QuoteLineView {
  const quantity = Number(row.quantity);
  const unitPriceCents = row.unit_price_cents === null ? null : Number(row.unit_price_cents);
  return {
    path: row.product_path,
    name: row.product_name,
    colour: row.colour,
    quantity,
    unitPriceCents,
    belowMinimumReason: row.below_minimum_reason,
    amountCents: unitPriceCents === null ? null : lineAmountCents(quantity, unitPriceCents),
    carton: cartonOf(row.carton),
  };
}

function versionView(row: VersionRow, lines: QuoteLineView[]): QuoteVersionView {
  return {
    number: row.number,
    status: row.status,
    incoterm: row.incoterm,
    port: row.port,
    paymentTerms: row.payment_terms,
    samplesDays: { from: row.samples_days_from, to: row.samples_days_to },
    productionDays: { from: row.production_days_from, to: row.production_days_to },
    validUntil: row.valid_until,
    notes: row.notes,
    lines,
    totalCents: Number(row.total_cents),
    priced: row.priced,
    updatedAt: row.updated_at.toISOString(),
    updatedBy: row.updated_by_name,
    sentAt: row.sent_at?.toISOString() ?? null,
    sentBy: row.sent_by_name,
  };
}

/** The total and whether every line is priced: what a version row keeps for lists and the dashboard. */
/** A sent version's answer, or its expiry; null while it waits (and for a draft). */
function outcomeOf(row: VersionRow): QuoteOutcome | null {
  if (row.buyer_answer && row.buyer_answered_at) {
    return { kind: row.buyer_answer, at: row.buyer_answered_at.toISOString(), reason: row.buyer_answer_reason };
  }
  return row.expired_at ? { kind: 'expired', at: row.expired_at.toISOString(), reason: null } : null;
}

function totalsOf(lines: readonly { quantity: number; unitPriceCents: number | null }[]) {
  return {
    totalCents: lines.reduce(
      (sum, line) => sum + (line.unitPriceCents === null ? 0 : lineAmountCents(line.quantity, line.unitPriceCents)),
      0,
    ),
    priced: lines.length > 0 && lines.every((line) => line.unitPriceCents !== null),
  };
}

/** A first draft from what the buyer asked for: each colour and its pieces, or the product's first colour at the minimum. */
function firstDraft(basis: QuoteBasis, products: Map<string, ProductPacking>, today: Date): QuoteVersionView {
  const lines = basis.asked.flatMap((asked): QuoteLineView[] => {
    const product = products.get(asked.path);
    if (!product) return [];
    const colours = asked.colours.length ? asked.colours : [{ colour: product.colours[0] ?? '', quantity: MINIMUM_ORDER_PER_COLOUR }];
    return colours.map((entry) => ({
      path: product.path,
      name: product.name,
      colour: entry.colour,
      quantity: entry.quantity,
      unitPriceCents: null,
      belowMinimumReason: null,
      amountCents: null,
      carton: product.carton,
    }));
  });
  return {
    number: 1,
    status: 'draft',
    incoterm: 'fob-hai-phong',
    port: null,
    paymentTerms: 'tt-30',
    samplesDays: { ...DEFAULT_LEAD_TIMES.samplesDays },
    productionDays: { ...DEFAULT_LEAD_TIMES.productionDays },
    validUntil: companyDayOf(today, DEFAULT_VALIDITY_DAYS),
    notes: '',
    lines,
    totalCents: 0,
    priced: false,
    updatedAt: null,
    updatedBy: null,
    sentAt: null,
    sentBy: null,
  };
}

/** The PDF's product pictures: each product's narrowest variant at least this wide, drawn at 32 pt (about 2×). */
const PDF_PICTURE_WIDTH = 96;
/** The logo is printed about 170 pt wide: a variant at least this wide stays sharp on paper (about 250 dpi). */
const PDF_LOGO_WIDTH = 600;

/**
 * The person a quote names as the buyer's contact: whoever sends it, whose name signs its e-mail and whose address
 * the buyer's reply goes to. A sent version keeps its sender; a draft's preview names the person looking at it,
 * who would sign it if they sent it now.
 */
type SalesPerson = QuoteDocument['salesPerson'];

type SiteRow = NonNullable<Awaited<ReturnType<typeof findSiteConfig>>>;

/** The account buyers pay into, when the company keeps one: the editor takes all of it or none. */
function bankOf(site: SiteRow | undefined): QuoteDocument['company']['bank'] {
  if (!site) return null;
  const bank = {
    beneficiary: site.bank_beneficiary.trim(),
    accountNumber: site.bank_account_number.trim(),
    bankName: site.bank_name.trim(),
    bankAddress: site.bank_address.trim(),
    swift: site.bank_swift.trim(),
  };
  return Object.values(bank).every(Boolean) ? bank : null;
}

const pdfFileName = (reference: string, number: number) => `quotation-${reference}-v${number}.pdf`;

export function createQuoteService(db: Db, options: QuoteServiceOptions) {
  const { clock, pictureBytes, baseUrl } = options;

  /** A JPEG of each product's picture that the library has, by path; a product without one is left out. */
  async function pdfPictures(paths: readonly string[]): Promise<Map<string, Buffer>> {
    const pictures = await picturesByPaths(db, paths);
    const found = await Promise.all(
      [...pictures].map(async ([path, picture]) => {
        const jpeg = await printableJpeg(picture, PDF_PICTURE_WIDTH, pictureBytes);
        return jpeg ? ([path, jpeg] as const) : null;
      }),
    );
    return new Map(found.filter((entry) => entry !== null));
  }

  /** A version's PDF, dated `date` (YYYY-MM-DD), with the company's letterhead and the products' pictures. */
  async function pdfOf(basis: QuoteBasis, version: QuoteVersionView, date: string, salesPerson: SalesPerson): Promise<Buffer> {
    const paths = version.lines.map((line) => line.path);
    const [site, pictures, specs] = await Promise.all([findSiteConfig(db), pdfPictures(paths), specsByPaths(db, paths)]);
    // The header shows a drawn logo as SVG, which the PDF cannot embed: its raster variants are the same drawing.
    const [{ quotePdf }, logo] = await Promise.all([import('./quote-pdf'), printablePng(site?.logo, PDF_LOGO_WIDTH, pictureBytes)]);
    return quotePdf({
      company: {
        name: site?.company_name ?? '',
        address: site?.address ?? '',
        phone: site?.phone ?? '',
        emails: site?.emails ?? [],
        taxNumber: site?.tax_number ?? '',
        logo,
        bank: bankOf(site),
      },
      buyer: {
        name: basis.name,
        email: basis.email,
        phone: basis.phone,
        companyDomain: basis.companyDomain,
        countryName: basis.countryName,
      },
      reference: basis.reference,
      version,
      date,
      pictures,
      specs,
      salesPerson,
    });
  }

  /**
   * The PDF of version `number`, null when there is none: a sent one as it was sent, the draft's as it would be
   * sent today by `viewer`.
   */
  async function versionPdf(inquiryId: string, number: number, viewer: SalesPerson = null): Promise<Download | null> {
    const basis = await quoteBasisOf(db, inquiryId);
    const quote = basis ? await findQuote(db, inquiryId) : undefined;
    const row = quote ? (await versionsOf(db, quote.id)).find((version) => version.number === number) : undefined;
    if (!basis || !row) return null;
    const version = versionView(row, (await linesOf(db, row.id)).map(lineView));
    const sender = row.sent_by_name && row.sent_by_email ? { name: row.sent_by_name, email: row.sent_by_email } : null;
    const bytes = await pdfOf(basis, version, companyDayOf(row.sent_at ?? clock()), row.status === 'sent' ? sender : viewer);
    return new Download('application/pdf', pdfFileName(basis.reference, number), bytes, 'inline');
  }

  async function workspace(inquiryId: string): Promise<QuoteWorkspace | null> {
    const basis = await quoteBasisOf(db, inquiryId);
    if (!basis) return null;
    const now = clock();
    const quote = await findQuote(db, inquiryId);
    const versions = quote ? await versionsOf(db, quote.id) : [];
    const editing = versions.find((v) => v.status === 'draft') ?? versions[0];
    const editingLines = editing ? (await linesOf(db, editing.id)).map(lineView) : [];
    const named = [...editingLines.map((line) => line.path), ...basis.asked.map((asked) => asked.path)];
    const products = await packingByPaths(db, named);
    const byPath = new Map(products.map((product) => [product.path, product]));

    let draft: QuoteVersionView;
    if (editing?.status === 'draft') draft = versionView(editing, editingLines);
    else if (editing) {
      // The next version starts as the last one sent, valid for as long again if its day has passed.
      const sent = versionView(editing, editingLines);
      const today = companyDayOf(now);
      draft = {
        ...sent,
        number: editing.number + 1,
        status: 'draft',
        validUntil: sent.validUntil && sent.validUntil >= today ? sent.validUntil : companyDayOf(now, DEFAULT_VALIDITY_DAYS),
        updatedAt: null,
        updatedBy: null,
        sentAt: null,
        sentBy: null,
      };
    } else draft = firstDraft(basis, byPath, now);

    return {
      inquiry: {
        id: basis.id,
        reference: basis.reference,
        kind: basis.kind,
        status: basis.status,
        name: basis.name,
        email: basis.email,
        companyDomain: basis.companyDomain,
        countryName: basis.countryName,
        receivedAt: basis.receivedAt.toISOString(),
        mergedInto: basis.mergedInto,
      },
      firstOrder: basis.firstOrder,
      quoteVersion: quote?.version ?? null,
      draft,
      draftSaved: editing?.status === 'draft',
      versions: versions.map((v) => ({
        number: v.number,
        status: v.status,
        totalCents: Number(v.total_cents),
        lineCount: Number(v.line_count ?? 0),
        updatedAt: v.updated_at.toISOString(),
        sentAt: v.sent_at?.toISOString() ?? null,
        outcome: outcomeOf(v),
      })),
      products,
      missingProducts: [...new Set(basis.asked.map((asked) => asked.path))].filter((path) => !byPath.has(path)),
      today: companyDayOf(now),
    };
  }

  return {
    workspace,

    async saveDraft(inquiryId: string, input: QuoteDraftInput, acting: Acting): Promise<QuoteWorkspace | null> {
      const basis = await quoteBasisOf(db, inquiryId);
      if (!basis) return null;
      if (basis.mergedInto) throw new HttpError(400, QUOTE_MESSAGES.mergedInquiry);
      const now = clock();
      const validUntil = input.validUntil?.trim() || null;
      const dayError = validUntilError(validUntil, companyDayOf(now));
      if (dayError) throw refused({ validUntil: dayError });

      const products = new Map(
        (
          await packingByPaths(
            db,
            input.lines.map((line) => line.path),
          )
        ).map((p) => [p.path, p]),
      );
      const unknown = Object.fromEntries(
        input.lines.flatMap((line, index) => (products.has(line.path) ? [] : [[`lines.${index}.path`, QUOTE_MESSAGES.unknownProduct]])),
      );
      if (Object.keys(unknown).length) throw refused(unknown);

      const lines = input.lines.map((line) => ({
        ...line,
        colour: line.colour.trim(),
        belowMinimumReason: line.quantity < MINIMUM_ORDER_PER_COLOUR ? line.belowMinimumReason.trim() : '',
      }));
      const { totalCents, priced } = totalsOf(lines);
      const { principal, ip } = acting;

      await db.transaction().execute(async (trx) => {
        let quote = await lockQuote(trx, inquiryId);
        if (!quote) {
          if (input.version !== null) throw staleEdit();
          quote = await insertQuote(trx, inquiryId, principal.staffId);
          if (!quote) throw staleEdit();
        } else if (input.version !== quote.version) throw staleEdit();
        const existing = await findDraft(trx, quote.id);
        const number = existing?.number ?? (await nextVersionNumber(trx, quote.id));
        const values = {
          incoterm: input.incoterm,
          port: input.incoterm === 'cif' ? input.port : null,
          payment_terms: input.paymentTerms,
          samples_days_from: input.samplesDays.from,
          samples_days_to: input.samplesDays.to,
          production_days_from: input.productionDays.from,
          production_days_to: input.productionDays.to,
          valid_until: validUntil,
          notes: input.notes,
          total_cents: totalCents,
          priced,
          updated_by: principal.staffId,
          updated_at: now,
        };
        const versionId = existing ? existing.id : await insertDraft(trx, quote.id, number, values);
        if (existing) await updateDraft(trx, versionId, values);
        await replaceLines(
          trx,
          versionId,
          lines.map((line) => {
            const product = products.get(line.path)!;
            return {
              product_path: line.path,
              product_name: product.name,
              carton: product.carton ? JSON.stringify(product.carton) : null,
              colour: line.colour,
              quantity: line.quantity,
              unit_price_cents: line.unitPriceCents,
              below_minimum_reason: line.belowMinimumReason || null,
            };
          }),
        );
        await raiseQuoteVersion(trx, quote.id, now);
        await recordAudit(trx, {
          actor: principal,
          action: 'quote.draft-saved',
          subject: { type: 'inquiry', id: inquiryId },
          detail: {
            reference: basis.reference,
            version: number,
            lines: lines.length,
            totalCents,
            priced,
            // Quantities under the minimum order are quoted only with a reason: each is on record here.
            belowMinimum: lines
              .filter((line) => line.belowMinimumReason)
              .map((line) => ({ path: line.path, colour: line.colour, quantity: line.quantity, reason: line.belowMinimumReason })),
          },
          ip,
          at: now,
        });
      });
      return workspace(inquiryId);
    },

    pdf: versionPdf,

    /** The PDF of the inquiry's latest sent version, as it was sent; null while none was sent. */
    async latestSentPdf(inquiryId: string): Promise<Download | null> {
      const sent = await latestSentVersion(db, inquiryId);
      return sent ? versionPdf(inquiryId, sent.number) : null;
    },

    /** Sends the saved draft `number`: see the contract (quotesApi.send). */
    async send(inquiryId: string, input: { version: number; number: number }, acting: Acting): Promise<QuoteWorkspace | null> {
      const basis = await quoteBasisOf(db, inquiryId);
      if (!basis) return null;
      if (basis.mergedInto) throw new HttpError(400, QUOTE_MESSAGES.mergedInquiry);
      if (!basis.email) throw new HttpError(400, QUOTE_MESSAGES.noBuyerAddress);
      const now = clock();
      const today = companyDayOf(now);
      // Read before the transaction (the PDF takes a moment to draw); the quote's version, checked under its lock
      // below, says nobody saved or sent since.
      const quote = await findQuote(db, inquiryId);
      const draftRow = quote ? (await versionsOf(db, quote.id)).find((v) => v.status === 'draft') : undefined;
      if (!quote || !draftRow || quote.version !== input.version || draftRow.number !== input.number) throw staleEdit();
      const draft = versionView(draftRow, (await linesOf(db, draftRow.id)).map(lineView));
      const unsendable = sendingErrors(draft, today);
      if (Object.keys(unsendable).length) throw refused(unsendable);
      const sent: QuoteVersionView = { ...draft, status: 'sent' };
      const { principal, ip } = acting;
      const [bytes, site] = await Promise.all([
        pdfOf(basis, sent, today, { name: principal.name, email: principal.email }),
        findSiteConfig(db),
      ]);
      const token = newSecretToken();
      const mail = quoteMail({
        reference: basis.reference,
        buyerName: basis.name,
        version: sent,
        pageUrl: `${baseUrl}${paths.buyerQuote(token)}`,
        staffName: principal.name,
        company: { name: site?.company_name ?? '', phone: site?.phone ?? '', website: baseUrl },
      });

      await db.transaction().execute(async (trx) => {
        const locked = await lockQuote(trx, inquiryId);
        if (!locked || locked.version !== input.version) throw staleEdit();
        await markVersionSent(trx, draftRow.id, principal.staffId, now);
        await raiseQuoteVersion(trx, locked.id, now);
        await addBuyerLink(trx, inquiryId, hashOfToken(token));
        const recorded = await recordQuoteSent(trx, inquiryId, {
          number: draft.number,
          by: principal,
          now,
          mail: {
            to: basis.email!,
            ...mail,
            fromName: headerSafe([principal.name, site?.short_name || site?.company_name].filter(Boolean).join(' via ')),
            replyTo: principal.email,
            secretBody: true,
            attachments: [{ fileName: pdfFileName(basis.reference, draft.number), contentType: 'application/pdf', bytes }],
          },
        });
        if (!recorded) throw staleEdit();
        await recordAudit(trx, {
          actor: principal,
          action: 'quote.sent',
          subject: { type: 'inquiry', id: inquiryId },
          detail: {
            reference: basis.reference,
            version: draft.number,
            totalCents: draft.totalCents,
            lines: draft.lines.length,
            validUntil: draft.validUntil,
            outboxId: recorded.outboxId,
            status: recorded.status,
          },
          ip,
          at: now,
        });
      });
      return workspace(inquiryId);
    },

    async products(text: string): Promise<{ items: ProductPacking[] }> {
      return { items: await packingByText(db, text, PRODUCT_SEARCH_LIMIT) };
    },

    figures(weeks?: number): Promise<QuoteFigures> {
      return quoteFigures(db, clock(), weeks);
    },
  };
}

export type QuoteService = ReturnType<typeof createQuoteService>;
