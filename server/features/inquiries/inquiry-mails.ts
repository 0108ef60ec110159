import type { InquiryKind } from '../../db/database';
import { escapeHtml, headerSafe } from '../../mail/mail-text';
import { BUYER_QUOTE_TEXT } from '../../../shared/buyer-quote';
import { INQUIRY_NOTE } from '../../../shared/catalogue';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const KIND_TITLE: Record<InquiryKind, string> = {
  quotation: 'Quotation request',
  contact: 'Contact message',
  catalogue: 'Catalogue request',
  order: 'Order inquiry',
};

/** Rows of label and value; every value is escaped for HTML. */
function table(rows: [string, string][]): { text: string; html: string } {
  return {
    text: rows.map(([label, value]) => `${label}: ${value}`).join('\n'),
    html: `<table cellpadding="6" style="border-collapse:collapse">${rows
      .map(
        ([label, value]) =>
          `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${escapeHtml(value).replace(/\n/g, '<br>')}</td></tr>`,
      )
      .join('')}</table>`,
  };
}

/** What sales are told of a new inquiry: everything the buyer wrote, and `link`, the inquiry in the back office. */
export function salesNotice(kind: InquiryKind, reference: string, rows: [string, string][], link: string): MailContent {
  const body = table([['Reference', reference], ...rows]);
  const subject = headerSafe(`${KIND_TITLE[kind]} ${reference}${rows[0] ? ` from ${rows[0][1]}` : ''}`);
  return {
    subject,
    text: `${KIND_TITLE[kind]} received on the website.\n\n${body.text}\n\nOpen it: ${link}\n`,
    html: `<p>${escapeHtml(KIND_TITLE[kind])} received on the website.</p>${body.html}<p><a href="${escapeHtml(link)}">Open the inquiry</a></p>`,
  };
}

/** A product of our catalogue that the inquiry is about, by the catalogue's own name and address. */
export interface AskedProduct {
  name: string;
  url: string;
  /** Pieces asked for in an order, when given. */
  pieces?: number;
}

/** How the buyer reaches the company: from the site's stored details, never from the inquiry. */
export interface CompanyContacts {
  name: string;
  phone: string;
  emails: string[];
  address: string;
  website: string;
}

/**
 * The buyer's acknowledgement. It goes to whatever address the visitor typed, so it carries only the company's
 * own words: a fixed greeting, the reference, the products asked about by the catalogue's names and links, the
 * 24-hour promise and the company's contacts. Nothing the visitor wrote (name, subject, message) is repeated:
 * otherwise anyone could send their own text to anyone under the company's name.
 */
export function buyerAcknowledgement(
  kind: InquiryKind,
  reference: string,
  asked: AskedProduct[],
  company: CompanyContacts,
  /** The buyer's own page of the inquiry (a secret link), or null when it has none. */
  pageUrl: string | null = null,
): MailContent {
  const what = KIND_TITLE[kind].toLowerCase();
  const productLine = (p: AskedProduct) => `${p.name}${p.pieces ? ` (${p.pieces.toLocaleString('en')} pieces)` : ''}`;
  const contacts: [string, string][] = [
    ['Phone', company.phone],
    ['E-mail', company.emails.join(', ')],
    ['Address', company.address],
    ['Website', company.website],
  ];
  const text = [
    'Hello,',
    '',
    `Thank you for your ${what}. Your reference is ${reference}.`,
    ...(asked.length ? ['', 'You asked about:', ...asked.map((p) => `- ${productLine(p)}: ${p.url}`)] : []),
    '',
    INQUIRY_NOTE,
    ...(pageUrl ? ['', BUYER_QUOTE_TEXT.followInMail, pageUrl] : []),
    '',
    company.name,
    ...contacts.filter(([, value]) => value).map(([label, value]) => `${label}: ${value}`),
  ];
  const html = [
    '<p>Hello,</p>',
    `<p>Thank you for your ${escapeHtml(what)}. Your reference is <strong>${escapeHtml(reference)}</strong>.</p>`,
    asked.length
      ? `<p>You asked about:</p><ul>${asked
          .map((p) => `<li><a href="${escapeHtml(p.url)}">${escapeHtml(productLine(p))}</a></li>`)
          .join('')}</ul>`
      : '',
    `<p>${escapeHtml(INQUIRY_NOTE)}</p>`,
    pageUrl ? `<p>${escapeHtml(BUYER_QUOTE_TEXT.followInMail)}<br><a href="${escapeHtml(pageUrl)}">${escapeHtml(pageUrl)}</a></p>` : '',
    `<p><strong>${escapeHtml(company.name)}</strong><br>${contacts
      .filter(([, value]) => value)
      .map(([label, value]) => `${escapeHtml(label)}: ${escapeHtml(value)}`)
      .join('<br>')}</p>`,
  ];
  return {
    subject: headerSafe(`We received your ${what} (${reference})`),
    text: text.join('\n'),
    html: html.join(''),
  };
}
