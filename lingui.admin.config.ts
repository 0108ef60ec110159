import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { extractor as macroExtractor } from '@lingui/cli/api';
import { DEFAULT_LOCALE, PSEUDO_LOCALE, STAFF_LOCALES } from './shared/i18n/locales';
import { contentDeclarationExtractor } from './scripts/lingui-content-words';
import { STAFF_MAIL_SOURCES, STAFF_REFUSAL_SOURCES } from './scripts/lingui-staff-mail-sources';

/**
 * The back office's message catalogues (client/admin/locales/<locale>.po), kept apart from the public site's
 * (lingui.config.ts): a buyer's page downloads none of the staff's texts, and a staff screen none of the buyers'.
 * The shared words the back office shows (account and audit-log words, the staff forms' rules) are descriptors
 * under shared/, extracted here and left out of the public catalogue (the pages' names are in both). The content declaration's words (kinds,
 * fields, hints, choices) are plain strings, given to the catalogue by an extractor of their own.
 */
export default defineConfig({
  sourceLocale: DEFAULT_LOCALE,
  locales: [...STAFF_LOCALES, PSEUDO_LOCALE],
  pseudoLocale: PSEUDO_LOCALE,
  fallbackLocales: { default: DEFAULT_LOCALE },
  catalogs: [
    {
      path: '<rootDir>/client/admin/locales/{locale}',
      include: [
        '<rootDir>/client/admin',
        '<rootDir>/shared/staff',
        '<rootDir>/shared/validation/staff-rules.ts',
        '<rootDir>/shared/validation/staff-form-rules.ts',
        '<rootDir>/shared/validation/sign-in-rules.ts',
        '<rootDir>/shared/content/content-types.ts',
        // The pages' names, by which the link picker offers the pages.
        '<rootDir>/shared/page-labels.ts',
        '<rootDir>/shared/quotes.ts',
        ...STAFF_MAIL_SOURCES,
        ...STAFF_REFUSAL_SOURCES,
      ],
      exclude: ['**/locales/**', '**/*.test.*', '**/*.test-helper.*', '**/node_modules/**'],
    },
  ],
  extractors: [contentDeclarationExtractor, macroExtractor],
  compileNamespace: 'ts',
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
