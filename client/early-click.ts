/**
 * The page's scripts start after its first paint (server/render/entry-loader.ts), so for a moment the header's
 * buttons are on screen and nothing answers them. Links need nothing: the browser follows them. A click on a
 * control only the app can answer (a button opening a panel or a drawer) is kept by the loader and made again
 * once the app runs, so the visitor does not have to click twice.
 */
const ATTRIBUTE = 'data-early-click';

/** Props marking a control whose click, made before the app runs, is made again when it does. */
export const replaysEarlyClick = { [ATTRIBUTE]: '' } as const;

/** What the loader matches a click's target against. */
export const EARLY_CLICK_SELECTOR = `[${ATTRIBUTE}]`;

/** The loader's function, on `window`, that stops keeping clicks and hands over the control last clicked. */
export const TAKE_EARLY_CLICK = '__takeEarlyClick';

/**
 * The marked control the visitor clicked last before the app ran, if their last click was on one (a click
 * elsewhere since means they moved on; only the last counts, as a second click on a toggle would undo the first).
 * Clicks after this call are the app's own.
 */
export function takeEarlyClick(): HTMLElement | null {
  const take = (window as unknown as Record<string, (() => HTMLElement | null) | undefined>)[TAKE_EARLY_CLICK];
  return take?.() ?? null;
}
