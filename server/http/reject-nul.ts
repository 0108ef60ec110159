import type { RequestHandler } from 'express';
import { HttpError } from './http-error';

// PostgreSQL cannot store the NUL character in text or JSON, and no person types one: a request that carries one
// (in its path, query or JSON body) is refused at the door instead of failing deep inside a query.
const NUL = '\u0000';
export const NUL_MESSAGE = 'Text must not contain NUL characters';

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes(NUL);
  if (!value || typeof value !== 'object' || depth > 64) return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes(NUL) || containsNul(item, depth + 1));
}

function urlContainsNul(url: string): boolean {
  if (!url.includes('%')) return url.includes(NUL);
  try {
    return decodeURIComponent(url).includes(NUL);
  } catch {
    // Malformed escapes are the router's to refuse; %00 inside them still counts.
    return /%00/i.test(url);
  }
}

/** Before the routes: a NUL in the URL is a 400. */
export const rejectNulInUrl: RequestHandler = (req, _res, next) => {
  next(urlContainsNul(req.originalUrl) ? new HttpError(400, NUL_MESSAGE) : undefined);
};

/** After the JSON parser: a NUL anywhere in the body (keys included) is a 400. */
export const rejectNulInBody: RequestHandler = (req, _res, next) => {
  next(containsNul(req.body) ? new HttpError(400, NUL_MESSAGE) : undefined);
};
