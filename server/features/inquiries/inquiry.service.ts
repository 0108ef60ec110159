import type { InquiryReceipt } from '../../../shared/inquiries';
import { RATE_LIMIT_MESSAGE } from '../../../shared/inquiries';
import { localizedHref, type SiteLocale } from '../../../shared/i18n/locales';
import { buyerI18n } from '../../i18n/buyer-i18n';
import { paths } from '../../../shared/paths';
import { messagingContactsOf } from '../../../shared/messaging-apps';
import { adminPaths } from '../../../shared/staff/addresses';
import { findSiteConfig } from '../company/site-config.public';
import { addBuyerLink, prepareForInbox } from '../inbox/new-inquiry.public';
import type { Db } from '../../db/connect';
import type { InquiryKind } from '../../db/database';
import { HttpError } from '../../http/http-error';
import type { MailAttachment } from '../../mail/outbox.repository';
import { hashOfToken, newSecretToken } from '../../http/secret-token';
import { type AskedProduct, buyerAcknowledgement, type CompanyContacts } from './inquiry-mails';
import { type NoticeRow, salesNotices } from './sales-notice-mail';
import { ACKNOWLEDGEMENT_COUNTS, acknowledgementSkipReason, recipientKey } from './acknowledgement-limits';
import type { AskedPath } from './asked-products';
import {
  ACKNOWLEDGEMENT,
  countRecentAcknowledgements,
  countRecentFromIp,
  findByIdempotencyKey,
  insertInquiry,
  lockUntilCommit,
  type NewMail,
  productNamesByPath,
  queueMails,
  referenceExists,
  staffLocalesByEmail,
} from './inquiry.repository';
import { newReference } from './reference.public';

export interface Submission {
  kind: InquiryKind;
  idempotencyKey: string | null;
  clientIp: string | null;
  contact: { name: string; email: string; phone: string };
  /** What was sent, as stored. */
  payload: unknown;
  /** Label and value of every field, for the sales notice (never for the buyer's acknowledgement). */
  rows: NoticeRow[];
  /** The products the inquiry names, by path; the acknowledgement shows those the catalogue has, by its names. */
  askedAbout: AskedPath[];
  /** The site locale it was sent from: stored with it, and its acknowledgement is written in it. */
  locale: SiteLocale;
}

export interface SubmitResult {
  receipt: InquiryReceipt;
  /** false when the same submission (same idempotency key) was already stored: its first answer is replayed. */
  created: boolean;
}

export interface InquiryServiceOptions {
  /** Where sales notices go; the site's first e-mail address when empty. */
  salesEmails: string[];
  rateLimitPerMinute: number;
  /** The site's public origin, for the product links in acknowledgements. */
  publicBaseUrl: string;
  /**
   * The inquiry's own reply address, when the company's mailbox is read (INBOUND_IMAP_URL): the buyer's answer joins
   * it. Without one the acknowledgement asks to be answered to the company's first e-mail address.
   */
  replyAddress?: (reference: string) => string | null;
  /**
   * The PDF catalogue's edition in a locale, attached to a catalogue request's acknowledgement in the request's;
   * without it the mail links to it alone.
   */
  cataloguePdf?: (locale: SiteLocale) => Promise<{ bytes: Buffer; fileName: string }>;
}

/** The catalogue to attach, or null when it cannot be had now: the acknowledgement then links to it only. */
async function catalogueAttachment(options: InquiryServiceOptions, locale: SiteLocale): Promise<MailAttachment | null> {
  if (!options.cataloguePdf) return null;
  try {
    const file = await options.cataloguePdf(locale);
    return { fileName: file.fileName, contentType: 'application/pdf', bytes: file.bytes };
  } catch {
    return null;
  }
}

const RATE_WINDOW_SECONDS = 60;

/**
 * Stores an inquiry and the e-mails about it in one transaction: when this resolves, the inquiry is committed
 * and its mails will be delivered by the outbox worker, even if the process dies right after.
 *
 * The limits (inquiries per address a minute, acknowledgements per recipient and per address a day) are counted
 * and the inquiry inserted under locks held until commit, keyed by the address and the recipient: requests in
 * parallel, in any number of processes on the database, are counted one after the other.
 */
export function createInquiryService(db: Db, options: InquiryServiceOptions) {
  async function replay(trx: Db, key: string): Promise<SubmitResult | null> {
    const existing = await findByIdempotencyKey(trx, key);
    return existing ? { receipt: existing.response as InquiryReceipt, created: false } : null;
  }

  async function uniqueReference(kind: InquiryKind): Promise<string> {
    for (;;) {
      const reference = newReference(kind);
      if (!(await referenceExists(db, reference))) return reference;
    }
  }

  /** A page of the site in the buyer's language, as an absolute address. */
  const pageUrl = (locale: SiteLocale, href: string) => `${options.publicBaseUrl}${localizedHref(locale, href)}`;

  async function askedProducts(asked: AskedPath[], locale: SiteLocale): Promise<AskedProduct[]> {
    const names = await productNamesByPath(db, [...new Set(asked.map((a) => a.path))]);
    return asked.flatMap(({ path, pieces }) => {
      const name = names.get(path);
      return name ? [{ name, url: pageUrl(locale, paths.product(path)), ...(pieces ? { pieces } : {}) }] : [];
    });
  }

  return {
    async submit(submission: Submission): Promise<SubmitResult> {
      const { idempotencyKey, clientIp } = submission;
      if (idempotencyKey) {
        const earlier = await replay(db, idempotencyKey);
        if (earlier) return earlier;
      }
      // A flood from one address is turned away before any other work; the count that decides is the one under the lock.
      if (clientIp && (await countRecentFromIp(db, clientIp, RATE_WINDOW_SECONDS)) >= options.rateLimitPerMinute) {
        throw new HttpError(429, RATE_LIMIT_MESSAGE.id);
      }
      const site = await findSiteConfig(db);
      const salesEmails = options.salesEmails.length ? options.salesEmails : (site?.emails ?? []).slice(0, 1);
      const reference = await uniqueReference(submission.kind);
      const receipt: InquiryReceipt = { reference };
      const { name, email, phone } = submission.contact;
      // Each in the language of the staff account at that address (English for one that has none).
      const salesLocales = await staffLocalesByEmail(db, salesEmails);
      const salesRecipients = salesEmails.map((to) => ({ email: to, locale: salesLocales.get(to.trim().toLowerCase()) ?? null }));
      // Known once the inquiry is stored: each notice links to it in the back office.
      const noticesOf = async (id: string): Promise<NewMail[]> =>
        (
          await salesNotices(salesRecipients, {
            kind: submission.kind,
            reference,
            rows: submission.rows,
            link: `${options.publicBaseUrl}${adminPaths.inquiry(id)}`,
          })
        ).map(({ recipient, mail }) => ({
          purpose: 'sales-notice',
          to: recipient.email,
          // Answering the notice from a mail program answers the buyer.
          replyTo: email || null,
          ...mail,
        }));
      const company: CompanyContacts = {
        name: site?.company_name ?? '',
        phone: site?.phone ?? '',
        messaging: site ? messagingContactsOf(site) : [],
        emails: site?.emails ?? [],
        address: site?.address ?? '',
        website: options.publicBaseUrl,
      };
      // A buyer who can be answered by e-mail, about anything but a catalogue, can follow the inquiry on a page of
      // their own: its link is in the acknowledgement (which is emptied once delivered), its hash in buyer_link.
      const buyerToken = email && submission.kind !== 'catalogue' ? newSecretToken() : null;
      const { locale } = submission;
      const asked = email ? await askedProducts(submission.askedAbout, locale) : [];
      const i18n = await buyerI18n(locale);
      // A catalogue request is answered with the catalogue in its language: attached, and its address in the text.
      const catalogueFile = email && submission.kind === 'catalogue' ? await catalogueAttachment(options, locale) : null;
      const catalogue =
        submission.kind === 'catalogue' ? { url: pageUrl(locale, paths.cataloguePdf()), attached: catalogueFile !== null } : null;
      const facts = { reference, buyerName: name, asked, company };
      const acknowledgement = email
        ? buyerAcknowledgement(i18n, submission.kind, {
            ...facts,
            pageUrl: buyerToken ? pageUrl(locale, paths.buyerQuote(buyerToken)) : null,
            catalogue,
          })
        : null;

      return db.transaction().execute(async (trx) => {
        const acknowledgements: NewMail[] = [];
        // Always in this order (address, then recipient): requests may wait on each other, but never in a circle.
        if (clientIp) {
          await lockUntilCommit(trx, `inquiries-from:${clientIp}`);
          // A request with the same key that held the lock before us has committed by now.
          const earlier = idempotencyKey ? await replay(trx, idempotencyKey) : null;
          if (earlier) return earlier;
          if ((await countRecentFromIp(trx, clientIp, RATE_WINDOW_SECONDS)) >= options.rateLimitPerMinute) {
            throw new HttpError(429, RATE_LIMIT_MESSAGE.id);
          }
        }
        if (acknowledgement) {
          const key = recipientKey(email);
          await lockUntilCommit(trx, `acknowledgements-to:${key}`);
          const recent = await countRecentAcknowledgements(trx, { recipientKey: key, ip: clientIp }, ACKNOWLEDGEMENT_COUNTS);
          const skippedReason = acknowledgementSkipReason(recent);
          acknowledgements.push({
            purpose: ACKNOWLEDGEMENT,
            to: email,
            recipientKey: key,
            senderIp: clientIp,
            // The inquiry's own address when the company's mailbox is read; else the company's first address, as the
            // site shows it: a buyer who answers reaches a person, never the site's sending address.
            replyTo: options.replyAddress?.(reference) ?? company.emails[0] ?? null,
            // A mail that is not sent keeps no link: nobody was given it.
            ...(skippedReason
              ? { ...buyerAcknowledgement(i18n, submission.kind, facts), skippedReason }
              : { ...acknowledgement, secretBody: buyerToken !== null, attachments: catalogueFile ? [catalogueFile] : [] }),
          });
        }
        const id = await insertInquiry(trx, {
          reference,
          kind: submission.kind,
          idempotencyKey,
          name: name || null,
          email: email || null,
          phone: phone || null,
          payload: submission.payload,
          response: receipt,
          clientIp,
          locale,
        });
        if (id !== null) {
          // The inbox's facts of it (due time, country, products, assignee), committed with it.
          await prepareForInbox(trx, { id, askedAbout: submission.askedAbout });
          if (buyerToken) await addBuyerLink(trx, id, hashOfToken(buyerToken));
          await queueMails(trx, id, [...(await noticesOf(id)), ...acknowledgements]);
          return { receipt, created: true };
        }
        // The same key was committed meanwhile by a concurrent request under another address's lock (or none).
        return (await replay(trx, idempotencyKey!))!;
      });
    },
  };
}

export type InquiryService = ReturnType<typeof createInquiryService>;
