import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import { ZodError } from 'zod';
import { errorStatus } from './cache-policy';
import { answeredAsOutage } from './database-outage';
import { HttpError, SERVICE_UNAVAILABLE_MESSAGE } from './http-error';

// What status and body an error becomes, for the whole application: registered once, last. A request that reached
// the API is answered in JSON; anything else (a missing picture, a failure before a page could render) in a line of
// text. Pages that rendered answer their own errors with the site's error page (server/render/render-page.tsx).

/** Field name → first message, for every failing field at once; `messageOf` writes an issue's (as it is, unless told). */
export function fieldErrorsOf(
  error: ZodError,
  messageOf: (issue: ZodError['issues'][number]) => string = (issue) => issue.message,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.join('.') : '_';
    errors[field] ??= messageOf(issue);
  }
  return errors;
}

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

function answerApiError(error: unknown, res: Response): 'logged' | 'quiet' {
  if (error instanceof ZodError) {
    errorStatus(res, 400).json({ error: 'Invalid request', errors: fieldErrorsOf(error) });
    return 'quiet';
  }
  if (error instanceof HttpError) {
    for (const [name, value] of Object.entries(error.headers)) res.setHeader(name, value);
    errorStatus(res, error.status).json({ error: error.message, ...(error.fieldErrors ? { errors: error.fieldErrors } : {}) });
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

function textOf(status: number, message: string | undefined): string {
  if (status === 404) return 'Not found';
  return status < 500 ? message || 'Bad request' : 'Sorry, something went wrong.';
}

export const errorHandler: ErrorRequestHandler = (error: unknown, req, res, _next) => {
  const inJson = res.locals.errorsInJson === true;
  if (answeredAsOutage(req, res, [error])) {
    if (res.headersSent) res.end();
    else if (inJson) res.json({ error: SERVICE_UNAVAILABLE_MESSAGE });
    else res.type('text/plain').send(SERVICE_UNAVAILABLE_MESSAGE);
    return;
  }
  if (inJson && !res.headersSent) {
    if (answerApiError(error, res) === 'logged') req.log.error({ err: error }, 'API request failed');
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
