export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (what = 'Not found') => new HttpError(404, what);

export const SERVICE_UNAVAILABLE_MESSAGE = 'The catalogue is briefly unavailable. Please try again in a minute.';
