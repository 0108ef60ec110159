import type { I18n } from '@lingui/core';
import type { QuoteVersionView } from '../../../shared/contracts/quotes';
import type { SiteLocale } from '../../../shared/i18n/locales';
import { quoteFormats } from '../../../shared/quote-formats';
import { deliveryTermsOf } from '../../../shared/quotes';
import { escapeHtml, headerSafe } from '../../mail/mail-text';
import { dayText } from '../../render/pdf-terms';

// The e-mail that carries a quote to the buyer: a few lines of the company's own words (the PDF has the detail),
// the link to their page, and the sales person's signature; in the language of the inquiry (`i18n`), as its PDF.

export interface QuoteMailInput {
  reference: string;
  buyerName: string | null;
  version: QuoteVersionView;
  pageUrl: string;
  staffName: string;
  company: { name: string; phone: string; website: string };
  i18n: I18n;
}

const WORDS = {
  dear: /*i18n*/ { id: 'Dear {name},' },
  hello: /*i18n*/ { id: 'Hello,' },
  summary: /*i18n*/ { id: '{total} for {pieces} pieces, {delivery}, valid until {validUntil}.' },
  attached: /*i18n*/ { id: 'Please find attached our quotation for your inquiry {reference} (version {number}): {summary}' },
  page: /*i18n*/ { id: 'On your page you can download it again, accept it, or ask us a question:' },
  regards: /*i18n*/ { id: 'Kind regards,' },
  subject: /*i18n*/ { id: 'Quotation {reference}, version {number} — {company}' },
} as const;

export function quoteMail({ reference, buyerName, version, pageUrl, staffName, company, i18n }: QuoteMailInput) {
  const formats = quoteFormats(i18n.locale as SiteLocale);
  const pieces = version.lines.reduce((sum, line) => sum + line.quantity, 0);
  const summary = i18n._(WORDS.summary.id, {
    total: formats.usd(version.totalCents),
    pieces: formats.number(pieces),
    delivery: deliveryTermsOf(version.incoterm, version.port),
    validUntil: version.validUntil === null ? '' : dayText(i18n, version.validUntil),
  });
  const greeting = buyerName ? i18n._(WORDS.dear.id, { name: buyerName }) : i18n._(WORDS.hello);
  const attached = i18n._(WORDS.attached.id, { reference, number: version.number, summary });
  const page = i18n._(WORDS.page);
  const regards = i18n._(WORDS.regards);
  const contacts = [company.phone, company.website].filter(Boolean).join(' · ');
  const lines = [greeting, '', attached, '', page, pageUrl, '', regards, staffName, company.name, contacts];
  return {
    subject: headerSafe(i18n._(WORDS.subject.id, { reference, number: version.number, company: company.name })),
    text: lines.join('\n'),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(attached).replace(escapeHtml(reference), `<strong>${escapeHtml(reference)}</strong>`)}</p>`,
      `<p>${escapeHtml(page)}<br><a href="${escapeHtml(pageUrl)}">${escapeHtml(pageUrl)}</a></p>`,
      `<p>${escapeHtml(regards)}<br>${escapeHtml(staffName)}<br>${escapeHtml(company.name)}<br>${escapeHtml(contacts)}</p>`,
    ].join(''),
  };
}
