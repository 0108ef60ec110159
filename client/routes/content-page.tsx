import type { LoaderFunctionArgs } from 'react-router-dom';
import type { ContentBlock, ContentPage } from '../../shared/catalogue';
import { catalogueApi } from '../api/route-context';

/** A loader for a company page whose copy lives in the database, grouped by section. */
export function contentLoader(page: ContentPage) {
  return async ({ context }: LoaderFunctionArgs) => {
    const blocks = await catalogueApi(context).pageContent(page);
    return { sections: groupBySection(blocks) };
  };
}

export function groupBySection(blocks: ContentBlock[]): Record<string, ContentBlock[]> {
  const sections: Record<string, ContentBlock[]> = {};
  for (const block of blocks) (sections[block.section] ??= []).push(block);
  return sections;
}
