import type { CatalogueSample } from '../../../test/page-urls';
import { baseUrl } from '../browser';

/** The path of the first item an API list answers: a product, category or material the catalogue under test has. */
async function firstPath(api: string): Promise<string> {
  const response = await fetch(`${baseUrl()}/api${api}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ page: 1, pageSize: 1 }),
  });
  return ((await response.json()) as { data: { path: string }[] }).data[0]!.path;
}

/** Items of the served catalogue to fill the pages that have parameters (see test/page-urls.ts). */
export async function catalogueSample(search: string): Promise<CatalogueSample> {
  const [product, category, material] = await Promise.all([
    firstPath('/product/list'),
    firstPath('/category/search'),
    firstPath('/material/search'),
  ]);
  return { product, category, material, search };
}
