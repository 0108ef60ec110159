import { createHash } from 'node:crypto';
import type { Request } from 'express';
import { z } from 'zod';
import { loadSiteCatalogue } from '../../client/i18n/site-i18n';
import type { FormSubmission, SubmitForm } from '../../shared/form-posts';
import { IDEMPOTENCY_HEADER, TOAST_TEXT } from '../../shared/inquiries';
import { isDatabaseUnavailable } from '../db/availability';
import { HttpError } from './http-error';
import { endpointKey, Reply, type RequestContext, type ContractHandlers } from './mount-contract';
import { inLocale, pageLocaleOf } from './request-locale';

/**
 * How long a form posted again with the same words, from the same address, is the same submission: a second press
 * of Send, or a reload of the page that thanked for it, answers with the first reference and stores nothing new.
 */
const SAME_SUBMISSION_MS = 60 * 60 * 1000;

/**
 * The idempotency key of a posted form. A page kept for every visitor cannot carry a key of its own per visitor,
 * so the key is made of what was sent: the endpoint, the sender's address, the words, and the hour.
 */
export function postedFormKey(path: string, clientIp: string | null, body: Record<string, unknown>, now: Date): string {
  const words = Object.entries(body).sort(([a], [b]) => (a < b ? -1 : 1));
  const hour = Math.floor(now.getTime() / SAME_SUBMISSION_MS);
  const digest = createHash('sha256')
    .update(JSON.stringify([path, clientIp, words, hour]))
    .digest('base64url');
  return `form-${digest}`;
}

const refusesCookies = () => {
  throw new Error('A posted form sets no cookie');
};

/**
 * Forms posted to pages reach the same endpoints as the browser's JSON requests, with the same checks in the same
 * order (the guard, then every field by the endpoint's schema, then its handler): one set of rules, limits and
 * messages whichever way a buyer sends. What the JSON API answers with a status and a body, this gives the page
 * to render; nothing a person can send becomes an exception.
 */
export function formSubmitter(services: ContractHandlers[], clock: () => Date): (req: Request) => SubmitForm {
  const endpoints = new Map<string, { handle: ContractHandlers['handlers'][string]; guard: ContractHandlers['guard']; body?: z.ZodType }>();
  for (const { contract, handlers, guard } of services)
    for (const [name, endpoint] of Object.entries(contract))
      endpoints.set(endpointKey(endpoint), { handle: handlers[name]!, guard, body: endpoint.body?.(z) });

  return (req) =>
    async (endpoint, body): Promise<FormSubmission> => {
      const served = endpoints.get(endpointKey(endpoint));
      const locale = pageLocaleOf(req);
      if (!served) throw new Error(`No form is answered by ${endpointKey(endpoint)}`);
      const key = postedFormKey(endpoint.path, req.ip ?? null, body, clock());
      const facts: RequestContext = {
        header: (name) => (name.toLowerCase() === IDEMPOTENCY_HEADER.toLowerCase() ? key : undefined),
        clientIp: req.ip ?? null,
        rawBody: body,
        log: req.log,
        principal: null,
        locale,
        setCookie: refusesCookies,
        clearCookie: refusesCookies,
      };
      try {
        served.guard?.(facts);
        const input = served.body ? { body: await served.body.parseAsync(body) } : {};
        const answer = await served.handle(input, facts);
        return answer instanceof Reply ? { status: answer.status, response: answer.body } : { status: 200, response: answer };
      } catch (thrown) {
        // In the words of the page the form was posted from.
        const error = await inLocale(thrown, locale);
        if (error instanceof HttpError && error.status < 500)
          return error.fieldErrors ? { status: error.status, errors: error.fieldErrors } : { status: error.status, failure: error.message };
        const outage = isDatabaseUnavailable(error);
        if (outage) req.log.warn({ err: error }, 'Database unavailable');
        else req.log.error({ err: error }, 'Posted form failed');
        return { status: outage ? 503 : 500, failure: (await loadSiteCatalogue(locale))._(TOAST_TEXT.submitFailed) };
      }
    };
}
