import { englishOfFields, englishOfRefusal, type RefusalText } from '../../shared/i18n/refusal-text';

/**
 * A refusal with its status. Its words may be catalogue messages (RefusalText): `message` and `fieldErrors` are
 * their English (for logs and the server's own checks), `text` and `fieldTexts` what the error handler writes in
 * the asker's language.
 */
export class HttpError extends Error {
  readonly fieldErrors?: Record<string, string>;

  constructor(
    readonly status: number,
    readonly text: RefusalText,
    readonly fieldTexts?: Record<string, RefusalText>,
    /** Sent with the error's answer, e.g. Retry-After with a 429. */
    readonly headers: Record<string, string> = {},
  ) {
    super(englishOfRefusal(text));
    if (fieldTexts) this.fieldErrors = englishOfFields(fieldTexts);
  }
}

export const notFound = (what: RefusalText = 'Not found') => new HttpError(404, what);

export const SERVICE_UNAVAILABLE_MESSAGE = 'The catalogue is briefly unavailable. Please try again in a minute.';
