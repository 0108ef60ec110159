import type { InquiryKind } from '../db/database';
import { INQUIRY_NOTE } from '../../shared/catalogue';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Header values never carry a line break, so no one can add a header through a form field. */
export const headerSafe = (text: string) =>
  text
    .replace(/[\r\n\t]+/g, ' ')
    .trim()
    .slice(0, 200);

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

export function salesNotice(kind: InquiryKind, reference: string, rows: [string, string][]): MailContent {
  const body = table([['Reference', reference], ...rows]);
  const subject = headerSafe(`${KIND_TITLE[kind]} ${reference}${rows[0] ? ` from ${rows[0][1]}` : ''}`);
  return {
    subject,
    text: `${KIND_TITLE[kind]} received on the website.\n\n${body.text}\n`,
    html: `<p>${escapeHtml(KIND_TITLE[kind])} received on the website.</p>${body.html}`,
  };
}

export function buyerAcknowledgement(
  kind: InquiryKind,
  reference: string,
  name: string,
  companyName: string,
  summary: [string, string][],
): MailContent {
  const greeting = name ? `Dear ${name},` : 'Hello,';
  const body = table(summary);
  const lines = [
    greeting,
    '',
    `Thank you for your ${KIND_TITLE[kind].toLowerCase()}. Your reference is ${reference}.`,
    INQUIRY_NOTE,
    '',
    body.text,
    '',
    companyName,
  ];
  return {
    subject: headerSafe(`We received your ${KIND_TITLE[kind].toLowerCase()} (${reference})`),
    text: lines.join('\n'),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>Thank you for your ${escapeHtml(KIND_TITLE[kind].toLowerCase())}. Your reference is <strong>${escapeHtml(reference)}</strong>.</p>`,
      `<p>${escapeHtml(INQUIRY_NOTE)}</p>`,
      body.html,
      `<p>${escapeHtml(companyName)}</p>`,
    ].join(''),
  };
}
