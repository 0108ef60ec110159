import { piecesPerColourText } from '../../../shared/inquiries';
import { oneLine } from '../../../shared/plain-text';
import { BUYER_MESSAGE_LABEL } from '../../../shared/staff/inbox';
import type { InquiryKind } from '../../db/database';

// What the buyer sent, read back from the stored payload for staff. Payloads are stored as each form sent them
// (the contact form, the contact page's message, the catalogue request, the basket) and older rows may lack fields:
// nothing here trusts a payload's shape, and a field that is missing or not text is left out.

type Payload = Record<string, unknown>;

const asPayload = (payload: unknown): Payload =>
  payload && typeof payload === 'object' && !Array.isArray(payload) ? (payload as Payload) : {};

const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** A basket line as the buyer sent it. */
export interface BasketLine {
  path: string;
  name: string;
  colours: { colour: string; quantity: number }[];
}

export function basketLinesOf(payload: unknown): BasketLine[] {
  const items = asPayload(payload).items;
  if (!Array.isArray(items)) return [];
  return items.flatMap((item) => {
    const line = asPayload(item);
    const path = textOf(line.path);
    if (!path) return [];
    return [{ path, name: textOf(line.name), colours: coloursOf(line.variants) }];
  });
}

/** Pieces per colour as a form sent them (a basket line's, or those planned with a quotation request). */
function coloursOf(variants: unknown): BasketLine['colours'] {
  return (Array.isArray(variants) ? variants : []).flatMap((v) => {
    const variant = asPayload(v);
    const quantity = variant.quantity;
    return typeof quantity === 'number' && Number.isFinite(quantity) ? [{ colour: textOf(variant.colour), quantity }] : [];
  });
}

/** The buyer's own words: the contact form's message, or the contact page's content. */
export function messageOf(payload: unknown): string {
  const p = asPayload(payload);
  return textOf(p.message) || textOf(p.content);
}

/** The product a quotation request names, as the visitor's page sent it. */
function askedProductOf(payload: unknown): { name: string; link: string; planned: BasketLine['colours'] } | null {
  const product = asPayload(asPayload(payload).product);
  const name = textOf(product.name);
  const link = textOf(product.link);
  return name || link ? { name, link, planned: coloursOf(product.variants) } : null;
}

/** Every field the buyer sent, labelled, in the form's order; empty ones left out. */
export function labelledFields(kind: InquiryKind, payload: unknown): { label: string; value: string }[] {
  const p = asPayload(payload);
  const product = askedProductOf(payload);
  const lines = kind === 'order' ? basketLinesOf(payload) : [];
  const rows: [string, string][] = [
    ['Name', textOf(p.name)],
    ['Phone', textOf(p.phone_number) || textOf(p.phone)],
    ['E-mail', textOf(p.email)],
    ['Product', product ? [product.name, product.link && `(${product.link})`].filter(Boolean).join(' ') : ''],
    ['Planned', product ? piecesPerColourText(product.planned) : ''],
    ['Products', lines.map((line) => `${line.name || line.path}: ${piecesPerColourText(line.colours)}`).join('\n')],
    ['Subject', textOf(p.subject)],
    [BUYER_MESSAGE_LABEL, messageOf(payload)],
  ];
  return rows.filter(([, value]) => value !== '').map(([label, value]) => ({ label, value }));
}

const PREVIEW_CHARS = 120;

/** One line for the list: the subject, or the first words of the message; for a basket, how many products. */
export function previewOf(kind: InquiryKind, payload: unknown): string {
  const p = asPayload(payload);
  if (kind === 'order') {
    const count = basketLinesOf(payload).length;
    const head = `${count} product${count === 1 ? '' : 's'}`;
    const message = messageOf(payload);
    return shorten(message ? `${head}: ${message}` : head);
  }
  const words = textOf(p.subject) || messageOf(payload);
  if (words) return shorten(words);
  return kind === 'catalogue' ? 'Catalogue request' : '';
}

function shorten(text: string): string {
  const line = oneLine(text);
  if (line.length <= PREVIEW_CHARS) return line;
  const cut = line.slice(0, PREVIEW_CHARS);
  const space = cut.lastIndexOf(' ');
  return `${(space > PREVIEW_CHARS / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
