import { redirect } from 'react-router-dom';
import type { AnswerOf, Endpoint, InputOf } from '../../shared/contracts/define-endpoint';
import { endpointUrl } from '../../shared/contracts/endpoint-url';
import { adminPaths } from '../../shared/staff/addresses';

// How the back office asks the staff API: the request built from the endpoint's contract, the session cookie sent
// by the browser (same origin), and the server's refusals turned into errors a screen can show.

/** A refusal with the server's own words: 403 (role), 409 (stale edit), 429 (throttled), 400 (fields)… */
export class StaffApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** A 400's messages by field name, for the form that sent it. */
    readonly fieldErrors: Record<string, string> = {},
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
  }
}

/** The server's messages by field when it refused a form's fields (a 400 naming them), else null. */
export function fieldErrorsOf(error: unknown): Record<string, string> | null {
  return error instanceof StaffApiError && Object.keys(error.fieldErrors).length > 0 ? error.fieldErrors : null;
}

/** Raised when the session has ended (401): loaders turn it into a redirect to the sign-in page. */
export class SignedOut extends StaffApiError {}

export async function callStaffApi<E extends Endpoint>(
  endpoint: E,
  input?: InputOf<E>,
  init: { signal?: AbortSignal } = {},
): Promise<AnswerOf<E>> {
  const { params, query, body } = (input ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
  const response = await fetch(endpointUrl(endpoint, { ...(params ? { params } : {}), ...(query ? { query } : {}) }), {
    method: endpoint.method,
    headers: { Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    credentials: 'same-origin',
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    ...(init.signal ? { signal: init.signal } : {}),
  });
  if (response.ok) return (await response.json()) as AnswerOf<E>;
  if (response.status === 404 && endpoint.notFound !== undefined) return null as AnswerOf<E>;
  const answer = (await response.json().catch(() => ({}))) as { error?: string; errors?: Record<string, string> };
  const message = answer.error ?? `The server answered ${response.status}. Please try again.`;
  if (response.status === 401) throw new SignedOut(401, message);
  const retryAfter = Number(response.headers.get('Retry-After'));
  throw new StaffApiError(response.status, message, answer.errors ?? {}, Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null);
}

/** The sign-in page's address, coming back here afterwards. */
export function signInAddress(from: string): string {
  return from && from !== adminPaths.signIn ? `${adminPaths.signIn}?next=${encodeURIComponent(from)}` : adminPaths.signIn;
}

/** For loaders: a call whose 401 sends the browser to the sign-in page. */
export async function loadFromStaffApi<E extends Endpoint>(request: Request, endpoint: E, input?: InputOf<E>): Promise<AnswerOf<E>> {
  try {
    return await callStaffApi(endpoint, input, { signal: request.signal });
  } catch (error) {
    if (error instanceof SignedOut) {
      const url = new URL(request.url);
      throw redirect(signInAddress(url.pathname + url.search));
    }
    throw error;
  }
}

/** Where to go after signing in: only an address inside the back office (never another site). */
export function safeNext(next: string | null): string {
  return next && next.startsWith(`${adminPaths.home}/`) && !next.startsWith('//') ? next : adminPaths.home;
}
