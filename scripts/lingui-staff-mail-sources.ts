// Shared by both Lingui configurations, apart from either: the public one (lingui.config.ts, which Vite and Jest
// load) must not load the back office's, whose extractors come from Lingui's command line.

/**
 * The server's mails to staff, written in the recipient's back-office language (server/i18n/staff-mail-i18n.ts):
 * their words are this catalogue's, and never in the buyers' (lingui.config.ts leaves these files out).
 */
export const STAFF_MAIL_SOURCES = [
  '<rootDir>/server/i18n/staff-mail-i18n.ts',
  '<rootDir>/server/features/inbox/assignment-mail.ts',
  '<rootDir>/server/features/inbox/clock-mail.ts',
  '<rootDir>/server/features/inbox/buyer-notice-mail.ts',
  '<rootDir>/server/features/inbox/quote-follow-up.ts',
  '<rootDir>/server/features/inquiries/sales-notice-mail.ts',
  '<rootDir>/server/features/staff/staff-mails.ts',
  '<rootDir>/server/features/certificates/certificate-reminders.ts',
];

/**
 * The refusals of the staff endpoints (server/http/refusal-words.ts), written in the staff member's back-office
 * language: this catalogue's too, and left out of the buyers' and the server's own catalogues.
 */
export const STAFF_REFUSAL_SOURCES = [
  '<rootDir>/shared/media.ts',
  '<rootDir>/shared/contracts/product-csv.ts',
  '<rootDir>/server/features/content/content-rules.ts',
  '<rootDir>/server/features/translations/translation-values.ts',
  '<rootDir>/server/features/translations/translation.service.ts',
  '<rootDir>/server/features/translations/translation-scheduling.ts',
  '<rootDir>/server/features/translations/translation-history.ts',
  '<rootDir>/server/features/translations/translation-xliff.ts',
  '<rootDir>/server/features/translations/translation-machine-drafts.ts',
  '<rootDir>/shared/content/bulk-actions.ts',
  '<rootDir>/shared/content/duplicate.ts',
  '<rootDir>/shared/ordering.ts',
  '<rootDir>/shared/rich-text.ts',
  '<rootDir>/server/features/machine-translation/machine-translator.public.ts',
  '<rootDir>/server/features/inbox/message-translation.ts',
];
