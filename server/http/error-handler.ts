import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import { ZodError } from 'zod';
import { errorStatus } from './cache-policy';
import { answeredAsOutage } from './database-outage';
import { HttpError, SERVICE_UNAVAILABLE_MESSAGE } from './http-error';
import { answerIn, fieldErrorsIn, fieldErrorsOf, refusalI18nOf, signedInStaffLocaleOf } from './refusal-words';

// What status and body an error becomes, for the whole application: registered once, last. A request that reached
// the API is answered in JSON; anything else (a missing picture, a failure before a page could render) in a line of
// text. Pages that rendered answer their own errors with the site's error page (server/render/render-page.tsx).
// A refusal is written in the language of the staff member signed in (their back-office catalogue), in the buyer's
// on the public API (which has translated it before it comes here, server/http/request-locale.ts), else in English.

interface ErrorFields {
  type?: string;
  status?: number;
  statusCode?: number;
  message?: string;
}

/** Mounted first on the API: from there on, an error is answered in JSON. */
export const errorsAnsweredInJson: RequestHandler = (_req, res, next) => {
  res.locals.errorsInJson = true;
  next();
};

async function answerApiError(error: unknown, req: Request, res: Response): Promise<'logged' | 'quiet'> {
  if (error instanceof ZodError) {
    const staff = signedInStaffLocaleOf(req) ? await wordsOrNull(req) : null;
    errorStatus(res, 400).json({ error: 'Invalid request', errors: staff ? fieldErrorsIn(error, staff) : fieldErrorsOf(error) });
    return 'quiet';
  }
  if (error instanceof HttpError) {
    const i18n = await wordsOrNull(req);
    for (const [name, value] of Object.entries(error.headers)) res.setHeader(name, value);
    const english = { error: error.message, ...(error.fieldErrors ? { errors: error.fieldErrors } : {}) };
    errorStatus(res, error.status).json(i18n ? answerIn(error, i18n) : english);
    return 'quiet';
  }
  const { type, status } = error as ErrorFields;
  if (type === 'entity.parse.failed') errorStatus(res, 400).json({ error: 'Malformed JSON body' });
  else if (type === 'entity.too.large') errorStatus(res, 413).json({ error: 'Request body is too large' });
  else if (status && status >= 400 && status < 500) errorStatus(res, status).json({ error: 'Bad request' });
  else {
    errorStatus(res, 500).json({ error: 'Something went wrong on our side. Please try again.' });
    return 'logged';
  }
  return 'quiet';
}

/** The catalogue of the refusal's words; null (the English as the error holds it) when it cannot be loaded. */
async function wordsOrNull(req: Request) {
  try {
    return await refusalI18nOf(req);
  } catch (error) {
    req.log.warn({ err: error }, 'The back office catalogue could not be loaded; answering in English');
    return null;
  }
}

function textOf(status: number, message: string | undefined): string {
  if (status === 404) return 'Not found';
  return status < 500 ? message || 'Bad request' : 'Sorry, something went wrong.';
}

// Express 5 waits for the promise an error handler returns (a rejection goes to its own final handler).
export const errorHandler: ErrorRequestHandler = async (error: unknown, req, res, _next) => {
  const inJson = res.locals.errorsInJson === true;
  if (answeredAsOutage(req, res, [error])) {
    if (res.headersSent) res.end();
    else if (inJson) res.json({ error: SERVICE_UNAVAILABLE_MESSAGE });
    else res.type('text/plain').send(SERVICE_UNAVAILABLE_MESSAGE);
    return;
  }
  if (inJson && !res.headersSent) {
    if ((await answerApiError(error, req, res)) === 'logged') req.log.error({ err: error }, 'API request failed');
    return;
  }
  const { status: ownStatus, statusCode, message } = (error ?? {}) as ErrorFields;
  const status = ownStatus ?? statusCode ?? 500;
  if (status >= 500) req.log.error({ err: error }, 'Request failed');
  if (res.headersSent) {
    res.end();
    return;
  }
  const sent = status >= 400 && status < 600 ? status : 500;
  errorStatus(res, sent).type('text/plain').send(textOf(status, message));
};
