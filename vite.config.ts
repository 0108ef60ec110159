import { lingui } from '@lingui/vite-plugin';
import { LINGUI_SWC_PLUGIN } from './lingui.config.ts';
import react from '@vitejs/plugin-react-swc';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { serverModuleGraph } from './scripts/server-module-graph.ts';
import { react19Helmet } from './scripts/react-19-helmet.ts';
import { shakeableReactRouter } from './scripts/shakeable-react-router.ts';
import { dropUnusedCss } from './scripts/unused-css.ts';

// react-router 7 exports only its development build (remix-run/react-router#12532, #14102): dev warnings and
// their text in every visitor's download, and slower rendering on the server. Its production build ships in the
// same package: builds name it directly, on both sides. The server bundles React Router for the same reason, so
// its copy and react-router-dom's are one.
const reactRouterProduction = (file: string) =>
  fileURLToPath(new URL(`node_modules/react-router/dist/production/${file}`, import.meta.url));
const productionAliases = [
  { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
  { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
];

/**
 * React, the router, the head tags (with the JSON-LD element most pages' breadcrumbs write), and the page list, the
 * page URLs and the API client every page starts with.
 */
const FIRST_LOAD_MODULES =
  /\/node_modules\/(react|react-dom|react-router|react-router-dom|scheduler|react-helmet-async)\/|\/client\/(page-registry\.ts|routes\/[\w-]+\.page\.ts|api\/|head\/json-ld\.tsx)|\/shared\/(contracts\/|paths\.ts)/;

const PRECOMPRESSED_ASSETS = /^(assets|admin-assets)\/.+\.(js|css|svg)$/;

/**
 * The back office is a build of its own (`vite build --mode admin`, into dist/admin, its files under
 * /admin-assets/): sharing chunks with the public site would put the parts of React Router and react-bootstrap that
 * only the staff screens use into the chunk every visitor downloads (docs/decisions/011).
 */
const ADMIN_BUILD = {
  outDir: 'dist/admin',
  assetsDir: 'admin-assets',
  manifest: true,
  emptyOutDir: true,
  modulePreload: { polyfill: false },
  target: 'es2022',
  rollupOptions: { input: 'client/admin/entry.admin.tsx' },
};

// Three builds from one config: the public browser bundle (with a manifest the server reads), the back office's
// (`--mode admin`), and the Node server. `NODE_ENV=development vite build --mode development` builds the public bundle
// on React's and React Router's development builds, uncompressed: what the test of hydration warnings runs, as React
// names a mismatch only there (client/e2e/hydration-warnings.e2e.ts).
export default defineConfig(({ command, isSsrBuild, mode }) => ({
  plugins: [
    // Lingui's macros (`t`, `<Trans>`) become catalogue lookups by the same SWC plugin as in Jest (jest.config.ts),
    // so a message has the same id in the build and in the tests.
    react({ plugins: [LINGUI_SWC_PLUGIN] }),
    lingui(),
    ...(mode === 'development' ? [] : [shakeableReactRouter()]),
    react19Helmet(),
    dropUnusedCss({ stylesheet: /\/bootstrap\/dist\/css\/bootstrap\.min\.css$/, root: fileURLToPath(new URL('.', import.meta.url)) }),
    // Scripts and stylesheets compressed once, at their best (brotli 11, gzip 9), beside each file: the server
    // sends these instead of compressing on every request at a fast level (server/http/built-assets.ts).
    ...(isSsrBuild || mode === 'development' ? [] : [compression({ include: PRECOMPRESSED_ASSETS, logLevel: 'silent' })]),
    // What each server entry loads, for the test that keeps the demo content and sharp out of the web process.
    ...(isSsrBuild ? [serverModuleGraph(fileURLToPath(new URL('.', import.meta.url)))] : []),
  ],
  ...(command === 'build' ? { resolve: { alias: mode === 'development' ? [] : productionAliases } } : {}),
  ...(command === 'build' && isSsrBuild ? { ssr: { noExternal: ['react-router', 'react-router-dom'] } } : {}),
  // The site's top-level files (favicon, logo) are the public build's; the back office's build carries only its own.
  publicDir: mode === 'admin' ? false : 'public',
  // react-18-image-lightbox reads Node's `global` (global.window, global.Image); browsers only know globalThis.
  ...(isSsrBuild
    ? {}
    : {
        define: { global: 'globalThis' },
      }),
  build:
    mode === 'admin'
      ? ADMIN_BUILD
      : isSsrBuild
        ? {
            ssr: true,
            outDir: 'dist/server',
            target: 'node20',
            emptyOutDir: true,
            rollupOptions: {
              input: { main: 'server/main.ts', cli: 'server/cli.ts' },
              output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
            },
          }
        : {
            outDir: 'dist/client',
            manifest: true,
            emptyOutDir: true,
            // Every browser the site supports preloads modules itself: the polyfill would be dead weight in the entry.
            modulePreload: { polyfill: false },
            target: 'es2022',
            rollupOptions: {
              input: 'client/entry.client.tsx',
              // react-lifecycles-compat (the lightbox's react-modal) only flags functions for React 16 warnings on
              // import. Left with side effects, react-bootstrap's unused reference to it pulls it into the entry chunk.
              treeshake: { moduleSideEffects: [{ test: /\/node_modules\/react-lifecycles-compat\//, sideEffects: false }] },
              output: {
                // What every page loads before it runs, in one file rather than the handful of small ones automatic
                // splitting makes of it (each costs a request and compresses worse alone).
                codeSplitting: { groups: [{ name: 'framework', test: FIRST_LOAD_MODULES }] },
                entryFileNames: 'assets/[name]-[hash].js',
                chunkFileNames: 'assets/[name]-[hash].js',
              },
            },
          },
}));
