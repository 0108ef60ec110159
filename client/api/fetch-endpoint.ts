import {
  AUTH_TOKEN_HEADER,
  USER_TOKEN_KEY,
  type AnswerOf,
  type ApiCaller,
  type Endpoint,
  type InputOf,
} from '../../shared/contracts/define-endpoint';
import { endpointUrl } from '../../shared/contracts/endpoint-url';
import { splitLocale } from '../../shared/i18n/locales';

export class ApiError extends Error {
  constructor(readonly status: number) {
    super(`The server answered ${status}`);
  }
}

/** The server refused some fields (a 400): their messages, keyed by field name. */
export class FieldErrors extends ApiError {
  constructor(readonly errors: Record<string, string>) {
    super(400);
    this.message = 'Some fields are not valid';
  }
}

// Read once when the page loads (spec §7): every call carries it.
function readUserToken(): string {
  try {
    return window.sessionStorage.getItem(USER_TOKEN_KEY) ?? '';
  } catch {
    return '';
  }
}

let userToken: string | undefined;

/** Headers every API call carries (spec §7). */
function apiHeaders(): Record<string, string> {
  userToken ??= readUserToken();
  return { Accept: 'application/json', [AUTH_TOKEN_HEADER]: userToken };
}

export interface FetchOptions {
  signal?: AbortSignal;
  /** Headers of this request besides those every call carries (an Idempotency-Key). */
  headers?: Record<string, string>;
}

/**
 * A public form's answer (its refusals, the inquiry stored with its language) is in the page's language: the
 * address's, not the browser's own Accept-Language. Reads do not ask, so their answers stay the same for everyone.
 */
function languageHeader(endpoint: Endpoint): Record<string, string> {
  if (endpoint.method === 'GET' || endpoint.access || typeof window === 'undefined') return {};
  return { 'Accept-Language': splitLocale(window.location.pathname).locale };
}

/**
 * Asks the JSON API for an endpoint's answer, the request built from its contract: null for a 404 when the
 * endpoint declares one, FieldErrors for a 400 that names fields, ApiError for any other failure.
 */
export async function fetchEndpoint<E extends Endpoint>(endpoint: E, input?: InputOf<E>, options: FetchOptions = {}): Promise<AnswerOf<E>> {
  const { params, query, body } = (input ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
  const response = await fetch(endpointUrl(endpoint, { ...(params ? { params } : {}), ...(query ? { query } : {}) }), {
    method: endpoint.method,
    headers: {
      ...apiHeaders(),
      ...languageHeader(endpoint),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...options.headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  if (response.status === 404 && endpoint.notFound !== undefined) return null as AnswerOf<E>;
  if (response.status === 400) {
    const answer = (await response.json().catch(() => ({}))) as { errors?: Record<string, string> };
    if (answer.errors) throw new FieldErrors(answer.errors);
  }
  if (!response.ok) throw new ApiError(response.status);
  return (await response.json()) as AnswerOf<E>;
}

/** The browser's loaders ask through this: the JSON API. */
export const fetchCaller: ApiCaller = (endpoint, ...input) => fetchEndpoint(endpoint, input[0]);
