import { type Request, Router } from 'express';
import { HONEYPOT_FIELD, inquiryEndpoints } from '../../../shared/api/endpoints';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '../../../shared/inquiries';
import { HttpError } from '../../http/http-error';
import { productPathFromLink } from './asked-products';
import type { InquiryService, Submission } from './inquiry.service';
import { catalogueRequestSchema, contactMessageSchema, enquirySchema, orderSchema, quotationSchema } from './inquiry.schemas';

function idempotencyKeyOf(req: Request): string | null {
  const key = req.get(IDEMPOTENCY_HEADER);
  if (key === undefined) return null;
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw new HttpError(400, `${IDEMPOTENCY_HEADER} must be 8 to 100 letters, digits, '-' or '_'`);
  return key;
}

/** Bots fill every field; people never see this one. */
function rejectBots(req: Request) {
  const body = req.body as Record<string, unknown> | undefined;
  const trap = body && typeof body === 'object' ? body[HONEYPOT_FIELD] : undefined;
  if (typeof trap === 'string' && trap.trim() !== '') {
    throw new HttpError(400, 'Invalid request', { [HONEYPOT_FIELD]: 'Leave this field empty.' });
  }
}

const hasProduct = (body: unknown) =>
  typeof body === 'object' && body !== null && 'product' in body && (body as { product: unknown }).product != null;

// Buyers' inquiries. A 201 means the inquiry and its e-mails are committed; a repeat of the same
// Idempotency-Key answers 200 with the first reference and stores nothing new.
export function inquiriesRouter(inquiries: InquiryService): Router {
  const router = Router();

  async function submit(req: Request, res: import('express').Response, build: () => Omit<Submission, 'idempotencyKey' | 'clientIp'>) {
    rejectBots(req);
    const idempotencyKey = idempotencyKeyOf(req);
    const submission = build();
    const { receipt, created } = await inquiries.submit({ ...submission, idempotencyKey, clientIp: req.ip ?? null });
    // The reference and kind only: names and addresses stay out of the logs.
    req.log.info(
      { reference: receipt.reference, kind: submission.kind, replayed: !created },
      created ? 'Inquiry stored' : 'Inquiry repeated',
    );
    if (!created) res.setHeader('Idempotent-Replayed', 'true');
    res.status(created ? 201 : 200).json(receipt);
  }

  router.post(inquiryEndpoints.sendContact.path, (req, res) =>
    submit(req, res, () => {
      if (hasProduct(req.body)) {
        const q = quotationSchema.parse(req.body);
        const productPath = productPathFromLink(q.product.link);
        return {
          kind: 'quotation',
          contact: { name: q.name, email: q.email, phone: q.phone_number },
          payload: q,
          rows: [
            ['Name', q.name],
            ['Phone', q.phone_number],
            ['E-mail', q.email],
            ['Product', `${q.product.name} (${q.product.link})`],
            ['Subject', q.subject],
            ['Message', q.message],
          ],
          askedAbout: productPath ? [{ path: productPath }] : [],
        };
      }
      const e = enquirySchema.parse(req.body);
      return {
        kind: 'contact',
        contact: { name: e.name, email: e.email, phone: e.phone_number },
        payload: e,
        rows: [
          ['Name', e.name],
          ['Phone', e.phone_number],
          ['E-mail', e.email],
          ['Subject', e.subject],
          ['Message', e.message],
        ],
        askedAbout: [],
      };
    }),
  );

  router.post(inquiryEndpoints.sendMessage.path, (req, res) =>
    submit(req, res, () => {
      const m = contactMessageSchema.parse(req.body);
      return {
        kind: 'contact',
        contact: { name: m.name, email: m.email, phone: m.phone },
        payload: m,
        rows: [
          ['Name', m.name],
          ['Phone', m.phone],
          ['E-mail', m.email || '(not given)'],
          ['Message', m.content],
        ],
        askedAbout: [],
      };
    }),
  );

  router.post(inquiryEndpoints.registerEmail.path, (req, res) =>
    submit(req, res, () => {
      const c = catalogueRequestSchema.parse(req.body ?? {});
      return {
        kind: 'catalogue',
        contact: { name: '', email: c.email, phone: '' },
        payload: c,
        rows: [['E-mail', c.email || '(not given)']],
        askedAbout: [],
      };
    }),
  );

  router.post(inquiryEndpoints.sendOrder.path, (req, res) =>
    submit(req, res, () => {
      const o = orderSchema.parse(req.body);
      const lines = o.items.map(
        (item) => `${item.name} (${item.path}): ${item.variants.map((v) => `${v.colour} × ${v.quantity}`).join(', ')}`,
      );
      return {
        kind: 'order',
        contact: { name: o.name, email: o.email, phone: o.phone_number },
        payload: o,
        rows: [
          ['Name', o.name],
          ['Phone', o.phone_number],
          ['E-mail', o.email],
          ['Products', lines.join('\n')],
          ['Message', o.message || '(none)'],
        ],
        askedAbout: o.items.map((item) => ({ path: item.path, pieces: item.variants.reduce((sum, v) => sum + v.quantity, 0) })),
      };
    }),
  );

  return router;
}
