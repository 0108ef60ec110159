/**
 * The id of the element that carries the server's loader data to the browser: a JSON script, which the browser
 * never runs, so the page needs no script of its own allowed by the Content-Security-Policy to hand it over.
 */
export const ROUTER_HYDRATION_DATA_ID = 'router-hydration-data';
