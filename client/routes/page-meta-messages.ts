import type { I18n, MessageDescriptor } from '@lingui/core';
import type { PageMetaText } from '../head/page-meta';

/** What a page says about itself to search engines, as messages of the catalogue (ICU placeholders allowed). */
export interface PageMetaMessages {
  title: MessageDescriptor;
  description: MessageDescriptor;
  keywords: MessageDescriptor;
}

/** The page's head texts in the page's language; `values` fill the messages' placeholders ({name}, {query}). */
export function metaTextOf(i18n: I18n, meta: PageMetaMessages, values?: Record<string, unknown>): PageMetaText {
  return {
    title: i18n._(meta.title.id, values),
    description: i18n._(meta.description.id, values),
    keywords: i18n._(meta.keywords.id, values),
  };
}
