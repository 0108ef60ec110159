import type { ErrorRequestHandler } from 'express';
import { ZodError } from 'zod';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../db/availability';
import { errorStatus } from './cache-policy';
import { HttpError, SERVICE_UNAVAILABLE_MESSAGE } from './http-error';

/** Field name → first message, for every failing field at once. */
export function fieldErrorsOf(error: ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.join('.') : '_';
    errors[field] ??= issue.message;
  }
  return errors;
}

interface BodyParserError {
  type?: string;
  status?: number;
}

/** The one error handler of the JSON API; registered after every API route. */
export const apiErrorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  if (error instanceof ZodError) {
    errorStatus(res, 400).json({ error: 'Invalid request', errors: fieldErrorsOf(error) });
    return;
  }
  if (error instanceof HttpError) {
    errorStatus(res, error.status).json({ error: error.message, ...(error.fieldErrors ? { errors: error.fieldErrors } : {}) });
    return;
  }
  const parserError = error as BodyParserError;
  if (parserError.type === 'entity.parse.failed') {
    errorStatus(res, 400).json({ error: 'Malformed JSON body' });
    return;
  }
  if (parserError.type === 'entity.too.large') {
    errorStatus(res, 413).json({ error: 'Request body is too large' });
    return;
  }
  if (parserError.status && parserError.status >= 400 && parserError.status < 500) {
    errorStatus(res, parserError.status).json({ error: 'Bad request' });
    return;
  }
  if (isDatabaseUnavailable(error)) {
    req.log.warn({ err: error }, 'Database unavailable');
    errorStatus(res, 503).setHeader('Retry-After', String(RETRY_AFTER_SECONDS)).json({ error: SERVICE_UNAVAILABLE_MESSAGE });
    return;
  }
  req.log.error({ err: error }, 'API request failed');
  errorStatus(res, 500).json({ error: 'Something went wrong on our side. Please try again.' });
};
