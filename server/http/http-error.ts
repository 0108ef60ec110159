export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors?: Record<string, string>,
    /** Sent with the error's answer, e.g. Retry-After with a 429. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const notFound = (what = 'Not found') => new HttpError(404, what);

export const SERVICE_UNAVAILABLE_MESSAGE = 'The catalogue is briefly unavailable. Please try again in a minute.';
