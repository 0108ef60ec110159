import type { ProductPacking } from '../../../shared/catalogue';
import type { QuoteLineView, QuoteVersionView, QuoteWorkspace } from '../../../shared/contracts/quotes';
import { DEFAULT_LEAD_TIMES, DEFAULT_VALIDITY_DAYS, MINIMUM_ORDER_PER_COLOUR } from '../../../shared/quotes';
import { companyDayOf } from '../../../shared/staff/accounts';
import { packingByPaths, packingByText } from '../catalogue/product-packing.public';
import { type QuoteBasis, quoteBasisOf } from '../inbox/quote-basis.public';
import { type QuoteContext, quoteVersionsOf } from './quote-context';
import { lineViewsOf, versionSummary, versionView } from './quote-versions';

// The quote builder as it opens on an inquiry: the draft being edited (saved, or started from the last version sent
// or from what the buyer asked for), the versions so far, the products quoted or asked for, and the product search
// that adds more. Reading writes nothing: a draft is stored when it is first saved (quote-drafts.ts).

const PRODUCT_SEARCH_LIMIT = 20;

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

/** The next version starts as the last one sent, valid for as long again if its day has passed. */
function nextDraft(sent: QuoteVersionView, now: Date): QuoteVersionView {
  const today = companyDayOf(now);
  return {
    ...sent,
    number: sent.number + 1,
    status: 'draft',
    validUntil: sent.validUntil && sent.validUntil >= today ? sent.validUntil : companyDayOf(now, DEFAULT_VALIDITY_DAYS),
    updatedAt: null,
    updatedBy: null,
    sentAt: null,
    sentBy: null,
  };
}

export function createQuoteWorkspace({ db, clock }: QuoteContext) {
  /** The builder of the inquiry's quote, null when there is no such inquiry. */
  async function workspace(inquiryId: string): Promise<QuoteWorkspace | null> {
    const basis = await quoteBasisOf(db, inquiryId);
    if (!basis) return null;
    const now = clock();
    const { quote, versions } = await quoteVersionsOf(db, inquiryId);
    const editing = versions.find((v) => v.status === 'draft') ?? versions[0];
    const editingLines = editing ? await lineViewsOf(db, editing) : [];
    const named = [...editingLines.map((line) => line.path), ...basis.asked.map((asked) => asked.path)];
    const products = await packingByPaths(db, named);
    const byPath = new Map(products.map((product) => [product.path, product]));

    let draft: QuoteVersionView;
    if (editing?.status === 'draft') draft = versionView(editing, editingLines);
    else if (editing) draft = nextDraft(versionView(editing, editingLines), now);
    else draft = firstDraft(basis, byPath, now);

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
      versions: versions.map(versionSummary),
      products,
      missingProducts: [...new Set(basis.asked.map((asked) => asked.path))].filter((path) => !byPath.has(path)),
      today: companyDayOf(now),
    };
  }

  return {
    workspace,

    /** The catalogue's products whose name or path holds `text`, to add to a quote. */
    async products(text: string): Promise<{ items: ProductPacking[] }> {
      return { items: await packingByText(db, text, PRODUCT_SEARCH_LIMIT) };
    },
  };
}

/** The builder as a change answers it, once written. */
export type WorkspaceReader = ReturnType<typeof createQuoteWorkspace>['workspace'];
