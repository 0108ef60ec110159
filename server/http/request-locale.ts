import type { I18n } from '@lingui/core';
import type { Request } from 'express';
import { ZodError } from 'zod';
import { DEFAULT_LOCALE, SITE_LOCALES, type SiteLocale, splitLocale } from '../../shared/i18n/locales';
import { loadSiteCatalogue } from '../../client/i18n/site-i18n';
import { fieldErrorsOf } from './error-handler';
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
 * A message in `i18n`'s language when it is one of the catalogue's, by its id (the English text of a message
 * without values); any other message as it is.
 */
export const inCatalogue = (i18n: I18n, message: string): string => (i18n.messages[message] === undefined ? message : i18n._(message));

/** Each failing field's message in the catalogue's language: the rule's message with its values, or its id. */
export function fieldErrorsIn(error: ZodError, i18n: I18n): Record<string, string> {
  return fieldErrorsOf(error, (issue) => {
    const message = issue.code === 'custom' ? (issue.params as { message?: Parameters<I18n['_']>[0] } | undefined)?.message : undefined;
    return message ? i18n._(message) : inCatalogue(i18n, issue.message);
  });
}

/**
 * An error of a public endpoint, its words in `locale`: a refused body (ZodError) becomes the API's 400 with each
 * field's message, an HttpError keeps its status and headers; anything else stays as it is.
 */
export async function inLocale(error: unknown, locale: SiteLocale): Promise<unknown> {
  if (!(error instanceof ZodError) && !(error instanceof HttpError)) return error;
  const i18n = await loadSiteCatalogue(locale);
  if (error instanceof ZodError) return new HttpError(400, 'Invalid request', fieldErrorsIn(error, i18n));
  const fields =
    error.fieldErrors && Object.fromEntries(Object.entries(error.fieldErrors).map(([name, text]) => [name, inCatalogue(i18n, text)]));
  return new HttpError(error.status, inCatalogue(i18n, error.message), fields, error.headers);
}
