import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// React Router publishes its production build beside the development one without an export condition that
// selects it: builds name it directly, on both sides (the development build renders noticeably slower). The
// server bundles React Router for the same reason, so its copy and react-router-dom's are one.
const reactRouterProduction = [
  { find: /^react-router$/, replacement: path.resolve('node_modules/react-router/dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.resolve('node_modules/react-router/dist/production/dom-export.mjs') },
];

// Two builds from one config: the browser bundle (with a manifest the server reads) and the Node server.
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react()],
  ...(command === 'build' ? { resolve: { alias: reactRouterProduction } } : {}),
  ...(command === 'build' && isSsrBuild ? { ssr: { noExternal: ['react-router', 'react-router-dom'] } } : {}),
  publicDir: 'public',
  // react-18-image-lightbox reads Node's `global` (global.window, global.Image); browsers only know globalThis.
  ...(isSsrBuild ? {} : { define: { global: 'globalThis' } }),
  build: isSsrBuild
    ? {
        ssr: true,
        outDir: 'dist/server',
        target: 'node20',
        emptyOutDir: true,
        rollupOptions: {
          input: { index: 'server/index.ts', cli: 'server/db/cli.ts' },
          output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
        },
      }
    : {
        outDir: 'dist/client',
        manifest: true,
        emptyOutDir: true,
        target: 'es2022',
        rollupOptions: {
          input: 'client/entry.client.tsx',
          // react-lifecycles-compat (the lightbox's react-modal) only flags functions for React 16 warnings on
          // import. Left with side effects, react-bootstrap's unused reference to it pulls it into the entry chunk.
          treeshake: { moduleSideEffects: [{ test: /\/node_modules\/react-lifecycles-compat\//, sideEffects: false }] },
        },
      },
}));
