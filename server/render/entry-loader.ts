import { EARLY_CLICK_SELECTOR, TAKE_EARLY_CLICK } from '../../client/early-click';
import type { PageAssets } from './assets';

/** A module the page loads, with its Subresource Integrity (empty in development, where files change). */
type ModuleFile = readonly [url: string, integrity: string];

/**
 * Starts the page's JavaScript once the browser has painted the server's HTML. A module script in the page
 * would be fetched alongside the stylesheets and the main picture and, on a fast link, run and hydrate before the
 * first paint: measured with Lighthouse (mobile), the home page, a listing and a product page reached their largest
 * paint 0.6–0.9 s later that way (docs/performance.md). Loaded after the paint, the scripts only compete with what
 * is already on screen. A tab opened in the background paints nothing, so it starts at once.
 *
 * Until the app runs it keeps the last click on a control only the app can answer, for the app to make again
 * (client/early-click.ts).
 *
 * Its text is the same on every page, so the Content-Security-Policy allows it by its hash (computed at start-up
 * from this text) and a cached page needs nothing per response; the page's modules are in its `data-modules`
 * attribute, which the hash does not cover, the entry last.
 */
export const ENTRY_LOADER = `(function (script, replayed, take) {
  var modules = JSON.parse(script.dataset.modules);
  var entry = modules.pop();
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
    add('script', { type: 'module', src: entry[0], integrity: entry[1] });
  }
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(function () { setTimeout(start); });
})(document.currentScript, ${JSON.stringify(EARLY_CLICK_SELECTOR)}, ${JSON.stringify(TAKE_EARLY_CLICK)});`;

/** The page's modules for the loader's `data-modules`: those preloaded in parallel, then the entry. */
export function entryLoaderModules(assets: PageAssets): string {
  const file = (url: string): ModuleFile => [url, assets.integrity?.[url] ?? ''];
  return JSON.stringify([...assets.preloads.map(file), file(assets.entry)]);
}
