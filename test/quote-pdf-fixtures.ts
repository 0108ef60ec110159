import type { QuoteLineView, QuoteVersionView } from '../shared/contracts/quotes';
import type { QuoteDocument } from '../server/features/quotes/quote-pdf';

// What the quote PDF's tests draw: lines of seagrass baskets with their carton, a version of them on CIF and L/C
// terms, and a company and a buyer whose names have the letters of Vietnamese and of Polish and Hungarian.

/** Text as pdf.js gives it, with runs of white space as one space: words can be looked for across its line breaks. */
export const flat = (text: string) => text.replace(/\s+/g, ' ');

export const carton = { lengthCm: 52, widthCm: 52, heightCm: 60, grossKg: 8, piecesPerCarton: 6 };
export const line = (n: number, extra: Partial<QuoteLineView> = {}): QuoteLineView => ({
  path: `basket-${n}`,
  name: `Seagrass basket no. ${n}`,
  colour: 'Natural',
  quantity: 100 + n,
  unitPriceCents: 1_000 + n,
  belowMinimumReason: null,
  amountCents: (100 + n) * (1_000 + n),
  carton,
  ...extra,
});

export function versionOf(lines: QuoteLineView[], extra: Partial<QuoteVersionView> = {}): QuoteVersionView {
  return {
    number: 2,
    status: 'sent',
    incoterm: 'cif',
    port: 'Hamburg',
    paymentTerms: 'lc',
    samplesDays: { from: 5, to: 10 },
    productionDays: { from: 35, to: 65 },
    validUntil: '2026-12-24',
    notes: 'Colours as the approved samples; Ørsted’s labels on every carton.',
    lines,
    totalCents: lines.reduce((sum, l) => sum + (l.amountCents ?? 0), 0),
    priced: true,
    updatedAt: null,
    updatedBy: null,
    sentAt: null,
    sentBy: null,
    ...extra,
  };
}

export const company: QuoteDocument['company'] = {
  name: 'Công ty TNHH Mây Tre Đan Hà Nội',
  address: 'Số 12 Đường Nguyễn Văn Cừ, Quận Long Biên, Hà Nội',
  phone: '+84 24 3791 6688',
  emails: ['sales@example.vn'],
  taxNumber: '0101234567',
  logo: null,
  bank: null,
};
export const buyer: QuoteDocument['buyer'] = {
  name: 'Zsófia Kővári-Müller',
  email: 'zsofia@łódź-design.pl',
  phone: '+48 42 123 45 67',
  companyDomain: 'lodz-design.pl',
  countryName: 'Poland',
};
