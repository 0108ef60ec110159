import fs from 'node:fs';
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import { API_BASE } from '../shared/contracts/define-endpoint';
import { searchApi } from '../shared/contracts/search';
import { paths } from '../shared/paths';
import { chromiumPath } from '../client/e2e/browser';
import { readBuiltAssets } from '../server/render/assets';
import { startSite } from '../test/built-server';
import { peakRssMb, runAutocannon } from '../test/load-tools';

// Requests per second, latency, bytes and server CPU of the production server on loopback, each target on its own
// for a bounded time, asked as a browser asks (brotli) and as gzip-only clients ask. Machines differ, so each
// figure is also given as a share of a static file's rate measured in the same run, with the same headers: the
// stylesheet every page loads, compressed at build time (the baseline issue 24 names).

/** How a current Chromium asks for a page: the encodings it takes (checked against Debian's Chromium each run). */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
export const ENCODINGS = { br: BROWSER_ACCEPT_ENCODING, gzip: 'gzip' } as const;
export type Encoding = keyof typeof ENCODINGS;

export interface LoadFigure {
  target: string;
  url: string;
  /** Which `accept-encoding` it was asked with: a browser's (`br`) or gzip only. */
  encoding: Encoding;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Bytes of an answer on the wire (body and head). */
  bytesPerResponse: number;
  /** The server process's CPU time (user and system) over the run, per answer. */
  cpuMsPerRequest: number;
  errors: number;
  /** requestsPerSecond ÷ the static file's, asked the same way. */
  ratio: number;
}

export interface LoadResult {
  figures: LoadFigure[];
  /** The most resident memory each web process reached over its runs (VmHWM), in MB. */
  peakRssMb: { uncached: number | null; cached: number | null };
  /** The accept-encoding Chromium sent for a page: the bench's must be the same. */
  browserAcceptEncoding: string;
}

/** Requests in flight at once, as issue 24 sets its latency budget. */
export const CONNECTIONS = 20;
/** Clock ticks a second of /proc/<pid>/stat's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** CPU time (user and system) a process has used, in ms, from /proc. */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime are fields 14 and 15 of the line, 12 and 13 after the command's closing bracket.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

type Site = { url: string; child: { pid?: number | undefined } };

async function measure(
  site: Site,
  target: string,
  url: string,
  seconds: number,
  encoding: Encoding,
  init: { method?: 'POST'; body?: string } = {},
): Promise<Omit<LoadFigure, 'ratio'>> {
  const headers = { 'accept-encoding': ENCODINGS[encoding], ...(init.body ? { 'content-type': 'application/json' } : {}) };
  const options = { url: `${site.url}${url}`, connections: CONNECTIONS, ...init, headers };
  await runAutocannon({ ...options, duration: 2 }); // warm-up
  const cpuBefore = cpuMs(site.child.pid!);
  const result = await runAutocannon({ ...options, duration: seconds });
  const answers = Math.max(1, result.requests.total);
  return {
    target,
    url,
    encoding,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    bytesPerResponse: Math.round(result.throughput.total / answers),
    cpuMsPerRequest: Math.round(((cpuMs(site.child.pid!) - cpuBefore) / answers) * 100) / 100,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** The accept-encoding Chromium sends with a page request to `url`. */
async function browsersAcceptEncoding(url: string): Promise<string> {
  const browser = await puppeteer.launch({ executablePath: chromiumPath(), headless: true, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    const response = await page.goto(url);
    return response?.request().headers()['accept-encoding'] ?? '';
  } finally {
    await browser.close();
  }
}

/** The stylesheet every page loads, served by the same server and middleware as the pages: the baseline. */
function staticFile(clientDir: string): string {
  const stylesheet = readBuiltAssets(clientDir).styles[0];
  if (!stylesheet || !fs.existsSync(path.join(clientDir, `${stylesheet}.br`))) {
    throw new Error(`${clientDir} has no stylesheet compressed at build time: run npm run build`);
  }
  return stylesheet;
}

interface Target {
  target: string;
  url: string;
  init?: { method?: 'POST'; body?: string };
}

/** Every target, both ways, for `seconds` each: a just-started server's first seconds are not counted. */
async function warmUp(site: Site, targets: Target[], seconds: number): Promise<void> {
  for (const { url, init } of targets) {
    for (const encoding of Object.keys(ENCODINGS) as Encoding[]) {
      const headers = { 'accept-encoding': ENCODINGS[encoding], ...(init?.body ? { 'content-type': 'application/json' } : {}) };
      await runAutocannon({ url: `${site.url}${url}`, connections: CONNECTIONS, duration: seconds, ...init, headers });
    }
  }
}

export async function measureLoad(
  databaseUrl: string,
  pages: { listing: string; product: string; search: string },
  seconds: number,
): Promise<LoadResult> {
  const env = { DATABASE_URL: databaseUrl, LOG_LEVEL: 'error' };
  const figures: LoadFigure[] = [];
  const share = (rate: number, baseline: number) => Math.round((rate / Math.max(1, baseline)) * 1000) / 10;
  // Each server's own baseline, asked the same way and measured just before its pages, so a ratio compares like
  // with like. The two ways of asking take turns target by target, so neither is measured on a colder server.
  const withBaseline = async (site: Site, targets: Target[]) => {
    const baseline: Target = { target: 'static file (baseline)', url: staticFile('dist/client') };
    await warmUp(site, [baseline, ...targets], 2);
    const baselineRate = {} as Record<Encoding, number>;
    for (const { target, url, init } of [baseline, ...targets]) {
      for (const encoding of Object.keys(ENCODINGS) as Encoding[]) {
        const figure = await measure(site, target, url, seconds, encoding, init);
        if (target === baseline.target) baselineRate[encoding] = figure.requestsPerSecond;
        figures.push({ ...figure, ratio: share(figure.requestsPerSecond, baselineRate[encoding]) });
      }
    }
  };

  // Uncached: every request renders the page from the database.
  const uncached = await startSite({ ...env, HTML_CACHE_MB: '0' }, 'bench-');
  let browserAcceptEncoding: string;
  let uncachedPeak: number | null;
  try {
    browserAcceptEncoding = await browsersAcceptEncoding(`${uncached.url}${paths.product(pages.product)}`);
    await withBaseline(uncached, [
      { target: 'product page, uncached', url: paths.product(pages.product) },
      { target: 'listing, uncached', url: pages.listing },
    ]);
    uncachedPeak = peakRssMb(uncached.child.pid!);
  } finally {
    await uncached.stop();
  }

  const site = await startSite(env, 'bench-');
  try {
    await withBaseline(site, [
      { target: 'home', url: paths.home() },
      { target: 'listing', url: pages.listing },
      { target: 'product page', url: paths.product(pages.product) },
      {
        target: 'search API',
        url: `${API_BASE}${searchApi.productSearch.path}`,
        init: { method: 'POST', body: JSON.stringify({ name: pages.search }) },
      },
    ]);
    return { figures, peakRssMb: { uncached: uncachedPeak, cached: peakRssMb(site.child.pid!) }, browserAcceptEncoding };
  } finally {
    await site.stop();
  }
}
