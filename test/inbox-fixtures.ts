import type { Db } from '../server/db/connect';
import type { InquiryKind, InquiryStatus } from '../server/db/database';
import { countryOf } from '../server/features/inbox/buyer-origin';
import { companyDomainOf } from '../server/features/inbox/company-domain';
import { COMPANY_WORKING_TIME, replyDueAt } from '../server/features/inbox/reply-clock';
import { newReference } from '../server/features/inquiries/reference.public';

// Inquiries for the inbox's tests, written straight to the database with the times a test needs (the public forms
// stamp them with the database's clock), and a clock the tests move instead of waiting.

/** An instant on the company's wall clock (Ho Chi Minh City, UTC+7 all year): vn('2026-11-16 09:00'). */
export const vn = (wallTime: string) => new Date(`${wallTime.replace(' ', 'T')}:00+07:00`);

/** A clock a test sets: the app and the workers read it, nobody sleeps on it. */
export function testClock(start: Date) {
  let now = start;
  return {
    now: () => now,
    set(at: Date) {
      now = at;
    },
  };
}

export interface FixtureInquiry {
  kind?: InquiryKind;
  receivedAt: Date;
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  subject?: string;
  message?: string;
  status?: InquiryStatus;
  assigneeId?: number | null;
  /** Product paths (and pieces for an order). */
  products?: { path: string; name?: string; pieces?: number }[];
  firstReplyAt?: Date | null;
  /** Leave the due time unset, as for inquiries stored before the inbox existed. */
  withoutDueTime?: boolean;
  /** Also queue the buyer's acknowledgement in the outbox ('skipped': as the daily limit records it). */
  acknowledgement?: 'pending' | 'skipped';
}

function payloadOf(f: FixtureInquiry, kind: InquiryKind) {
  const contact = { name: f.name ?? '', email: f.email ?? '', phone_number: f.phone ?? '' };
  if (kind === 'catalogue') return { email: f.email ?? '' };
  if (kind === 'order') {
    return {
      ...contact,
      message: f.message ?? '',
      items: (f.products ?? []).map((p) => ({
        path: p.path,
        name: p.name ?? p.path,
        variants: [{ colour: 'Natural', quantity: p.pieces ?? 100 }],
      })),
    };
  }
  const product =
    kind === 'quotation' && f.products?.[0] ? { link: `/product/${f.products[0].path}`, name: f.products[0].name ?? 'A product' } : null;
  return { ...contact, subject: f.subject ?? '', message: f.message ?? '', ...(product ? { product } : {}) };
}

export async function insertInquiry(db: Db, f: FixtureInquiry): Promise<{ id: string; reference: string }> {
  const kind = f.kind ?? 'contact';
  const reference = newReference(kind, f.receivedAt);
  const email = f.email === undefined ? `buyer-${Math.random().toString(36).slice(2)}@example.com` : f.email;
  const { id } = await db
    .insertInto('inquiry')
    .values({
      reference,
      kind,
      idempotency_key: null,
      name: f.name === undefined ? 'Test Buyer' : f.name,
      email,
      phone: f.phone ?? null,
      payload: JSON.stringify(payloadOf({ ...f, email }, kind)),
      response: JSON.stringify({ reference }),
      client_ip: null,
      created_at: f.receivedAt,
      updated_at: f.receivedAt,
      status: f.status ?? 'new',
      assignee_id: f.assigneeId ?? null,
      reply_due_at: f.withoutDueTime ? null : replyDueAt(f.receivedAt, COMPANY_WORKING_TIME),
      first_reply_at: f.firstReplyAt ?? null,
      answered_at: f.firstReplyAt ?? null,
      country: countryOf({ phone: f.phone, email }),
      company_domain: companyDomainOf(email),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (f.products?.length) {
    await db
      .insertInto('inquiry_product')
      .values(f.products.map((p) => ({ inquiry_id: id, product_path: p.path, pieces: p.pieces ?? null })))
      .execute();
  }
  if (f.acknowledgement && email) {
    await db
      .insertInto('email_outbox')
      .values({
        inquiry_id: id,
        purpose: 'buyer-acknowledgement',
        to_address: email,
        subject: `We received your inquiry (${reference})`,
        body_text: 'Thank you',
        body_html: '<p>Thank you</p>',
        ...(f.acknowledgement === 'skipped' ? { status: 'skipped' as const, skipped_reason: 'daily limit' } : {}),
      })
      .execute();
  }
  return { id, reference };
}
