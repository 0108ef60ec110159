import type { QuoteVersionView } from '../../../shared/contracts/quotes';
import { deliveryTermsOf, formatUsd } from '../../../shared/quotes';
import { escapeHtml, headerSafe } from '../../mail/mail-text';

// The e-mail that carries a quote to the buyer: a few lines of the company's own words (the PDF has the detail),
// the link to their page, and the sales person's signature.

export interface QuoteMailInput {
  reference: string;
  buyerName: string | null;
  version: QuoteVersionView;
  pageUrl: string;
  staffName: string;
  company: { name: string; phone: string; website: string };
}

export function quoteMail({ reference, buyerName, version, pageUrl, staffName, company }: QuoteMailInput) {
  const pieces = version.lines.reduce((sum, line) => sum + line.quantity, 0);
  const delivery = deliveryTermsOf(version.incoterm, version.port);
  const summary = `${formatUsd(version.totalCents)} for ${pieces.toLocaleString('en')} pieces, ${delivery}, valid until ${version.validUntil}.`;
  const greeting = buyerName ? `Dear ${buyerName},` : 'Hello,';
  const lines = [
    greeting,
    '',
    `Please find attached our quotation for your inquiry ${reference} (version ${version.number}): ${summary}`,
    '',
    'On your page you can download it again, accept it, or ask us a question:',
    pageUrl,
    '',
    'Kind regards,',
    staffName,
    company.name,
    [company.phone, company.website].filter(Boolean).join(' · '),
  ];
  return {
    subject: headerSafe(`Quotation ${reference}, version ${version.number} — ${company.name}`),
    text: lines.join('\n'),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>Please find attached our quotation for your inquiry <strong>${escapeHtml(reference)}</strong> (version ${version.number}): ${escapeHtml(summary)}</p>`,
      `<p>On your page you can download it again, accept it, or ask us a question:<br><a href="${escapeHtml(pageUrl)}">${escapeHtml(pageUrl)}</a></p>`,
      `<p>Kind regards,<br>${escapeHtml(staffName)}<br>${escapeHtml(company.name)}<br>${escapeHtml([company.phone, company.website].filter(Boolean).join(' · '))}</p>`,
    ].join(''),
  };
}
