// What the site keeps in the browser's session storage, one key each. (The API token the client sends,
// USER_TOKEN, is in ./contracts/define-endpoint.ts beside the header that carries it.)

/**
 * Spec §1: a click on a product card saves the scroll position of the page it was on; coming back to that page
 * with the browser's Back button scrolls there again. The value is JSON: {href: path and query, y: pixels}.
 */
export const SCROLL_POSITION_KEY = 'SCROLL_POSITION';
