import type { I18n, MessageDescriptor } from '@lingui/core';
import type { InquiryKind } from '../../db/database';
import { inCatalogue } from '../../../shared/i18n/refusal-text';
import { escapeHtml, headerSafe } from '../../mail/mail-text';
import { BUYER_QUOTE_TEXT } from '../../../shared/buyer-quote';
import { INQUIRY_NOTE_MESSAGE } from '../../../shared/catalogue';
import type { MessagingContact } from '../../../shared/messaging-apps';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
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
  /** The messaging apps the company is on, each with its chat link. */
  messaging: MessagingContact[];
  emails: string[];
  address: string;
  website: string;
}

/**
 * What the acknowledgement tells the buyer will happen next, after the site's 24-hour promise: only what sales do
 * for that kind of inquiry. A catalogue request's answer carries the catalogue itself (CATALOGUE_ENCLOSED).
 */
export const ACKNOWLEDGEMENT_NEXT: Record<InquiryKind, MessageDescriptor> = {
  quotation: /*i18n*/ { id: 'Our sales team will prepare your quotation and send it to you by e-mail.' },
  order: /*i18n*/ { id: 'Our sales team will prepare a quotation for the products and quantities you chose and send it to you by e-mail.' },
  contact: /*i18n*/ { id: 'A member of our sales team will answer your message.' },
  catalogue: /*i18n*/ {
    id: 'A member of our sales team will be glad to answer any question about our products, and to quote the ones you choose.',
  },
};

/** The catalogue a catalogue request's acknowledgement carries: attached as a PDF, and always its address. */
export interface CatalogueEnclosed {
  /** The PDF catalogue's public address, where its latest edition always is. */
  url: string;
  attached: boolean;
}

/** What the acknowledgement says of the catalogue it carries: only that it is attached when it is. */
export const catalogueLines = ({ url, attached }: CatalogueEnclosed) =>
  attached
    ? { line: /*i18n*/ { id: 'Our product catalogue is attached to this e-mail as a PDF. Its latest edition is always here:' }, url }
    : { line: /*i18n*/ { id: 'Download our product catalogue (PDF), always in its latest edition, here:' }, url };

/**
 * The thanks, naming what the buyer sent ("Thank you for your message"): one sentence per kind, so each language
 * words it as a whole.
 */
const THANKS: Record<InquiryKind, MessageDescriptor> = {
  quotation: /*i18n*/ { id: 'Thank you for your quotation request. Your reference is {reference}.' },
  order: /*i18n*/ { id: 'Thank you for your order inquiry. Your reference is {reference}.' },
  contact: /*i18n*/ { id: 'Thank you for your message. Your reference is {reference}.' },
  catalogue: /*i18n*/ { id: 'Thank you for your catalogue request. Your reference is {reference}.' },
};

const SUBJECT: Record<InquiryKind, MessageDescriptor> = {
  quotation: /*i18n*/ { id: 'We received your quotation request ({reference})' },
  order: /*i18n*/ { id: 'We received your order inquiry ({reference})' },
  contact: /*i18n*/ { id: 'We received your message ({reference})' },
  catalogue: /*i18n*/ { id: 'We received your catalogue request ({reference})' },
};

const WORDS = {
  hello: /*i18n*/ { id: 'Hello {name},' },
  helloNobody: /*i18n*/ { id: 'Hello,' },
  askedAbout: /*i18n*/ { id: 'You asked about:' },
  productPieces: /*i18n*/ { id: '{name} ({pieces, plural, one {# piece} other {# pieces}})' },
  phone: /*i18n*/ { id: 'Phone' },
  email: /*i18n*/ { id: 'E-mail' },
  address: /*i18n*/ { id: 'Address' },
  website: /*i18n*/ { id: 'Website' },
} satisfies Record<string, MessageDescriptor>;

/** The line before the link to the buyer's own page, for the kinds that have one. */
const PAGE_LINE: Record<Exclude<InquiryKind, 'catalogue'>, string> = {
  quotation: BUYER_QUOTE_TEXT.followInMail,
  order: BUYER_QUOTE_TEXT.followInMail,
  contact: BUYER_QUOTE_TEXT.followMessageInMail,
};

const GREETED_NAME_MAX = 60;
const GREETED_NAME_WORDS = 6;
/** Words of letters (any script, with their accents), joined by spaces, apostrophes, hyphens and full stops. */
const NAME_SHAPE = /^[\p{L}\p{M}]+(?:[ '’.-]+[\p{L}\p{M}]+)*\.?$/u;

/**
 * The name the acknowledgement greets the buyer by: the one they gave, when it reads as a person's name, else null
 * ("Hello,"). A name is the one thing the visitor wrote that the acknowledgement repeats, so it is taken only in a
 * shape that carries nothing else: letters, at most 6 words and 60 characters, no digits (a phone number), no
 * `<`, `:` or `/` (markup, a link) and no dot inside a word (a domain a mail program would turn into a link).
 */
export function greetedName(name: string): string | null {
  const trimmed = name.replace(/\s+/g, ' ').trim();
  if (!trimmed || trimmed.length > GREETED_NAME_MAX || !NAME_SHAPE.test(trimmed)) return null;
  if (trimmed.split(' ').length > GREETED_NAME_WORDS || /\.[\p{L}\p{M}]{2,}/u.test(trimmed)) return null;
  return trimmed;
}

/** What the acknowledgement is about and to whom. */
export interface AcknowledgementFacts {
  reference: string;
  /** The name the buyer gave ('' when the form asks for none). */
  buyerName: string;
  asked: AskedProduct[];
  company: CompanyContacts;
  /** The buyer's own page of the inquiry (a secret link), or null when it has none. */
  pageUrl?: string | null;
  /** A catalogue request's catalogue. */
  catalogue?: CatalogueEnclosed | null;
}

/**
 * The buyer's acknowledgement, in the language of the page the inquiry was sent from (`i18n`). It goes to whatever
 * address the visitor typed, so it carries only the company's own words: a greeting with the buyer's name when it
 * is only a name (`greetedName`), the reference, the products asked about by the catalogue's names and links, the
 * 24-hour promise and the company's contacts. Nothing else the visitor wrote (subject, message, product names) is
 * repeated: otherwise anyone could send their own text to anyone under the company's name.
 */
export function buyerAcknowledgement(
  i18n: I18n,
  kind: InquiryKind,
  { reference, buyerName, asked, company, pageUrl = null, catalogue = null }: AcknowledgementFacts,
): MailContent {
  const name = greetedName(buyerName);
  const greeting = name ? i18n._(WORDS.hello.id, { name }) : i18n._(WORDS.helloNobody);
  const next = i18n._(ACKNOWLEDGEMENT_NEXT[kind]);
  const page =
    pageUrl && kind !== 'catalogue'
      ? { line: inCatalogue(i18n, PAGE_LINE[kind]), url: pageUrl }
      : catalogue && kind === 'catalogue'
        ? (({ line, url }) => ({ line: i18n._(line), url }))(catalogueLines(catalogue))
        : null;
  const promise = i18n._(INQUIRY_NOTE_MESSAGE);
  const thanks = (ref: string) => i18n._(THANKS[kind].id, { reference: ref });
  const productLine = (p: AskedProduct) => (p.pieces ? i18n._(WORDS.productPieces.id, { name: p.name, pieces: p.pieces }) : p.name);
  // A messaging number is written with its chat link: a click opens the chat in the app.
  const contacts: [label: string, value: string, link?: string][] = [
    [i18n._(WORDS.phone), company.phone],
    ...company.messaging.map((contact): [string, string, string] => [contact.app, contact.number, contact.url]),
    [i18n._(WORDS.email), company.emails.join(', ')],
    [i18n._(WORDS.address), company.address],
    [i18n._(WORDS.website), company.website],
  ];
  const text = [
    greeting,
    '',
    thanks(reference),
    ...(asked.length ? ['', i18n._(WORDS.askedAbout), ...asked.map((p) => `- ${productLine(p)}: ${p.url}`)] : []),
    '',
    promise,
    '',
    next,
    ...(page ? ['', page.line, page.url] : []),
    '',
    company.name,
    ...contacts.filter(([, value]) => value).map(([label, value, link]) => `${label}: ${value}${link ? ` (${link})` : ''}`),
  ];
  // The reference in bold inside the translated sentence: the sentence is escaped around a mark that stands for it.
  const mark = '\u0000';
  const thanksHtml = escapeHtml(thanks(mark)).replace(mark, `<strong>${escapeHtml(reference)}</strong>`);
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${thanksHtml}</p>`,
    asked.length
      ? `<p>${escapeHtml(i18n._(WORDS.askedAbout))}</p><ul>${asked
          .map((p) => `<li><a href="${escapeHtml(p.url)}">${escapeHtml(productLine(p))}</a></li>`)
          .join('')}</ul>`
      : '',
    `<p>${escapeHtml(promise)}</p>`,
    `<p>${escapeHtml(next)}</p>`,
    page ? `<p>${escapeHtml(page.line)}<br><a href="${escapeHtml(page.url)}">${escapeHtml(page.url)}</a></p>` : '',
    `<p><strong>${escapeHtml(company.name)}</strong><br>${contacts
      .filter(([, value]) => value)
      .map(
        ([label, value, link]) =>
          `${escapeHtml(label)}: ${link ? `<a href="${escapeHtml(link)}">${escapeHtml(value)}</a>` : escapeHtml(value)}`,
      )
      .join('<br>')}</p>`,
  ];
  return {
    subject: headerSafe(i18n._(SUBJECT[kind].id, { reference })),
    text: text.join('\n'),
    html: html.join(''),
  };
}
