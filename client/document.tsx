import type { ReactNode } from 'react';
import { ROUTER_HYDRATION_DATA_ID } from './router-hydration-data';

export interface DocumentAssets {
  /** Stylesheets to link in <head>. */
  styles: string[];
  /** Subresource Integrity of the built files by URL (production only). */
  integrity?: Record<string, string>;
}

/** The script that starts the page's modules after the first paint (server/render/entry-loader.ts). */
export interface EntryLoader {
  /** Its text, the same on every page. */
  script: string;
  /** The page's modules, as JSON. */
  modules: string;
}

/**
 * The whole HTML document, rendered by React on the server so head tags land in the streamed <head>.
 * `hydrationData`: the router's state as JSON (server/render/router-hydration-data.ts), and `entryLoader`, which
 * starts the app: for the browser to take the page over; both left out of a page that is not hydrated.
 */
export function Document({
  lang,
  assets,
  hydrationData,
  entryLoader,
  notice,
  children,
}: {
  /** The page's language (shared/i18n/locales.ts). */
  lang: string;
  assets: DocumentAssets;
  hydrationData?: string;
  entryLoader?: EntryLoader;
  /** A strip above the page, for a page that is not hydrated: a draft's preview says it is one. */
  notice?: string;
  children: ReactNode;
}) {
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#6b4f2a" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} integrity={assets.integrity?.[href]} />
        ))}
      </head>
      <body>
        {/* The notice goes inside #root, on a page never hydrated: body keeps the children AtDocumentPlace counts on. */}
        <div id="root">
          {notice ? (
            <>
              <p role="status" className="alert alert-warning rounded-0 mb-0 py-2 text-center fw-semibold sticky-top">
                {notice}
              </p>
              {children}
            </>
          ) : (
            children
          )}
        </div>
        {hydrationData === undefined ? null : (
          <script type="application/json" id={ROUTER_HYDRATION_DATA_ID} dangerouslySetInnerHTML={{ __html: hydrationData }} />
        )}
        {entryLoader ? <script data-modules={entryLoader.modules} dangerouslySetInnerHTML={{ __html: entryLoader.script }} /> : null}
      </body>
    </html>
  );
}

/**
 * The app at the place <Document> gives it: html's children are head and body, body's are #root and the two
 * scripts, and the app is #root's only child. React numbers useId's ids by place in the tree, and the browser
 * hydrates #root alone: rendered in here, the app makes the same ids as on the server, so every label, field and
 * message keeps its id. Changed with Document, or client/e2e/hydration-warnings.e2e.ts fails.
 */
export function AtDocumentPlace({ children }: { children: ReactNode }) {
  return (
    <>
      {null}
      <>
        {children}
        {null}
        {null}
      </>
    </>
  );
}
