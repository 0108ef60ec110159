import { API_BASE, HONEYPOT_FIELD } from '../../shared/api/endpoints';
import { IDEMPOTENCY_HEADER, type InquiryReceipt } from '../../shared/inquiries';
import { apiHeaders } from './http-catalogue-api';

/** The server refused some fields: their messages, keyed by field name. */
export class FieldErrors extends Error {
  constructor(readonly errors: Record<string, string>) {
    super('Some fields are not valid');
  }
}

/** Posts an inquiry; the same idempotency key makes a retry of the same submission safe. */
export async function postInquiry(path: string, body: object, idempotencyKey: string): Promise<InquiryReceipt> {
  const response = await fetch(`${API_BASE}${path}`, {
    method: 'POST',
    headers: { ...apiHeaders(), 'Content-Type': 'application/json', [IDEMPOTENCY_HEADER]: idempotencyKey },
    body: JSON.stringify({ ...body, [HONEYPOT_FIELD]: (body as Record<string, unknown>)[HONEYPOT_FIELD] ?? '' }),
  });
  if (response.status === 400) {
    const answer = (await response.json().catch(() => ({}))) as { errors?: Record<string, string> };
    if (answer.errors) throw new FieldErrors(answer.errors);
  }
  if (!response.ok) throw new Error(`The server answered ${response.status}`);
  return (await response.json()) as InquiryReceipt;
}
