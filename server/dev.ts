import type { RequestHandler } from 'express';
import { createServer as createViteServer } from 'vite';
import { createApp } from './app';
import { createServices } from './services';
import { ConfigError, loadConfig } from './config';
import { createLogger } from './logger';
import type { PageRendererOptions, PageServices } from './render/render-page';
import { prepareDatabase } from './db/prepare-database';
import { serve } from './http/serve';
import { ensureDemoOwnerInvitation } from './features/staff/first-owner';

// The development entry (`npm run dev`, after the seed command): Express with Vite in middleware mode (hot reload); pages are rendered from source.
const DEV_ENTRY = '/@dev-entry.js';
const DEV_ADMIN_PREAMBLE = '/@dev-admin-preamble.js';
// plugin-react-swc needs its preamble before the app's modules when the HTML is not Vite's own index.html.
const DEV_ENTRY_SOURCE = `
import RefreshRuntime from '/@react-refresh';
RefreshRuntime.injectIntoGlobalHook(window);
window.$RefreshReg$ = () => {};
window.$RefreshSig$ = () => (type) => type;
window.__vite_plugin_react_preamble_installed__ = true;
await import('/@vite/client');
await import('/client/entry.client.tsx');
`;

// The back office's shell loads its entry itself, after this preamble.
const DEV_ADMIN_PREAMBLE_SOURCE = `
import RefreshRuntime from '/@react-refresh';
RefreshRuntime.injectIntoGlobalHook(window);
window.$RefreshReg$ = () => {};
window.$RefreshSig$ = () => (type) => type;
window.__vite_plugin_react_preamble_installed__ = true;
await import('/@vite/client');
`;

async function main() {
  const config = loadConfig({ NODE_ENV: 'development', ...process.env });
  const logger = createLogger(config);
  const vite = await createViteServer({ server: { middlewareMode: true }, appType: 'custom' });
  const database = await prepareDatabase(config, logger);
  if (!config.databaseUrl) await ensureDemoOwnerInvitation(database.db, config.publicBaseUrl, logger, new Date());
  const lifecycle = { shuttingDown: false };

  const renderPages =
    ({ api, redirectFor, submitForm }: PageServices): RequestHandler =>
    async (req, res, next) => {
      try {
        const { createPageRenderer } = (await vite.ssrLoadModule('/server/render/render-page.tsx')) as {
          createPageRenderer: (options: PageRendererOptions) => RequestHandler;
        };
        await createPageRenderer({
          api,
          baseUrl: config.publicBaseUrl,
          redirectFor,
          submitForm,
          assets: { entry: DEV_ENTRY, styles: [], preloads: [] },
        })(req, res, next);
      } catch (error) {
        vite.ssrFixStacktrace(error as Error);
        next(error);
      }
    };

  const devMiddleware: RequestHandler = (req, res, next) => {
    if (req.path === DEV_ENTRY) {
      res.type('text/javascript').send(DEV_ENTRY_SOURCE);
      return;
    }
    if (req.path === DEV_ADMIN_PREAMBLE) {
      res.type('text/javascript').send(DEV_ADMIN_PREAMBLE_SOURCE);
      return;
    }
    vite.middlewares(req, res, next);
  };
  const adminAssets = { entry: '/client/admin/entry.admin.tsx', styles: [], preloads: [], devPreamble: DEV_ADMIN_PREAMBLE };
  const services = createServices(database.db, { config, logger });
  const app = createApp({ config, database, services, logger, lifecycle, renderPages, devMiddleware, adminAssets });
  serve(app, { config, logger, database, lifecycle });
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
