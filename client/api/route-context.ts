import type { ApiCaller } from '../../shared/contracts/define-endpoint';
import type { SubmitForm } from '../../shared/form-posts';
import { fetchCaller } from './fetch-endpoint';

/** What the server hands to loaders as their `context`; in the browser there is none. */
export interface RouteContext {
  api: ApiCaller;
  /** Public origin of the site, for canonical links. */
  baseUrl: string;
  /** Hands a form posted to a page (before or without the page's scripts) to its endpoint, for this request. */
  submitForm?: SubmitForm;
}

/**
 * How a loader asks for an endpoint's answer: `await apiOf(context)(catalogueApi.productByPath, { params: { path } })`.
 * The server answers in-process; the browser goes through the JSON API.
 */
export function apiOf(context: unknown): ApiCaller {
  return (context as RouteContext | undefined)?.api ?? fetchCaller;
}
