import { type Kysely, sql } from 'kysely';
import type { Database, InquiryKind, InquiryStatus } from '../../server/db/database';
import { paths } from '../../shared/paths';
import { DEMO_REPLY_TEMPLATES } from './reply-templates';
import { newReference } from '../../server/features/inquiries/reference.public';
import { COMPANY_WORKING_TIME, replyDueAt, addWorkingMinutes } from '../../server/features/inbox/reply-clock';
import { countryOf } from '../../server/features/inbox/buyer-origin';
import { companyDomainOf } from '../../server/features/inbox/company-domain';
import { seededRandom, type Random } from '../catalogue/random';
import { insertDemoQuote, type QuotedDemoInquiry } from './demo-quotes';
import { DEMO_BUYERS, DEMO_COLOURS, DEMO_MESSAGES, DEMO_SUBJECTS, type DemoBuyer } from './buyers';

// Ten weeks of inquiries for the demo company's inbox, so a first start shows a working inbox and dashboard:
// every kind, statuses from new to won and lost, replies in and out of the 24-hour promise, a few overdue, a
// buyer who wrote twice, and the quotes sent (demo-quotes.ts). Only the seed command adds them, and only to a database without any inquiry.

const WEEKS = 10;
const PER_WEEK = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The demo site's address, as a buyer's browser would have had it. */
const DEMO_SITE = 'http://localhost:3000';

interface DemoInquiry {
  kind: InquiryKind;
  buyer: DemoBuyer;
  receivedAt: Date;
  payload: Record<string, unknown>;
  products: { path: string; pieces: number | null }[];
}

function payloadOf(kind: InquiryKind, buyer: DemoBuyer, random: Random, products: { path: string; name: string }[]) {
  const message = random.pick(DEMO_MESSAGES);
  if (kind === 'catalogue') return { payload: { email: buyer.email }, asked: [] };
  if (kind === 'contact') {
    // The contact page's message, or the contact form with a subject (spec §5): both arrive as contact messages.
    const payload =
      random.next() < 0.5
        ? { name: buyer.name, email: buyer.email, phone: buyer.phone, content: message }
        : { name: buyer.name, phone_number: buyer.phone, email: buyer.email, subject: random.pick(DEMO_SUBJECTS), message };
    return { payload, asked: [] };
  }
  if (kind === 'quotation') {
    const product = random.pick(products);
    return {
      payload: {
        name: buyer.name,
        phone_number: buyer.phone,
        email: buyer.email,
        subject: `Quotation for ${product.name}`,
        message,
        // As the site's quotation form sends it: the product page's full address.
        product: { link: `${DEMO_SITE}${paths.product(product.path)}`, name: product.name },
      },
      asked: [{ path: product.path, pieces: null }],
    };
  }
  const items = random.shuffle(products).slice(0, random.int(1, 4));
  const lines = items.map((product) => ({
    path: product.path,
    name: product.name,
    variants: random
      .shuffle(DEMO_COLOURS)
      .slice(0, random.int(1, 2))
      .map((colour) => ({ colour, quantity: random.int(1, 6) * 100 })),
  }));
  return {
    payload: { name: buyer.name, phone_number: buyer.phone, email: buyer.email, message: random.next() < 0.5 ? message : '', items: lines },
    asked: lines.map((line) => ({ path: line.path, pieces: line.variants.reduce((sum, v) => sum + v.quantity, 0) })),
  };
}

/** What a quote answers: a basket's colours and pieces, a quotation request's product. */
function askedOf(inquiry: DemoInquiry): QuotedDemoInquiry['asked'] {
  const items = inquiry.payload.items as { path: string; variants: { colour: string; quantity: number }[] }[] | undefined;
  if (items) return items.map((item) => ({ path: item.path, colours: item.variants }));
  return inquiry.products.map((product) => ({ path: product.path, colours: [] }));
}

/** Where an inquiry of this age stands, as a sales team that mostly keeps its promise would leave it. */
function outcomeOf(kind: InquiryKind, ageDays: number, random: Random): { status: InquiryStatus; replyAfterMinutes: number | null } {
  const roll = random.next();
  if (roll < 0.05) return { status: 'spam', replyAfterMinutes: null };
  if (ageDays < 1.5 && roll < 0.7) return { status: 'new', replyAfterMinutes: null };
  if (ageDays < 4 && roll < 0.25) return { status: 'new', replyAfterMinutes: null }; // waiting, within the promise
  if (ageDays < 8 && roll < 0.15) return { status: 'new', replyAfterMinutes: null }; // waiting past it: overdue
  // Working minutes to the first reply: mostly within the day, some late.
  const replyAfterMinutes = random.next() < 0.85 ? random.int(20, 900) : random.int(1500, 3000);
  if (kind === 'contact' || kind === 'catalogue') return { status: random.next() < 0.6 ? 'closed' : 'open', replyAfterMinutes };
  if (ageDays < 7) return { status: random.next() < 0.5 ? 'open' : 'quoted', replyAfterMinutes };
  const later = random.next();
  return { status: later < 0.35 ? 'won' : later < 0.6 ? 'lost' : 'quoted', replyAfterMinutes };
}

export async function seedDemoInquiries(db: Kysely<Database>, now = new Date()): Promise<number> {
  const existing = await db.selectFrom('inquiry').select('id').limit(1).executeTakeFirst();
  if (existing) return 0;
  const products = await db.selectFrom('product').select(['path', 'name']).orderBy('id').execute();
  if (products.length === 0) return 0;
  const random = seededRandom(20261124);
  const inquiries: DemoInquiry[] = [];
  for (let index = 0; index < WEEKS * PER_WEEK; index++) {
    const kind = random.pick<InquiryKind>(['quotation', 'quotation', 'order', 'order', 'contact', 'catalogue']);
    const buyer = random.pick(DEMO_BUYERS);
    const receivedAt = new Date(now.getTime() - random.next() * WEEKS * 7 * DAY_MS);
    const { payload, asked } = payloadOf(kind, buyer, random, products);
    inquiries.push({ kind, buyer, receivedAt, payload, products: asked });
  }
  // The same buyer sending the same basket twice, an hour apart: a duplicate to merge.
  const twice = inquiries.find((inquiry) => inquiry.kind === 'order')!;
  inquiries.push({ ...twice, receivedAt: new Date(twice.receivedAt.getTime() + 60 * 60 * 1000) });
  inquiries.sort((a, b) => a.receivedAt.getTime() - b.receivedAt.getTime());

  await db.transaction().execute(async (trx) => {
    // The inbox's reply templates, as an owner would keep them.
    if (!(await trx.selectFrom('reply_template').select('id').limit(1).executeTakeFirst())) {
      await trx.insertInto('reply_template').values(DEMO_REPLY_TEMPLATES).execute();
    }
    const quoted: QuotedDemoInquiry[] = [];
    for (const inquiry of inquiries) {
      const ageDays = (now.getTime() - inquiry.receivedAt.getTime()) / DAY_MS;
      const { status, replyAfterMinutes } = outcomeOf(inquiry.kind, ageDays, random);
      const firstReplyAt =
        replyAfterMinutes === null ? null : addWorkingMinutes(inquiry.receivedAt, replyAfterMinutes, COMPANY_WORKING_TIME);
      const replied = firstReplyAt && firstReplyAt < now ? firstReplyAt : null;
      const { buyer } = inquiry;
      const { id } = await trx
        .insertInto('inquiry')
        .values({
          reference: newReference(inquiry.kind, inquiry.receivedAt),
          kind: inquiry.kind,
          idempotency_key: null,
          name: inquiry.kind === 'catalogue' ? null : buyer.name,
          email: buyer.email,
          phone: inquiry.kind === 'catalogue' ? null : buyer.phone,
          payload: JSON.stringify(inquiry.payload),
          response: null,
          client_ip: null,
          created_at: inquiry.receivedAt,
          updated_at: replied ?? inquiry.receivedAt,
          status: replied || status === 'spam' || status === 'new' ? status : 'new',
          reply_due_at: replyDueAt(inquiry.receivedAt, COMPANY_WORKING_TIME),
          first_reply_at: replied,
          answered_at: replied,
          country: countryOf(inquiry.kind === 'catalogue' ? { email: buyer.email } : buyer),
          company_domain: companyDomainOf(buyer.email),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (inquiry.products.length > 0) {
        await trx
          .insertInto('inquiry_product')
          .values(inquiry.products.map((p) => ({ inquiry_id: id, product_path: p.path, pieces: p.pieces })))
          .onConflict((oc) => oc.doNothing())
          .execute();
      }
      // A quotation request or basket answered with a quote: quoted first, then won or lost by what the buyer did.
      const withQuote =
        replied &&
        (inquiry.kind === 'quotation' || inquiry.kind === 'order') &&
        (status === 'quoted' || status === 'won' || status === 'lost');
      if (withQuote) {
        quoted.push({ id, buyerName: buyer.name, outcome: status, sentAt: replied, asked: askedOf(inquiry) });
      }
      if (replied) {
        await trx
          .insertInto('inquiry_event')
          .values([
            {
              inquiry_id: id,
              at: replied,
              actor_label: 'demo data',
              kind: 'reply',
              body: 'Thank you for your inquiry. Our price list and carton sizes are attached.',
            },
            ...(status !== 'new'
              ? [
                  {
                    inquiry_id: id,
                    at: replied,
                    actor_label: 'demo data',
                    kind: 'status' as const,
                    from_value: 'new',
                    to_value: withQuote ? 'quoted' : status,
                  },
                ]
              : []),
          ])
          .execute();
      }
    }
    for (const inquiry of quoted) await insertDemoQuote(trx, inquiry, now, random);
  });
  await sql`analyze inquiry`.execute(db);
  return inquiries.length;
}
