import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import noImportCycle from './scripts/eslint-no-import-cycle.js';

/**
 * Which folder may import which (docs/decisions/010-layering-enforced-by-lint.md). Imports flow one way:
 * shared ← client ← server. Infrastructure (server/*) never imports a feature; a feature reaches another only
 * through the files it publishes (`*.public.ts`); only the composition roots wire features together, and only the
 * seed command loads the demo content. Tests live under the same rules as the code beside them, and may also use
 * the test helpers in test/.
 */
const LAYERS = [
  { type: 'e2e', pattern: 'client/e2e' },
  // The back office: its own bundle, which may use the site's components; nothing of the public site imports it.
  { type: 'admin', pattern: 'client/admin' },
  { type: 'feature', pattern: 'server/features/*', capture: ['feature'] },
  { type: 'server', pattern: 'server' },
  { type: 'client', pattern: 'client' },
  { type: 'shared', pattern: 'shared' },
  { type: 'migrations', pattern: 'migrations' },
  { type: 'demo', pattern: 'demo' },
  { type: 'tooling', pattern: ['test', 'bench', 'scripts'] },
];

/** Files with a role of their own inside their folder's layer. */
const ROLES = [
  { category: 'test', pattern: '**/*.test.{ts,tsx}' },
  { category: 'seed-command', pattern: 'server/cli/seed.command.ts' },
  {
    // The composition roots: they build the app from the features and the infrastructure.
    category: 'composition',
    pattern: [
      'server/{app,main,dev,cli,services}.ts',
      'server/app.test.ts',
      'server/cli/*.ts',
      'server/http/web-process.ts',
      'server/features/public-api.ts',
    ],
  },
  // The back office's compiled message catalogues: the server writes its mails to staff with them too.
  { category: 'admin-catalogue', pattern: 'client/admin/locales/*.ts' },
  // What a feature offers the others (server/config.ts reads the features' settings from these too).
  { category: 'published', pattern: 'server/features/*/*.public.ts' },
  // Every file of the features, the composition root among them (for the rule on client/ below).
  { category: 'in-features', pattern: 'server/features/**' },
  // The page list holds every route module (decision 021): only what lists the pages imports it.
  { category: 'page-list', pattern: 'client/page-registry.ts' },
  { category: 'page-list-reader', pattern: ['client/routes.tsx', 'client/components/{header,footer}.tsx'] },
  // A page's facts, read by its route module and by links: they import shared/ alone, never a route module.
  { category: 'page-definition', pattern: ['client/routes/*.page.ts', 'client/routes/page-definition.ts'] },
];

const to = (...types) => ({ to: { element: { types } } });
const toRole = (category) => ({ to: { file: { categories: category } } });

const LAYER_POLICIES = [
  { from: { element: { type: 'shared' } }, allow: to('shared') },
  { from: { element: { type: 'client' } }, allow: to('client', 'shared') },
  { from: { element: { type: 'admin' } }, allow: to('admin', 'client', 'shared') },
  { from: { element: { type: 'e2e' } }, allow: to('e2e', 'admin', 'client', 'shared', 'tooling') },
  {
    from: { element: { type: 'server' } },
    allow: [to('server', 'client', 'shared', 'migrations'), toRole('published'), toRole('admin-catalogue')],
  },
  {
    from: { element: { type: 'feature' } },
    allow: [
      to('server', 'shared'),
      toRole('published'),
      { to: { element: { type: 'feature', captured: { feature: '{{ from.element.captured.feature }}' } } } },
    ],
  },
  // The demo inbox is made with the features' own rules (references, the reply clock, the buyer's country).
  { from: { element: { type: 'demo' } }, allow: to('demo', 'server', 'feature', 'client', 'shared') },
  { from: { element: { type: 'migrations' } }, allow: to('migrations') },
  {
    from: { element: { type: 'tooling' } },
    allow: to('tooling', 'e2e', 'feature', 'server', 'admin', 'client', 'shared', 'demo', 'migrations'),
  },
  { from: { file: { categories: 'test' } }, allow: to('tooling') },
  // Nothing in the server depends on how the app is put together...
  { from: { element: { types: ['server', 'feature'] } }, disallow: toRole('composition') },
  // ...but a composition root, which imports whatever it wires.
  { from: { file: { categories: 'composition' } }, allow: [to('feature', 'server', 'client', 'shared'), toRole('composition')] },
  // The demo catalogue is loaded by the seed command, the tests and the bench alone: never by the web process.
  { from: { file: { categories: 'seed-command' } }, allow: to('demo') },
  // A link takes its URL from shared/paths.ts. The page list brings every route module, and those import the
  // components: a component or route module importing the list would close the circle again.
  { from: { element: { types: ['client', 'admin'] } }, disallow: toRole('page-list') },
  { from: { file: { categories: ['page-list-reader', 'test'] } }, allow: toRole('page-list') },
  { from: { file: { categories: 'page-definition' } }, disallow: to('client') },
  { from: { file: { categories: 'page-definition' } }, allow: toRole('page-definition') },
  // A feature takes page URLs from shared/paths.ts, and other facts of pages from the app that wires it: what
  // imports the client's code renders pages (server/render), which a feature never does.
  { from: { file: { categories: 'in-features' } }, disallow: to('client') },
];

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'data/',
      'node_modules/',
      'coverage/',
      'client/locales/*.ts',
      'client/locales/*/*.ts',
      'server/locales/*.ts',
      'client/admin/locales/*.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['client/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react-router', 'react-router-dom'].map((name) => ({
            name,
            importNames: ['Link', 'NavLink'],
            message: 'Use AppLink or AppNavLink (client/components/app-link.tsx): the site links by absolute paths only.',
          })),
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { alwaysTryTypes: true } },
      'boundaries/elements': LAYERS,
      'boundaries/files': ROLES,
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', checkInternals: true, policies: LAYER_POLICIES }],
    },
  },
  {
    // No import cycles, type-only and dynamic imports included: what two modules share lives in the module it
    // belongs to, which both import (scripts/eslint-no-import-cycle.js).
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { local: { rules: { 'no-import-cycle': noImportCycle } } },
    rules: { 'local/no-import-cycle': 'error' },
  },
  {
    // Migrations are frozen in time: they take Kysely<any>, never the app's current types.
    files: ['migrations/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['scripts/**/*.{js,mjs,cjs}', 'test/**/*.mjs', '*.cjs', '.puppeteerrc.cjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', module: 'writable', require: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
