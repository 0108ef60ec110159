import type { InquiryDetail, InquiryEvent } from '../../../shared/contracts/inbox';
import { replySubjectOf } from '../../../shared/staff/inbox';
import { buyerLocalTime, buyerTimeZone, countryName } from './buyer-origin';
import { type InboxContext, summaryOf, workingTime } from './inbox-context';
import { eventsOf, inquiryReference, productsOf, versionAndLastEvent } from './inbox-inquiry.repository';
import { findSummary, historyOf } from './inbox-list.repository';
import { basketLinesOf, labelledFields } from './inquiry-fields';
import { acknowledgementOf, attachmentsOfInquiryMails } from './inquiry-mail.repository';

// One inquiry as its page in the back office shows it: every field, the products, the buyer's time, its history of
// events and the buyer's other inquiries; and the quick poll the open page asks whether anything changed.

const HISTORY_LIMIT = 50;

export function createInquiryReader({ db, clock }: InboxContext) {
  async function detail(id: string): Promise<InquiryDetail | null> {
    const row = await findSummary(db, id);
    if (!row) return null;
    const now = clock();
    const [wt, events, products, history, acknowledgement, mergedInto, files] = await Promise.all([
      workingTime(db),
      eventsOf(db, id),
      productsOf(db, id),
      historyOf(db, { id, email: row.email, companyDomain: row.company_domain }, HISTORY_LIMIT),
      acknowledgementOf(db, id),
      row.merged_into_id ? inquiryReference(db, row.merged_into_id) : Promise.resolve(undefined),
      attachmentsOfInquiryMails(db, id),
    ]);
    const lines = new Map(basketLinesOf(row.payload).map((line) => [line.path, line]));
    const zone = row.country ? buyerTimeZone(row.country) : null;
    const fields = labelledFields(row.kind, row.payload);
    return {
      ...summaryOf(row, now, wt),
      fields,
      products: products.map((p) => ({
        path: p.path,
        name: p.name,
        pieces: p.pieces,
        colours: lines.get(p.path)?.colours ?? [],
      })),
      buyerLocalTime: zone ? `${buyerLocalTime(now, zone)}, ${zone}` : null,
      countryName: row.country ? countryName(row.country) : null,
      events: events.map((e): InquiryEvent => ({
        id: e.id,
        at: e.at.toISOString(),
        actor: e.actor_label,
        kind: e.kind,
        from: e.from_value,
        to: e.to_value,
        body: e.body,
        delivery: e.outbox_id ? (e.delivery ?? null) : null,
        files: e.files,
        mail: e.mail_id
          ? {
              from: e.mail_from ?? '',
              fromBuyer: e.mail_from_buyer ?? false,
              quoted: e.mail_quoted ?? '',
              attachments: files
                .filter((file) => file.inbound_mail_id === e.mail_id)
                .map((file) => ({ id: file.id, fileName: file.file_name, contentType: file.content_type, size: file.size })),
            }
          : null,
      })),
      history: history.map((h) => summaryOf(h, now, wt)),
      mergedInto: mergedInto ? { id: mergedInto.id, reference: mergedInto.reference } : null,
      acknowledged: Boolean(acknowledgement),
      replySubject: replySubjectOf({
        reference: row.reference,
        threadSubject: acknowledgement?.subject ?? null,
        buyerSubject: fields.find((field) => field.label.trim().toLowerCase() === 'subject')?.value ?? null,
      }),
      asOf: now.toISOString(),
    };
  }

  return {
    detail,

    /** The inquiry's version and latest event, in one indexed read: what an open inquiry asks every few seconds. */
    pollInquiry: (id: string): Promise<{ version: number; lastEventId: string | null } | null> => versionAndLastEvent(db, id),
  };
}
