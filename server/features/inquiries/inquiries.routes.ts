import { HONEYPOT_FIELD } from '../../../shared/contracts/define-endpoint';
import { inquiriesApi } from '../../../shared/contracts/inquiries';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN, type InquiryReceipt } from '../../../shared/inquiries';
import { HttpError } from '../../http/http-error';
import { type Implementation, Reply, type RequestContext, contractHandlers, type ContractHandlers } from '../../http/mount-contract';
import { productPathFromLink } from './asked-products';
import { NOTICE_EMPTY, type NoticeRow } from './sales-notice-mail';
import type { InquiryService, Submission } from './inquiry.service';

function idempotencyKeyOf(request: RequestContext): string | null {
  const key = request.header(IDEMPOTENCY_HEADER);
  if (key === undefined) return null;
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw new HttpError(400, `${IDEMPOTENCY_HEADER} must be 8 to 100 letters, digits, '-' or '_'`);
  return key;
}

/** Bots fill every field; people never see this one. */
function rejectBots(request: RequestContext) {
  const body = request.rawBody as Record<string, unknown> | undefined;
  const trap = body && typeof body === 'object' ? body[HONEYPOT_FIELD] : undefined;
  if (typeof trap === 'string' && trap.trim() !== '') {
    throw new HttpError(400, 'Invalid request', { [HONEYPOT_FIELD]: 'Leave this field empty.' });
  }
}

type Inquiry = Omit<Submission, 'idempotencyKey' | 'clientIp' | 'locale'>;

// Buyers' inquiries. A 201 means the inquiry and its e-mails are committed; a repeat of the same
// Idempotency-Key answers 200 with the first reference and stores nothing new.
export function inquiriesRoutes(inquiries: InquiryService): ContractHandlers {
  async function submit(inquiry: Inquiry, request: RequestContext): Promise<Reply<InquiryReceipt>> {
    const { receipt, created } = await inquiries.submit({
      ...inquiry,
      idempotencyKey: idempotencyKeyOf(request),
      clientIp: request.clientIp,
      locale: request.locale,
    });
    // The reference and kind only: names and addresses stay out of the logs.
    request.log.info(
      { reference: receipt.reference, kind: inquiry.kind, replayed: !created },
      created ? 'Inquiry stored' : 'Inquiry repeated',
    );
    return created ? new Reply(201, receipt) : new Reply(200, receipt, { 'Idempotent-Replayed': 'true' });
  }

  const implementation: Implementation<typeof inquiriesApi> = {
    sendContact: ({ body }, request) => {
      // With a product it is a quotation request: the product is named in the notice and, when it is one of the
      // catalogue's, in the acknowledgement.
      const { product, ...enquiry } = body;
      const productPath = product ? productPathFromLink(product.link) : null;
      const planned = product?.variants ?? [];
      const productRow: NoticeRow[] = product ? [['product', `${product.name} (${product.link})`]] : [];
      // The pieces per colour planned on the order page come with the request: sales see what the buyer asked.
      const plannedRow: NoticeRow[] = planned.length ? [['planned', planned.map((v) => `${v.colour} × ${v.quantity}`).join(', ')]] : [];
      return submit(
        {
          kind: product ? 'quotation' : 'contact',
          contact: { name: enquiry.name, email: enquiry.email, phone: enquiry.phone_number },
          payload: product ? body : enquiry,
          rows: [
            ['name', enquiry.name],
            ['phone', enquiry.phone_number],
            ['email', enquiry.email],
            ...productRow,
            ...plannedRow,
            ['subject', enquiry.subject],
            ['message', enquiry.message],
          ],
          askedAbout: productPath
            ? [{ path: productPath, ...(planned.length ? { pieces: planned.reduce((sum, v) => sum + v.quantity, 0) } : {}) }]
            : [],
        },
        request,
      );
    },

    sendMessage: ({ body: m }, request) =>
      submit(
        {
          kind: 'contact',
          contact: { name: m.name, email: m.email, phone: m.phone },
          payload: m,
          rows: [
            ['name', m.name],
            ['phone', m.phone],
            ['email', m.email || NOTICE_EMPTY.notGiven],
            ['message', m.content],
          ],
          askedAbout: [],
        },
        request,
      ),

    registerEmail: async ({ body: c }, request) =>
      // The specification lets an empty request pass (§5); with nobody to answer, there is nothing to store or mail.
      c.email
        ? submit(
            {
              kind: 'catalogue',
              contact: { name: '', email: c.email, phone: '' },
              payload: c,
              rows: [['email', c.email]],
              askedAbout: [],
            },
            request,
          )
        : new Reply(200, { reference: null }),

    sendOrder: ({ body: o }, request) => {
      const lines = o.items.map(
        (item) => `${item.name} (${item.path}): ${item.variants.map((v) => `${v.colour} × ${v.quantity}`).join(', ')}`,
      );
      return submit(
        {
          kind: 'order',
          contact: { name: o.name, email: o.email, phone: o.phone_number },
          payload: o,
          rows: [
            ['name', o.name],
            ['phone', o.phone_number],
            ['email', o.email],
            ['products', lines.join('\n')],
            ['message', o.message || NOTICE_EMPTY.none],
          ],
          askedAbout: o.items.map((item) => ({ path: item.path, pieces: item.variants.reduce((sum, v) => sum + v.quantity, 0) })),
        },
        request,
      );
    },
  };

  // The honeypot and the key are checked before the fields, so a bot or a broken client hears of that first.
  return contractHandlers(inquiriesApi, implementation, {
    guard: (request) => {
      rejectBots(request);
      idempotencyKeyOf(request);
    },
  });
}
