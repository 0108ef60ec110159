import type { I18n } from '@lingui/core';
import type { Request } from 'express';
import { ZodError } from 'zod';
import type { StaffLocale } from '../../shared/i18n/locales';
import { inCatalogue, type RefusalText, refusalIn } from '../../shared/i18n/refusal-text';
import { acceptedLanguages, negotiateStaffLocale } from '../../shared/i18n/staff-locale';
import { staffMailI18n } from '../i18n/staff-mail-i18n';
import { HttpError } from './http-error';
import { type Principal, principalOf } from './principal';

// A refusal's words in a catalogue's language: the buyer's (server/http/request-locale.ts) or the staff member's
// (the error handler, for whoever is signed in to the back office). A message the catalogue does not hold keeps
// its English, so a refusal always says something.

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

/** Each failing field's message in the catalogue's language: the rule's message with its values, or its id. */
export function fieldErrorsIn(error: ZodError, i18n: I18n): Record<string, string> {
  return fieldErrorsOf(error, (issue) => {
    // A rule's message the catalogue lacks (a buyer's rule on a staff form) keeps its English, its values in it.
    const message = issue.code === 'custom' ? (issue.params as { message?: RefusalText } | undefined)?.message : undefined;
    return message ? refusalIn(i18n, message) : inCatalogue(i18n, issue.message);
  });
}

/** The words of an HttpError's answer, `{ error, errors }`, in `i18n`'s language. */
export function answerIn(error: HttpError, i18n: I18n): { error: string; errors?: Record<string, string> } {
  const fields =
    error.fieldTexts && Object.fromEntries(Object.entries(error.fieldTexts).map(([name, text]) => [name, refusalIn(i18n, text)]));
  return { error: refusalIn(i18n, error.text), ...(fields ? { errors: fields } : {}) };
}

/**
 * The back-office language of the staff member signed in with this request: their account's, else the one their
 * browser asks for. Null for everyone else, API tokens included: an integration reads the refusals in English, the
 * words its scripts were written against.
 */
export const signedInStaffLocaleOf = (req: Request): StaffLocale | null => staffLocaleOf(principalOf(req), req.get('accept-language'));

/** The same for a handler's request context (its principal and headers). */
export function staffLocaleOf(principal: Principal | null, acceptLanguage: string | undefined): StaffLocale | null {
  if (principal?.via !== 'session') return null;
  return principal.locale ?? negotiateStaffLocale(acceptedLanguages(acceptLanguage));
}

/** The catalogue a refusal is written with: the signed-in staff member's language, else the back office's English. */
export const refusalI18nOf = (req: Request): Promise<I18n> => staffMailI18n(signedInStaffLocaleOf(req));
