import path from 'node:path';
import { measureLoad } from './http-load';
import { measureLighthouse } from './lighthouse';
import { startSite } from '../test/built-server';
process.env.TEST_MEDIA_DIR = path.resolve('data/media');
const url = 'postgres://postgres@127.0.0.1:5432/catalogue_bench_try';
const r = await measureLoad(
  url,
  { listing: '/categories/baskets/page/1', product: 'round-seagrass-belly-basket-with-handles', search: 'basket' },
  2,
);
console.table(r.figures);
console.log('rss', r.rssAfterMb);
const site = await startSite({ DATABASE_URL: url, SEED_WHEN_EMPTY: 'false' }, 'bench-');
try {
  console.table(await measureLighthouse([{ page: 'product', url: `${site.url}/product/round-seagrass-belly-basket-with-handles` }]));
} finally {
  await site.stop();
}
