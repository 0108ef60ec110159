import { createTestApp } from './test-app';
import { httpClient } from './http';

// The public inquiry forms through the API, as buyers' browsers post them, on the run's shared database, with what
// the server stored and queued for each inquiry.

/** A quotation request for one product, as the product page's form sends it. */
export const quotation = {
  name: 'Anna Berg',
  phone_number: '+(123) 456-7890',
  email: 'anna@example.com',
  subject: 'Seagrass baskets for spring',
  message: '500 pieces in two colours, please.',
  product: { link: 'http://catalogue.test/product/seagrass-basket', name: 'Seagrass Basket' },
};

/**
 * The test app (made in a `beforeAll`, closed in an `afterAll`) and buyers posting to it. Other test files write
 * inquiries to the same database at the same time, and the limits count per sending address and per recipient in
 * it: each file passes a `network` (the first two parts of its addresses, '10.9') and a `mailTag` (its buyers'
 * addresses start with it) no other file uses.
 */
export function inquiryForms({ network, mailTag }: { network: string; mailTag: string }) {
  let site: ReturnType<typeof createTestApp>;
  beforeAll(() => {
    site = createTestApp();
  });
  afterAll(() => site.database.close());
  const db = () => site.database.db;
  const http = httpClient(() => site.app);

  // Each test speaks from its own address, so the per-address rate limit only meets the test that wants it.
  let lastOctet = 10;
  const newIp = () => `${network}.${Math.floor(lastOctet / 250)}.${(lastOctet++ % 250) + 1}`;
  // A recipient gets at most 3 acknowledgements a day: a test that looks at its acknowledgement writes to an
  // address of its own.
  let lastBuyer = 0;
  const ownEmail = () => `${mailTag}-${process.pid}-${++lastBuyer}@example.com`;

  /** `body` posted to the inquiry endpoint at `path` (under /api) from `ip`. */
  const post = (path: string, body: unknown, ip = newIp()) => http.post(`/api${path}`, body).set('X-Forwarded-For', ip);

  const inquiryRows = (reference: string) => db().selectFrom('inquiry').selectAll().where('reference', '=', reference).execute();
  /** What was stored from one address. */
  const storedFrom = (ip: string) => db().selectFrom('inquiry').select('reference').where('client_ip', '=', ip).execute();
  const outboxOf = (inquiryId: string) =>
    db().selectFrom('email_outbox').selectAll().where('inquiry_id', '=', inquiryId).orderBy('id').execute();
  /** The mails queued for the inquiry of `reference`, and the buyer's acknowledgement among them. */
  async function acknowledgementOf(reference: string) {
    const [row] = await inquiryRows(reference);
    const mails = await outboxOf(row!.id);
    return { acknowledgement: mails.find((m) => m.purpose === 'buyer-acknowledgement'), mails };
  }

  return { db, app: () => site.app, http, newIp, ownEmail, post, inquiryRows, storedFrom, outboxOf, acknowledgementOf };
}
