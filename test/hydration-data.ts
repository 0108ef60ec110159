// The loader data a server-rendered page hands to the browser (the router's state, a JSON script), read from its
// HTML: for the tests of what a page sends, and the bench's bytes per page type.
import { ROUTER_HYDRATION_DATA_ID } from '../client/router-hydration-data';

const HYDRATION_SCRIPT = new RegExp(`<script type="application/json" id="${ROUTER_HYDRATION_DATA_ID}">([^<]*)</script>`);

/** The router's state as the page carries it (the whole element), or undefined for a page without one. */
export function hydrationScriptOf(html: string): string | undefined {
  return HYDRATION_SCRIPT.exec(html)?.[0];
}

/** Each matched route's loader data, by route id. */
export function hydrationDataOf(html: string): Record<string, Record<string, unknown>> {
  const serialised = HYDRATION_SCRIPT.exec(html)?.[1];
  if (serialised === undefined) throw new Error('the page has no hydration data');
  return (JSON.parse(serialised) as { loaderData: Record<string, Record<string, unknown>> }).loaderData;
}
