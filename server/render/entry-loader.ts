import { EARLY_CLICK_SELECTOR, TAKE_EARLY_CLICK } from '../../client/early-click';
import type { PageAssets } from './assets';

/** A module the page loads, with its Subresource Integrity (empty in development, where files change). */
type ModuleFile = readonly [url: string, integrity: string];

/**
 * Starts the page's JavaScript once the browser has painted the server's HTML. A module script in the page
 * would be fetched alongside the stylesheets and the main picture and, on a fast link, run and hydrate before the
 * first paint: a phone would show nothing while it works. Loaded after the paint, the scripts only compete with
 * what is already on screen. A tab opened in the background paints nothing, so it starts at once.
 *
 * Until the app runs it keeps the last click on a control only the app can answer, for the app to make again
 * (client/early-click.ts).
 *
 * It reads its own nonce, so a page kept in the HTML cache needs nothing rewritten but the nonce attribute.
 */
const START_AFTER_FIRST_PAINT = `(function (modules, entry, replayed, take) {
  var nonce = document.currentScript.nonce;
  var clicked = null;
  function keep(event) { clicked = event.target.closest ? event.target.closest(replayed) : null; }
  addEventListener('click', keep, true);
  window[take] = function () { removeEventListener('click', keep, true); return clicked; };
  function add(tag, properties) {
    var element = document.createElement(tag);
    for (var name in properties) if (properties[name]) element[name] = properties[name];
    document.head.appendChild(element);
  }
  function start() {
    modules.forEach(function (file) { add('link', { rel: 'modulepreload', href: file[0], integrity: file[1] }); });
    add('script', { type: 'module', src: entry[0], integrity: entry[1], nonce: nonce });
  }
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(function () { setTimeout(start); });
})`;

/** JSON inside a script element: `<` escaped, so no value can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The inline script that loads a page's modules (preloaded in parallel) and then its entry, after the first paint. */
export function entryLoaderScript(assets: PageAssets): string {
  const file = (url: string): ModuleFile => [url, assets.integrity?.[url] ?? ''];
  const args = [assets.preloads.map(file), file(assets.entry), EARLY_CLICK_SELECTOR, TAKE_EARLY_CLICK].map(scriptJson);
  return `${START_AFTER_FIRST_PAINT}(${args.join(', ')});`;
}
