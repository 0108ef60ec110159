import type { QuoteVersionView } from '../../../shared/contracts/quotes';
import { companyDayOf } from '../../../shared/staff/accounts';
import { Download } from '../../http/mount-contract';
import { picturesByPaths } from '../catalogue/product-packing.public';
import { specsByPaths } from '../catalogue/product-spec.public';
import { buyerI18n } from '../../i18n/buyer-i18n';
import { findSiteConfig } from '../company/site-config.public';
import { type QuoteBasis, quoteBasisOf } from '../inbox/quote-basis.public';
import { printableJpeg, printablePng } from '../media/print-pictures.public';
import { type QuoteContext, quoteVersionsOf } from './quote-context';
import type { QuoteDocument } from './quote-pdf';
import { latestSentVersion } from './quote.repository';
import { versionWithLines } from './quote-versions';

// A version's PDF: what is printed on it gathered (the company's letterhead, logo and bank account, the buyer, the
// products' pictures and specs) and drawn by quote-pdf.ts, loaded when a PDF is first asked for. A sent version is
// printed as it was sent, by its sender; a draft's preview as it would be sent today.

/** The PDF's product pictures: each product's narrowest variant at least this wide, drawn at 32 pt (about 2×). */
const PDF_PICTURE_WIDTH = 96;
/** The logo is printed about 170 pt wide: a variant at least this wide stays sharp on paper (about 250 dpi). */
const PDF_LOGO_WIDTH = 600;

/**
 * The person a quote names as the buyer's contact: whoever sends it, whose name signs its e-mail and whose address
 * the buyer's reply goes to. A sent version keeps its sender; a draft's preview names the person looking at it,
 * who would sign it if they sent it now.
 */
export type SalesPerson = QuoteDocument['salesPerson'];

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

/** The name of version `number`'s file, as downloaded and as attached to the quote's e-mail. */
export const pdfFileName = (reference: string, number: number) => `quotation-${reference}-v${number}.pdf`;

export function createVersionPdfs({ db, clock, pictureBytes }: QuoteContext) {
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
    const [site, pictures, specs, i18n] = await Promise.all([
      findSiteConfig(db),
      pdfPictures(paths),
      specsByPaths(db, paths),
      // In the inquiry's language: the buyer's, whether they download it, receive it or staff preview it.
      buyerI18n(basis.locale),
    ]);
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
      i18n,
    });
  }

  /**
   * The PDF of version `number`, null when there is none: a sent one as it was sent, the draft's as it would be
   * sent today by `viewer`.
   */
  async function versionPdf(inquiryId: string, number: number, viewer: SalesPerson = null): Promise<Download | null> {
    const basis = await quoteBasisOf(db, inquiryId);
    const row = basis ? (await quoteVersionsOf(db, inquiryId)).versions.find((version) => version.number === number) : undefined;
    if (!basis || !row) return null;
    const version = await versionWithLines(db, row);
    const sender = row.sent_by_name && row.sent_by_email ? { name: row.sent_by_name, email: row.sent_by_email } : null;
    const bytes = await pdfOf(basis, version, companyDayOf(row.sent_at ?? clock()), row.status === 'sent' ? sender : viewer);
    return new Download('application/pdf', pdfFileName(basis.reference, number), bytes, 'inline');
  }

  return {
    pdfOf,

    pdf: versionPdf,

    /** The PDF of the inquiry's latest sent version, as it was sent; null while none was sent. */
    async latestSentPdf(inquiryId: string): Promise<Download | null> {
      const sent = await latestSentVersion(db, inquiryId);
      return sent ? versionPdf(inquiryId, sent.number) : null;
    },
  };
}

export type VersionPdfs = ReturnType<typeof createVersionPdfs>;
