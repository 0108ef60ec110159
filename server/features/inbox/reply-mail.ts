import { escapeHtml, headerSafe, htmlLines } from '../../mail/mail-text';
import { COMPANY_WORKING_TIME } from './reply-clock';

// The mail a sales person's reply becomes: their text as they wrote it (escaped: it is never read as HTML), a short
// signature, and the buyer's own message quoted below, as mail programs quote what they answer.

export interface ReplyMailInput {
  subject: string;
  body: string;
  staffName: string;
  /** The sales person's own lines below their name (title, phone, WhatsApp); may be empty. */
  signature: string;
  companyName: string;
  /** What the buyer wrote and when; null when they wrote nothing (a catalogue request). */
  original: { at: Date; message: string } | null;
}

const WHEN_OPTIONS: Intl.DateTimeFormatOptions = {
  timeZone: COMPANY_WORKING_TIME.timeZone,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'short',
};
const whenFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * 'Mon, 23 Nov 2026, 09:30 GMT+7': the company's clock, with its offset, so the buyer can place it. Mails to staff
 * write it in the recipient's language (`intlLocale` 'vi-VN': '09:30 GMT+7 Thứ 2, 23 thg 11, 2026').
 */
export function mailDate(at: Date, intlLocale = 'en-GB'): string {
  let format = whenFormats.get(intlLocale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale, WHEN_OPTIONS);
    whenFormats.set(intlLocale, format);
  }
  return format.format(at);
}

export function replyMail(input: ReplyMailInput): { subject: string; text: string; html: string } {
  const signature = [input.staffName, ...input.signature.split(/\r?\n/).map((line) => line.trim()), input.companyName].filter(Boolean);
  const intro = input.original ? `On ${mailDate(input.original.at)} you wrote:` : null;
  const quoted = input.original?.message.split(/\r?\n/) ?? [];
  const text = [
    input.body,
    '',
    '--',
    ...signature,
    ...(intro ? ['', intro, ...quoted.map((line) => (line ? `> ${line}` : '>'))] : []),
  ].join('\n');
  const html = [
    `<div>${htmlLines(input.body)}</div>`,
    `<p>--<br>${signature.map(escapeHtml).join('<br>')}</p>`,
    intro
      ? `<p>${escapeHtml(intro)}</p><blockquote style="margin:0 0 0 .8ex;border-left:1px solid #ccc;padding-left:1ex">${htmlLines(
          input.original!.message,
        )}</blockquote>`
      : '',
  ].join('');
  return { subject: headerSafe(input.subject), text, html };
}
