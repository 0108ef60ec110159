import type { LoaderFunctionArgs } from 'react-router-dom';
import type { ContentBlock } from '../../shared/catalogue';
import { companyApi } from '../../shared/contracts/company';
import { apiOf } from '../api/route-context';
import type { PageDefinition } from './page-definition';
import { notFound } from './route-params';

/** A loader for a company page whose copy lives in the database (`content: true`), grouped by section. */
export function contentLoader(page: PageDefinition) {
  // The server serves content blocks only for pages that say so: without it every visit would be a 404.
  if (!page.content) throw new Error(`The page definition of ${page.id} lacks content: true`);
  return async ({ context }: LoaderFunctionArgs) => {
    const blocks = (await apiOf(context)(companyApi.pageContent, { params: { page: page.id } })) ?? notFound();
    return { sections: groupBySection(blocks) };
  };
}

export function groupBySection(blocks: ContentBlock[]): Record<string, ContentBlock[]> {
  const sections: Record<string, ContentBlock[]> = {};
  for (const block of blocks) (sections[block.section] ??= []).push(block);
  return sections;
}
