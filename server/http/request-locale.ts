import type { Request } from 'express';
import { ZodError } from 'zod';
import { DEFAULT_LOCALE, SITE_LOCALES, type SiteLocale, splitLocale } from '../../shared/i18n/locales';
import { loadSiteCatalogue } from '../../client/i18n/site-i18n';
import { answerIn, fieldErrorsIn } from './refusal-words';
import { HttpError } from './http-error';

// The public site's answers are written in the language the buyer reads: a form posted as a page in the page's
// language (its address), the JSON API's in the one the request asks for (Accept-Language: the site's own fetch
// client sends the page's). Nobody is redirected by it; it only chooses the words of an answer.

/** The site locale a JSON request asks for, by its Accept-Language; English when it asks for none of them. */
export function apiLocaleOf(req: Request): SiteLocale {
  const accepted = req.acceptsLanguages(...SITE_LOCALES);
  return accepted ? (accepted as SiteLocale) : DEFAULT_LOCALE;
}

/** The locale of the page a form was posted to: the first segment of its address. */
export const pageLocaleOf = (req: Request): SiteLocale => splitLocale(req.path).locale;

/**
 * An error of a public endpoint, its words in `locale`: a refused body (ZodError) becomes the API's 400 with each
 * field's message, an HttpError keeps its status and headers; anything else stays as it is.
 */
export async function inLocale(error: unknown, locale: SiteLocale): Promise<unknown> {
  if (!(error instanceof ZodError) && !(error instanceof HttpError)) return error;
  const i18n = await loadSiteCatalogue(locale);
  if (error instanceof ZodError) return new HttpError(400, 'Invalid request', fieldErrorsIn(error, i18n));
  const { error: message, errors } = answerIn(error, i18n);
  return new HttpError(error.status, message, errors, error.headers);
}
