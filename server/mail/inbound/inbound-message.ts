import { type AddressObject, simpleParser } from 'mailparser';
import { oneLine } from '../../../shared/plain-text';

// A mail from the company's mailbox, read for what the inbox needs: who sent it, what it answers (its headers and
// the addresses it was sent to), what the sender wrote (the history they quoted folded apart) and its files. The
// text is all that is shown: a mail's HTML is read as text (mailparser's), never rendered in the back office.

/** The most a buyer's mail may bring in files: larger ones are left out and named in the history. */
export const ATTACHMENT_MAX_BYTES = 15 * 1024 * 1024;
export const ATTACHMENTS_PER_MAIL = 20;

export interface InboundAttachment {
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

export interface InboundMessage {
  messageId: string | null;
  /** In-Reply-To and References: the Message-IDs of the mails it answers, nearest first. */
  answers: string[];
  /** Every address it was sent to (To, Cc, Delivered-To). */
  recipients: string[];
  from: { address: string; name: string | null };
  subject: string;
  sentAt: Date | null;
  text: string;
  quoted: string;
  attachments: InboundAttachment[];
  /** Files left out, with why. */
  leftOut: string[];
}

const addressesOf = (field: AddressObject | AddressObject[] | undefined): { address: string; name: string }[] =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((group) =>
    group.value.flatMap((entry) => [
      ...(entry.address ? [{ address: entry.address.toLowerCase(), name: entry.name }] : []),
      ...(entry.group ?? []).flatMap((member) => (member.address ? [{ address: member.address.toLowerCase(), name: member.name }] : [])),
    ]),
  );

const messageIdsOf = (value: string | string[] | undefined): string[] =>
  (Array.isArray(value) ? value : value ? [value] : []).flatMap((header) => header.match(/<[^<>\s]+>/g) ?? []);

/**
 * Where the sender's own words end and the history their mail program quoted begins: an attribution line ("On
 * Mon, … wrote:", "Am … schrieb …:", "Le … a écrit :"), an Outlook header block, or the first quoted line.
 */
const QUOTE_START = [
  /^On .+ wrote:\s*$/i,
  /^Am .+ schrieb .+:\s*$/i,
  /^Le .+ a écrit\s*:\s*$/i,
  /^-{2,}\s*Original Message\s*-{2,}\s*$/i,
  /^_{5,}\s*$/,
  /^From: .+$/,
  /^>/,
];

export function foldQuotedHistory(text: string): { text: string; quoted: string } {
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  const start = lines.findIndex((line) => QUOTE_START.some((pattern) => pattern.test(line.trim())));
  if (start <= 0) return { text: text.trim(), quoted: '' };
  return { text: lines.slice(0, start).join('\n').trim(), quoted: lines.slice(start).join('\n').trim() };
}

const startsWith = (bytes: Buffer, signature: number[], at = 0) => signature.every((byte, i) => bytes[at + i] === byte);
const OFFICE_TYPES: Record<string, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

/**
 * What a file is, from its first bytes, never from the label the sender's mail program gave it: the kinds buyers
 * send (spec sheets, photos, drawings, spreadsheets), else text when it reads as text, else unknown bytes. Written
 * here rather than with a file-type library: the one made for it is published as ES modules only, which this
 * project's tests (CommonJS under Jest) cannot load.
 */
export function sniffAttachment(bytes: Buffer, fileName: string): string {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46])) return 'application/pdf';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47])) return 'image/png';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return 'image/gif';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  if (startsWith(bytes, [0x66, 0x74, 0x79, 0x70], 4)) {
    const brand = bytes.subarray(8, 12).toString('latin1');
    if (brand === 'avif') return 'image/avif';
    if (brand.startsWith('hei') || brand === 'mif1') return 'image/heic';
  }
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return OFFICE_TYPES[fileName.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/zip';
  const head = bytes.subarray(0, 4096);
  if (!head.includes(0) && Buffer.from(head.toString('utf8'), 'utf8').equals(head)) return 'text/plain; charset=utf-8';
  return 'application/octet-stream';
}

/** A file name safe to keep and to offer for download: no path, no control characters, never empty. */
export const safeFileName = (name: string | undefined, position: number) =>
  (name ?? '')
    .replace(/^.*[\\/]/, '')
    .split('')
    .filter((char) => char.charCodeAt(0) > 0x1f && char.charCodeAt(0) !== 0x7f)
    .join('')
    .trim()
    .slice(0, 200) || `attachment-${position + 1}`;

export async function readInboundMessage(source: Buffer): Promise<InboundMessage> {
  const parsed = await simpleParser(source, { skipHtmlToText: false, skipTextLinks: true });
  const from = addressesOf(parsed.from)[0];
  const deliveredTo = parsed.headers.get('delivered-to');
  const recipients = [
    ...addressesOf(parsed.to),
    ...addressesOf(parsed.cc),
    ...(typeof deliveredTo === 'string' ? [{ address: deliveredTo.trim().toLowerCase(), name: '' }] : []),
  ].map((entry) => entry.address);
  const { text, quoted } = foldQuotedHistory(parsed.text ?? '');
  const attachments: InboundAttachment[] = [];
  const leftOut: string[] = [];
  let total = 0;
  for (const [position, file] of parsed.attachments.entries()) {
    const fileName = safeFileName(file.filename, position);
    // A picture the sender's mail program placed in the text (a signature's logo) is not a file they sent.
    if (file.related && file.contentDisposition !== 'attachment') continue;
    if (attachments.length >= ATTACHMENTS_PER_MAIL || total + file.size > ATTACHMENT_MAX_BYTES) {
      leftOut.push(`${fileName} (over the ${Math.round(ATTACHMENT_MAX_BYTES / 1024 / 1024)} MB a mail may bring)`);
      continue;
    }
    total += file.size;
    attachments.push({ fileName, contentType: sniffAttachment(file.content, fileName), bytes: file.content });
  }
  return {
    messageId: parsed.messageId ?? null,
    answers: [...messageIdsOf(parsed.inReplyTo), ...messageIdsOf(parsed.references).reverse()],
    recipients,
    from: { address: from?.address ?? '', name: from?.name || null },
    subject: oneLine(parsed.subject ?? ''),
    sentAt: parsed.date ?? null,
    text,
    quoted,
    attachments,
    leftOut,
  };
}
