import { siteLocaleOf } from '../../shared/i18n/locales';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { ContentBlock } from '../../shared/catalogue';
import { companyApi } from '../../shared/contracts/company';
import { apiOf } from '../api/route-context';
import type { PageMetaText } from '../head/page-meta';
import type { PageDefinition } from './page-definition';
import { notFound } from './route-params';

/**
 * A loader for a company page whose copy lives in the database (`content: true`), grouped by section, with what
 * editors set for search engines on it.
 */
export function contentLoader(page: PageDefinition) {
  // The server serves content blocks only for pages that say so: without it every visit would be a 404.
  if (!page.content) throw new Error(`The page definition of ${page.id} lacks content: true`);
  return async ({ context, params }: LoaderFunctionArgs) => {
    const api = apiOf(context);
    const [blocks, seo] = await Promise.all([
      api(companyApi.pageContent, { params: { page: page.id }, query: { locale: siteLocaleOf(params.locale) } }),
      api(companyApi.pageSeo, { params: { page: page.id }, query: { locale: siteLocaleOf(params.locale) } }),
    ]);
    return { sections: groupBySection(blocks ?? notFound()), seo: seo ?? undefined };
  };
}

export function groupBySection(blocks: ContentBlock[]): Record<string, ContentBlock[]> {
  const sections: Record<string, ContentBlock[]> = {};
  for (const block of blocks) (sections[block.section] ??= []).push(block);
  return sections;
}

/** A page's head texts as messages of the catalogue (`msg`), written at the module's top. */
export type PageMetaMessages = Record<keyof PageMetaText, MessageDescriptor>;

/** A page's head texts in the page's language. */
export const metaIn = (i18n: I18n, meta: PageMetaMessages): PageMetaText => ({
  title: i18n._(meta.title),
  description: i18n._(meta.description),
  keywords: i18n._(meta.keywords),
});

/** The 24-hour promise beside the contact and quotation forms (shared/catalogue.ts' INQUIRY_NOTE, which e-mails use). */
export const INQUIRY_NOTE_MESSAGE = msg`Welcome inquiry. We will do our best to accommodate your needs and get back to you within 24 hours.`;
