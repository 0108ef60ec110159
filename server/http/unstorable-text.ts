import type { RequestHandler } from 'express';
import { HttpError } from './http-error';

// Two kinds of text PostgreSQL refuses to store, which no person types: the NUL character (in text or JSON), and
// a lone UTF-16 surrogate, which JSON can spell as "\ud800" but jsonb rejects. A request carrying either is
// refused at the door instead of failing deep inside a query.
const NUL = '\u0000';
// In a `u` regular expression a paired surrogate is one code point; only a lone one is of category Cs.
const LONE_SURROGATE = /\p{Cs}/u;
export const NUL_MESSAGE = 'Text must not contain NUL characters';
export const BROKEN_UNICODE_MESSAGE = 'Text must be valid Unicode';

/** Why PostgreSQL would refuse to store `text`, or null when it would not. */
export function unstorableProblemOf(text: string): string | null {
  if (text.includes(NUL)) return NUL_MESSAGE;
  return LONE_SURROGATE.test(text) ? BROKEN_UNICODE_MESSAGE : null;
}

function problemIn(value: unknown, depth = 0): string | null {
  if (typeof value === 'string') return unstorableProblemOf(value);
  if (!value || typeof value !== 'object' || depth > 64) return null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const problem = problemIn(item, depth + 1);
      if (problem) return problem;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    const problem = unstorableProblemOf(key) ?? problemIn(item, depth + 1);
    if (problem) return problem;
  }
  return null;
}

function urlContainsNul(url: string): boolean {
  if (!url.includes('%')) return url.includes(NUL);
  try {
    return decodeURIComponent(url).includes(NUL);
  } catch {
    // Malformed escapes (lone surrogates among them) are the router's to refuse; %00 inside them still counts.
    return /%00/i.test(url);
  }
}

/** Before the routes: a NUL in the URL is a 400. */
export const rejectNulInUrl: RequestHandler = (req, _res, next) => {
  next(urlContainsNul(req.originalUrl) ? new HttpError(400, NUL_MESSAGE) : undefined);
};

/** After the JSON parser: a NUL or a lone surrogate anywhere in the body (keys included) is a 400. */
export const rejectUnstorableTextInBody: RequestHandler = (req, _res, next) => {
  const problem = problemIn(req.body);
  next(problem ? new HttpError(400, problem) : undefined);
};
