import { type Migration, sql } from 'kysely';
import * as catalogueSchema from './2026-11-23-001-catalogue-schema';
import * as productSearch from './2026-11-23-002-product-search';
import * as contentRevision from './2026-11-23-003-content-revision';
import * as listingNameIndexes from './2026-11-23-004-listing-name-indexes';
import * as searchTerms from './2026-11-23-005-search-terms';
import * as productTotal from './2026-11-23-006-product-total';
import * as acknowledgementLimitsAndOutboxLease from './2026-11-24-001-acknowledgement-limits-and-outbox-lease';
import * as videoPlatformQuota from './2026-11-24-010-video-platform-quota';
import * as staffAndInbox from './2026-11-25-001-staff-and-inbox';
import * as loginThrottle from './2026-11-25-002-login-throttle';
import * as outboxSecretBodies from './2026-11-25-003-outbox-secret-bodies';
import * as contentEditing from './2026-11-26-001-content-editing';
import * as mediaLibrary from './2026-11-26-002-media-library';
import * as mediaBlobParts from './2026-11-27-001-media-blob-parts';
import * as quotes from './2026-11-28-001-quotes';
import * as quoteExpiry from './2026-11-29-001-quote-expiry';
import * as messagingNumber from './2026-11-30-001-messaging-number';
import * as videoPosters from './2026-12-01-001-video-posters';
import * as companyIdInteger from './2026-12-02-001-company-id-integer';
import * as outboxMessageKey from './2026-12-02-002-outbox-message-key';
import * as inquiryAnsweredAt from './2026-12-02-003-inquiry-answered-at';
import * as inboundMail from './2026-12-02-004-inbound-mail';
import * as accentFreeInboxSearch from './2026-12-02-005-accent-free-inbox-search';
import * as replyTools from './2026-12-03-001-reply-tools';
import * as companyBankDetails from './2026-12-03-010-company-bank-details';
import * as listingSearchEngineTexts from './2026-12-04-001-listing-search-engine-texts';
import * as draftPlaces from './2026-12-04-020-draft-places';
import * as contentHistoryNote from './2026-12-04-021-content-history-note';
import * as pictureAltPerUse from './2026-12-04-022-picture-alt-per-use';
import * as companyPageSearchEngineTexts from './2026-12-04-030-company-page-search-engine-texts';
import * as certificates from './2026-12-05-101-certificates';
import * as privacyPage from './2026-12-05-201-privacy-page';
import * as buyerDataErasure from './2026-12-05-202-buyer-data-erasure';
import * as productSpec from './2026-12-05-301-product-spec';
import * as cataloguePdf from './2026-12-05-401-catalogue-pdf';
import * as messagingApps from './2026-12-05-501-messaging-apps';
import * as testimonialsAndConsent from './2026-12-05-502-testimonials-and-consent';
import * as salesContact from './2026-12-05-503-sales-contact';
import * as colourFastnessSpelling from './2026-12-05-601-colour-fastness-spelling';
import * as emptyTextNotNull from './2026-12-06-101-empty-text-not-null';
import * as inquiryLocale from './2026-12-07-101-inquiry-locale';
import * as staffLocale from './2026-12-07-102-staff-locale';
import * as contentTranslation from './2026-12-07-201-content-translation';
import * as cataloguePdfLocale from './2026-12-08-401-catalogue-pdf-locale';
import * as translationHistory from './2026-12-08-501-translation-history';

// Every migration, by name. Names sort in the order they run; a test checks this list against the folder.
const byName: Record<string, Migration> = {
  '2026-11-23-001-catalogue-schema': catalogueSchema,
  '2026-11-23-002-product-search': productSearch,
  '2026-11-23-003-content-revision': contentRevision,
  '2026-11-23-004-listing-name-indexes': listingNameIndexes,
  '2026-11-23-005-search-terms': searchTerms,
  '2026-11-23-006-product-total': productTotal,
  '2026-11-24-001-acknowledgement-limits-and-outbox-lease': acknowledgementLimitsAndOutboxLease,
  '2026-11-24-010-video-platform-quota': videoPlatformQuota,
  '2026-11-25-001-staff-and-inbox': staffAndInbox,
  '2026-11-25-002-login-throttle': loginThrottle,
  '2026-11-25-003-outbox-secret-bodies': outboxSecretBodies,
  '2026-11-26-001-content-editing': contentEditing,
  '2026-11-26-002-media-library': mediaLibrary,
  '2026-11-27-001-media-blob-parts': mediaBlobParts,
  '2026-11-28-001-quotes': quotes,
  '2026-11-29-001-quote-expiry': quoteExpiry,
  '2026-11-30-001-messaging-number': messagingNumber,
  '2026-12-01-001-video-posters': videoPosters,
  '2026-12-02-001-company-id-integer': companyIdInteger,
  '2026-12-02-002-outbox-message-key': outboxMessageKey,
  '2026-12-02-003-inquiry-answered-at': inquiryAnsweredAt,
  '2026-12-02-004-inbound-mail': inboundMail,
  '2026-12-02-005-accent-free-inbox-search': accentFreeInboxSearch,
  '2026-12-03-001-reply-tools': replyTools,
  '2026-12-03-010-company-bank-details': companyBankDetails,
  '2026-12-04-001-listing-search-engine-texts': listingSearchEngineTexts,
  '2026-12-04-020-draft-places': draftPlaces,
  '2026-12-04-021-content-history-note': contentHistoryNote,
  '2026-12-04-022-picture-alt-per-use': pictureAltPerUse,
  '2026-12-04-030-company-page-search-engine-texts': companyPageSearchEngineTexts,
  '2026-12-05-101-certificates': certificates,
  '2026-12-05-201-privacy-page': privacyPage,
  '2026-12-05-202-buyer-data-erasure': buyerDataErasure,
  '2026-12-05-301-product-spec': productSpec,
  '2026-12-05-401-catalogue-pdf': cataloguePdf,
  '2026-12-05-501-messaging-apps': messagingApps,
  '2026-12-05-502-testimonials-and-consent': testimonialsAndConsent,
  '2026-12-05-503-sales-contact': salesContact,
  '2026-12-05-601-colour-fastness-spelling': colourFastnessSpelling,
  '2026-12-06-101-empty-text-not-null': emptyTextNotNull,
  '2026-12-07-101-inquiry-locale': inquiryLocale,
  '2026-12-07-102-staff-locale': staffLocale,
  '2026-12-07-201-content-translation': contentTranslation,
  '2026-12-08-401-catalogue-pdf-locale': cataloguePdfLocale,
  '2026-12-08-501-translation-history': translationHistory,
};

/**
 * A migration that starts once the deferred triggers its predecessors queued have fired. The pending migrations run
 * in one transaction, an UPDATE of content queues the content revision's deferred trigger, and PostgreSQL refuses to
 * ALTER a table with pending trigger events: without this, a site several migrations behind could not upgrade.
 */
const afterPendingTriggers = (migration: Migration): Migration => ({
  ...migration,
  up: async (db) => {
    await sql`set constraints all immediate`.execute(db);
    await migration.up(db);
  },
});

export const migrations: Record<string, Migration> = Object.fromEntries(
  Object.entries(byName).map(([name, migration]) => [name, afterPendingTriggers(migration)]),
);
