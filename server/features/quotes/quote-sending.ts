import type { QuoteVersionView, QuoteWorkspace } from '../../../shared/contracts/quotes';
import { localizedHref } from '../../../shared/i18n/locales';
import { paths } from '../../../shared/paths';
import { QUOTE_MESSAGES } from '../../../shared/quotes';
import { companyDayOf } from '../../../shared/staff/accounts';
import { sendingErrors } from '../../../shared/validation/quote-rules';
import type { Acting } from '../../http/acting';
import { HttpError } from '../../http/http-error';
import { hashOfToken, newSecretToken } from '../../http/secret-token';
import { buyerI18n } from '../../i18n/buyer-i18n';
import { headerSafe } from '../../mail/mail-text';
import { findSiteConfig } from '../company/site-config.public';
import { addBuyerLink } from '../inbox/new-inquiry.public';
import { recordQuoteSent } from '../inbox/quote-sent.public';
import { changeQuote, type QuoteContext, quotableBasis, quoteVersionsOf, refused, staleEdit } from './quote-context';
import { quoteMail } from './quote-mail';
import { markVersionSent } from './quote.repository';
import { versionWithLines } from './quote-versions';
import { pdfFileName, type VersionPdfs } from './quote-version-pdf';
import type { WorkspaceReader } from './quote-workspace';

// Sending the saved draft to the buyer: checked as sendable, drawn as the PDF its sender signs, mailed with the PDF
// attached and a new link to the buyer's page, in the thread of the inquiry's acknowledgement. One change of the
// quote (quote-context.ts): the version kept as sent, the link, the mail, the inquiry quoted and the audit entry
// are written together, or nothing is.

export function createQuoteSending(
  context: QuoteContext,
  { workspace, pdfOf }: { workspace: WorkspaceReader; pdfOf: VersionPdfs['pdfOf'] },
) {
  const { db, clock, baseUrl } = context;
  return {
    /** Sends the saved draft `number`: see the contract (quotesApi.send). */
    async send(inquiryId: string, input: { version: number; number: number }, acting: Acting): Promise<QuoteWorkspace | null> {
      const basis = await quotableBasis(db, inquiryId);
      if (!basis) return null;
      if (!basis.email) throw new HttpError(400, QUOTE_MESSAGES.noBuyerAddress);
      const now = clock();
      const today = companyDayOf(now);
      // Read before the transaction (the PDF takes a moment to draw); the quote's version, checked under its lock
      // below, says nobody saved or sent since.
      const { quote, versions } = await quoteVersionsOf(db, inquiryId);
      const draftRow = versions.find((v) => v.status === 'draft');
      if (!quote || !draftRow || quote.version !== input.version || draftRow.number !== input.number) throw staleEdit();
      const draft = await versionWithLines(db, draftRow);
      const unsendable = sendingErrors(draft, today);
      if (Object.keys(unsendable).length) throw refused(unsendable);
      const sent: QuoteVersionView = { ...draft, status: 'sent' };
      const { principal } = acting;
      const [bytes, site, i18n] = await Promise.all([
        pdfOf(basis, sent, today, { name: principal.name, email: principal.email }),
        findSiteConfig(db),
        buyerI18n(basis.locale),
      ]);
      const token = newSecretToken();
      const mail = quoteMail({
        reference: basis.reference,
        buyerName: basis.name,
        version: sent,
        // The buyer's page and the mail in the inquiry's language, as its PDF.
        pageUrl: `${baseUrl}${localizedHref(basis.locale, paths.buyerQuote(token))}`,
        staffName: principal.name,
        company: { name: site?.company_name ?? '', phone: site?.phone ?? '', website: baseUrl },
        i18n,
      });

      await changeQuote(context, inquiryId, input.version, { acting, now }, async (trx) => {
        await markVersionSent(trx, draftRow.id, principal.staffId, now);
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
        return {
          action: 'quote.sent',
          detail: {
            reference: basis.reference,
            version: draft.number,
            totalCents: draft.totalCents,
            lines: draft.lines.length,
            validUntil: draft.validUntil,
            outboxId: recorded.outboxId,
            status: recorded.status,
          },
        };
      });
      return workspace(inquiryId);
    },
  };
}
