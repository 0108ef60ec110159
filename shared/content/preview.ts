/** Where a draft's preview link leads: the server renders the draft there, the browser leaves the page as it is. */
export const PREVIEW_PREFIX = '/preview/';
