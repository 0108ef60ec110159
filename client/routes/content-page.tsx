import type { LoaderFunctionArgs } from 'react-router-dom';
import type { ContentBlock, ContentPage } from '../../shared/catalogue';
import { companyApi } from '../../shared/contracts/company';
import { apiOf } from '../api/route-context';
import { notFound } from './route-params';

/** A loader for a company page whose copy lives in the database, grouped by section. */
export function contentLoader(page: ContentPage) {
  return async ({ context }: LoaderFunctionArgs) => {
    const blocks = (await apiOf(context)(companyApi.pageContent, { params: { page } })) ?? notFound();
    return { sections: groupBySection(blocks) };
  };
}

export function groupBySection(blocks: ContentBlock[]): Record<string, ContentBlock[]> {
  const sections: Record<string, ContentBlock[]> = {};
  for (const block of blocks) (sections[block.section] ??= []).push(block);
  return sections;
}
