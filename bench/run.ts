// `npm run bench`: the performance figures of the performance issue next to their targets, on a database of
// 100,000 products; written to bench/results.json. `npm run bench -- --quick`: the bundle sizes only (bytes are
// the same on every machine), failing when a page is over its budget; timings never fail a run. `--no-build`
// measures the build already in dist/. `--first-start`: from a clone of the last commit to the first page, as the
// README's first command does it. `--only=http,lighthouse` (parts: database, inbox, http, hydration, lighthouse,
// media): those parts of the full bench alone, printed and not written to bench/results.json (an A/B of a change).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { openPostgres } from '../server/db/connect';
import { prepareDemoPictures } from '../demo/pictures/demo-library';
import { paths } from '../shared/paths';
import { startSite } from '../test/built-server';
import { createTestDatabase, dropTestDatabase } from '../test/test-database';
import { CSS_BUDGET_KB } from '../server/render/page-chunks';
import { measurePageBundles, type PageBundle } from './bundle';
import { measureQueries } from './database';
import { BENCH_INQUIRIES, INBOX_TARGET_P95_MS, measureInbox, slowestOf } from './inbox';
import { BROWSER_ACCEPT_ENCODING, CONNECTIONS, measureLoad } from './http-load';
import { LAYOUT_DATA_BUDGET_BYTES, measureHydration } from './hydration';
import { MEDIA_PEAK_RSS_TARGET_MB, measureMediaUploads } from './media-upload';
import { FIRST_START_TARGET_S, measureFirstStart } from './first-start';
import { measureLighthouse } from './lighthouse';
import { BENCH_PRODUCTS, seedBenchCatalogue } from './seed-100k';

const quick = process.argv.includes('--quick');
const firstStartOnly = process.argv.includes('--first-start');
const onlyParts = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
/** Whether the full bench measures this part in this run. */
const measures = (part: 'database' | 'inbox' | 'http' | 'hydration' | 'lighthouse' | 'media') => !onlyParts || onlyParts.includes(part);
const LOAD_SECONDS = 10;
/**
 * Issue 38's budgets (issue 24's before it), asked as browsers ask: shares of the static file's rate (pages from the
 * page cache at 1.5 times it, pages rendered per request at 12 %), p99 of a page rendered per request, memory.
 */
const RATIO_TARGETS: Record<string, number> = {
  'product page, uncached': 12,
  'listing, uncached': 12,
  home: 150,
  listing: 150,
  'product page': 150,
};
const UNCACHED_P99_TARGET_MS = 150;
const PEAK_RSS_TARGET_MB = 200;
/** Lighthouse's mobile performance score on every page measured (issue 38). */
const LIGHTHOUSE_TARGET = 98;

interface Row {
  area: string;
  item: string;
  figure: string;
  target: string;
  pass: boolean;
}
const rows: Row[] = [];
function record(area: string, item: string, figure: string, target: string, pass: boolean) {
  rows.push({ area, item, figure, target, pass });
  console.log(`${pass ? 'PASS' : 'FAIL'}  ${area} · ${item}: ${figure} (target ${target})`);
}
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

function build() {
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build failed');
}

/** Records each page type against the issue's aim; returns whether every page is within its budget. */
function recordBundles(): { bundles: PageBundle[]; withinBudgets: boolean } {
  const bundles = measurePageBundles();
  for (const b of bundles) {
    record(
      'Bundle',
      `${b.page}: first-load JS (gzip / brotli)`,
      `${kB(b.jsGzip)} / ${kB(b.jsBrotli)}`,
      `≤ ${kB(b.budget)} brotli`,
      b.jsBrotli <= b.budget,
    );
  }
  // Reported beside the code's figure, not yet failing the run: each language's catalogue is one chunk of every
  // message of the site, loaded before any page hydrates; a catalogue per route would take the page back under.
  for (const b of bundles) {
    const figures = Object.entries(b.jsBrotliInLocale);
    record(
      'Bundle',
      `${b.page}: first-load JS with its language's catalogue (${figures.map(([locale]) => locale).join(' / ')}; brotli)`,
      figures.map(([, bytes]) => kB(bytes)).join(' / '),
      `≤ ${kB(b.budget)} brotli`,
      figures.every(([, bytes]) => bytes <= b.budget),
    );
  }
  const heaviestCss = bundles.reduce((a, b) => (b.cssGzip > a.cssGzip ? b : a));
  record(
    'Bundle',
    `CSS, heaviest page (${heaviestCss.page}; gzip / brotli)`,
    `${kB(heaviestCss.cssGzip)} / ${kB(heaviestCss.cssBrotli)}`,
    `≤ ${CSS_BUDGET_KB} kB brotli`,
    heaviestCss.cssBrotli <= CSS_BUDGET_KB * 1000,
  );
  const withinBudgets = bundles.every((b) => b.jsBrotli <= b.budget) && heaviestCss.cssBrotli <= CSS_BUDGET_KB * 1000;
  return { bundles, withinBudgets };
}

async function full() {
  const mediaDir = path.resolve('data/media');
  await prepareDemoPictures(mediaDir);
  process.env.TEST_MEDIA_DIR = mediaDir;

  const { name, url } = await createTestDatabase('catalogue_bench');
  try {
    const database = openPostgres(url, 2);
    const seedStart = Date.now();
    await seedBenchCatalogue(database.db);
    const seedSeconds = Math.round((Date.now() - seedStart) / 100) / 10;
    const samples = await database.db
      .selectFrom('category as c')
      .innerJoin('product as p', 'p.category_id', 'c.id')
      .select(['c.path as category', 'p.path as product'])
      .orderBy('c.sort_order')
      .orderBy('p.id')
      .limit(1)
      .executeTakeFirstOrThrow();
    await database.close();
    console.log(`Seeded ${BENCH_PRODUCTS.toLocaleString('en')} products in ${seedSeconds} s`);

    const queries = measures('database') ? await measureQueries(url) : [];
    for (const q of queries) {
      record('Database', `${q.name} (p50 / p95)`, `${q.p50Ms} / ${q.p95Ms} ms`, `p95 ≤ ${q.targetP95Ms} ms`, q.p95Ms <= q.targetP95Ms);
    }
    const seqScans = queries.flatMap((q) => q.seqScans.map(() => q.name));
    if (measures('database'))
      record('Database', 'sequential scans of product (EXPLAIN)', seqScans.length ? seqScans.join(', ') : 'none', 'none', !seqScans.length);

    // The inbox: its list and its search on 100,000 inquiries (seeded into the same database), slowest case of each.
    const inbox = measures('inbox') ? await measureInbox(url) : [];
    for (const kind of measures('inbox') ? (['list', 'search'] as const) : []) {
      const slowest = slowestOf(inbox, kind);
      record(
        'Inbox',
        `inbox ${kind} at ${BENCH_INQUIRIES.toLocaleString('en')} inquiries (slowest: ${slowest.name}; p50 / p95)`,
        `${slowest.p50Ms} / ${slowest.p95Ms} ms`,
        `p95 ≤ ${INBOX_TARGET_P95_MS} ms`,
        slowest.p95Ms <= INBOX_TARGET_P95_MS,
      );
    }

    const listing = paths.category(samples.category);
    const load = measures('http')
      ? await measureLoad(url, { listing, product: samples.product, search: 'basket' }, LOAD_SECONDS)
      : undefined;
    if (load) {
      // A browser's request is the one that counts (the issue's targets); gzip-only clients' are shown beside it.
      record(
        'HTTP',
        'accept-encoding of the measured requests = what Chromium sends',
        `${BROWSER_ACCEPT_ENCODING} / ${load.browserAcceptEncoding}`,
        'equal',
        BROWSER_ACCEPT_ENCODING === load.browserAcceptEncoding,
      );
      for (const f of load.figures) {
        const asBrowsers = f.encoding === 'br';
        const target = asBrowsers ? RATIO_TARGETS[f.target] : undefined;
        const p99Target = !asBrowsers
          ? undefined
          : f.target.endsWith(', uncached')
            ? UNCACHED_P99_TARGET_MS
            : f.target === 'product page'
              ? 20
              : undefined;
        record(
          'HTTP',
          `${f.target}, ${asBrowsers ? 'as browsers ask (br)' : 'gzip only'} (${f.url})`,
          `${f.requestsPerSecond} req/s, p50 ${f.p50Ms} ms, p99 ${f.p99Ms} ms, ${f.ratio} % of static, ` +
            `${kB(f.bytesPerResponse)} and ${f.cpuMsPerRequest} ms CPU an answer, ${f.errors} errors`,
          [target ? `≥ ${target} % of static` : '', p99Target ? `p99 ≤ ${p99Target} ms` : '', '0 errors'].filter(Boolean).join(', '),
          f.errors === 0 && (!target || f.ratio >= target) && (!p99Target || f.p99Ms <= p99Target),
        );
      }
      for (const [server, peak] of [
        ['pages rendered per request (HTML_CACHE_MB=0)', load.peakRssMb.uncached],
        ['pages cached', load.peakRssMb.cached],
      ] as const) {
        record(
          'Memory',
          `web process peak RSS over the HTTP runs at ${CONNECTIONS} connections, ${server}`,
          `${peak ?? '?'} MB`,
          `≤ ${PEAK_RSS_TARGET_MB} MB`,
          peak !== null && peak <= PEAK_RSS_TARGET_MB,
        );
      }
    }

    // A platform stops a web process that has not bound its port within a minute; ours must answer within 10 s of
    // its start on a migrated database (it never draws pictures: the seed command does).
    const spawned = performance.now();
    const site = await startSite({ DATABASE_URL: url }, 'bench-');
    const startSeconds = Math.round((performance.now() - spawned) / 100) / 10;
    record('Start', 'web process: spawn to /readyz answering, migrated database', `${startSeconds} s`, '≤ 10 s', startSeconds <= 10);
    let hydration;
    try {
      hydration = !measures('hydration')
        ? undefined
        : await measureHydration(site.url, [
            { page: 'home', url: paths.home() },
            { page: 'about us', url: paths.aboutUs() },
            { page: 'FAQs', url: paths.faqs() },
            { page: 'contact', url: paths.contact() },
            { page: 'categories', url: paths.categories() },
            { page: 'listing', url: listing },
            { page: 'product', url: paths.product(samples.product) },
            { page: 'search', url: paths.search('basket') },
            { page: 'videos', url: paths.productVideos() },
          ]);
      for (const h of hydration ?? []) {
        record(
          'Hydration',
          `${h.page}: data for the browser, of the page's HTML (the layout's part)`,
          `${kB(h.hydrationBytes)} of ${kB(h.pageBytes)} (${kB(h.layoutBytes)})`,
          `layout ≤ ${kB(LAYOUT_DATA_BUDGET_BYTES)}`,
          h.layoutBytes <= LAYOUT_DATA_BUDGET_BYTES,
        );
      }
      const pages = [
        { page: 'home', url: `${site.url}${paths.home()}` },
        { page: 'listing', url: `${site.url}${listing}` },
        { page: 'product', url: `${site.url}${paths.product(samples.product)}` },
        // The stored videos' posters, the first drawn at once.
        { page: 'videos', url: `${site.url}${paths.productVideos()}` },
        // The same in Japanese and German, at the translated addresses the English ones answer with a 301 under a prefix.
        ...(await Promise.all(
          (['ja', 'de'] as const).flatMap((locale) =>
            [
              { page: 'home', path: paths.home() },
              { page: 'listing', path: listing },
              { page: 'product', path: paths.product(samples.product) },
            ].map(async ({ page, path: english }) => ({
              page: `${page} (${locale})`,
              url: (await fetch(`${site.url}/${locale}${english}`)).url,
            })),
          ),
        )),
      ];
      for (const l of measures('lighthouse') ? await measureLighthouse(pages) : []) {
        record('Lighthouse', `${l.page}: performance`, String(l.performance), `≥ ${LIGHTHOUSE_TARGET}`, l.performance >= LIGHTHOUSE_TARGET);
        record(
          'Lighthouse',
          `${l.page}: accessibility / best practices / SEO`,
          `${l.accessibility} / ${l.bestPractices} / ${l.seo}`,
          '100 / 100 / 100',
          l.accessibility === 100 && l.bestPractices === 100 && l.seo === 100,
        );
        const lastLcp = previousLcpMs(l.page);
        record(
          'Lighthouse',
          `${l.page}: LCP / TBT / CLS`,
          `${l.lcpMs} ms${lastLcp === undefined ? '' : ` (last run ${lastLcp} ms)`} / ${l.tbtMs} ms / ${l.cls}`,
          '≤ 1500 ms / ≤ 100 ms / ≤ 0.02',
          l.lcpMs <= 1500 && l.tbtMs <= 100 && l.cls <= 0.02,
        );
      }
    } finally {
      await site.stop();
    }
    // The picture library: a burst of large uploads, and the memory the web process reaches while it stores them and
    // makes their variants.
    if (!measures('media')) return { seedSeconds, startSeconds, queries, inbox, load, hydration };
    const media = await measureMediaUploads();
    record(
      'Pictures',
      `${media.uploads} uploads of ${media.megabytesEach} MB at once`,
      `${media.megabytesPerSecond} MB/s (${media.uploadSeconds} s), every variant made after ${media.processedSeconds} s`,
      'reported',
      true,
    );
    record(
      'Memory',
      `web process peak RSS during ${media.uploads} concurrent uploads and their processing`,
      `${media.peakRssMb} MB`,
      `≤ ${MEDIA_PEAK_RSS_TARGET_MB} MB`,
      media.peakRssMb > 0 && media.peakRssMb <= MEDIA_PEAK_RSS_TARGET_MB,
    );
    return { seedSeconds, startSeconds, queries, inbox, load, hydration, media };
  } finally {
    await dropTestDatabase(name);
  }
}

/** The LCP of a page in the results the last full run wrote, to print beside this run's (it moves 10–30 % run to run). */
function previousLcpMs(page: string): number | undefined {
  try {
    const last = JSON.parse(fs.readFileSync('bench/results.json', 'utf8')) as { rows?: Row[] };
    const row = last.rows?.find((r) => r.area === 'Lighthouse' && r.item === `${page}: LCP / TBT / CLS`);
    const lcp = row && /^(\d+) ms/.exec(row.figure)?.[1];
    return lcp ? Number(lcp) : undefined;
  } catch {
    return undefined;
  }
}

function table(): string {
  const lines = ['| Area | Figure | Measured | Target | |', '| --- | --- | --- | --- | --- |'];
  for (const r of rows) lines.push(`| ${r.area} | ${r.item} | ${r.figure} | ${r.target} | ${r.pass ? 'PASS' : 'FAIL'} |`);
  return lines.join('\n');
}

/** A newcomer's clone to the first page (README): printed, not kept, since npm's cache and the machine decide it. */
async function firstStart() {
  const figure = await measureFirstStart();
  record(
    'First start',
    '`npm ci`, then `npm start` to the home page (build, demo pictures, embedded database, seed)',
    `${figure.totalSeconds} s (install ${figure.installSeconds} s, start ${figure.startSeconds} s)`,
    `≤ ${FIRST_START_TARGET_S} s`,
    figure.totalSeconds <= FIRST_START_TARGET_S,
  );
  console.log(`\n${table()}`);
}

async function main() {
  if (firstStartOnly) return firstStart();
  const started = Date.now();
  if (!process.argv.includes('--no-build')) build();
  const { bundles, withinBudgets } = recordBundles();
  const details = quick ? {} : await full();
  const minutes = Math.round((Date.now() - started) / 6000) / 10;
  console.log(`\n${table()}\n\nTargets met: ${rows.filter((r) => r.pass).length} of ${rows.length}, in ${minutes} min`);
  if (!quick && !onlyParts) {
    fs.writeFileSync(
      'bench/results.json',
      JSON.stringify({ date: new Date().toISOString(), minutes, rows, bundles, ...details }, null, 2) + '\n',
    );
  }
  // Only bytes over their budget fail a run: timings depend on the machine and what else it is doing.
  if (!withinBudgets) console.error('A page is over its first-load budget (server/render/page-chunks.ts).');
  process.exitCode = withinBudgets ? 0 : 1;
}

await main();
