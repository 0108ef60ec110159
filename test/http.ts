import type { Express } from 'express';
import request from 'supertest';
import type { SignedIn } from './staff-sessions';

type Lazy<T> = T | (() => T);
const valueOf = <T>(lazy: Lazy<T>): T => (typeof lazy === 'function' ? (lazy as () => T)() : lazy);
// An Express app is a function itself (of a request, a response and `next`): it is the app, not a function making it.
const appOf = (app: Lazy<Express>): Express =>
  typeof app === 'function' && !('handle' in app) ? (app as () => Express)() : (app as Express);

/**
 * Requests to the application as one visitor: with a staff session's headers (cookie and origin) when `signedIn`
 * names one, as a buyer's browser otherwise. Each method takes a `who` of its own to act as somebody else for one
 * request. Both may be given as functions, for the app and sessions a `beforeAll` makes.
 */
export function httpClient(app: Lazy<Express>, signedIn?: Lazy<SignedIn | undefined>) {
  const as = (test: request.Test, who: SignedIn | undefined) => (who ? test.set(who.headers) : test);
  const fallback = () => (signedIn === undefined ? undefined : valueOf(signedIn));
  const to = () => request(appOf(app));
  return {
    get: (url: string, who = fallback()) => as(to().get(url), who),
    post: (url: string, body?: unknown, who = fallback()) => as(to().post(url), who).send(body as object),
    put: (url: string, body?: unknown, who = fallback()) => as(to().put(url), who).send(body as object),
    patch: (url: string, body?: unknown, who = fallback()) => as(to().patch(url), who).send(body as object),
    delete: (url: string, who = fallback()) => as(to().delete(url), who),
  };
}

export type HttpClient = ReturnType<typeof httpClient>;
