import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { CATALOGUE_LOCALES, DEFAULT_LOCALE, PSEUDO_LOCALE } from './shared/i18n/locales';
import { STAFF_MAIL_SOURCES, STAFF_REFUSAL_SOURCES } from './scripts/lingui-staff-mail-sources';

/**
 * Lingui's macros (`t`, `<Trans>`) are turned into catalogue lookups by its SWC plugin, in the build (vite.config.ts)
 * and in Jest (jest.config.ts) alike, so a message has the same id in both. Its release for Lingui 6 is the one
 * whose SWC matches @swc/core's; it makes Lingui 5's ids when told to (Lingui 6's command line needs Node 22).
 */
export const LINGUI_SWC_PLUGIN: [string, Record<string, unknown>] = ['@lingui/swc-plugin', { useLinguiV5IdGeneration: true }];

/**
 * The message catalogues: one .po file per locale, extracted from the source (`npm run messages:extract`) and
 * compiled to modules (`npm run messages:compile`, which the build, the tests and the type check run first). The
 * public site's catalogue holds only what buyers' pages say, so a page downloads none of the back office's texts;
 * the server's holds what it alone writes to buyers.
 */
export default defineConfig({
  sourceLocale: DEFAULT_LOCALE,
  locales: CATALOGUE_LOCALES,
  pseudoLocale: PSEUDO_LOCALE,
  fallbackLocales: { default: DEFAULT_LOCALE },
  catalogs: [
    {
      path: '<rootDir>/client/locales/{locale}',
      include: ['<rootDir>/client', '<rootDir>/shared'],
      // The back office's words have a catalogue of their own (lingui.admin.config.ts), shared ones included.
      exclude: [
        '**/admin/**',
        '<rootDir>/shared/staff/**',
        '<rootDir>/shared/validation/staff-*',
        '<rootDir>/shared/validation/sign-in-rules.ts',
        ...STAFF_REFUSAL_SOURCES,
        '**/e2e/**',
        '**/*.test.*',
        '**/node_modules/**',
      ],
    },
    {
      // What only the server writes to buyers (e-mails, PDFs): never sent to a browser (server/i18n/buyer-i18n.ts).
      // Its mails to staff are the back office's catalogue's (lingui.admin.config.ts).
      path: '<rootDir>/server/locales/{locale}',
      include: ['<rootDir>/server'],
      exclude: [...STAFF_MAIL_SOURCES, ...STAFF_REFUSAL_SOURCES, '**/*.test.*', '**/node_modules/**'],
    },
  ],
  compileNamespace: 'ts',
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
