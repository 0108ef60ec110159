import type { LoaderFunctionArgs } from 'react-router-dom';
import type { ContentBlock } from '../../shared/catalogue';
import { companyApi } from '../../shared/contracts/company';
import { apiOf } from '../api/route-context';
import type { PageDefinition } from './page-definition';
import { notFound } from './route-params';

/**
 * A loader for a company page whose copy lives in the database (`content: true`), grouped by section, with what
 * editors set for search engines on it.
 */
export function contentLoader(page: PageDefinition) {
  // The server serves content blocks only for pages that say so: without it every visit would be a 404.
  if (!page.content) throw new Error(`The page definition of ${page.id} lacks content: true`);
  return async ({ context }: LoaderFunctionArgs) => {
    const api = apiOf(context);
    const [blocks, seo] = await Promise.all([
      api(companyApi.pageContent, { params: { page: page.id } }),
      api(companyApi.pageSeo, { params: { page: page.id } }),
    ]);
    return { sections: groupBySection(blocks ?? notFound()), seo: seo ?? undefined };
  };
}

export function groupBySection(blocks: ContentBlock[]): Record<string, ContentBlock[]> {
  const sections: Record<string, ContentBlock[]> = {};
  for (const block of blocks) (sections[block.section] ??= []).push(block);
  return sections;
}
