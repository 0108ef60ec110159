import fs from 'node:fs';
import path from 'node:path';
import { API_BASE } from '../shared/contracts/define-endpoint';
import { searchApi } from '../shared/contracts/search';
import { paths } from '../client/page-registry';
import { startSite } from '../test/built-server';
import { rssMb, runAutocannon } from '../test/load-tools';

// Requests per second and latency of the production server on loopback, each target on its own for a bounded
// time. Machines differ, so each figure is also given as a share of a static file's rate measured in the same run.

export interface LoadFigure {
  target: string;
  url: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  /** requestsPerSecond ÷ the static file's. */
  ratio: number;
}

export interface LoadResult {
  figures: LoadFigure[];
  rssAfterMb: number;
}

const CONNECTIONS = 10;

async function measure(base: string, target: string, url: string, seconds: number, init: { method?: 'POST'; body?: string } = {}) {
  // As a browser asks: compressed answers, so what compressing costs the server is counted.
  const headers = { 'accept-encoding': 'gzip', ...(init.body ? { 'content-type': 'application/json' } : {}) };
  await runAutocannon({ url: `${base}${url}`, connections: CONNECTIONS, duration: 2, ...init, headers }); // warm-up
  const result = await runAutocannon({ url: `${base}${url}`, connections: CONNECTIONS, duration: seconds, ...init, headers });
  return {
    target,
    url,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** A small built file, served by the same server and middleware as the pages: the baseline. */
function staticFile(clientDir: string): string {
  if (fs.existsSync(path.join(clientDir, 'favicon.svg'))) return '/favicon.svg';
  throw new Error(`${clientDir} has no favicon.svg: run npm run build`);
}

export async function measureLoad(
  databaseUrl: string,
  pages: { listing: string; product: string; search: string },
  seconds: number,
): Promise<LoadResult> {
  const env = { DATABASE_URL: databaseUrl, LOG_LEVEL: 'error' };
  const figures: LoadFigure[] = [];
  const share = (rate: number, baseline: number) => Math.round((rate / Math.max(1, baseline)) * 1000) / 10;
  // Each server's own baseline, measured just before its pages, so a ratio compares like with like.
  const withBaseline = async (url: string, targets: (() => Promise<Omit<LoadFigure, 'ratio'>>)[]) => {
    const baseline = await measure(url, 'static file (baseline)', staticFile('dist/client'), seconds);
    figures.push({ ...baseline, ratio: 100 });
    for (const target of targets) {
      const figure = await target();
      figures.push({ ...figure, ratio: share(figure.requestsPerSecond, baseline.requestsPerSecond) });
    }
  };

  // Uncached: every request renders the page from the database.
  const uncached = await startSite({ ...env, HTML_CACHE_MB: '0' }, 'bench-');
  try {
    await withBaseline(uncached.url, [() => measure(uncached.url, 'product page, uncached', paths.product(pages.product), seconds)]);
  } finally {
    await uncached.stop();
  }

  const site = await startSite(env, 'bench-');
  try {
    await withBaseline(site.url, [
      () => measure(site.url, 'home', paths.home(), seconds),
      () => measure(site.url, 'listing', pages.listing, seconds),
      () => measure(site.url, 'product page', paths.product(pages.product), seconds),
      () =>
        measure(site.url, 'search API', `${API_BASE}${searchApi.productSearch.path}`, seconds, {
          method: 'POST',
          body: JSON.stringify({ name: pages.search }),
        }),
    ]);
    return { figures, rssAfterMb: Math.round(rssMb(site.child.pid!)) };
  } finally {
    await site.stop();
  }
}
